// GET /api/users/interest?from=YYYY-MM-DD&to=YYYY-MM-DD[&format=csv][&subscriptionId=N]: the investor's
// per-day interest statement. Shared by the statement hook (to build its URLs) and the handler.
import { z } from "zod";
import { dayField } from "./dates";
import { idField } from "./ids";

/** About ten years: a statement wider than that is a typo, not a question. */
export const MAX_STATEMENT_DAYS = 3660;

const blankToUndefined = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);

const dayParam = (name: string) =>
  z.preprocess(
    blankToUndefined,
    z
      .string({ error: `${name} must be a date as YYYY-MM-DD` })
      .regex(/^\d{4}-\d{2}-\d{2}$/, `${name} must be a date as YYYY-MM-DD`)
      .pipe(dayField(`${name} must be a date as YYYY-MM-DD`))
      .optional(),
  );

const daysBetween = (from: string, to: string) =>
  (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;

export const interestStatementQuerySchema = z
  .object({
    from: dayParam("from"),
    to: dayParam("to"),
    format: z.preprocess(
      blankToUndefined,
      z.enum(["json", "csv"], { error: "format must be json or csv" }).default("json"),
    ),
    /** One subscription's lines (the Investments panel's statement dialog); other users' ids match nothing. */
    subscriptionId: z.preprocess(blankToUndefined, idField("Subscription").optional()),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    path: ["from"],
    message: "from must not be after to",
  })
  .refine((q) => !q.from || !q.to || daysBetween(q.from, q.to) <= MAX_STATEMENT_DAYS, {
    path: ["to"],
    message: `A statement can cover at most ${MAX_STATEMENT_DAYS} days`,
  });
export type InterestStatementQuery = z.infer<typeof interestStatementQuerySchema>;
