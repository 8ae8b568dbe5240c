"use client";
// Investments (My Investments): summary cards, status filter, the subscriptions table; beyond the
// spec, each subscription's per-day interest statement and a CSV of the whole interest history.
import { Download } from "lucide-react";
import { useTranslations } from "next-intl";
import { useCallback, useMemo, useState } from "react";
import { DataTable, TableEmpty } from "@/components/data-table/data-table";
import { DataTableToolbar, type StatusOption } from "@/components/data-table/data-table-toolbar";
import { useTableUrlState } from "@/components/data-table/use-table-url-state";
import { Button } from "@/components/ui/button";
import { useErrorText } from "@/lib/i18n/use-error-text";
import { interestStatementUrl } from "@/lib/hooks/use-interest";
import { usePositions, type Position } from "@/lib/hooks/use-earn";
import { useReturnFocus } from "@/lib/hooks/use-return-focus";
import { useSubscriptions, type SubscriptionTransaction } from "@/lib/hooks/use-subscriptions";
import { InterestStatementDialog } from "./interest-statement-dialog";
import { InvestmentCard } from "./investment-card";
import {
  PositionsContext,
  investmentColumns,
  planName,
  type OpenRedeem,
  type OpenStatement,
} from "./investment-columns";
import { InvestmentsSummary } from "./investments-summary";
import { RedeemDialog } from "./redeem-dialog";

const STATUSES = ["ACTIVE", "PENDING", "COMPLETED", "EXPIRED"] as const;
const PAGE_SIZE = 10;

export function InvestmentsPanel() {
  const t = useTranslations("investor.investments");
  const status = useTranslations("investor.shell.status");
  const errorText = useErrorText();
  const statusOptions = useMemo<StatusOption[]>(
    () => [
      { value: "ALL", label: status("ALL_STATUS") },
      ...STATUSES.map((s) => ({ value: s, label: status(s) })),
    ],
    [status],
  );
  const subscriptions = useSubscriptions();
  const table = useTableUrlState();
  const [statementFor, setStatementFor] = useState<SubscriptionTransaction | null>(null);
  const focus = useReturnFocus();
  const openStatement = useCallback<OpenStatement>(
    (row, opener) => {
      focus.remember(opener);
      setStatementFor(row);
    },
    [focus],
  );
  // The earn side of each row (kind, asset, renewal, Redeem), from GET /api/subscriptions by id.
  const positions = usePositions();
  const byId = useMemo(() => new Map((positions.data ?? []).map((p) => [p.id, p])), [positions.data]);
  const positionOf = useCallback((row: SubscriptionTransaction) => byId.get(row.id), [byId]);
  const [redeemOf, setRedeemOf] = useState<number | null>(null);
  const openRedeem = useCallback<OpenRedeem>(
    (position, opener) => {
      focus.remember(opener);
      setRedeemOf(position.id);
    },
    [focus],
  );
  const redeemPosition: Position | null = redeemOf === null ? null : (byId.get(redeemOf) ?? null);
  const columns = useMemo(
    () => investmentColumns(openStatement, t, openRedeem),
    [openStatement, t, openRedeem],
  );

  return (
    <PositionsContext.Provider value={byId}>
      <div className="space-y-6">
        <section aria-labelledby="investments-summary">
          <h2 id="investments-summary" className="sr-only">
            {t("summary.heading")}
          </h2>
          <InvestmentsSummary rows={subscriptions.data} failed={subscriptions.isError} />
        </section>
        <section aria-labelledby="investments-list" className="space-y-4">
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
            <h2 id="investments-list" className="text-xl font-semibold">
              {t("title")}
            </h2>
            <Button asChild variant="outline">
              <a href={interestStatementUrl({}, true)} download>
                <Download aria-hidden />
                {t("download")}
              </a>
            </Button>
          </div>
          <DataTableToolbar
            status={{
              value: table.status,
              onChange: table.setStatus,
              options: statusOptions,
              label: t("filterLabel"),
            }}
          />
          <DataTable
            label={t("tableLabel")}
            columns={columns}
            data={subscriptions.data}
            isLoading={subscriptions.isPending}
            error={subscriptions.error}
            errorMessage={errorText(subscriptions.error, t("loadFailed"))}
            onRetry={() => subscriptions.refetch()}
            state={table}
            pageSize={PAGE_SIZE}
            noun={t("noun")}
            rowStatus={(r) => r.status}
            getRowId={(r) => String(r.id)}
            rowLabel={(r) => t("rowLabel", { plan: planName(r, t("unknownPlan")), id: r.id })}
            empty={<TableEmpty title={t("empty")} hint={t("emptyHint")} />}
            renderCard={(row) => (
              <InvestmentCard
                row={row}
                position={positionOf(row)}
                onStatement={openStatement}
                onRedeem={openRedeem}
              />
            )}
          />
        </section>
        <InterestStatementDialog
          subscription={statementFor}
          onClose={() => setStatementFor(null)}
          onCloseAutoFocus={focus.onCloseAutoFocus}
        />
        <RedeemDialog
          position={redeemPosition}
          onClose={() => setRedeemOf(null)}
          onCloseAutoFocus={focus.onCloseAutoFocus}
        />
      </div>
    </PositionsContext.Provider>
  );
}
