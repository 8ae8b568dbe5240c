"use client";

import { Camera } from "lucide-react";
import { useTranslations } from "next-intl";
import { useMemo, useState } from "react";
import { toast } from "sonner";
import { DataTable, TableEmpty } from "@/components/data-table/data-table";
import { useTableUrlState } from "@/components/data-table/use-table-url-state";
import { Button } from "@/components/ui/button";
import { ButtonSpinner } from "@/components/ui/spinner";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { formatDateTime, formatExactAmount } from "@/lib/format";
import { useErrorText } from "@/lib/i18n/use-error-text";
import { useAdminCan } from "../../use-admin-can";
import {
  ReserveCard,
  SnapshotCard,
  SnapshotSelectionProvider,
  useReserveColumns,
  useSnapshotColumns,
} from "./snapshot-columns";
import { CoverageRatio } from "./snapshot-display";
import { SignatureForm } from "./signature-form";
import {
  POR_ASSETS,
  isProposal,
  useAdminSnapshots,
  useTakeSnapshot,
  type AdminSnapshot,
} from "./use-reserves";

const SNAPSHOTS_PAGE_SIZE = 10;
const RESERVES_PAGE_SIZE = 20;

// Proof of reserves (docs/proof-of-reserves.md): the snapshots with their roots, totals, reserves and coverage; a
// snapshot taken now; the reserve addresses' signatures uploaded one by one.
export function ReservesSection() {
  const t = useTranslations("admin.reserves");
  const errorText = useErrorText();
  const snapshots = useAdminSnapshots();
  const table = useTableUrlState();
  const columns = useSnapshotColumns();
  const mayManage = useAdminCan()("reserves.manage");
  const take = useTakeSnapshot();
  const [notice, setNotice] = useState<string | null>(null);
  const [picked, setPicked] = useState<string | null>(null);

  const rows = snapshots.data?.snapshots;
  // The snapshot shown below: the one picked, else the newest.
  const selected = rows?.find((s) => s.snapshotId === picked) ?? rows?.[0];
  const selection = useMemo(
    () => ({ selected: selected?.snapshotId ?? null, select: setPicked }),
    [selected?.snapshotId],
  );

  const takeNow = async () => {
    if (take.isPending) return;
    setNotice(null);
    try {
      const answer = await take.mutateAsync();
      if (isProposal(answer)) {
        setNotice(t("proposed"));
        toast.success(t("proposed"));
      } else {
        setPicked(answer.snapshotId);
        toast.success(t("taken", { date: formatDateTime(answer.takenAt) }));
      }
    } catch (err) {
      toast.error(errorText(err, t("takeFailed")));
    }
  };

  return (
    <SnapshotSelectionProvider value={selection}>
      <div className="space-y-6">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
          <p className="max-w-3xl text-sm text-muted-foreground">{t("intro")}</p>
          {mayManage && (
            <Button onClick={() => void takeNow()} disabled={take.isPending} className="shrink-0">
              {take.isPending ? <ButtonSpinner /> : <Camera aria-hidden />}
              {take.isPending ? t("taking") : t("take")}
            </Button>
          )}
        </div>
        {notice && (
          <p role="status" className="rounded-md border bg-muted px-3 py-2 text-sm">
            {notice}
          </p>
        )}
        <section aria-labelledby="admin-reserves-snapshots" className="space-y-4">
          <h2 id="admin-reserves-snapshots" className="text-lg font-semibold">
            {t("title")}
          </h2>
          <DataTable
            label={t("tableLabel")}
            columns={columns}
            data={rows}
            isLoading={snapshots.isPending}
            error={snapshots.error}
            errorMessage={errorText(snapshots.error, t("loadError"))}
            onRetry={() => void snapshots.refetch()}
            state={table}
            pageSize={SNAPSHOTS_PAGE_SIZE}
            noun={t("noun")}
            empty={<TableEmpty title={t("empty")} hint={mayManage ? t("emptyHint") : undefined} />}
            renderCard={(s) => <SnapshotCard snapshot={s} />}
            getRowId={(s) => s.snapshotId}
            rowLabel={(s) => t("rowLabel", { date: formatDateTime(s.takenAt) })}
          />
        </section>
        {selected && <SnapshotDetails snapshot={selected} mayManage={mayManage} />}
      </div>
    </SnapshotSelectionProvider>
  );
}

