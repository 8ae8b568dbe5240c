// POST /api/admin/referrals/{id}/void { reason } -> { message, referral } (audited; the investor sees the reason)
import { adminRoute, parseBody, parseId } from "@/lib/api/route";
import { adminVoidReferral } from "@/lib/referrals/admin-referrals";
import { voidReferralSchema } from "@/lib/validation/referrals";

export const POST = adminRoute(async ({ req, params, user }) => {
  const { reason } = await parseBody(req, voidReferralSchema);
  return adminVoidReferral(user.id, parseId(params.id), reason);
});
