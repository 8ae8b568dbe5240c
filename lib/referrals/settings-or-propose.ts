// PUT /api/admin/referrals/settings: saved at once, or, under the two-person rule (another owner could
// approve it), proposed for a second administrator (202), who applies it as proposed (lib/admin/approvals).
import { getDb } from "@/db/client";
import { needsSecondApproval } from "@/lib/admin/approvals/four-eyes";
import { APPROVAL_PERMISSION } from "@/lib/admin/approvals/kinds";
import { propose } from "@/lib/admin/approvals/propose";
import type { ReferralSettingsInput } from "@/lib/validation/referrals";
import { saveReferralSettings } from "./settings";

export async function saveReferralSettingsOrPropose(adminId: number, input: ReferralSettingsInput) {
  const db = await getDb();
  if (!(await needsSecondApproval(db, adminId, APPROVAL_PERMISSION.REFERRAL_SETTINGS)))
    return saveReferralSettings(adminId, input);
  return propose({
    kind: "REFERRAL_SETTINGS",
    target: "referrals:settings",
    payload: { ...input },
    proposerId: adminId,
  });
}
