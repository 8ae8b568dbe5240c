// POST /api/admin/referrals/run -> { message, ran, processed, qualified, paid, voided }: the daily referral pass, now
import { adminRoute } from "@/lib/api/route";
import { runReferralsForRequest } from "@/lib/referrals/run-referrals";

export const maxDuration = 300;

export const POST = adminRoute(async () => runReferralsForRequest("admin"));
