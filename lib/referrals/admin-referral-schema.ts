// A referral as the back office lists it (GET /api/admin/referrals), for the answer and the OpenAPI document.
import { z } from "zod";
import { REFERRAL_STATUSES } from "@/lib/enums";

export const person = z.object({ id: z.number().int(), name: z.string(), email: z.string() });

export const adminReferralSchema = z
  .object({
    id: z.number().int(),
    referrer: person,
    referee: person,
    status: z.enum(REFERRAL_STATUSES),
    reason: z.string().nullable(),
    referrerRewardUsd: z.string(),
    refereeRewardUsd: z.string(),
    minDepositUsd: z.string(),
    holdDays: z.number().int(),
    createdAt: z.string(),
    reachedAt: z.string().nullable().describe("When the chain-credited deposits reached the minimum"),
    qualifiedAt: z.string().nullable(),
    paidAt: z.string().nullable(),
    voidedAt: z.string().nullable(),
    voidedBy: z.number().int().nullable().describe("The administrator who voided it; null when the pass did"),
  })
  .meta({ id: "AdminReferral" });
export type AdminReferral = z.infer<typeof adminReferralSchema>;
export type ReferralPerson = z.infer<typeof person>;
