// Server paging for the admin lists, one rule for all of them: `limit` 1–100, `offset` 0–1,000,000 (deeper
// pages are a scan nobody reads; narrow with `q` or a filter instead) and `q` at most 200 characters.
// Without any paging or filter parameter a spec route answers exactly as the spec says (every row, no
// `pagination`); with one, it answers one page plus `pagination: { total, limit, offset }`.
import { z } from "zod";

export const PAGING = { defaultLimit: 20, maxLimit: 100, maxOffset: 1_000_000, maxQuery: 200 } as const;

export const LIMIT_MESSAGE = `limit must be a whole number from 1 to ${PAGING.maxLimit}`;
export const OFFSET_MESSAGE = `offset must be a whole number from 0 to ${PAGING.maxOffset}`;
export const QUERY_MESSAGE = `q must be at most ${PAGING.maxQuery} characters`;

/** An empty parameter (`?q=`, an untouched search box) reads as "not given". */
const blankToUndefined = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);

function wholeNumber(min: number, max: number, message: string) {
  return z.preprocess(
    blankToUndefined,
    z
      .string({ error: message })
      .regex(/^\d{1,8}$/, message)
      .transform(Number)
      .refine((n) => n >= min && n <= max, message)
      .optional(),
  );
}

/** A filter over a fixed list, case-insensitive (`?status=pending` is PENDING). */
export function enumParam<const T extends readonly [string, ...string[]]>(values: T, label: string) {
  const byKey = new Map(values.map((v) => [v.toLowerCase(), v]));
  return z.preprocess(
    (v) => {
      const given = blankToUndefined(v);
      return typeof given === "string" ? (byKey.get(given.trim().toLowerCase()) ?? given) : given;
    },
    z.enum(values, { error: `${label} must be one of ${values.join(", ")}` }).optional(),
  );
}

export const pagingFields = {
  limit: wholeNumber(1, PAGING.maxLimit, LIMIT_MESSAGE),
  offset: wholeNumber(0, PAGING.maxOffset, OFFSET_MESSAGE),
  q: z.preprocess(
    blankToUndefined,
    z.string({ error: QUERY_MESSAGE }).trim().max(PAGING.maxQuery, QUERY_MESSAGE).optional(),
  ),
};

export const pagingSchema = z.object(pagingFields);
export type PagingQuery = z.infer<typeof pagingSchema>;

export type Page = { limit: number; offset: number };
export type Pagination = Page & { total: number };

/** The page a query asks for, with the defaults filled in. */
export function pageOf(query: PagingQuery): Page {
  return { limit: query.limit ?? PAGING.defaultLimit, offset: query.offset ?? 0 };
}

/** The page a spec list route was asked for, or null when it was given no paging or filter parameter at
 *  all (then it answers the spec's whole list). `query` is the parsed query: unknown keys are gone. */
export function requestedPage(query: PagingQuery & Record<string, unknown>): Page | null {
  return Object.values(query).some((v) => v !== undefined) ? pageOf(query) : null;
}
