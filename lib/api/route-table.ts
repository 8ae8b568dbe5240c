// Every route of the app: who may call it, what it takes and what it answers. One entry per method of each
// app/api/**/route.ts. It is the single source for three things:
//   - tests/api/authorization-matrix.test.ts calls every entry as anonymous, investor and administrator and
//     checks the answer against `access` (and that this table lists exactly the route files on disk);
//   - tests/api/route-table.test.ts checks `access` agrees with the wrapper each route file uses
//     (publicRoute, userRoute, accountRoute, investorRoute, investorAccountRoute, adminRoute, benchRoute);
//   - lib/api/openapi/document.ts turns the table into the OpenAPI 3.1 document (GET /api/openapi.json).
// Adding a route: add its entry here, with the same zod schemas the handler parses (docs/api.md).
import { z } from "zod";
import type { Permission } from "@/lib/admin/roles/permissions";
import { listedAdminSchema } from "@/lib/admin/admins/admin-output";
import { approvalSchema, proposedAnswer } from "@/lib/admin/approvals/approval-output";
import { adminUserDataSchema, publicUserSchema, signedInUserSchema } from "@/lib/auth/public-user";
import { healthAnswer, notReadyAnswer, readyAnswer } from "@/lib/lifecycle/readiness-schema";
import { listedUserSchema } from "@/lib/users/list-users";
import {
  notificationPrefsSchema,
  preferencesSchema,
  profileSchema,
  transactionPinSchema,
  transactionsQuerySchema,
} from "@/lib/validation/account";
import {
  investmentListQuerySchema,
  transactionListQuerySchema,
  userListQuerySchema,
  withdrawalListQuerySchema,
} from "@/lib/validation/admin-lists";
import {
  auditExportQuerySchema,
  auditSummaryQuerySchema,
  auditTrailQuerySchema,
  creditSchema,
  notificationPageSchema,
  notificationSchema,
  resetBalanceSchema,
  sendEmailSchema,
  updateTransactionSchema,
  userIdSchema,
  withdrawalIdQuerySchema,
} from "@/lib/validation/admin";
import { adminDepositSchema } from "@/lib/deposits/admin-list-deposits";
import { depositAddressSchema } from "@/lib/deposits/deposit-addresses";
import { cronScanSchema } from "@/lib/deposits/watch/cron-scan";
import { listedDepositSchema } from "@/lib/deposits/list-deposits";
import { scannerStatusSchema } from "@/lib/deposits/scanner-status";
import { hotWalletsAnswerSchema } from "@/lib/payouts/hot-wallet-status";
import { signedBatchSchema } from "@/lib/payouts/bitcoin/signed-batch-schema";
import { adminDepositListQuerySchema } from "@/lib/validation/admin-deposits";
import { acceptInvitationSchema, changeAdminRoleSchema, inviteAdminSchema } from "@/lib/validation/admins";
import { analyticsQuerySchema } from "@/lib/validation/analytics";
import { approvalListQuerySchema } from "@/lib/validation/approvals";
import { levelLimitsSchema, userLimitsSchema } from "@/lib/validation/withdrawal-limits";
import {
  confirmWithdrawalAddressSchema,
  deleteWithdrawalAddressSchema,
  withdrawalAddressSchema,
} from "@/lib/validation/withdrawal-addresses";
import { withdrawalAddressAnswerSchema } from "@/lib/withdrawal-addresses/address-output";
import {
  addUserSchema,
  changePasswordSchema,
  forgotPasswordSchema,
  resendCodeSchema,
  resetPasswordSchema,
  signinSchema,
  signupSchema,
  verifyEmailSchema,
} from "@/lib/validation/auth";
import { contactMessageSchema } from "@/lib/validation/contact";
import { interestStatementQuerySchema } from "@/lib/validation/interest";
import { subscribeSchema } from "@/lib/validation/investments";
import { jobCountsSchema, jobListQuerySchema, listedJobSchema } from "@/lib/validation/jobs";
import { kycListQuerySchema, kycRejectSchema } from "@/lib/validation/kyc-admin";
import { KYC_FILE_FIELDS, kycSchema } from "@/lib/validation/kyc";
import { createPlanSchema, updatePlanSchema } from "@/lib/validation/plans";
import {
  adminTicketListQuerySchema,
  supportTicketSchema,
  ticketReplySchema,
  ticketStatusSchema,
} from "@/lib/validation/support";
import { securitySettingsSchema, SESSION_TIMEOUTS } from "@/lib/validation/security";
import {
  disableTwoFactorSchema,
  enableTwoFactorSchema,
  resetTwoFactorSchema,
  twoFactorSignInSchema,
} from "@/lib/validation/two-factor";
import { changePinSchema, setPinSchema } from "@/lib/validation/withdrawal-pin";
import { withdrawalSchema } from "@/lib/validation/withdrawals";
import { described, listOf, messageAnswer, paginationAnswer } from "./openapi/answers";

/** public: anyone; user: any signed-in account; investor: INVESTOR role only (moves the caller's money);
 *  admin: ADMIN role only; cron: the CRON_SECRET bearer only; bench: nobody, a 404, unless the server was
 *  started for `npm run bench:api` (lib/bench/bench-route.ts). */
export type Access = "public" | "user" | "investor" | "admin" | "cron" | "bench";

/** An admin route's access: the permission an administrator's role must hold to call it
 *  (lib/admin/roles/permissions.ts). A route left with plain "admin" is the owner's alone until it names one. */
const admin = (permission: Permission) => ({ access: "admin" as const, permission });

/** The route wrapper (lib/api/route.ts) each access level is written with in the route files. */
export const WRAPPERS_FOR_ACCESS: Record<Access, readonly string[]> = {
  public: ["publicRoute"],
  cron: ["publicRoute"], // the secret is checked in the handler (lib/interest/authorize-cron.ts)
  user: ["userRoute", "accountRoute"],
  investor: ["investorRoute", "investorAccountRoute"],
  admin: ["adminRoute"],
  bench: ["benchRoute"],
};

export type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export type RouteEntry = {
  method: Method;
  /** As on disk under app/: `/api/users/[id]`. */
  path: string;
  access: Access;
  /** Admin routes: the permission the caller's administrator role must hold (`admin("...")` below). */
  permission?: Permission;
  /** The group in the reference (/api/docs). */
  tag: string;
  summary: string;
  description?: string;
  /** The query schema the handler passes to parseQuery. */
  query?: z.ZodType;
  /** The JSON body schema the handler passes to parseBody. */
  body?: z.ZodType;
  /** Takes an `Idempotency-Key` header (lib/idempotency): a retry with the key gets the first answer. */
  idempotent?: boolean;
  /** A multipart/form-data body instead of JSON: the text fields' schema and the file fields. */
  multipart?: { fields: z.ZodType; files: readonly string[] };
  /** The JSON answer (200, or 201 with `created`). */
  response?: z.ZodType;
  /** The success answer is 201 Created (a new resource), not 200. */
  created?: boolean;
  /** A 202 answer: the action waits for a second administrator (lib/admin/approvals). */
  accepted?: z.ZodType;
  /** A non-JSON answer: its media type and what it holds (with `response` too: either, by request). */
  download?: { contentType: string; description: string };
  /** Error answers beyond the ones every route of its kind gives (lib/api/openapi/document.ts, `responses`),
   *  each with when it happens; all of them the shared Error body. */
  errors?: Partial<Record<ErrorStatus, string>>;
  /** The 503 answer when it is not the shared Error body (a probe's own), or false for a route that never
   *  answers 503 (every other route may: database unreachable, or the instance shutting down). */
  unavailable?: z.ZodType | false;
};

