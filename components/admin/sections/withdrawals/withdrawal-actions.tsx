import { Check, X } from "lucide-react";
import { useTranslations } from "next-intl";
import { useEffect, useRef } from "react";
import { Button } from "@/components/ui/button";
import { ButtonSpinner } from "@/components/ui/spinner";
import { formatDate } from "@/lib/format";
import type { AdminWithdrawal } from "@/lib/hooks/admin/use-admin-withdrawals";
import { withdrawalStatus } from "@/lib/labels";
import { useWithdrawalStatusLabel } from "./withdrawal-display";
import { useAdminCan } from "../../use-admin-can";
import { useDecisions } from "./use-withdrawal-decisions";

/**
 * Approve and reject while PENDING (neither while a decision on this request runs). A decided request has
 * nothing left to do: its decision and when it was made stand in for buttons that could never be used.
 */
export function WithdrawalActions({ w }: { w: AdminWithdrawal }) {
  const t = useTranslations("admin.withdrawals.actions");
  const statusLabel = useWithdrawalStatusLabel();
  const { busy, run } = useDecisions();
  const running = busy.get(w.id);
  const status = withdrawalStatus(w.status);
  const decidedRef = useRef<HTMLSpanElement>(null);
  const pressed = useRef(false);
  const mayDecide = useAdminCan()("withdrawals.decide");

  // The pressed button goes once the decision lands: if focus fell back to the page (or to the table around
  // this row), it goes to what replaced the button; focus the admin moved elsewhere meanwhile stays there.
  useEffect(() => {
    const decided = decidedRef.current;
    if (!decided || !pressed.current) return;
    pressed.current = false;
    const active = document.activeElement;
    if (!active || active === document.body || active.contains(decided)) decided.focus();
  }, [status]);

  if (status !== "PENDING") {
    return (
      <span
        ref={decidedRef}
        tabIndex={-1}
        className="whitespace-nowrap text-sm text-muted-foreground focus:outline-none"
      >
        {w.decidedAt
          ? t("decidedOn", { status: statusLabel(status), date: formatDate(w.decidedAt) })
          : statusLabel(status)}
      </span>
    );
  }

  // A role that may not decide sees the request waiting, not buttons it cannot use.
  if (!mayDecide) return <span className="text-sm text-muted-foreground">{statusLabel(status)}</span>;

  const decide = (decision: "approve" | "reject") => {
    pressed.current = true;
    run(w.id, decision);
  };
  const disabled = running !== undefined;
  return (
    <div className="flex gap-2" aria-busy={running !== undefined || undefined}>
      <Button
        size="sm"
        aria-label={t("approveLabel", { id: w.id })}
        disabled={disabled}
        onClick={() => decide("approve")}
        className="bg-emerald-700 text-white hover:bg-emerald-800"
      >
        {running === "approve" ? <ButtonSpinner /> : <Check aria-hidden />}
        {t("approve")}
      </Button>
      <Button
        size="sm"
        variant="destructive"
        aria-label={t("rejectLabel", { id: w.id })}
        disabled={disabled}
        onClick={() => decide("reject")}
      >
        {running === "reject" ? <ButtonSpinner /> : <X aria-hidden />}
        {t("reject")}
      </Button>
    </div>
  );
}
