import { createColumnHelper } from "@tanstack/react-table";
import { useTranslations } from "next-intl";
import { createContext, useContext, useMemo } from "react";
import { Button } from "@/components/ui/button";
import { formatDateTime, formatExactAmount } from "@/lib/format";
import { CoverageList, RootHash, SignedCount, TakenAt, Totals } from "./snapshot-display";
import type { AdminReserve, AdminSnapshot } from "./use-reserves";

// Which snapshot the details below the table show; the rows reach it through context so the columns stay fixed.
type Selection = { selected: string | null; select: (snapshotId: string) => void };
const SelectionContext = createContext<Selection>({ selected: null, select: () => {} });
export const SnapshotSelectionProvider = SelectionContext.Provider;

function ShowButton({ snapshot }: { snapshot: AdminSnapshot }) {
  const t = useTranslations("admin.reserves");
  const { selected, select } = useContext(SelectionContext);
  const current = selected === snapshot.snapshotId;
  return (
    <Button
      variant={current ? "secondary" : "outline"}
      size="sm"
      aria-pressed={current}
      aria-label={t("showLabel", { date: formatDateTime(snapshot.takenAt) })}
      onClick={() => select(snapshot.snapshotId)}
    >
      {t("show")}
    </Button>
  );
}

const column = createColumnHelper<AdminSnapshot>();

export function useSnapshotColumns() {
  const t = useTranslations("admin.reserves");
  return useMemo(
    () => [
      column.accessor("takenAt", {
        header: t("columns.takenAt"),
        cell: ({ row }) => <TakenAt snapshot={row.original} />,
      }),
      column.display({
        id: "root",
        header: t("columns.root"),
        cell: ({ row }) => <RootHash snapshot={row.original} />,
      }),
      column.accessor("leafCount", {
        header: t("columns.leafCount"),
        meta: { align: "right" },
      }),
      column.display({
        id: "totals",
        header: t("columns.totals"),
        cell: ({ row }) => <Totals snapshot={row.original} />,
        // Five assets' totals: beside the coverage they pushed the Show button out of a 1280 px screen's table
        // (950 px) and a 1440 px one's (1110 px: the row was 1135 px); below a 1280 px table they are in the chosen
        // snapshot's details instead, and the coverage below 1024.
        meta: { hideBelow: 1280, label: t("columns.totals") },
      }),
      column.display({
        id: "coverage",
        header: t("columns.coverage"),
        cell: ({ row }) => <CoverageList snapshot={row.original} />,
        meta: { hideBelow: 1024, label: t("columns.coverage") },
      }),
      column.display({
        id: "signed",
        header: t("columns.signed"),
        cell: ({ row }) => <SignedCount snapshot={row.original} />,
        meta: { hideBelow: 768, label: t("columns.signed") },
      }),
      column.display({
        id: "actions",
        header: t("columns.actions"),
        cell: ({ row }) => <ShowButton snapshot={row.original} />,
      }),
    ],
    [t],
  );
}

/** One snapshot as a card, for phones. */
export function SnapshotCard({ snapshot }: { snapshot: AdminSnapshot }) {
  const t = useTranslations("admin.reserves");
  return (
    <div className="grid gap-2 text-sm">
      <div className="flex items-start justify-between gap-2">
        <span className="font-medium">
          <TakenAt snapshot={snapshot} />
        </span>
        <span className="shrink-0 text-muted-foreground">{t("leaves", { count: snapshot.leafCount })}</span>
      </div>
      <RootHash snapshot={snapshot} />
      <Totals snapshot={snapshot} />
      <CoverageList snapshot={snapshot} />
      <div className="flex items-center justify-between gap-2">
        <SignedCount snapshot={snapshot} />
        <ShowButton snapshot={snapshot} />
      </div>
    </div>
  );
}

const reserve = createColumnHelper<AdminReserve>();

function Signed({ signed }: { signed: boolean }) {
  const t = useTranslations("admin.reserves");
  return signed ? (
    <span className="font-medium text-emerald-700">{t("yes")}</span>
  ) : (
    <span className="text-muted-foreground">{t("no")}</span>
  );
}

function Amount({ r }: { r: AdminReserve }) {
  const t = useTranslations("admin.reserves");
  if (r.amount === null) return <span className="text-muted-foreground">{t("notRead")}</span>;
  return <span className="whitespace-nowrap">{formatExactAmount(r.amount, r.asset)}</span>;
}

export function useReserveColumns() {
  const t = useTranslations("admin.reserves");
  return useMemo(
    () => [
      reserve.accessor("network", { header: t("columns.network") }),
      reserve.accessor("asset", { header: t("columns.asset") }),
      reserve.accessor("address", {
        header: t("columns.address"),
        cell: (c) => <code className="font-mono text-xs break-all">{c.getValue()}</code>,
        meta: { className: "max-w-72" },
      }),
      reserve.accessor("amount", {
        header: t("columns.amount"),
        cell: ({ row }) => <Amount r={row.original} />,
        meta: { align: "right" },
      }),
      reserve.accessor("block", {
        header: t("columns.block"),
        cell: (c) => c.getValue() ?? <span className="text-muted-foreground">{t("noBlock")}</span>,
        meta: { align: "right", hideBelow: 768, label: t("columns.block") },
      }),
      reserve.accessor("signed", {
        header: t("columns.signedOne"),
        cell: (c) => <Signed signed={c.getValue()} />,
      }),
    ],
    [t],
  );
}

/** One reserve reading as a card, for phones. */
export function ReserveCard({ r }: { r: AdminReserve }) {
  const t = useTranslations("admin.reserves");
  return (
    <div className="grid gap-1 text-sm">
      <div className="flex items-start justify-between gap-2">
        <span className="font-medium">{t("networkAsset", { network: r.network, asset: r.asset })}</span>
        <Amount r={r} />
      </div>
      <code className="font-mono text-xs break-all">{r.address}</code>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1">
        <dt className="text-muted-foreground">{t("columns.block")}</dt>
        <dd className="text-right tabular-nums">{r.block ?? t("noBlock")}</dd>
        <dt className="text-muted-foreground">{t("columns.signedOne")}</dt>
        <dd className="text-right">
          <Signed signed={r.signed} />
        </dd>
      </dl>
    </div>
  );
}
