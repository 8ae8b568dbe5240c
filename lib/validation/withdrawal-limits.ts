import { z } from "zod";
import { LIMIT_LEVELS } from "@/lib/withdrawals/limits/levels";

const LIMIT_INVALID = "A limit is an amount in USD of at least 0, or empty for none";

/** A USD amount (number or decimal text, at most 2 decimals) or null/empty for no limit. */
const limitField = z.preprocess(
  (v) => (v === "" || v === undefined ? null : typeof v === "number" ? String(v) : v),
  z
    .string({ error: LIMIT_INVALID })
    .trim()
    .regex(/^\d{1,15}(\.\d{1,2})?$/, LIMIT_INVALID)
    .nullable(),
);

export const userLimitsSchema = z.object({ daily: limitField, monthly: limitField });

export const levelLimitsSchema = userLimitsSchema.extend({
  level: z.enum(LIMIT_LEVELS, { error: "level must be UNVERIFIED or VERIFIED" }),
});
