"use client";
import type { ColumnDef } from "@tanstack/react-table";
import { Badge } from "@/components/ui/badge";
import type { AdminInvestment } from "@/lib/hooks/admin/use-admin-investments";
import { formatDate, formatPercent, formatUsd } from "@/lib/format";
import { statusTone, titleCase } from "@/lib/labels";

export const UNKNOWN_PLAN = "Unknown Plan";
const dash = (value: unknown, format: (v: number | string) => string) =>
  value === null || value === undefined ? "—" : format(value as number | string);

/** Investment with its ID (and status). */
export function InvestmentName({ row }: { row: AdminInvestment }) {
  return (
    <div className="space-y-1">
      <div className="font-medium">{row.plan || UNKNOWN_PLAN}</div>
      <div className="flex items-center gap-2 text-xs text-muted-foreground">
        <span className="tabular-nums">ID #{row.id}</span>
        <Badge variant={statusTone(row.status)}>{titleCase(row.status)}</Badge>
      </div>
    </div>
  );
}

/** The investor (user-supplied name and e-mail: text only). */
export function InvestmentUser({ row }: { row: AdminInvestment }) {
  if (!row.user) return <span className="text-muted-foreground">—</span>;
  return (
    <div className="min-w-0">
      <div className="truncate font-medium" title={row.user.name}>
        {row.user.name}
      </div>
      {/* One line, cut with an ellipsis (the whole address on hover). */}
      <div className="truncate text-xs text-muted-foreground" title={row.user.email}>
        {row.user.email}
      </div>
    </div>
  );
}

export const amountRange = (row: AdminInvestment) =>
  `${dash(row.minimumAmount, formatUsd)} – ${dash(row.maximumAmount, formatUsd)}`;
export const invested = (row: AdminInvestment) => `Invested: ${formatUsd(row.amount)}`;
export const rate = (row: AdminInvestment) => `${dash(row.interestRate, formatPercent)} rate`;
export const returns = (row: AdminInvestment) => `${dash(row.totalReturn, formatPercent)} returns`;

// Investment with ID, User, Amount Range with invested amount, Performance with rate and
// returns, Created.
export const investmentColumns: ColumnDef<AdminInvestment>[] = [
  { id: "investment", header: "Investment", cell: ({ row }) => <InvestmentName row={row.original} /> },
  {
    id: "user",
    header: "User",
    meta: { className: "max-w-52" },
    cell: ({ row }) => <InvestmentUser row={row.original} />,
  },
  {
    id: "range",
    header: "Amount Range",
    meta: { align: "right", className: "whitespace-nowrap" },
    cell: ({ row }) => (
      <div>
        <div>{amountRange(row.original)}</div>
        <div className="text-xs text-muted-foreground">{invested(row.original)}</div>
      </div>
    ),
  },
  {
    id: "performance",
    header: "Performance",
    meta: { align: "right", className: "whitespace-nowrap" },
    cell: ({ row }) => (
      <div>
        <div>{rate(row.original)}</div>
        <div className="text-xs text-muted-foreground">{returns(row.original)}</div>
      </div>
    ),
  },
  {
    id: "created",
    header: "Created",
    meta: { className: "whitespace-nowrap" },
    cell: ({ row }) => formatDate(row.original.createdAt),
  },
];
