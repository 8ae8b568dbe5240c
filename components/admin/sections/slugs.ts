// The admin back office's sections by their URL names (`/admin/dashboard?section=<slug>`). Kept apart from the
// registry so a section can link to another (Users → Send Mail) without importing every section's code.
export const ADMIN_SECTION_SLUGS = [
  "dashboard",
  "investments",
  "transactions",
  "withdrawals",
  "deposits",
  "users",
  "kyc",
  "audit",
  "plans",
  "send-mail",
  "notifications",
  "support",
  "reconciliation",
  "jobs",
  "admins",
  "approvals",
  "system",
  "reserves",
  "referrals",
  "account-security",
] as const;
export type AdminSectionSlug = (typeof ADMIN_SECTION_SLUGS)[number];

export const DEFAULT_ADMIN_SECTION: AdminSectionSlug = "dashboard";

/** A section's address, for links and the sidebar. */
export const adminSectionHref = (slug: AdminSectionSlug) => `/admin/dashboard?section=${slug}`;
