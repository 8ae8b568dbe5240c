import type { Metadata } from "next";
import { AdminShell } from "@/components/admin/shell/admin-shell";
import { pageUser } from "@/lib/auth/page-user";

export const metadata: Metadata = { title: "Admin dashboard" };

// Rendered per request with the administrator read on the server, so the shell (and the Dashboard section)
// arrives as HTML (see app/(investor)/dashboard/page.tsx).
export default async function AdminDashboardPage() {
  const user = await pageUser("ADMIN");
  return <AdminShell initialUser={user} />;
}
