import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { MessagesProvider } from "@/components/i18n/messages-provider";
import { CLIENT_TEXTS } from "@/i18n/namespaces";
import { AdminShell } from "@/components/admin/shell/admin-shell";
import { pageUser } from "@/lib/auth/page-user";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("pages"))("adminDashboard") };
}

// Rendered per request with the administrator read on the server, so the shell (and the Dashboard section)
// arrives as HTML (see app/(app)/(investor)/dashboard/page.tsx).
export default async function AdminDashboardPage() {
  const user = await pageUser("ADMIN");
  return (
    <MessagesProvider texts={CLIENT_TEXTS.adminDashboard}>
      <AdminShell initialUser={user} />
    </MessagesProvider>
  );
}
