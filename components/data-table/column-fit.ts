// How a table fits the width it is given (docs/decisions.md, "Tables on a desktop"): a secondary column steps
// aside while the table's own box is narrower than a set width, decided by CSS container queries on that box
// (so the sidebar, the window and a half-width card all count, with no measuring script and no layout shift).
// What steps aside stays one click away, in the row's details dialog; the actions column never steps aside.
import { cn } from "@/lib/utils";

/** Table widths in px (Tailwind's container sizes @3xl to @7xl, and 90rem for a wide screen's table). */
export type HideBelow = 768 | 896 | 1024 | 1152 | 1280 | 1440;

/**
 * Column meta: `align: "right"` for numbers (tabular figures), `className` for the cells, `hideBelow` for a
 * secondary column (left out while the table is narrower, shown in the row's details), `label` for the
 * column's name in the details when its header is not plain text.
 */
export type ColumnMeta = { align?: "right"; className?: string; hideBelow?: HideBelow; label?: string };

/** The column that holds a row's buttons: never left out, and the row's details button joins it. */
export const ACTIONS_COLUMN = "actions";

// Written out in full: Tailwind generates only the class names it finds in the source.
const SHOWN_FROM: Record<HideBelow, string> = {
  768: "hidden @3xl:table-cell",
  896: "hidden @4xl:table-cell",
  1024: "hidden @5xl:table-cell",
  1152: "hidden @6xl:table-cell",
  1280: "hidden @7xl:table-cell",
  1440: "hidden @min-[90rem]:table-cell",
};
const HIDDEN_FROM: Record<HideBelow, string> = {
  768: "@3xl:hidden",
  896: "@4xl:hidden",
  1024: "@5xl:hidden",
  1152: "@6xl:hidden",
  1280: "@7xl:hidden",
  1440: "@min-[90rem]:hidden",
};

export const metaOf = (column: { columnDef: { meta?: unknown } }) =>
  column.columnDef.meta as ColumnMeta | undefined;

/** A header or cell's classes: alignment, the column's own classes, and whether it shows at this width. */
export function cellClass(meta: ColumnMeta | undefined) {
  return cn(
    meta?.align === "right" && "text-right tabular-nums",
    meta?.className,
    meta?.hideBelow && SHOWN_FROM[meta.hideBelow],
  );
}

/** The width from which every column shows (no details needed then), or null when none ever steps aside. */
export function widestHideBelow(metas: (ColumnMeta | undefined)[]): HideBelow | null {
  const widths = metas.map((m) => m?.hideBelow).filter((w): w is HideBelow => w !== undefined);
  return widths.length ? (Math.max(...widths) as HideBelow) : null;
}

/** Classes that take the details button (or its column) away once every column shows. */
export const hiddenFrom = (width: HideBelow) => HIDDEN_FROM[width];
