"use client";
import dynamic from "next/dynamic";
import type { ComponentType } from "react";
import { documentLocale, PanelMessages, panelTexts } from "@/components/i18n/panel-messages";
import { PanelSkeleton } from "./panel-skeleton";

/**
 * A screen's code as its own chunk, fetched the first time the screen opens, with the skeleton meanwhile, and
 * its texts (`texts`: message paths beyond the page's own, i18n/namespaces.ts) fetched at the same time.
 * The page's server render stops at the screen: it sends the shell (the user, the navigation, the screen's
 * title) and this skeleton, and the browser renders the screen itself (`ssr: false`). Rendering screens on the
 * server was tried and measured (bench/README.md, "The dashboards (point 3)") and undone, for three reasons:
 * - a screen's chunk hydrates after the shell, and by then a query the shell started (preferences, prices) may
 *   have answered, so the browser's first render of the screen differs from the server's (React error 418);
 * - whatever is typed into a server-rendered form before its script runs is lost;
 * - next/dynamic preloads a server-rendered screen's chunk with a `<link rel="preload">` that carries no CSP
 *   nonce, which the dashboards' policy blocks.
 */
export function lazyPanel(loader: () => Promise<ComponentType>, texts: readonly string[]): ComponentType {
  return dynamic(
    async () => {
      const locale = documentLocale();
      const [Screen, messages] = await Promise.all([loader(), panelTexts(locale, texts)]);
      function ScreenWithTexts() {
        return (
          <PanelMessages texts={texts} initial={{ locale, messages }}>
            <Screen />
          </PanelMessages>
        );
      }
      return ScreenWithTexts;
    },
    { ssr: false, loading: () => <PanelSkeleton /> },
  );
}
