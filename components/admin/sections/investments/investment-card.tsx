"use client";
import { useTranslations } from "next-intl";
import type { AdminInvestment } from "@/lib/hooks/admin/use-admin-investments";
import { formatDate } from "@/lib/format";
import {
  InvestmentEarn,
  InvestmentEarnings,
  InvestmentName,
  InvestmentUser,
  amountRange,
  invested,
  rate,
  returns,
} from "./investment-columns";

/** One investment on a phone: the table's columns stacked. */
export function InvestmentCard({ row }: { row: AdminInvestment }) {
  const t = useTranslations("admin.investments");
  return (
    <div className="space-y-3 text-sm">
      <InvestmentName row={row} />
      <InvestmentUser row={row} />
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 tabular-nums">
        <dt className="text-muted-foreground">{t("columns.earn")}</dt>
        <dd className="text-right">
          <InvestmentEarn row={row} />
        </dd>
        <dt className="text-muted-foreground">{t("columns.range")}</dt>
        <dd className="text-right">{amountRange(t, row)}</dd>
        <dt className="sr-only">{t("investedLabel")}</dt>
        <dd className="col-span-2 text-right text-muted-foreground">{invested(t, row)}</dd>
        <dt className="text-muted-foreground">{t("columns.performance")}</dt>
        <dd className="text-right">{t("performance", { rate: rate(t, row), returns: returns(t, row) })}</dd>
        <dt className="text-muted-foreground">{t("columns.earnings")}</dt>
        <dd className="text-right">
          <InvestmentEarnings row={row} />
        </dd>
        <dt className="text-muted-foreground">{t("columns.created")}</dt>
        <dd className="text-right">{formatDate(row.createdAt)}</dd>
      </dl>
    </div>
  );
}
