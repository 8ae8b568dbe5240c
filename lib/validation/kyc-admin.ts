// The identity-verification queue's inputs: the list query and a rejection's reason (docs/decisions.md,
// "Identity verification (KYC)").
import { z } from "zod";
import { KYC_STATUSES } from "@/lib/enums";

/** An empty parameter (`?q=`, an untouched search box) reads as "not given". */
const blankToUndefined = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);

const wholeNumber = (min: number, max: number, fallback: number, message: string) =>
  z.preprocess(
    blankToUndefined,
    z
      .string({ error: message })
      .regex(/^\d{1,8}$/, message)
      .transform(Number)
      .refine((n) => n >= min && n <= max, message)
      .default(fallback),
  );

export const KYC_PAGE_LIMITS = { defaultLimit: 20, maxLimit: 100, maxOffset: 1_000_000, maxQuery: 200 };

export const kycListQuerySchema = z.object({
  status: z.preprocess(
    (v) => (typeof v === "string" ? blankToUndefined(v.trim().toUpperCase()) : v),
    z.enum(KYC_STATUSES, { error: `status must be one of ${KYC_STATUSES.join(", ")}` }).optional(),
  ),
  q: z.preprocess(
    blankToUndefined,
    z.string().trim().max(KYC_PAGE_LIMITS.maxQuery, "q must be at most 200 characters").optional(),
  ),
  limit: wholeNumber(1, KYC_PAGE_LIMITS.maxLimit, KYC_PAGE_LIMITS.defaultLimit, "limit must be 1 to 100"),
  offset: wholeNumber(0, KYC_PAGE_LIMITS.maxOffset, 0, "offset must be 0 to 1000000"),
});
export type KycListQuery = z.infer<typeof kycListQuerySchema>;

export const KYC_REASON_REQUIRED = "A reason is required to reject a verification";
export const KYC_REASON_MAX = 500;

export const kycRejectSchema = z.object({
  reason: z
    .string({ error: KYC_REASON_REQUIRED })
    .trim()
    .min(1, KYC_REASON_REQUIRED)
    .max(KYC_REASON_MAX, `Reason must be at most ${KYC_REASON_MAX} characters`),
});
export type KycRejectInput = z.infer<typeof kycRejectSchema>;
