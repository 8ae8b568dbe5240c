// GET /api/users/transactions[?type=SUBSCRIPTION] -> transactions[]
import { parseQuery, userRoute } from "@/lib/api/route";
import { listTransactions } from "@/lib/transactions/list-transactions";
import { transactionsQuerySchema } from "@/lib/validation/account";

export const GET = userRoute(async ({ req, user }) =>
  listTransactions(user.id, parseQuery(req, transactionsQuerySchema)),
);