/** The 4xx, and the 503 of a service out of reach, a route may document. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 503;

const route = (
  key: `${Method} /api/${string}`,
  access: Access | ReturnType<typeof admin>,
  tag: string,
  summary: string,
  more: Omit<RouteEntry, "method" | "path" | "access" | "permission" | "tag" | "summary"> = {},
): RouteEntry => {
  const [method, path] = key.split(" ") as [Method, string];
  const declared = typeof access === "string" ? { access } : access;
  return { method, path, ...declared, tag, summary, ...more };
};

const periodLimit = z.object({
  limit: z.string().nullable().describe("USD; null when none is set"),
  used: z.string().describe("USD value of the withdrawals pending or paid in the period, at today's prices"),
  remaining: z.string().nullable().describe("USD; null when there is no limit"),
});
const limitsAnswer = z.object({ daily: z.string().nullable(), monthly: z.string().nullable() });
const userAnswer = z.object({ user: publicUserSchema });
const sessionNote =
  "Sets the httpOnly session cookie `token` and returns the same token for `Authorization: Bearer` clients.";
const twoFactorNote =
  "With two-factor sign-in on, the right password answers `{ twoFactorRequired: true, challenge }` instead " +
  "(no token, no cookie): send the challenge and a code to POST /api/auth/signin/2fa within 5 minutes.";
const twoFactorChallenge = z.object({ twoFactorRequired: z.literal(true), challenge: z.string() });
const investorSignedIn = z.object({ message: z.string(), user: signedInUserSchema, token: z.string() });
const adminSignedIn = z.object({
  message: z.string(),
  token: z.string(),
  userData: adminUserDataSchema,
  user: adminUserDataSchema,
});
const sessionSchema = z.object({
  id: z.string(),
  device: z.string(),
  ip: z.string(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  current: z.boolean(),
});
const whitelistAnswer = {
  whitelistOnly: z.boolean().describe("On now (a pending switch-off not yet come)"),
  whitelistOffAt: z.string().nullable().describe("When a requested switch-off takes effect; null when none"),
};
const securitySettingsAnswer = z.object({
  loginNotifications: z.boolean(),
  sessionTimeout: z.union(SESSION_TIMEOUTS.map((m) => z.literal(m))),
  ...whitelistAnswer,
});
const ticketReply = z
  .object({
    id: z.number().int(),
    from: z.enum(["ADMIN", "INVESTOR"]).describe("ADMIN: support; INVESTOR: the ticket's author"),
    message: z.string(),
    createdAt: z.string(),
  })
  .meta({ id: "TicketReply" });
const replySent = z.object({
  message: z.string(),
  reply: ticketReply,
  ticket: z.object({ id: z.number().int(), status: z.enum(["OPEN", "ANSWERED", "CLOSED"]) }),
});
/** The 429 of a rate-limited operation (lib/rate-limit.ts). */
const RATE_LIMITED =
  "Too many attempts: `retryAfter` (and the Retry-After header) says how many seconds to wait";
const withdrawalRequestAnswer = z
  .object({
    id: z.number().int(),
    amount: z.number(),
    asset: z.enum(["BITCOIN", "ETHEREUM", "USDT", "USDC"]),
    network: z.string(),
    address: z.string(),
    status: z.enum(["PENDING", "APPROVED", "BROADCAST", "COMPLETED", "FAILED", "REJECTED"]),
    createdAt: z.string(),
    txHash: z
      .string()
      .nullable()
      .describe("The payout's transaction once a hot wallet sent it; null otherwise"),
    explorerUrl: z.string().nullable().describe("That transaction on the network's block explorer, or null"),
    newAddress: z
      .boolean()
      .describe("An address the investor never withdrew to before and not one of their ACTIVE saved ones"),
  })
  .meta({ id: "WithdrawalRequest" });
const adminWithdrawalRequest = withdrawalRequestAnswer
  .extend({
    name: z.string(),
    email: z.string(),
    userId: z.number().int(),
    decidedAt: z.string().nullable(),
    payout: z
      .object({
        confirmations: z.number().int(),
        requiredConfirmations: z.number().int(),
        problem: z.string().nullable().describe("Why it waits (APPROVED) or why it failed (FAILED)"),
      })
      .nullable()
      .describe("A hot-wallet payout's progress; null when the network is paid by hand"),
  })
  .meta({ id: "AdminWithdrawalRequest" });
const withdrawalDecided = z.object({ message: z.string(), withdrawalRequest: withdrawalRequestAnswer });
const pagedNote =
  "Without limit, offset, q or a filter it answers every row and no `pagination`; with one, one page plus " +
  "`pagination: { total, limit, offset }`.";

