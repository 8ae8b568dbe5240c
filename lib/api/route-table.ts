// Every route of the app: who may call it, what it takes and what it answers. One entry per method of each
// app/api/**/route.ts. It is the single source for three things:
//   - tests/api/authorization-matrix.test.ts calls every entry as anonymous, investor and administrator and
//     checks the answer against `access` (and that this table lists exactly the route files on disk);
//   - tests/unit/openapi-document.test.ts checks `access` agrees with the wrapper each route file uses
//     (publicRoute, userRoute, accountRoute, investorRoute, investorAccountRoute, adminRoute, benchRoute);
//   - lib/api/openapi/document.ts turns the table into the OpenAPI 3.1 document (GET /api/openapi.json).
// The entries live by area in lib/api/routes/: the investor's side as <area>.ts, the back office's as
// admin-<area>.ts; the entry type and the `route` and `admin` helpers in route-entry.ts, answers that more than
// one area gives in shared-answers.ts. This file only puts the areas in order, which is the order of the
// document's paths and of the tests' calls (two areas come in two runs to keep that order as it was).
// Adding a route: add its entry to its area's module, with the same zod schemas the handler parses (a new
// area: a new module, spread below); docs/api.md.
import { accountRoutes } from "./routes/account";
import { accountLockRoutes } from "./routes/account-lock";
import { adminAuditRoutes } from "./routes/admin-audit";
import { adminDepositRoutes } from "./routes/admin-deposits";
import { adminPlanRoutes, adminSubscriptionRoutes } from "./routes/admin-investments";
import { adminKycRoutes } from "./routes/admin-kyc";
import { adminMessageRoutes } from "./routes/admin-messages";
import { adminOperationsRoutes } from "./routes/admin-operations";
import { adminOverviewRoutes } from "./routes/admin-overview";
import { adminPayoutRoutes } from "./routes/admin-payouts";
import { adminSupportRoutes } from "./routes/admin-support";
import { adminTransactionRoutes } from "./routes/admin-transactions";
import { adminUserRoutes } from "./routes/admin-users";
import { adminWithdrawalDecisionRoutes, adminWithdrawalListRoutes } from "./routes/admin-withdrawals";
import { administratorRoutes } from "./routes/administrators";
import { approvalRoutes } from "./routes/approvals";
import { authRoutes } from "./routes/auth";
import { benchRoutes } from "./routes/bench";
import { depositRoutes } from "./routes/deposits";
import { investmentRoutes } from "./routes/investments";
import { kycRoutes } from "./routes/kyc";
import { moneyRoutes } from "./routes/money";
import { notificationRoutes } from "./routes/notifications";
import { passkeyRoutes } from "./routes/passkeys";
import { publicRoutes } from "./routes/public";
import { reserveRoutes } from "./routes/reserves";
import { referralRoutes } from "./routes/referrals";
import type { RouteEntry } from "./routes/route-entry";
import { schedulerRoutes } from "./routes/scheduler";
import { supportRoutes } from "./routes/support";
import { withdrawalAddressRoutes } from "./routes/withdrawal-addresses";
import { withdrawalLimitRoutes } from "./routes/withdrawal-limits";
import { withdrawalRoutes } from "./routes/withdrawals";

export {
  WRAPPERS_FOR_ACCESS,
  type Access,
  type ErrorStatus,
  type Method,
  type RouteEntry,
} from "./routes/route-entry";

export const ROUTE_TABLE: RouteEntry[] = [
  // ---- auth and session ----
  ...authRoutes,
  ...passkeyRoutes,
  ...publicRoutes,
  // ---- the signed-in user's account ----
  ...accountRoutes,
  ...accountLockRoutes,
  // ---- the investor's money ----
  ...moneyRoutes,
  ...investmentRoutes,
  ...depositRoutes,
  ...withdrawalRoutes,
  ...notificationRoutes,
  ...supportRoutes,
  ...kycRoutes,
  // ---- administration ----
  ...adminOverviewRoutes,
  ...adminUserRoutes,
  ...adminAuditRoutes,
  ...adminSubscriptionRoutes,
  ...adminSupportRoutes,
  ...adminOperationsRoutes,
  ...adminPlanRoutes,
  ...adminTransactionRoutes,
  ...adminWithdrawalListRoutes,
  ...adminDepositRoutes,
  ...adminPayoutRoutes,
  ...adminWithdrawalDecisionRoutes,
  ...adminMessageRoutes,
  ...adminKycRoutes,
  // ---- administrators and their roles ----
  ...administratorRoutes,
  // ---- the two-person rule ----
  ...approvalRoutes,
  // ---- withdrawal addresses ----
  ...withdrawalAddressRoutes,
  // ---- withdrawal limits ----
  ...withdrawalLimitRoutes,
  // ---- proof of reserves ----
  ...reserveRoutes,
  // ---- the referral programme ----
  ...referralRoutes,
  // ---- host scheduler ----
  ...schedulerRoutes,
  // ---- bench only: not in the OpenAPI document (404 on a normal server) ----
  ...benchRoutes,
];
