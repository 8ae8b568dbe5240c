"use client";
import dynamic from "next/dynamic";
import type { ComponentType } from "react";
import { PanelSkeleton } from "./panel-skeleton";

/**
 * A screen's code as its own chunk, fetched the first time the screen opens, with the skeleton meanwhile.
 * The page's server render stops at the screen: it sends the shell (the user, the navigation, the screen's
 * title) and this skeleton, and the browser renders the screen itself (`ssr: false`). Rendering screens on the
 * server was tried and measured (bench/README.md, "The dashboards (point 3)") and undone, for three reasons:
 * - a screen's chunk hydrates after the shell, and by then a query the shell started (preferences, prices) may
 *   have answered, so the browser's first render of the screen differs from the server's (React error 418);
 * - whatever is typed into a server-rendered form before its script runs is lost;
 * - next/dynamic preloads a server-rendered screen's chunk with a `<link rel="preload">` that carries no CSP
 *   nonce, which the dashboards' policy blocks.
 */
export function lazyPanel(loader: () => Promise<ComponentType>) {
  return dynamic(loader, { ssr: false, loading: () => <PanelSkeleton /> });
}
