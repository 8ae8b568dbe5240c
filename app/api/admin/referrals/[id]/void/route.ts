// POST /api/admin/referrals/{id}/void { reason } -> { message, referral } (audited; the investor sees the reason)
import { adminRoute, parseBody, parseId } from "@/lib/api/route";
import { adminVoidReferral } from "@/lib/referrals/admin-referrals";
import { voidReferralSchema } from "@/lib/validation/referrals";

export const POST = adminRoute(async ({ req, params, user }) => {
  // The id first: an id beyond the column is an unknown referral (404) whatever the body holds.
  const id = parseId(params.id);
  const { reason } = await parseBody(req, voidReferralSchema);
  return adminVoidReferral(user.id, id, reason);
});
