import { HydrationBoundary } from "@tanstack/react-query";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { MessagesProvider } from "@/components/i18n/messages-provider";
import { CLIENT_TEXTS } from "@/i18n/namespaces";
import { InvestorShell } from "@/components/investor/shell/investor-shell";
import { DEFAULT_INVESTOR_PANEL, INVESTOR_PANEL_SLUGS } from "@/components/investor/panels/slugs";
import { pageSession } from "@/lib/auth/page-user";
import { investorFirstScreen } from "@/lib/query/server-prefetch";
import { urlChoice } from "@/lib/url-choice";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("pages"))("investorDashboard") };
}

type Props = { searchParams: Promise<{ panel?: string | string[] }> };

// Rendered per request with the signed-in user read on the server, so the shell (and Overview, see
// components/investor/panels/registry.tsx) arrives as HTML. When the address opens Overview, its data is read on
// the server too and handed to TanStack Query with the page (lib/query/server-prefetch.ts), so Overview's HTML
// shows the balances and the activity and the browser's first render matches it; any other screen fetches its
// own in the browser. No Suspense boundary around the shell: with one, the server sent a loading placeholder
// first and the shell later in the same response, revealed by a script that waited behind the page's own
// scripts, so the content's first paint came after them (bench/README.md, "The dashboards (point 3)"). The page
// is dynamic, so useSearchParams (the active panel) needs no boundary either.
export default async function DashboardPage({ searchParams }: Props) {
  const [session, { panel }] = await Promise.all([pageSession("INVESTOR"), searchParams]);
  // The screen the shell will open for this address (the same rule as its useUrlChoice).
  const opensOverview =
    urlChoice(panel, INVESTOR_PANEL_SLUGS, DEFAULT_INVESTOR_PANEL) === DEFAULT_INVESTOR_PANEL;
  const firstScreen = session && opensOverview ? await investorFirstScreen(session) : undefined;
  return (
    <MessagesProvider texts={CLIENT_TEXTS.investorDashboard}>
      <HydrationBoundary state={firstScreen}>
        <InvestorShell initialUser={session?.user ?? null} />
      </HydrationBoundary>
    </MessagesProvider>
  );
}
