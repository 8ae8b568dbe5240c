// GET /api/admin/referrals?limit&offset&q&status[&format=csv] -> referrals[], pagination (or a CSV of every match)
import { adminRoute, parseQuery } from "@/lib/api/route";
import { adminListReferrals } from "@/lib/referrals/admin-referrals";
import { adminReferralsQuerySchema } from "@/lib/validation/referrals";

export const GET = adminRoute(async ({ req }) =>
  adminListReferrals(parseQuery(req, adminReferralsQuerySchema)),
);
