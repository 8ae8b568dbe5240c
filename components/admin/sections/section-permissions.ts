// The permission a back-office section needs to be listed and opened (lib/admin/roles/permissions.ts). A section
// not named here is shown to every administrator, its calls still checked by the server one by one (Account
// security among them: it is about one's own account, which every role manages).
import { can, type AdminRole, type Permission } from "@/lib/admin/roles/permissions";
import type { AdminSectionSlug } from "./slugs";

const SECTION_PERMISSION: Partial<Record<AdminSectionSlug, Permission>> = {
  kyc: "kyc.read",
  audit: "audit.read",
  "send-mail": "messages.send",
  notifications: "messages.read",
  support: "support.read",
  reconciliation: "operations.read",
  jobs: "operations.read",
  admins: "admins.read",
  approvals: "approvals.read",
  system: "operations.read",
  reserves: "reserves.manage",
};

/** Whether this role may open the section; no role known: yes (the server decides call by call). */
export function mayOpenSection(role: AdminRole | undefined, slug: AdminSectionSlug): boolean {
  const permission = SECTION_PERMISSION[slug] ?? "backoffice.read";
  return role ? can(role, permission) : true;
}
