// Public pages: the navigation and footer live here only, so login, signup, dashboard and admin pages
// (other route groups) never show them.
import type { ReactNode } from "react";
import { MessagesProvider } from "@/components/i18n/messages-provider";
import { CLIENT_TEXTS } from "@/i18n/namespaces";
import { SiteFooter } from "@/components/marketing/site-footer";
import { SiteHeader } from "@/components/marketing/site-header";

export default function MarketingLayout({ children }: { children: ReactNode }) {
  return (
    <MessagesProvider texts={CLIENT_TEXTS.publicFrame}>
      <div className="flex min-h-screen flex-col">
        <SiteHeader />
        <main id="main" tabIndex={-1} className="flex-1 outline-none">
          {children}
        </main>
        <SiteFooter />
      </div>
    </MessagesProvider>
  );
}
