"use client";
import { lazy, Suspense, type ComponentType, type ReactNode } from "react";
import { useHydrated } from "@/lib/hooks/use-hydrated";
import { PanelSkeleton } from "./panel-skeleton";

/**
 * A screen's code as its own chunk, fetched the first time the screen opens (skeleton meanwhile), and
 * server-rendered when the page opens on it. What next/dynamic does, less one thing: in a server render
 * next/dynamic also asks React to preload the chunk with a `<link rel="preload" as="script">` that carries
 * no CSP nonce, which the dashboards' nonce policy ('strict-dynamic') blocks and reports. Here the chunk is
 * requested by the page's own (nonced) scripts when hydration reaches the screen.
 */
export function lazyPanel(loader: () => Promise<ComponentType>) {
  const Screen = lazy(() => loader().then((component) => ({ default: component })));
  function LazyPanel() {
    return (
      <Suspense fallback={<PanelSkeleton />}>
        <UntilHydrated>
          <Screen />
        </UntilHydrated>
      </Suspense>
    );
  }
  return LazyPanel;
}

/**
 * A server-rendered screen is on view before its script has run. Whatever is typed into it then is lost when
 * React takes over (a controlled field goes back to its state), and a pressed button does nothing. So until
 * this screen is hydrated it is inert: visible, but not focusable or editable. Opened in the browser (not from
 * the server's HTML) it is interactive from its first render.
 */
function UntilHydrated({ children }: { children: ReactNode }) {
  return (
    <div data-screen="" inert={!useHydrated()}>
      {children}
    </div>
  );
}
