"use client";
import { createColumnHelper } from "@tanstack/react-table";
import { Check, Undo2, X } from "lucide-react";
import { useTranslations } from "next-intl";
import { createContext, useContext, useMemo } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ButtonSpinner } from "@/components/ui/spinner";
import { formatDateTime, formatUsd } from "@/lib/format";
import type { AdminApproval, ApprovalDecision } from "@/lib/hooks/admin/use-admin-approvals";
import { moneyString } from "@/lib/money/decimal";
import { assetSymbol } from "@/lib/labels";

// Decisions reach the rows through context, so the column definitions stay fixed.
type ApprovalActions = {
  selfId: number;
  mayDecide: boolean;
  busy: { id: number; decision: ApprovalDecision } | null;
  decide: (approval: AdminApproval, decision: ApprovalDecision) => void;
};
const ActionsContext = createContext<ApprovalActions>({
  selfId: 0,
  mayDecide: false,
  busy: null,
  decide: () => {},
});
export const ApprovalActionsProvider = ActionsContext.Provider;

const STATUS_VARIANT = {
  PENDING: "warning",
  APPROVED: "success",
  REJECTED: "danger",
  CANCELLED: "default",
} as const;

function StatusBadge({ status }: { status: AdminApproval["status"] }) {
  const t = useTranslations("admin.approvals.status");
  return <Badge variant={STATUS_VARIANT[status]}>{t(status)}</Badge>;
}

/** The plan a plan proposal is about: its name, or the new plan's. */
function planName(a: AdminApproval): string {
  const p = a.payload as { name?: unknown; plan?: { plan?: unknown } };
  return String(p.name ?? p.plan?.plan ?? "");
}

/** What a transaction edit or deletion would post to the investor's balances, per asset (signed). */
function effectOf(a: AdminApproval): { asset: string; amount: string }[] {
  const effect = (a.payload as { effect?: unknown }).effect;
  return Array.isArray(effect)
    ? effect.filter(
        (e): e is { asset: string; amount: string } =>
          typeof e?.asset === "string" && typeof e?.amount === "string",
      )
    : [];
}

function TransactionEffect({ a }: { a: AdminApproval }) {
  const t = useTranslations("admin.approvals");
  const effect = effectOf(a);
  const lines = effect.map((e) => {
    const amount = moneyString(e.amount);
    return {
      key: e.asset,
      text: `${amount.startsWith("-") ? amount : `+${amount}`} ${assetSymbol(e.asset)}`,
    };
  });
  return (
    <div className="text-sm">
      <div>{t("transaction", { id: String(a.payload.id ?? "") })}</div>
      <div className="text-muted-foreground">{t("effect")}</div>
      <ul className="tabular-nums">
        {lines.map((l) => (
          <li key={l.key}>{l.text}</li>
        ))}
      </ul>
    </div>
  );
}

/** What the proposal would do, in a sentence. */
function What({ a }: { a: AdminApproval }) {
  const t = useTranslations("admin.approvals");
  const asset = a.asset ? assetSymbol(a.asset) : "";
  const amount = a.amount ? `${moneyString(a.amount)} ${asset}` : "";
  return (
    <div className="min-w-0">
      <div className="font-medium">{t("what", { kind: a.kind, id: a.id })}</div>
      {a.kind.startsWith("PLAN_") ? (
        <div className="text-sm break-words">{planName(a)}</div>
      ) : a.kind.startsWith("TRANSACTION_") ? (
        <TransactionEffect a={a} />
      ) : a.kind === "ROLE_CHANGE" ? (
        <div className="text-sm">{t("newRole", { role: String(a.payload.role ?? "") })}</div>
      ) : a.kind === "ADMIN_INVITE" ? (
        <div className="text-sm break-words">
          {t("invitee", {
            name: String(a.payload.name ?? ""),
            email: String(a.payload.email ?? ""),
            role: String(a.payload.role ?? ""),
          })}
        </div>
      ) : (
        amount && (
          <div className="text-sm tabular-nums">
            {amount}
            {a.usdValue && <span className="text-muted-foreground"> ({formatUsd(Number(a.usdValue))})</span>}
          </div>
        )
      )}
      {a.user && <div className="text-xs text-muted-foreground break-all">{a.user.name || a.user.email}</div>}
    </div>
  );
}

function Actions({ a }: { a: AdminApproval }) {
  const t = useTranslations("admin.approvals");
  const { selfId, mayDecide, busy, decide } = useContext(ActionsContext);
  if (a.status !== "PENDING") return null;
  const running = (d: ApprovalDecision) => busy?.id === a.id && busy.decision === d;
  // Computed outside the JSX: only text belongs there.
  const spinning = { cancel: running("cancel"), approve: running("approve"), reject: running("reject") };
  if (a.proposedBy.id === selfId)
    return (
      <Button size="sm" variant="outline" disabled={!!busy} onClick={() => decide(a, "cancel")}>
        {spinning.cancel ? <ButtonSpinner /> : <Undo2 aria-hidden />}
        {t("cancel")}
      </Button>
    );
  if (!mayDecide) return null;
  return (
    <div className="flex flex-wrap gap-2">
      <Button
        size="sm"
        disabled={!!busy}
        aria-label={t("approveLabel", { id: a.id })}
        onClick={() => decide(a, "approve")}
        className="bg-emerald-700 text-white hover:bg-emerald-800"
      >
        {spinning.approve ? <ButtonSpinner /> : <Check aria-hidden />}
        {t("approve")}
      </Button>
      <Button
        size="sm"
        variant="destructive"
        disabled={!!busy}
        aria-label={t("rejectLabel", { id: a.id })}
        onClick={() => decide(a, "reject")}
      >
        {spinning.reject ? <ButtonSpinner /> : <X aria-hidden />}
        {t("reject")}
      </Button>
    </div>
  );
}

function Proposer({ a }: { a: AdminApproval }) {
  return (
    <div className="min-w-0">
      <div className="break-words">{a.proposedBy.name || a.proposedBy.email}</div>
      <time className="text-xs whitespace-nowrap text-muted-foreground" dateTime={a.createdAt}>
        {formatDateTime(a.createdAt)}
      </time>
    </div>
  );
}

const DASH = "—";
const column = createColumnHelper<AdminApproval>();

export function useApprovalColumns() {
  const t = useTranslations("admin.approvals");
  return useMemo(
    () => [
      column.display({ id: "what", header: t("columns.what"), cell: ({ row }) => <What a={row.original} /> }),
      column.accessor("reason", {
        header: t("columns.reason"),
        cell: (c) => <span className="line-clamp-3 break-words">{c.getValue() || DASH}</span>,
        meta: { className: "max-w-64" },
      }),
      column.display({
        id: "proposedBy",
        header: t("columns.proposedBy"),
        cell: ({ row }) => <Proposer a={row.original} />,
      }),
      column.accessor("status", {
        header: t("columns.status"),
        cell: (c) => <StatusBadge status={c.getValue()} />,
      }),
      column.display({
        id: "actions",
        header: t("columns.actions"),
        cell: ({ row }) => <Actions a={row.original} />,
      }),
    ],
    [t],
  );
}

export function ApprovalCard({ approval }: { approval: AdminApproval }) {
  return (
    <div className="grid gap-2 text-sm">
      <div className="flex items-start justify-between gap-2">
        <What a={approval} />
        <StatusBadge status={approval.status} />
      </div>
      {approval.reason && <p className="break-words text-muted-foreground">{approval.reason}</p>}
      <Proposer a={approval} />
      <Actions a={approval} />
    </div>
  );
}
