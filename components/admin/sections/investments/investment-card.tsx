"use client";
import type { AdminInvestment } from "@/lib/hooks/admin/use-admin-investments";
import { formatDate } from "@/lib/format";
import { InvestmentName, InvestmentUser, amountRange, invested, rate, returns } from "./investment-columns";

/** One investment on a phone: the table's columns stacked. */
export function InvestmentCard({ row }: { row: AdminInvestment }) {
  return (
    <div className="space-y-3 text-sm">
      <InvestmentName row={row} />
      <InvestmentUser row={row} />
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 tabular-nums">
        <dt className="text-muted-foreground">Amount Range</dt>
        <dd className="text-right">{amountRange(row)}</dd>
        <dt className="sr-only">Invested</dt>
        <dd className="col-span-2 text-right text-muted-foreground">{invested(row)}</dd>
        <dt className="text-muted-foreground">Performance</dt>
        <dd className="text-right">
          {rate(row)}, {returns(row)}
        </dd>
        <dt className="text-muted-foreground">Created</dt>
        <dd className="text-right">{formatDate(row.createdAt)}</dd>
      </dl>
    </div>
  );
}
