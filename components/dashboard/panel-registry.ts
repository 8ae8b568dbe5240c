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

/** Typed by the dashboard's own entry type, so its extra fields (the investor's `ticker`) come along. */
export function findPanel<P extends PanelDef<string>>(panels: readonly P[], slug: P["slug"]): P {
  return panels.find((p) => p.slug === slug) ?? panels[0]!;
}
