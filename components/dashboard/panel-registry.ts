// A dashboard's screens as data: the shell renders the sidebar and the active screen from one list, so adding
// a screen touches that list only. Components come from next/dynamic: a screen's code loads when it opens.
import type { LucideIcon } from "lucide-react";
import type { ComponentType } from "react";

export type PanelDef<S extends string> = {
  slug: S;
  /** Sidebar label and top-bar title. */
  label: string;
  icon: LucideIcon;
  component: ComponentType;
  /** Listed in the sidebar (some screens are reached from inside others). */
  inNav: boolean;
};

export function findPanel<S extends string>(panels: readonly PanelDef<S>[], slug: S): PanelDef<S> {
  return panels.find((p) => p.slug === slug) ?? panels[0]!;
}
