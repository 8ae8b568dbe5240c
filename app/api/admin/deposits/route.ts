// GET /api/admin/deposits?limit&offset&q&state -> deposits[], pagination (chain deposits and team credits)
import { adminRoute, parseQuery } from "@/lib/api/route";
import { adminListDeposits } from "@/lib/deposits/admin-list-deposits";
import { adminDepositListQuerySchema } from "@/lib/validation/admin-deposits";

export const GET = adminRoute(async ({ req }) =>
  adminListDeposits(parseQuery(req, adminDepositListQuerySchema)),
);
