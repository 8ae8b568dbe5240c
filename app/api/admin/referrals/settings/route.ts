// GET /api/admin/referrals/settings -> settings; PUT { enabled, referrerRewardUsd, refereeRewardUsd, minDepositUsd,
// holdDays, monthlyCapPerReferrer } -> { message, settings } (owner; audited)
import { adminRoute, parseBody } from "@/lib/api/route";
import { readReferralSettings } from "@/lib/referrals/settings";
import { saveReferralSettingsOrPropose } from "@/lib/referrals/settings-or-propose";
import { referralSettingsSchema } from "@/lib/validation/referrals";

export const GET = adminRoute(async () => ({ settings: await readReferralSettings() }));

export const PUT = adminRoute(async ({ req, user }) =>
  saveReferralSettingsOrPropose(user.id, await parseBody(req, referralSettingsSchema)),
);
