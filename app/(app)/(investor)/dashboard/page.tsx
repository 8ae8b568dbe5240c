import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { MessagesProvider } from "@/components/i18n/messages-provider";
import { CLIENT_TEXTS } from "@/i18n/namespaces";
import { InvestorShell } from "@/components/investor/shell/investor-shell";
import { pageUser } from "@/lib/auth/page-user";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("pages"))("investorDashboard") };
}

// Rendered per request with the signed-in user read on the server, so the shell (and Overview, see
// components/investor/panels/registry.tsx) arrives as HTML; data is still fetched in the browser (TanStack
// Query). No Suspense boundary around the shell: with one, the server sent a loading placeholder first and the
// shell later in the same response, revealed by a script that waited behind the page's own scripts, so the
// content's first paint came after them (bench/README.md, "The dashboards (point 3)"). The page is dynamic, so
// useSearchParams (the active panel) needs no boundary either.
export default async function DashboardPage() {
  const user = await pageUser("INVESTOR");
  return (
    <MessagesProvider texts={CLIENT_TEXTS.investorDashboard}>
      <InvestorShell initialUser={user} />
    </MessagesProvider>
  );
}
