// The referral programme's inputs: the administrators' settings, a void's reason, the admin list's
// query and the sign-up form's code.
import { z } from "zod";
import { REFERRAL_STATUSES } from "@/lib/enums";
import { enumParam, pagingFields } from "./paging";

export const REWARD_INVALID =
  "A reward or minimum is an amount in USD of at least 0, with at most 2 decimals";
export const DAYS_INVALID = "holdDays must be a whole number from 0 to 365";
export const CAP_INVALID = "monthlyCapPerReferrer must be a whole number from 0 to 10000";
export const ENABLED_INVALID = "enabled must be true or false";
export const REFERRAL_CODE_INVALID = "A referral code is 4 to 32 letters and digits";
export const VOID_REASON_REQUIRED = "A reason is required";

const usd = z.preprocess(
  (v) => (typeof v === "number" ? String(v) : v),
  z
    .string({ error: REWARD_INVALID })
    .trim()
    .regex(/^\d{1,12}(\.\d{1,2})?$/, REWARD_INVALID),
);

export const referralSettingsSchema = z.object({
  enabled: z.boolean({ error: ENABLED_INVALID }),
  referrerRewardUsd: usd,
  refereeRewardUsd: usd,
  minDepositUsd: usd,
  holdDays: z.number({ error: DAYS_INVALID }).int(DAYS_INVALID).min(0, DAYS_INVALID).max(365, DAYS_INVALID),
  monthlyCapPerReferrer: z
    .number({ error: CAP_INVALID })
    .int(CAP_INVALID)
    .min(0, CAP_INVALID)
    .max(10000, CAP_INVALID),
});
export type ReferralSettingsInput = z.infer<typeof referralSettingsSchema>;

/** The sign-up form's optional code (upper-cased); empty reads as none. */
export const referralCodeField = z
  .string({ error: REFERRAL_CODE_INVALID })
  .trim()
  .toUpperCase()
  .refine((v) => v === "" || /^[A-Z0-9]{4,32}$/.test(v), REFERRAL_CODE_INVALID)
  .optional();

export const voidReferralSchema = z.object({
  reason: z
    .string({ error: VOID_REASON_REQUIRED })
    .trim()
    .min(1, VOID_REASON_REQUIRED)
    .max(500, "A reason must be at most 500 characters"),
});

export const adminReferralsQuerySchema = z.object({
  ...pagingFields,
  status: enumParam(REFERRAL_STATUSES, "status"),
  format: z.enum(["csv"], { error: "format must be csv" }).optional(),
});
