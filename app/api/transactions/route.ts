// spec 2 §7: GET /api/transactions (admin) -> transactions[]
import { adminRoute } from "@/lib/api/route";
import { listAllTransactions } from "@/lib/admin/list-all-transactions";

export const GET = adminRoute(async () => listAllTransactions());
