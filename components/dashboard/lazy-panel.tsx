import { lazy, Suspense, type ComponentType } from "react";
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
        <Screen />
      </Suspense>
    );
  }
  return LazyPanel;
}
