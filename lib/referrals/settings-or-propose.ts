// PUT /api/admin/referrals/settings: saved at once, or (two-person rule) proposed for a second administrator.
import { saveReferralSettings } from "./settings";
import type { ReferralSettingsInput } from "@/lib/validation/referrals";

export async function saveReferralSettingsOrPropose(adminId: number, input: ReferralSettingsInput) {
  return saveReferralSettings(adminId, input);
}
