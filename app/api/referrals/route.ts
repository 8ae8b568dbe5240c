// GET /api/referrals -> { code, link, referrals: [...], totals }: the investor's own referral programme
import { investorRoute } from "@/lib/api/route";
import { investorReferrals } from "@/lib/referrals/investor-referrals";

export const GET = investorRoute(async ({ user }) => investorReferrals(user.id));
