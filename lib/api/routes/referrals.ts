// The referral programme: the investor's own view, the back office's settings, list and void, the
// pass run by hand and by the host's scheduler.
import { z } from "zod";
import { proposedAnswer } from "@/lib/admin/approvals/approval-output";
import { REFERRAL_STATUSES } from "@/lib/enums";
import { adminReferralSchema } from "@/lib/referrals/admin-referral-schema";
import { investorReferralsSchema } from "@/lib/referrals/investor-referrals";
import {
  adminReferralsQuerySchema,
  referralSettingsSchema,
  voidReferralSchema,
} from "@/lib/validation/referrals";
import { listOf } from "@/lib/api/openapi/answers";
import { admin, route, type RouteEntry } from "./route-entry";

const settingsAnswer = z
  .object({
    enabled: z.boolean(),
    referrerRewardUsd: z.string(),
    refereeRewardUsd: z.string(),
    minDepositUsd: z.string(),
    holdDays: z.number().int(),
    monthlyCapPerReferrer: z.number().int(),
  })
  .meta({ id: "ReferralSettings" });

const passAnswer = z.object({
  message: z.string(),
  ran: z.boolean().describe("false: another pass was running; it does the work"),
  processed: z.number().int(),
  qualified: z.number().int(),
  paid: z.number().int(),
  voided: z.number().int(),
});

const PASS =
  "PENDING referrals qualify once the new investor's identity is verified, their chain-credited deposits " +
  "reach `minDepositUsd` and `holdDays` pass without a withdrawal taking their holdings below it (else VOID); " +
  "QUALIFIED ones are paid to both main balances through the ledger (REFERRAL_REWARD) once, or VOID beyond " +
  "the referrer's monthly cap; self-referrals and deleted accounts are VOID. Safe to run twice at once.";

export const referralRoutes: RouteEntry[] = [
  route("GET /api/referrals", "investor", "Money", "The caller's referral code, link and referrals", {
    description:
      "Each referral with the new investor's first name and initial, when they joined, its status and what is " +
      "missing for it to qualify; totals of the caller's rewards pending and paid (USD).",
    response: investorReferralsSchema,
  }),
  route("GET /api/admin/referrals", admin("backoffice.read"), "Admin: money", "Referrals", {
    description:
      "Newest first, one page at a time; `q` matches either person; `format=csv` every match as CSV.",
    query: adminReferralsQuerySchema,
    response: listOf("referrals", adminReferralSchema, { paged: true }),
    download: { contentType: "text/csv", description: "with `format=csv`, every matching referral" },
  }),
  route("GET /api/admin/referrals/settings", admin("backoffice.read"), "Admin: money", "Referral settings", {
    response: z.object({ settings: settingsAnswer }),
  }),
  route(
    "PUT /api/admin/referrals/settings",
    admin("referrals.manage"),
    "Admin: money",
    "Set the referral programme",
    {
      description:
        "Off until enabled. A change applies to referrals made after it (each keeps the settings it was made " +
        "under); audited; under the two-person rule when it applies.",
      body: referralSettingsSchema,
      response: z.object({ message: z.string(), settings: settingsAnswer }),
      accepted: proposedAnswer,
    },
  ),
  route("POST /api/admin/referrals/run", admin("interest.run"), "Admin: money", "Run the referral pass now", {
    description: PASS,
    response: passAnswer,
  }),
  route("POST /api/admin/referrals/[id]/void", admin("referrals.manage"), "Admin: money", "Void a referral", {
    description: "A PENDING or QUALIFIED referral, with a reason the investor sees; audited.",
    body: voidReferralSchema,
    response: z.object({
      message: z.string(),
      referral: z.object({
        id: z.number().int(),
        status: z.enum(REFERRAL_STATUSES),
        reason: z.string().nullable(),
      }),
    }),
    errors: { 404: "No such referral", 409: "The referral is already paid or void" },
  }),
  route("GET /api/cron/referrals", "cron", "Operations", "Daily referral pass (scheduler)", {
    description: "`Authorization: Bearer <CRON_SECRET>`. " + PASS,
    response: passAnswer,
  }),
];
