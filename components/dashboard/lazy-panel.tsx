import dynamic from "next/dynamic";
import type { ComponentType } from "react";
import { PanelSkeleton } from "./panel-skeleton";

/** A screen's code as its own chunk, fetched the first time the screen opens (skeleton meanwhile). */
export function lazyPanel(loader: () => Promise<ComponentType>) {
  return dynamic(loader, { loading: () => <PanelSkeleton /> });
}
