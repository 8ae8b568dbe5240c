// docs/architecture.md, "Money rules": the admin can run the reconciliation (balances against ledger sums) at any time.
import { adminRoute } from "@/lib/api/route";
import { runReconciliation } from "@/lib/ledger/reconcile";

export const GET = adminRoute(async () => runReconciliation());
