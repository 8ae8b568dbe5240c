// Which message catalogues each part of the product loads. A catalogue is one file per language,
// messages/<locale>/<namespace>.json; a dotted namespace nests ("investor.invest" is read with
// useTranslations("investor.invest")). The browser gets only the namespaces of the area it is in, so the landing
// page never downloads the dashboards' texts. tests/unit/i18n-catalogues.test.ts checks that every file is listed here.

/** Everywhere: shared words, the API's error codes, validation messages. */
const SHARED = ["common", "errors", "validation"] as const;

export const NAMESPACES = {
  /** The landing page, contact, talk to sales, privacy, terms, the not-found page. */
  public: [...SHARED, "marketing"],
  /** Sign-up, sign-in, e-mail verification, password reset, the admin sign-in. */
  auth: [...SHARED, "auth"],
  /** The investor dashboard: its shell and every panel. */
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
  ],
  /** The admin back office: its shell and every section. */
  admin: [
    ...SHARED,
    "admin.shell",
    "admin.dashboard",
    "admin.investments",
    "admin.transactions",
    "admin.withdrawals",
    "admin.users",
    "admin.kyc",
    "admin.audit",
    "admin.plans",
    "admin.sendMail",
    "admin.notifications",
    "admin.support",
    "admin.reconciliation",
  ],
  /** Written on the server only: e-mails, the notifications the platform writes, the pages' titles. */
  server: ["emails", "notifications", "pages"],
} as const satisfies Record<string, readonly string[]>;

export type Area = keyof typeof NAMESPACES;

export const ALL_NAMESPACES: readonly string[] = [...new Set(Object.values(NAMESPACES).flat())];
