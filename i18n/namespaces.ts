// The message catalogues, by the part of the product that owns them, and the texts each screen sends to the
// browser. A catalogue is one file per language, messages/<locale>/<namespace>.json; a dotted namespace nests
// ("investor.invest" is read with useTranslations of that name). tests/unit/i18n-catalogues.test.ts checks that
// every file is listed here; tests/unit/i18n-client-texts.test.ts that each screen's list below is exactly what
// its browser code reads.

/** Shared words, the API's error codes, validation messages. */
const SHARED = ["common", "errors", "validation"] as const;

export const NAMESPACES = {
  /** The landing page, contact, talk to sales, privacy, terms, the not-found page. */
  public: [...SHARED, "marketing"],
  /** Sign-up, sign-in, e-mail verification, password reset, the admin sign-in. */
  auth: [...SHARED, "auth"],
  /** The investor dashboard: its shell and every panel (Settings > Security is the shared accountSecurity). */
  investor: [
    ...SHARED,
    "investor.shell",
    "investor.overview",
    "investor.invest",
    "investor.investments",
    "investor.deposits",
    "investor.depositHistory",
    "investor.withdrawals",
    "investor.withdrawalHistory",
    "investor.settings",
    "investor.accountSettings",
    "investor.kyc",
    "investor.support",
    "investor.profile",
    "investor.analytics",
    "investor.reserves",
    "accountSecurity",
  ],
  /** The admin back office: its shell and every section (Account security is the investor's Security screen). */
  admin: [
    ...SHARED,
    "admin.shell",
    "admin.dashboard",
    "admin.investments",
    "admin.transactions",
    "admin.withdrawals",
    "admin.deposits",
    "admin.users",
    "admin.kyc",
    "admin.audit",
    "admin.plans",
    "admin.sendMail",
    "admin.notifications",
    "admin.support",
    "admin.reconciliation",
    "admin.jobs",
    "admin.admins",
    "admin.approvals",
    "admin.system",
    "admin.reserves",
    "admin.referrals",
    "accountSecurity",
  ],
  /** Written on the server only: e-mails, the notifications the platform writes, the pages' titles. */
  server: ["emails", "notifications", "pages"],
} as const satisfies Record<string, readonly string[]>;

export type Area = keyof typeof NAMESPACES;

export const ALL_NAMESPACES: readonly string[] = [...new Set(Object.values(NAMESPACES).flat())];

/**
 * What each page's browser code reads, as message paths (a catalogue, or a part of one: "common.ui"), sent with
 * the page by components/i18n/messages-provider.tsx. The dashboards' other screens fetch theirs when they first
 * open (the `texts` of each entry in the panel registries). Server components read every catalogue on the server
 * and need no entry here.
 */
export const CLIENT_TEXTS = {
  /** The public pages' header and footer. */
  publicFrame: ["common.language", "marketing.nav", "marketing.newsletter"],
  /** None: the landing page's islands receive their words as props from its server components. */
  landing: [],
  contact: ["common.ui", "errors", "marketing.contact.form", "validation"],
  talkToSales: ["marketing.sales.form", "validation"],
  /** Sign-up, sign-in, e-mail verification, password reset, the admin sign-in. */
  auth: ["auth", "common.code", "common.language", "common.phone", "common.ui", "errors", "validation"],
  /** The investor dashboard's frame and Overview, the screen a sign-in lands on. */
  investorDashboard: [
    "common.notifications",
    "common.shell",
    "common.table",
    "common.ui",
    "errors",
    "investor.overview",
    "investor.shell",
  ],
  /** The back office's frame and its first screen (Recent Activity writes audit details: their texts only). */
  adminDashboard: [
    "admin.audit.details",
    "admin.dashboard",
    "admin.shell",
    "common.notifications",
    "common.shell",
    "common.ui",
    "errors",
  ],
} as const satisfies Record<string, readonly string[]>;

/** What each investor screen reads beyond the page's own texts, fetched when it first opens (lazyPanel). */
export const INVESTOR_PANEL_TEXTS = {
  invest: ["investor.invest", "validation"],
  // Redeem names a fixed plan's early-redemption rule as Invest's plan cards do.
  investments: ["investor.investments", "investor.invest.plan.rules", "validation"],
  deposits: ["investor.deposits"],
  "deposit-history": ["investor.depositHistory"],
  withdrawals: ["common.passkey", "investor.withdrawals", "validation"],
  "withdrawal-history": ["investor.withdrawalHistory"],
  settings: [
    "accountSecurity",
    "common.code",
    "common.currencies",
    "common.passkey",
    "common.phone",
    "investor.settings",
    "validation",
  ],
  "account-settings": ["investor.accountSettings", "validation"],
  kyc: ["investor.kyc", "validation"],
  support: ["common.support", "investor.support", "validation"],
  profile: [
    "accountSecurity.password",
    "common.phone",
    "investor.profile",
    "investor.settings",
    "validation",
  ],
  analytics: ["investor.analytics"],
  "proof-of-reserves": ["investor.reserves"],
  referrals: ["investor.overview"],
} as const satisfies Record<string, readonly string[]>;

/** What each back-office section reads beyond the page's own texts, fetched when it first opens (lazyPanel). */
export const ADMIN_SECTION_TEXTS = {
  investments: ["admin.investments", "common.table"],
  transactions: ["admin.transactions", "common.table", "common.transactionDetails", "validation"],
  withdrawals: ["admin.withdrawals", "common.table", "validation"],
  deposits: ["admin.deposits", "common.table"],
  users: ["admin.users", "common.phone", "common.table", "validation"],
  kyc: ["admin.kyc", "common.table", "validation"],
  audit: ["admin.audit", "common.table"],
  plans: ["admin.plans", "common.table", "validation"],
  "send-mail": ["admin.sendMail", "common.table", "validation"],
  notifications: ["admin.notifications", "validation"],
  support: ["admin.support", "common.support", "common.table", "validation"],
  reconciliation: ["admin.reconciliation", "common.table"],
  jobs: ["admin.jobs", "common.table"],
  admins: ["admin.admins", "common.table", "validation"],
  approvals: ["admin.approvals", "common.table"],
  system: ["admin.system"],
  reserves: ["admin.reserves", "common.table", "validation"],
  referrals: ["admin.referrals"],
  "account-security": ["accountSecurity", "common.code", "common.passkey", "validation"],
} as const satisfies Record<string, readonly string[]>;