function SnapshotDetails({ snapshot, mayManage }: { snapshot: AdminSnapshot; mayManage: boolean }) {
  const t = useTranslations("admin.reserves");
  const columns = useReserveColumns();
  const reservesTable = useTableUrlState("r");
  return (
    <section aria-labelledby="admin-reserves-details" className="space-y-6 rounded-lg border p-4 sm:p-6">
      <div className="space-y-1">
        <h2 id="admin-reserves-details" className="text-lg font-semibold">
          {t("detailsTitle", { date: formatDateTime(snapshot.takenAt) })}
        </h2>
        <p className="font-mono text-xs break-all text-muted-foreground">
          {t("snapshotId", { id: snapshot.snapshotId })}
        </p>
        <p className="font-mono text-xs break-all text-muted-foreground">
          {t("rootFull", { hash: snapshot.root.hash })}
        </p>
      </div>
      <div className="space-y-2">
        <h3 className="text-base font-semibold">{t("coverageTitle")}</h3>
        <div className="hidden rounded-lg border sm:block">
          <Table aria-label={t("coverageTitle")}>
            <TableHeader>
              <TableRow>
                <TableHead>{t("columns.asset")}</TableHead>
                <TableHead className="text-right">{t("columns.liabilities")}</TableHead>
                <TableHead className="text-right">{t("columns.reserves")}</TableHead>
                <TableHead className="text-right">{t("columns.ratio")}</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {POR_ASSETS.map((asset) => (
                <TableRow key={asset}>
                  <TableCell className="font-medium">{asset}</TableCell>
                  <TableCell className="text-right whitespace-nowrap tabular-nums">
                    {formatExactAmount(snapshot.coverage[asset].liabilities, asset)}
                  </TableCell>
                  <TableCell className="text-right whitespace-nowrap tabular-nums">
                    {formatExactAmount(snapshot.coverage[asset].reserves, asset)}
                  </TableCell>
                  <TableCell className="text-right">
                    <CoverageRatio ratio={snapshot.coverage[asset].ratio} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
        {/* On a phone the four columns do not fit: one card per asset. */}
        <ul aria-label={t("coverageTitle")} className="grid gap-2 sm:hidden">
          {POR_ASSETS.map((asset) => (
            <li key={asset} className="rounded-lg border p-3 text-sm">
              <div className="flex items-center justify-between gap-2">
                <span className="font-medium">{asset}</span>
                <CoverageRatio ratio={snapshot.coverage[asset].ratio} />
              </div>
              <dl className="mt-1 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1">
                <dt className="text-muted-foreground">{t("columns.liabilities")}</dt>
                <dd className="text-right tabular-nums break-all">
                  {formatExactAmount(snapshot.coverage[asset].liabilities, asset)}
                </dd>
                <dt className="text-muted-foreground">{t("columns.reserves")}</dt>
                <dd className="text-right tabular-nums break-all">
                  {formatExactAmount(snapshot.coverage[asset].reserves, asset)}
                </dd>
              </dl>
            </li>
          ))}
        </ul>
        <p className="text-xs text-muted-foreground">{t("coverageNote")}</p>
      </div>
      <div className="space-y-2">
        <h3 className="text-base font-semibold">{t("reservesTitle")}</h3>
        <DataTable
          label={t("reservesTitle")}
          columns={columns}
          data={snapshot.reserves}
          isLoading={false}
          state={reservesTable}
          pageSize={RESERVES_PAGE_SIZE}
          noun={t("readingsNoun")}
          empty={<TableEmpty title={t("noReserves")} hint={t("noReservesHint")} />}
          renderCard={(r) => <ReserveCard r={r} />}
          getRowId={(r) => `${r.network}:${r.address}:${r.asset}`}
          rowLabel={(r) => t("readingLabel", { network: r.network, asset: r.asset })}
        />
      </div>
      {mayManage && <SignatureForm key={snapshot.snapshotId} snapshot={snapshot} />}
    </section>
  );
}
