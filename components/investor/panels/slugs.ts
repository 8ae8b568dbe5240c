// The investor dashboard's panels by their URL names (`/dashboard?panel=<slug>`). Kept apart from the
// registry so a panel can name another (a button "to Deposits") without importing every panel's code.
export const INVESTOR_PANEL_SLUGS = [
  "overview",
  "invest",
  "investments",
  "deposits",
  "deposit-history",
  "withdrawals",
  "withdrawal-history",
  "settings",
  "account-settings",
  "kyc",
  "support",
  "profile",
  "analytics",
  "proof-of-reserves",
  "referrals",
] as const;
export type InvestorPanelSlug = (typeof INVESTOR_PANEL_SLUGS)[number];

export const DEFAULT_INVESTOR_PANEL: InvestorPanelSlug = "overview";

/** A panel's address, for links and the sidebar. */
export const investorPanelHref = (slug: InvestorPanelSlug) => `/dashboard?panel=${slug}`;
