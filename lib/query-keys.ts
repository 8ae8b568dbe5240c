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
  notificationPrefs: ["notification-prefs"] as const,
  preferences: ["preferences"] as const,
};
