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
  interest: (from: string, to: string) => ["interest", from, to] as const,
  plans: ["plans"] as const,
  deposits: ["deposits"] as const,
  depositAddresses: ["deposit-addresses"] as const,
  withdrawals: ["withdrawals"] as const,
  pinStatus: ["pin-status"] as const,
  notifications: ["notifications"] as const,
  prices: ["prices"] as const,
  supportTickets: ["support-tickets"] as const,
  // The back office's keys, all under "admin" so an investor's cache and an admin's never share an entry.
  admin: {
    counts: ["admin", "counts"] as const,
    count: (resource: "users" | "transactions" | "investments") => ["admin", "counts", resource] as const,
    users: ["admin", "users"] as const,
    userList: (params: { limit: number; offset: number; q: string }) =>
      ["admin", "users", "list", params] as const,
    usersSummary: ["admin", "users", "summary"] as const,
    audit: ["admin", "audit"] as const,
    auditTrail: (params: { limit: number; offset: number }) => ["admin", "audit", "trail", params] as const,
    transactions: ["admin", "transactions"] as const,
  },
};
