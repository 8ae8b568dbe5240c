"use client";

import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import type { Asset } from "@/lib/enums";
import { ASSET_COLORS } from "./analytics-format";

type Props = {
  /** The region's name, said when the keyboard reaches it. */
  label: string;
  caption: string;
  /** The first column's heading: each row starts with its asset (AssetRowName). */
  assetHeading: string;
  /** The other columns' headings. */
  headings: ReactNode;
  children: ReactNode;
};

/**
 * A table of the Analytics panel with a row an asset, laid out by its own width. Its scroll region is focusable
 * so a keyboard can scroll it when a phone is too narrow for the table.
 */
export function AssetTable({ label, caption, assetHeading, headings, children }: Props) {
  return (
    <div
      className="@container min-w-0 overflow-x-auto focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      tabIndex={0}
      role="region"
      aria-label={label}
    >
      <table className="w-full text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="text-left text-muted-foreground">
          <tr>
            <th scope="col" className="py-2 pr-3 font-medium">
              {assetHeading}
            </th>
            {headings}
          </tr>
        </thead>
        <tbody className="divide-y">{children}</tbody>
      </table>
    </div>
  );
}

/** A row's asset, with the colour it has in the charts. */
export function AssetRowName({ asset }: { asset: Asset }) {
  const assetName = useTranslations("investor.shell.assets");
  return (
    <span className="flex items-center gap-2">
      <span
        aria-hidden
        className="size-3 shrink-0 rounded-sm"
        style={{ backgroundColor: ASSET_COLORS[asset] }}
      />
      {assetName(asset)}
    </span>
  );
}
