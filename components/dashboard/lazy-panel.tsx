"use client";
import dynamic from "next/dynamic";
import { Suspense, type ComponentType } from "react";
import { PanelMessages } from "@/components/i18n/panel-messages";
import { PanelSkeleton } from "./panel-skeleton";

/**
 * A screen's code as its own chunk, fetched the first time the screen opens, with the skeleton meanwhile, and
 * its texts (`texts`, message paths beyond the page's own: i18n/namespaces.ts) fetched beside it.
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
  const Screen = dynamic(loader, { ssr: false, loading: () => <PanelSkeleton /> });
  if (!texts.length) return Screen;
  let codeRequested = false;
  function ScreenWithTexts() {
    // The code is asked for now, beside the texts, not after them (the module system keeps one copy).
    if (!codeRequested) {
      codeRequested = true;
      loader().catch(() => (codeRequested = false));
    }
    return (
      <Suspense fallback={<PanelSkeleton />}>
        <PanelMessages texts={texts}>
          <Screen />
        </PanelMessages>
      </Suspense>
    );
  }
  return ScreenWithTexts;
}
