// Every TanStack Query key of the dashboards, in one table, so a mutation can say exactly what it changed.
// Keys are hierarchical: invalidating ["transactions"] also refreshes every filtered transaction list.
export const queryKeys = {
  session: ["session", "user"] as const,
  balances: ["balances"] as const,
  mainBalance: ["balances", "main"] as const,
  // Under "balances": whatever moves money (a subscription, a withdrawal) refreshes the analytics with it.
  analytics: (days: number) => ["balances", "analytics", days] as const,
  transactions: ["transactions"] as const,
  subscriptions: ["subscriptions"] as const,
  // Under "subscriptions": whatever refreshes the subscriptions refreshes the earn positions with them.
  positions: ["subscriptions", "positions"] as const,
  redemptionQuote: (id: number, amount: string) => ["subscriptions", "quote", id, amount] as const,
  interest: (from: string, to: string) => ["interest", from, to] as const,
  plans: ["plans"] as const,
  deposits: ["deposits"] as const,
  depositAddresses: ["deposit-addresses"] as const,
  withdrawals: ["withdrawals"] as const,
  pinStatus: ["pin-status"] as const,
  // The saved withdrawal addresses and the "Whitelist only" switch (Settings and the withdrawal form).
  withdrawalAddresses: ["withdrawal-addresses"] as const,
  notifications: ["notifications"] as const,
  prices: ["prices"] as const,
  // The investor's proof in the latest proof-of-reserves snapshot.
  reservesProof: ["reserves-proof"] as const,
  supportTickets: ["support-tickets"] as const,
  notificationPrefs: ["notification-prefs"] as const,
  preferences: ["preferences"] as const,
  kyc: ["kyc"] as const,
  // Account security: the two-factor switch, the sign-in settings and the active sessions.
  twoFactorStatus: ["two-factor", "status"] as const,
  securitySettings: ["security-settings"] as const,
  authSessions: ["auth-sessions"] as const,
  passkeys: ["passkeys"] as const,
  // The back office's keys. Every one starts ["admin", <resource>], so an investor's cache and an
  // admin's never share an entry, and invalidating admin.resource(r) refreshes every page and filter of r.
  admin: {
    resource: (resource: AdminResource) => ["admin", resource] as const,
    counts: ["admin", "counts"] as const,
    count: (resource: "users" | "transactions" | "investments") => ["admin", "counts", resource] as const,
    users: ["admin", "users"] as const,
    userList: (params: { limit: number; offset: number; q: string }) =>
      ["admin", "users", "list", params] as const,
    usersSummary: ["admin", "users", "summary"] as const,
    audit: ["admin", "audit"] as const,
    auditTrail: (params: object) => ["admin", "audit", "trail", params] as const,
    auditSummary: (range: object) => ["admin", "audit", "summary", range] as const,
    transactions: ["admin", "transactions"] as const,
    transactionPage: (params: object) => ["admin", "transactions", params] as const,
    transactionSummary: ["admin", "transactions", "summary"] as const,
    investments: ["admin", "investments"] as const,
    investmentPage: (params: object) => ["admin", "investments", params] as const,
    withdrawalList: (params: object) => ["admin", "withdrawals", "list", params] as const,
    withdrawalSummary: ["admin", "withdrawals", "summary"] as const,
    depositList: (params: object) => ["admin", "deposits", "list", params] as const,
    depositScanners: ["admin", "deposits", "scanners"] as const,
    plans: ["admin", "plans"] as const,
    notificationPage: (page: number) => ["admin", "notifications", page] as const,
    supportTicketList: (params: object) => ["admin", "support-tickets", params] as const,
    reconciliation: ["admin", "reconciliation"] as const,
    system: ["admin", "system"] as const,
    jobList: (params: object) => ["admin", "jobs", params] as const,
    kyc: ["admin", "kyc"] as const,
    kycList: (params: { page: number; q: string; status: string }) =>
      ["admin", "kyc", "list", params] as const,
    kycSubmission: (id: number) => ["admin", "kyc", "detail", id] as const,
  },
};

/** What the admin sections cache; a mutation names each one it changes (a decision moves users' balances). */
export type AdminResource =
  | "withdrawals"
  | "deposits"
  | "plans"
  | "notifications"
  | "support-tickets"
  | "users"
  | "transactions"
  | "audit"
  | "investments"
  | "jobs";