export const ROUTE_TABLE: RouteEntry[] = [
  // ---- auth and session ----
  route("POST /api/auth/signup", "public", "Auth", "Create an investor account", {
    description: "Sends a six-digit code to the address; signing in needs it confirmed. Rate-limited.",
    body: signupSchema,
    response: z.object({ status: z.literal(200), message: z.string(), createdUser: publicUserSchema }),
    errors: { 409: "The e-mail address is already registered (`errors` names `email`)", 429: RATE_LIMITED },
  }),
  route("POST /api/auth/signin", "public", "Auth", "Sign in", {
    description: `${sessionNote} Rate-limited per client and per account (429 with Retry-After). ${twoFactorNote}`,
    body: signinSchema,
    response: z.union([investorSignedIn, twoFactorChallenge]),
    errors: {
      401: "Wrong e-mail or password",
      403:
        "An administrator account (they sign in at POST /api/auth/admin/login), or an address not yet " +
        "confirmed (`needsVerification: true`)",
      429: RATE_LIMITED,
    },
  }),
  route("POST /api/auth/signin/2fa", "public", "Auth", "Sign in, second step: the two-factor code", {
    description:
      `code: the authenticator's 6 digits or a recovery code (spent once used). Answers what the password step ` +
      `would have: the investor sign-in or the administrator login. ${sessionNote} A wrong code is a 400 with ` +
      "`attemptsLeft`; an unknown, expired, used or worn-out challenge a 401 (sign in again); too many wrong " +
      "codes a 429.",
    body: twoFactorSignInSchema,
    response: z.union([investorSignedIn, adminSignedIn]),
    errors: { 401: "An unknown, expired, used or worn-out challenge: sign in again", 429: RATE_LIMITED },
  }),
  route("POST /api/auth/2fa/setup", "user", "Auth", "Start two-factor setup", {
    description:
      "A new secret, stored encrypted and not active until enabled; `otpauthUrl` is for the QR code. 409 when " +
      "two-factor sign-in is already on.",
    response: z.object({ secret: z.string(), otpauthUrl: z.string() }),
    errors: { 409: "Two-factor sign-in is already on" },
  }),
  route("POST /api/auth/2fa/enable", "user", "Auth", "Turn on two-factor sign-in", {
    description:
      "The account's password and a current code of the pending secret turn it on (a wrong password is a " +
      "400 on `password`, through the same limited check as the other password forms); the ten recovery " +
      "codes are shown only here. The user is e-mailed.",
    body: enableTwoFactorSchema,
    response: z.object({ recoveryCodes: z.array(z.string()).length(10) }),
    errors: { 409: "Two-factor sign-in is already on", 429: RATE_LIMITED },
  }),
  route("POST /api/auth/2fa/disable", "user", "Auth", "Turn off two-factor sign-in", {
    description: "Needs the password and a current code or a recovery code. The user is e-mailed.",
    body: disableTwoFactorSchema,
    response: z.object({ message: z.string(), enabled: z.literal(false) }),
    errors: { 409: "Two-factor sign-in is not on", 429: RATE_LIMITED },
  }),
  route("GET /api/auth/2fa/status", "user", "Auth", "Is two-factor sign-in on?", {
    response: z.object({ enabled: z.boolean() }),
  }),
  route("GET /api/auth/sessions", "user", "Auth", "The caller's active sessions", {
    description: "Newest first; `current` marks the session of this request.",
    response: z.object({ sessions: z.array(sessionSchema) }),
  }),
  route("DELETE /api/auth/sessions/[id]", "user", "Auth", "Sign out one of the caller's sessions", {
    description:
      "Another user's session, or an unknown id, is a 404. Ending the current one also clears the cookie.",
    response: messageAnswer,
  }),
  route("POST /api/auth/sessions/revoke-others", "user", "Auth", "Sign out every other session", {
    response: z.object({ message: z.string(), count: z.number().int() }),
  }),
  route("GET /api/users/security", "user", "Account", "Sign-in security settings", {
    response: securitySettingsAnswer,
  }),
  route("PUT /api/users/security", "user", "Account", "Save sign-in security settings", {
    description:
      "Any of the settings; `sessionTimeout` in minutes. `whitelistOnly: true` takes effect at once; `false` " +
      "needs `pin` (and `otp` with two-factor on) and takes effect after ADDRESS_COOLDOWN_HOURS " +
      "(`whitelistOffAt`). Answers the saved settings.",
    body: securitySettingsSchema,
    response: securitySettingsAnswer,
    errors: { 429: RATE_LIMITED },
  }),
  route("POST /api/auth/signout", "public", "Auth", "Sign out", {
    description:
      "Ends the session on the server (its token is refused from then on) and clears the cookie; works without a session too.",
    response: messageAnswer,
  }),
  route("POST /api/auth/admin/login", "public", "Auth", "Administrator sign-in", {
    description: `${sessionNote} A non-administrator gets the same 401 as a wrong password. ${twoFactorNote}`,
    body: signinSchema,
    response: z.union([adminSignedIn, twoFactorChallenge]),
    errors: { 401: "Wrong e-mail or password, or not an administrator", 429: RATE_LIMITED },
  }),
  route("POST /api/auth/verify-email", "public", "Auth", "Confirm the e-mail address with its code", {
    body: verifyEmailSchema,
    response: messageAnswer,
    errors: { 429: RATE_LIMITED },
  }),
  route("POST /api/auth/resend-code", "public", "Auth", "Send a new e-mail code", {
    description: "Answers the same whether or not the account exists.",
    body: resendCodeSchema,
    response: messageAnswer,
    errors: { 429: RATE_LIMITED },
  }),
  route("POST /api/auth/forgot-password", "public", "Auth", "Ask for a password reset link", {
    description: "Answers the same, in the same time, whether or not the address exists.",
    body: forgotPasswordSchema,
    response: messageAnswer,
    errors: { 429: RATE_LIMITED },
  }),
  route("POST /api/auth/reset-password", "public", "Auth", "Set a new password with a reset token", {
    description: "Ends every session of the account.",
    body: resetPasswordSchema,
    response: messageAnswer,
  }),
  route("POST /api/auth/change-password", "user", "Auth", "Change the password", {
    description: `Ends every other session. ${sessionNote}`,
    body: changePasswordSchema,
    response: z.object({ message: z.string(), token: z.string() }),
    errors: { 429: RATE_LIMITED },
  }),
  route("POST /api/validate", "public", "Auth", "Is this session valid?", {
    description: "Always 200. Reads the bearer token or the cookie; clears a dead cookie.",
    response: z.object({ isAuthenticated: z.boolean(), role: z.enum(["INVESTOR", "ADMIN"]).optional() }),
  }),
  route("GET /api/openapi.json", "public", "Public", "This document (OpenAPI 3.1)", {
    description: "The reference page built from it is /api/docs.",
    response: described("The OpenAPI document"),
  }),
  route("GET /api/health", "public", "Operations", "Is the process alive?", {
    description:
      "Liveness: answers at once without touching the database, and still while the instance shuts down. " +
      "Never cached.",
    response: healthAnswer,
    unavailable: false,
  }),
  route("GET /api/ready", "public", "Operations", "Can this instance take traffic?", {
    description:
      "Readiness: the database answers within 2 seconds, every migration is applied, the job worker runs (once " +
      "it has registered), and no shutdown has begun. Otherwise 503 with Retry-After and the same checks, so " +
      "a load balancer sends traffic elsewhere. Each check is a word, never an error text. Never cached.",
    response: readyAnswer,
    unavailable: notReadyAnswer,
  }),
  route("POST /api/contact", "public", "Public", "Send a message from the contact form", {
    body: contactMessageSchema,
    response: messageAnswer,
    errors: {
      503: "The support inbox cannot be reached: nothing was kept, send again later",
      429: RATE_LIMITED,
    },
  }),

  // ---- the signed-in user's account ----
  route("GET /api/user", "user", "Account", "The signed-in user", {
    response: userAnswer.extend({ user: publicUserSchema.required({ mainBalance: true }) }),
  }),
  route("PUT /api/users/profile", "user", "Account", "Change name, e-mail or phone", {
    description: "Changing the e-mail address needs currentPassword.",
    body: profileSchema,
    response: userAnswer.extend({ message: z.string() }),
    errors: {
      409: "The e-mail address belongs to another account (`errors` names `email`)",
      429: RATE_LIMITED,
    },
  }),
  route("POST /api/user/settings", "user", "Account", "Save the transaction PIN setting", {
    body: transactionPinSchema,
    response: messageAnswer,
  }),
  route("GET /api/users/notifications", "user", "Account", "Notification switches", {
    response: described("`{ notificationPrefs }`: the switches as PUT takes them"),
  }),
  route("PUT /api/users/notifications", "user", "Account", "Save notification switches", {
    body: notificationPrefsSchema,
    response: described("`{ message, notificationPrefs }`"),
  }),
  route("GET /api/users/preferences", "user", "Account", "Display preferences", {
    response: described("`{ preferences }`: currency, language, autoRefresh"),
  }),
  route("PUT /api/users/preferences", "user", "Account", "Save display preferences", {
    body: preferencesSchema,
    response: described("`{ message, preferences }`"),
  }),
  route("GET /api/auth/user/withdrawal-pin-status", "user", "Account", "Has the user set a withdrawal PIN?", {
    response: z.object({ hasPin: z.boolean() }),
  }),
  route("POST /api/auth/user/set-withdrawal-pin", "investor", "Account", "Set the withdrawal PIN", {
    idempotent: true,
    body: setPinSchema,
    response: messageAnswer,
  }),
  route("POST /api/auth/user/change-withdrawal-pin", "investor", "Account", "Change the withdrawal PIN", {
    idempotent: true,
    body: changePinSchema,
    response: messageAnswer,
    errors: { 429: RATE_LIMITED },
  }),

  // ---- the investor's money ----
  route("GET /api/users/balances", "user", "Money", "Coin balances and the USD main balance", {
    response: z.object({
      balances: z.object({
        Bitcoin: z.object({ bitcoinBalance: z.number() }),
        Ethereum: z.object({ ethereumBalance: z.number() }),
        Usdt: z.object({ usdtBalance: z.number() }),
        Usdc: z.object({ usdcBalance: z.number() }),
      }),
      mainBalance: z.number(),
    }),
  }),
  route("GET /api/users/main-balance", "user", "Money", "The USD main balance", {
    response: z.object({ mainBalance: z.number() }),
  }),
  route("GET /api/users/transactions", "user", "Money", "The caller's transactions", {
    query: transactionsQuerySchema,
    response: described(
      "`{ transactions[] }`, newest first; own rows only. A row's `details` is English; details the platform " +
        "wrote also carry `detailsCode` (SUBSCRIBED) and `detailsParams` (`{ plan, amount, asset, price }`), " +
        "from which a client writes them in its reader's language",
    ),
  }),
  route("GET /api/users/interest", "user", "Money", "Per-day interest statement", {
    description: "JSON `{ from, to, days[], total }`, or with `format=csv` a CSV download. Own rows only.",
    query: interestStatementQuerySchema,
    response: described("`{ from, to, days: [{ date, ... }], total }`"),
    download: { contentType: "text/csv", description: "with `format=csv`, the statement as an attachment" },
  }),
  route("GET /api/users/analytics", "user", "Money", "Analytics panel figures", {
    query: analyticsQuerySchema,
    response: described(
      "`{ interestByDay: [{ date, amount }], cumulativeInterest, allocation: [{ asset, amount, usdValue }], invested, available }`",
    ),
  }),
  route("GET /api/prices", "user", "Money", "USD prices of the coins", {
    description: "The quote shown before a subscription; the subscription itself re-reads the price.",
    response: z.object({ prices: z.record(z.string(), z.number()) }),
  }),
  route("GET /api/fx-rates", "user", "Money", "Exchange rates of the display currencies", {
    description:
      "1 USD in USD, EUR, GBP, JPY and BTC as decimal strings, for display only. Fiat from `FX_FEED_URL` (ECB " +
      "daily reference rates or a compatible JSON feed), BTC from the platform's BTC price; `live: false` when " +
      "the fixed fallback rates are given. `asOf` is the date of the fiat rates.",
    response: z.object({
      base: z.literal("USD"),
      rates: z.object({
        USD: z.string(),
        EUR: z.string(),
        GBP: z.string(),
        JPY: z.string(),
        BTC: z.string(),
      }),
      asOf: z.string(),
      live: z.boolean(),
    }),
  }),
  route("GET /api/investments", "user", "Investments", "Investment plans", {
    response: described("`{ investmentPlans[] }`"),
  }),
  route("POST /api/investments/subscribe", "investor", "Investments", "Subscribe to a plan", {
    idempotent: true,
    description: "Debits the asset through the ledger. A 400 with `insufficientFunds: true` when short.",
    body: subscribeSchema,
    response: described("`{ message, ... }` the subscription taken"),
    errors: {
      404: "No such plan, or the plan is retired",
      409: "Already subscribed to this plan, or its terms changed while subscribing (review and send again)",
    },
  }),
  route("GET /api/deposits", "user", "Money", "The caller's deposits", {
    description:
      "Newest first: the deposits a chain watcher saw (PENDING with their `confirmations` until the network's " +
      "`requiredConfirmations`, then COMPLETED) and those the team credited (no `txHash`). Transfers never " +
      "credited (below the 0.001 minimum, or whose block left the chain first) are not listed.",
    response: z.object({ deposits: z.array(listedDepositSchema) }),
  }),
  route("GET /api/deposits/addresses", "user", "Money", "Deposit addresses", {
    description:
      "Where the caller sends each deposit asset, per network. With a network's account public key configured " +
      "(`DEPOSIT_XPUB_BITCOIN`, `DEPOSIT_XPUB_EVM`, `DEPOSIT_XPUB_TRON`) an investor gets their own address " +
      "(`personal: true`), the same on every call; otherwise the configured fixed address (`personal: false`), " +
      "whose deposits the team credits. Only coins the ledger holds are listed.",
    response: z.object({ addresses: z.array(depositAddressSchema) }),
  }),
  route("GET /api/withdrawals", "user", "Money", "The caller's withdrawal requests", {
    description:
      "Newest first. On a network with a hot wallet an approved request moves on by itself: BROADCAST with " +
      "`txHash` once sent, COMPLETED at the network's required confirmations, or FAILED (the amount returned).",
    response: listOf("withdrawalRequests", withdrawalRequestAnswer),
  }),
  route("POST /api/withdrawals", "investor", "Money", "Ask for a withdrawal", {
    idempotent: true,
    description:
      "Needs the withdrawal PIN, and `otp` (the authenticator's current code) when two-factor sign-in is on; " +
      'the amount is held until an administrator decides. With "whitelist only" on, the address must be ' +
      "one of the caller's ACTIVE saved addresses for the asset (else 400 ADDRESS_NOT_WHITELISTED); off, an " +
      "address never withdrawn to before is marked `newAddress` and the investor is e-mailed.",
    body: withdrawalSchema,
    response: described("`{ message, ... }`"),
    errors: { 429: RATE_LIMITED },
  }),
  route("GET /api/notifications", "user", "Notifications", "The caller's notifications", {
    description: "An array, newest first; `read` is the caller's own read flag.",
    response: z.array(
      z.object({
        id: z.number().int(),
        title: z.string(),
        content: z.string(),
        createdAt: z.string(),
        read: z.boolean(),
      }),
    ),
  }),
  route("POST /api/notifications/[id]/read", "user", "Notifications", "Mark one notification read", {
    response: z.object({ message: z.string(), id: z.number().int(), read: z.literal(true) }),
  }),
  route("POST /api/notifications/read-all", "user", "Notifications", "Mark every notification read", {
    response: z.object({ message: z.string(), marked: z.number().int() }),
  }),
  route("GET /api/support-ticket", "user", "Support", "The caller's support tickets", {
    description: "Own only, newest first; each ticket's `replies` are its thread, oldest first.",
    response: listOf(
      "tickets",
      described("`{ id, subject, message, priority, status, createdAt, replies[] }`", {
        replies: z.array(ticketReply),
      }),
    ),
  }),
  route("POST /api/support-ticket", "user", "Support", "Open a support ticket", {
    body: supportTicketSchema,
    response: described("`{ message, ticket: { id } }`"),
    errors: { 429: RATE_LIMITED },
  }),
  route("POST /api/support-ticket/[id]/replies", "user", "Support", "Answer on one's own ticket", {
    description:
      "The ticket becomes OPEN again and support is mailed. Another user's ticket is a 404; a CLOSED " +
      "ticket a 409 with `code: TICKET_CLOSED` (submit a new ticket instead). Rate-limited.",
    body: ticketReplySchema,
    response: replySent,
    errors: { 409: "The ticket is CLOSED (`code: TICKET_CLOSED`)", 429: RATE_LIMITED },
  }),
  route("GET /api/kyc", "user", "Identity verification", "The caller's verification status", {
    response: described("`{ status: NONE | PENDING | APPROVED | REJECTED, ... }`"),
  }),
  route("POST /api/kyc", "investor", "Identity verification", "Submit identity verification", {
    description: "multipart/form-data: the wizard's fields and three JPEG or PNG images under 5 MB each.",
    multipart: { fields: kycSchema, files: KYC_FILE_FIELDS },
    response: described("`{ message, submission }`"),
    errors: { 409: "The caller is already verified, or has a submission pending review" },
  }),

  // ---- administration ----
  route("GET /api/users/count", admin("backoffice.read"), "Admin: overview", "Number of users", {
    response: z.object({ users: z.number().int() }),
  }),
  route("GET /api/users/summary", admin("backoffice.read"), "Admin: overview", "Users cards", {
    response: described("`{ verifiedUsers, totalBalance }` (USD)"),
  }),
  route(
    "GET /api/transactions/count",
    admin("backoffice.read"),
    "Admin: overview",
    "Number of transactions",
    {
      response: z.object({ transactions: z.number().int() }),
    },
  ),
  route(
    "GET /api/investments/count",
    admin("backoffice.read"),
    "Admin: overview",
    "Number of active subscriptions",
    {
      response: z.object({ investments: z.number().int() }),
    },
  ),
  route("GET /api/users", admin("backoffice.read"), "Admin: users", "Users", {
    description: pagedNote,
    query: userListQuerySchema,
    response: listOf("users", listedUserSchema, { paged: true }),
  }),
  route(
    "POST /api/users/verify-user",
    admin("users.verify"),
    "Admin: users",
    "Mark a user identity-verified",
    {
      body: userIdSchema,
      response: messageAnswer,
      errors: { 409: "The user is not an investor account", 404: "No such user" },
    },
  ),
  route("POST /api/auth/addUser", admin("users.create"), "Admin: users", "Create a user", {
    body: addUserSchema,
    response: z.object({ message: z.string(), createdUser: publicUserSchema }),
    errors: { 409: "The e-mail address is already registered (`errors` names `email`)" },
  }),
  route("POST /api/users/credit", admin("money.credit"), "Admin: users", "Credit a user", {
    accepted: proposedAnswer,
    idempotent: true,
    description: "Posts a ledger entry and an audit row.",
    body: creditSchema,
    response: described("`{ message, ... }`"),
    errors: { 409: "The user is not an investor account", 404: "No such user" },
  }),
  route(
    "POST /api/users/reset-balance",
    admin("money.credit"),
    "Admin: users",
    "Reset a user's balances to zero",
    {
      accepted: proposedAnswer,
      idempotent: true,
      body: resetBalanceSchema,
      response: messageAnswer,
      errors: { 409: "The user is not an investor account", 404: "No such user" },
    },
  ),
  route(
    "POST /api/admin/users/[id]/two-factor/reset",
    admin("users.twoFactorReset"),
    "Admin: users",
    "Reset a user's 2FA",
    {
      description:
        "For a user who lost their authenticator and recovery codes, after support has verified their " +
        "identity (`reason` says how, for the audit trail). Turns two-factor sign-in off, deletes the " +
        "recovery codes, signs out every session of the user, audits TWO_FACTOR_RESET and e-mails the user. " +
        "404 for an unknown user, 409 when two-factor sign-in is off, 403 for the caller's own account.",
      body: resetTwoFactorSchema,
      response: z.object({ message: z.string(), sessionsEnded: z.number().int() }),
      errors: { 409: "Two-factor sign-in is off for this user" },
    },
  ),
  route("DELETE /api/users/[id]", admin("users.delete"), "Admin: users", "Delete a user", {
    description: "Refused (409) while the user has a pending withdrawal or an active investment.",
    response: messageAnswer,
    errors: { 409: "The user still holds a balance, an active investment or a pending withdrawal" },
  }),
  route("GET /api/admin/audit/trail", admin("audit.read"), "Admin: audit", "Audit trail", {
    description:
      "`q` matches the affected user's name or e-mail, the action, or the details: their English sentence, " +
      "and what the action names and details texts say in the administrator's saved language.",
    query: auditTrailQuerySchema,
    response: described(
      "`{ auditTrail[], pagination }`. An entry's `details` is an English sentence; entries written since " +
        "details have codes also carry `detailsCode` (PLAN_CREATED) and `detailsParams` (`{ plan }`), from " +
        "which a client writes the sentence in its reader's language (amounts as decimal strings, a list of " +
        "amounts as `[{ amount, asset }]`)",
    ),
  }),
  route("GET /api/admin/audit/summary", admin("audit.read"), "Admin: audit", "Audit summary", {
    query: auditSummaryQuerySchema,
    response: described("`{ summary }`"),
  }),
  route("GET /api/admin/audit/export", admin("audit.read"), "Admin: audit", "Audit trail as CSV", {
    query: auditExportQuerySchema,
    download: { contentType: "text/csv", description: "Every matching row, as an attachment" },
  }),
  route(
    "GET /api/admin/investments",
    admin("backoffice.read"),
    "Admin: investments",
    "Subscriptions of every investor",
    {
      description: pagedNote,
      query: investmentListQuerySchema,
      response: described("`{ investments[], pagination? }`"),
    },
  ),
  route("GET /api/admin/support-tickets", admin("support.read"), "Admin: support", "Support tickets", {
    query: adminTicketListQuerySchema,
    response: described("`{ tickets[], pagination }`; each ticket's `replies` are its thread, oldest first"),
  }),
  route(
    "PUT /api/admin/support-tickets/[id]",
    admin("support.answer"),
    "Admin: support",
    "Answer or close a ticket",
    {
      body: ticketStatusSchema,
      response: described("`{ message, ticket }` (audited)"),
    },
  ),
  route(
    "POST /api/admin/support-tickets/[id]/replies",
    admin("support.answer"),
    "Admin: support",
    "Reply to a ticket",
    {
      description:
        "Any ticket, closed ones too; it becomes ANSWERED. The investor is notified and e-mailed; audited as " +
        "TICKET_REPLY.",
      body: ticketReplySchema,
      response: replySent,
    },
  ),
  route(
    "GET /api/admin/reconcile",
    admin("operations.read"),
    "Admin: money",
    "Reconcile balances against the ledger",
    {
      response: described("Balances that differ from their ledger sums (none when all agree)"),
    },
  ),
  route("GET /api/admin/jobs", admin("operations.read"), "Admin: jobs", "Background jobs", {
    description:
      "The durable queue (e-mails, sign-in notices, interest runs): one page, newest change first, optionally " +
      "of one `status`, with the number of jobs in each status (`retrying`: waiting after a failed try). " +
      "Payloads are never shown.",
    query: jobListQuerySchema,
    response: z.object({
      jobs: z.array(listedJobSchema),
      counts: jobCountsSchema,
      pagination: paginationAnswer,
    }),
  }),
  route("POST /api/admin/jobs/[id]/retry", admin("jobs.retry"), "Admin: jobs", "Retry a failed job", {
    description: "A FAILED job (dead letter) waits again, due at once, its tries counted from zero; audited.",
    response: z.object({ message: z.string(), job: listedJobSchema }),
    errors: { 404: "No such job", 409: "The job is not FAILED" },
  }),
  route("POST /api/investments/add", admin("plans.manage"), "Admin: investments", "Create a plan", {
    accepted: proposedAnswer,
    body: createPlanSchema,
    response: described("`{ newPlan }`"),
  }),
  route("PUT /api/investments/[id]", admin("plans.manage"), "Admin: investments", "Change a plan", {
    accepted: proposedAnswer,
    body: updatePlanSchema,
    response: described("The updated plan"),
  }),
  route("DELETE /api/investments/[id]", admin("plans.manage"), "Admin: investments", "Delete a plan", {
    accepted: proposedAnswer,
    description:
      "A plan nobody subscribed to is removed; one with subscriptions is retired instead (`retired: true`): " +
      "hidden from the plan list and new subscriptions, its subscriptions keep running.",
    response: z.object({ message: z.string(), retired: z.boolean() }),
  }),
  route(
    "POST /api/investments/calculate-interest",
    admin("interest.run"),
    "Admin: money",
    "Run the interest pass now",
    {
      idempotent: true,
      description: "Credits each (subscription, day) once, however often it runs.",
      response: described("`{ message, data: { processed, totalCredited } }`"),
    },
  ),
  route("GET /api/transactions", admin("backoffice.read"), "Admin: money", "Transactions of every user", {
    description:
      `${pagedNote} Money movements only (not the audit trail's account events). \`q\` matches the type, ` +
      "status or asset (name or symbol), the plan, the owner's name, e-mail or phone, an amount or USD value, " +
      "or an id; types, statuses and the platform's details also by what they say in the administrator's " +
      "saved language.",
    query: transactionListQuerySchema,
    response: described(
      "`{ transactions[], pagination? }`; a row's details as on GET /api/users/transactions (`details`, and " +
        "`detailsCode` with `detailsParams` when the platform wrote them)",
    ),
  }),
  route(
    "GET /api/transactions/summary",
    admin("backoffice.read"),
    "Admin: money",
    "Transaction Management's cards",
    {
      description:
        "Over the rows GET /api/transactions lists. `totalVolume`: the USD value at the time of every COMPLETED " +
        "or ACTIVE transaction, in and out alike, as an exact decimal string.",
      response: z.object({
        transactions: z.number().int(),
        completed: z.number().int(),
        active: z.number().int(),
        totalVolume: z.string(),
      }),
    },
  ),
  route("PUT /api/transactions/[id]", admin("transactions.edit"), "Admin: money", "Correct a transaction", {
    body: updateTransactionSchema,
    response: described("`{ message, transaction }`"),
    errors: {
      409:
        "The change would move money that is tied elsewhere (spent, or held by a subscription or " +
        "withdrawal), or turn the transaction into another kind",
    },
  }),
  route("DELETE /api/transactions/[id]", admin("transactions.edit"), "Admin: money", "Delete a transaction", {
    response: messageAnswer,
    errors: { 409: "The credited funds are already spent: deleting would make a balance negative" },
  }),
  route(
    "GET /api/admin/withdrawals/all",
    admin("backoffice.read"),
    "Admin: money",
    "Withdrawal requests of every user",
    {
      description: pagedNote,
      query: withdrawalListQuerySchema,
      response: listOf("withdrawalRequests", adminWithdrawalRequest, { paged: true }),
    },
  ),
  route("GET /api/admin/deposits", admin("backoffice.read"), "Admin: money", "Deposits of every user", {
    description:
      "Chain deposits in every state and the team's credits (`state` ADMIN_CREDIT), newest first, one page " +
      "(20 unless `limit`). `q` matches the owner's name or e-mail, the receiving address or the transaction " +
      "hash; `state` is pending, credited, below_minimum, orphaned, flagged or admin_credit. The scanners' " +
      "progress is GET /api/admin/deposits/scanners.",
    query: adminDepositListQuerySchema,
    response: z.object({ deposits: z.array(adminDepositSchema), pagination: paginationAnswer }),
  }),
  route("GET /api/admin/deposits/scanners", admin("operations.read"), "Admin: money", "Deposit scanners", {
    description:
      "Each watched network (its node URL set) with its scanner's cursor: the last block recorded (`height`), " +
      "the tip it last saw, `lag` (tip − height), when it last scanned and its last error. A network " +
      "configured but not scanned yet has `scanned: false` and nulls. Node URLs are never shown.",
    response: z.object({ scanners: z.array(scannerStatusSchema) }),
  }),
  route("GET /api/admin/payouts/wallets", admin("operations.read"), "Admin: money", "Hot wallets", {
    description:
      "Each network with a hot-wallet key and a node: the wallet's address, its balances, the payouts on " +
      "their way and its alert (payouts waiting for funds or gas). Keys and node URLs are never shown. " +
      "`bitcoin`: the Bitcoin payouts waiting for a batch, the batch exported and not yet signed, and the " +
      "wallet's confirmed and unconfirmed balance. `tron`: the Tron payouts waiting for an export, the " +
      "payout address and the newest export not yet signed.",
    response: hotWalletsAnswerSchema,
  }),
  route(
    "POST /api/admin/payouts/bitcoin/batches",
    admin("withdrawals.decide"),
    "Admin: money",
    "Export a Bitcoin payout batch",
    {
      description:
        "The approved Bitcoin withdrawals waiting for a batch and the platform wallet's coins (read through " +
        "Esplora from PAYOUT_XPUB_BITCOIN) as one unsigned PSBT (base64) to sign offline, change to the " +
        "wallet's next change address. A new export replaces a batch not yet signed.",
      response: z.object({
        batch: z.object({
          id: z.number().int(),
          txid: z.string(),
          fee: z.number().int().describe("Satoshis"),
          psbt: z.string(),
          withdrawals: z.array(z.number().int()),
        }),
      }),
      errors: { 409: "Not configured, nothing waiting, or the wallet short of coins" },
    },
  ),
  route(
    "POST /api/admin/payouts/bitcoin/batches/[id]/signed",
    admin("withdrawals.decide"),
    "Admin: money",
    "Upload a Bitcoin payout batch's signed transaction",
    {
      description:
        "The signed PSBT (base64) or raw transaction (hex). Refused (400) unless it spends exactly the " +
        "exported coins and pays exactly each withdrawal and the change; then recorded, broadcast, and its " +
        "withdrawals BROADCAST, COMPLETED at BITCOIN_CONFIRMATIONS.",
      body: signedBatchSchema,
      response: z.object({
        batch: z.object({ id: z.number().int(), txid: z.string(), state: z.literal("BROADCAST") }),
      }),
      errors: { 404: "No such batch", 409: "The batch is no longer waiting for its signed transaction" },
    },
  ),
  route(
    "POST /api/admin/payouts/bitcoin/batches/[id]/cancel",
    admin("withdrawals.decide"),
    "Admin: money",
    "Cancel a Bitcoin payout batch not yet signed",
    {
      description:
        "An exported batch whose signed transaction was never uploaded is dropped; its withdrawals wait for " +
        "the next export. A batch already broadcast cannot be cancelled.",
      response: z.object({
        batch: z.object({
          id: z.number().int(),
          state: z.literal("CANCELLED"),
          withdrawals: z.array(z.number().int()),
        }),
      }),
      errors: { 404: "No such batch", 409: "The batch is no longer waiting for its signed transaction" },
    },
  ),
  route(
    "POST /api/admin/payouts/tron/batches",
    admin("withdrawals.decide"),
    "Admin: money",
    "Export the Tron payouts to sign",
    {
      description:
        "The approved Tron (USDT) withdrawals waiting for an export, as one unsigned TRC-20 transfer each " +
        "from PAYOUT_ADDRESS_TRON (java-tron's JSON, raw_data_hex and txID), to sign offline before " +
        "`expiration` (a day). An export never replaces an earlier one; its payouts return to the queue " +
        "once its transactions have expired unmined.",
      response: z.object({
        batch: z.object({
          id: z.number().int(),
          expiration: z.string(),
          transactions: z.array(
            z.object({}).passthrough().describe("java-tron's transaction JSON: txID, raw_data, raw_data_hex"),
          ),
          withdrawals: z.array(z.number().int()),
        }),
      }),
      errors: { 409: "Not configured, or nothing waiting" },
    },
  ),
  route(
    "POST /api/admin/payouts/tron/batches/[id]/signed",
    admin("withdrawals.decide"),
    "Admin: money",
    "Upload a Tron export's signed transactions",
    {
      description:
        "`signed`: the JSON of the signed transactions (a list, or the exported file's { transactions }). " +
        "Refused (400) unless each is exactly an exported transaction (same txID), paying its withdrawal's " +
        "contract, recipient and amount, signed by PAYOUT_ADDRESS_TRON's key, and every one is there; then " +
        "recorded, broadcast, and its withdrawals BROADCAST, COMPLETED at TRON_CONFIRMATIONS.",
      body: signedBatchSchema,
      response: z.object({
        batch: z.object({ id: z.number().int(), txids: z.array(z.string()), state: z.literal("BROADCAST") }),
      }),
      errors: { 404: "No such batch", 409: "The batch is no longer waiting for its signed transactions" },
    },
  ),
  route(
    "POST /api/withdrawals/approve",
    admin("withdrawals.decide"),
    "Admin: money",
    "Approve a withdrawal request",
    {
      accepted: proposedAnswer,
      idempotent: true,
      query: withdrawalIdQuerySchema,
      response: withdrawalDecided,
      errors: {
        404: "No such withdrawal request",
        409: "The request is no longer pending (already decided)",
      },
    },
  ),
  route(
    "POST /api/withdrawals/reject",
    admin("withdrawals.decide"),
    "Admin: money",
    "Reject a withdrawal request",
    {
      idempotent: true,
      description: "Releases the held amount back to the investor.",
      query: withdrawalIdQuerySchema,
      response: withdrawalDecided,
      errors: {
        404: "No such withdrawal request",
        409: "The request is no longer pending (already decided)",
      },
    },
  ),
  route("POST /api/email", admin("messages.send"), "Admin: messages", "E-mail users", {
    description:
      "One message per recipient, queued with the audit row and sent (and retried) in the background: `sent` " +
      "counts the distinct recipients, `failed` lists none (a mail that never gets through shows in the " +
      "back office's jobs).",
    body: sendEmailSchema,
    response: z.object({ message: z.string(), sent: z.number().int(), failed: z.array(z.string()) }),
  }),
  route(
    "GET /api/admin/notifications",
    admin("messages.read"),
    "Admin: messages",
    "Broadcast notifications",
    {
      query: notificationPageSchema,
      response: described("`{ notifications[], total }`"),
    },
  ),
  route(
    "POST /api/admin/notifications",
    admin("messages.send"),
    "Admin: messages",
    "Broadcast a notification",
    {
      body: notificationSchema,
      response: described("`{ message, notification }`"),
    },
  ),
  route(
    "PUT /api/admin/notifications/[id]",
    admin("messages.send"),
    "Admin: messages",
    "Change a notification",
    {
      body: notificationSchema,
      response: described("The updated notification"),
    },
  ),
  route(
    "DELETE /api/admin/notifications/[id]",
    admin("messages.send"),
    "Admin: messages",
    "Delete a notification",
    {
      response: messageAnswer,
    },
  ),
  route("GET /api/admin/kyc", admin("kyc.read"), "Admin: identity verification", "Verification queue", {
    query: kycListQuerySchema,
    response: described("`{ submissions[], pagination }`"),
  }),
  route("GET /api/admin/kyc/[id]", admin("kyc.read"), "Admin: identity verification", "One submission", {
    description: "The SSN and account number are masked.",
    response: described("The submission, masked"),
  }),
  route(
    "POST /api/admin/kyc/[id]/reveal",
    admin("kyc.reveal"),
    "Admin: identity verification",
    "Reveal SSN and account",
    {
      description: "The whole SSN and account number; the reveal is audited.",
      response: described("`{ ssn, accountNumber, ... }`"),
    },
  ),
  route(
    "GET /api/admin/kyc/[id]/documents/[kind]",
    admin("kyc.read"),
    "Admin: identity verification",
    "A document image",
    {
      description: "kind is front, back or holding. Never cached; only same-origin pages may embed it.",
      download: { contentType: "image/*", description: "The JPEG or PNG image" },
    },
  ),
  route(
    "POST /api/admin/kyc/[id]/approve",
    admin("kyc.decide"),
    "Admin: identity verification",
    "Approve a submission",
    {
      description: "The investor becomes verified and is notified; audited.",
      response: described("`{ message, submission }`"),
      errors: { 409: "The submission is already decided" },
    },
  ),
  route(
    "POST /api/admin/kyc/[id]/reject",
    admin("kyc.decide"),
    "Admin: identity verification",
    "Reject a submission",
    {
      description: "The reason is shown to the investor, who may submit again.",
      body: kycRejectSchema,
      response: described("`{ message, submission }`"),
      errors: { 409: "The submission is already decided" },
    },
  ),

  // ---- administrators and their roles ----
  route("GET /api/admin/admins", admin("admins.read"), "Admin: administrators", "Administrators", {
    description: "Every administrator with their role; INVITED until the invitation link has set a password.",
    response: z.object({ admins: z.array(listedAdminSchema) }),
  }),
  route(
    "POST /api/admin/admins",
    admin("admins.manage"),
    "Admin: administrators",
    "Invite an administrator",
    {
      description:
        "Creates the administrator with a role and e-mails a one-time link (`token=<token>`, valid 7 days) to " +
        "POST /api/admin/admins/accept. Answers 201.",
      body: inviteAdminSchema,
      response: z.object({ message: z.string(), admin: listedAdminSchema }),
      errors: { 409: "An account with this e-mail already exists" },
    },
  ),
  route("PUT /api/admin/admins/[id]", admin("admins.manage"), "Admin: administrators", "Change a role", {
    accepted: proposedAnswer,
    description: "Takes effect on the administrator's next request. The last owner cannot lose the role.",
    body: changeAdminRoleSchema,
    response: z.object({ message: z.string(), admin: listedAdminSchema }),
    errors: { 409: "It would leave no owner" },
  }),
  route("DELETE /api/admin/admins/[id]", admin("admins.manage"), "Admin: administrators", "Remove", {
    description: "Ends every session of the administrator at once. Not oneself, not the last owner.",
    response: messageAnswer,
    errors: { 409: "Oneself, or the last owner" },
  }),
  route("POST /api/admin/admins/accept", "public", "Admin: administrators", "Accept an invitation", {
    description:
      "The invited administrator's password, with the token of the invitation link; then they sign in at " +
      "POST /api/auth/admin/login. A used, expired or unknown token is a 400.",
    body: acceptInvitationSchema,
    response: messageAnswer,
  }),

  // ---- the two-person rule ----
  route("GET /api/admin/approvals", admin("approvals.read"), "Admin: approvals", "Awaiting second approval", {
    description:
      "Proposals (credits, resets, withdrawals above FOUR_EYES_WITHDRAWAL_USD, plan and role changes) with " +
      "who proposed what and why, newest first (200 at most); `status` filters. `rule` is ON, OFF (FOUR_EYES=0) or " +
      "SINGLE_ADMIN (no two active administrators could approve each other, so nothing waits).",
    query: approvalListQuerySchema,
    response: z.object({
      rule: z.enum(["ON", "OFF", "SINGLE_ADMIN"]),
      approvals: z.array(approvalSchema),
    }),
  }),
  route("POST /api/admin/approvals/[id]/approve", admin("approvals.decide"), "Admin: approvals", "Approve", {
    description:
      "Applies the change once (racing approvals: one applies, the other gets 409). Not by its proposer " +
      "(403), and only by a role that could take the action itself.",
    response: described("`{ message, approval: { id, status }, result }`"),
    errors: { 409: "No longer pending, or the change itself refused (the proposal stays pending)" },
  }),
  route("POST /api/admin/approvals/[id]/reject", admin("approvals.decide"), "Admin: approvals", "Reject", {
    description: "Nothing changes. Not by its proposer (who cancels instead).",
    response: described("`{ message, approval: { id, status } }`"),
    errors: { 409: "No longer pending" },
  }),
  route("POST /api/admin/approvals/[id]/cancel", admin("approvals.read"), "Admin: approvals", "Cancel", {
    description: "The proposer withdraws their own proposal.",
    response: described("`{ message, approval: { id, status } }`"),
    errors: { 409: "No longer pending" },
  }),

  // ---- withdrawal addresses ----
  route("GET /api/users/withdrawal-addresses", "investor", "Money", "The caller's withdrawal address book", {
    description:
      "Newest first. An address is UNCONFIRMED until its e-mailed link is opened, COOLING_DOWN until " +
      "`activeAt` (confirmedAt + `cooldownHours`), then ACTIVE.",
    response: z.object({
      addresses: z.array(withdrawalAddressAnswerSchema),
      ...whitelistAnswer,
      cooldownHours: z.number().int(),
    }),
  }),
  route("POST /api/users/withdrawal-addresses", "investor", "Money", "Save a withdrawal address", {
    created: true,
    description:
      "Checked for the asset's network with its checksum (bech32/bech32m or base58check for Bitcoin, EIP-55 " +
      "when mixed case for Ethereum, base58check for Tron). Answers 201 with the UNCONFIRMED address and " +
      "e-mails a link valid 24 hours. At most 50 addresses.",
    body: withdrawalAddressSchema,
    response: z.object({ message: z.string(), address: withdrawalAddressAnswerSchema }),
    errors: { 409: "The address is already saved for this asset" },
  }),
  route(
    "POST /api/users/withdrawal-addresses/confirm",
    "user",
    "Money",
    "Confirm a withdrawal address from its e-mailed link",
    {
      description:
        "By the signed-in owner, within 24 hours, once; an unknown, used, expired or another user's token is " +
        "the same 400. `code` ADDRESS_CONFIRMED and `activeAt` let a client write the message in its language.",
      body: confirmWithdrawalAddressSchema,
      response: z.object({
        message: z.string(),
        code: z.literal("ADDRESS_CONFIRMED"),
        activeAt: z.string(),
        address: withdrawalAddressAnswerSchema,
      }),
    },
  ),
  route("DELETE /api/users/withdrawal-addresses/[id]", "investor", "Money", "Remove a withdrawal address", {
    description:
      "Needs the withdrawal PIN, and `otp` with two-factor on, as a withdrawal does. Another user's id is a 404.",
    body: deleteWithdrawalAddressSchema,
    response: messageAnswer,
    errors: { 404: "No such address of the caller's", 429: RATE_LIMITED },
  }),

  // ---- withdrawal limits ----
  route("GET /api/users/withdrawal-limits", "investor", "Money", "The caller's withdrawal limits", {
    description:
      "In USD over a rolling 24 hours (`daily`) and 30 days (`monthly`): the investor's own limits where an " +
      "administrator set them, else their verification level's. None set: `limit` and `remaining` are null.",
    response: z.object({
      level: z.enum(["UNVERIFIED", "VERIFIED"]),
      daily: periodLimit,
      monthly: periodLimit,
    }),
  }),
  route("GET /api/admin/withdrawal-limits", admin("backoffice.read"), "Admin: money", "Withdrawal limits", {
    response: z.object({
      levels: z.object({ UNVERIFIED: limitsAnswer, VERIFIED: limitsAnswer }),
    }),
  }),
  route("PUT /api/admin/withdrawal-limits", admin("limits.manage"), "Admin: money", "Set a level's limits", {
    description: "USD a day and in 30 days for a verification level; null (or empty) for none.",
    body: levelLimitsSchema,
    response: limitsAnswer.extend({ message: z.string(), level: z.enum(["UNVERIFIED", "VERIFIED"]) }),
  }),
  route(
    "GET /api/admin/users/[id]/withdrawal-limits",
    admin("backoffice.read"),
    "Admin: users",
    "One investor's limits",
    {
      description:
        "`own`: the investor's own limits (null: the level's); `effective`: what applies now, with use.",
      response: z.object({
        own: limitsAnswer,
        effective: z.object({
          level: z.enum(["UNVERIFIED", "VERIFIED"]),
          daily: periodLimit,
          monthly: periodLimit,
        }),
      }),
      errors: { 409: "Not an investor account" },
    },
  ),
  route(
    "PUT /api/admin/users/[id]/withdrawal-limits",
    admin("limits.manage"),
    "Admin: users",
    "Set one investor's limits",
    {
      description: "Over the investor's level's limits; null (or empty) falls back to the level's.",
      body: userLimitsSchema,
      response: limitsAnswer.extend({ message: z.string(), userId: z.number().int() }),
      errors: { 409: "Not an investor account" },
    },
  ),

  // ---- host scheduler ----
  route("GET /api/cron/interest", "cron", "Operations", "Daily interest pass (scheduler)", {
    description:
      "`Authorization: Bearer <CRON_SECRET>`. Safe to call twice: each (subscription, day) credits once.",
    response: described("`{ processed, totalCredited, ... }`"),
  }),

  route("GET /api/cron/deposits", "cron", "Operations", "Scan every watched chain for deposits (scheduler)", {
    description:
      "`Authorization: Bearer <CRON_SECRET>`. One scan of each chain whose node URL is set: new blocks recorded, " +
      "transfers to investors' addresses recorded as PENDING deposits, deposits at the required depth credited " +
      "once. Safe on every instance at once. A chain whose node fails is reported with `error`, the others go on.",
    response: cronScanSchema,
  }),

  route("GET /api/cron/payouts", "cron", "Operations", "Advance every hot-wallet payout (scheduler)", {
    description:
      "`Authorization: Bearer <CRON_SECRET>`. One step of every payout: an approved withdrawal on a network " +
      "with a hot wallet is signed, recorded and sent (BROADCAST), a sent one is followed (replaced with a " +
      "higher fee when stuck, COMPLETED at the required confirmations, FAILED and refunded when reverted). " +
      "`id` is the withdrawal request's. Safe on every instance at once.",
    response: z.object({
      payouts: z.array(
        z.object({
          id: z.number().int(),
          status: z.enum(["APPROVED", "BROADCAST", "COMPLETED", "FAILED"]),
          txHash: z.string().nullable(),
        }),
      ),
    }),
  }),

  // ---- bench only: not in the OpenAPI document (404 on a normal server) ----
  route("GET /api/bench/empty", "bench", "Bench", "Bench floor"),
  route("GET /api/bench/balances", "bench", "Bench", "Bench twin of balances"),
  route("GET /api/bench/balances-before", "bench", "Bench", "Bench twin of balances, old path"),
  route(
    "GET /api/bench/balances-before-sessions",
    "bench",
    "Bench",
    "Bench twin of balances, authentication without sessions",
  ),
  route("GET /api/bench/transactions", "bench", "Bench", "Bench twin of transactions"),
  route("GET /api/bench/transactions-before", "bench", "Bench", "Bench twin of transactions, old query"),
  route("POST /api/bench/validate", "bench", "Bench", "Bench twin of validate"),
  route("GET /api/bench/admin-users", "bench", "Bench", "Bench twin of the admin users list"),
  route("GET /api/bench/admin-transactions", "bench", "Bench", "Bench twin of the admin transactions list"),
  route("GET /api/bench/admin-withdrawals", "bench", "Bench", "Bench twin of the admin withdrawals list"),
  route("POST /api/bench/writes", "bench", "Bench", "Bench money writes, ledger and bare"),
];
