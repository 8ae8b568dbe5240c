import { Check, X } from "lucide-react";
import { Button } from "@/components/ui/button";
import { ButtonSpinner } from "@/components/ui/spinner";
import type { AdminWithdrawal } from "@/lib/hooks/admin/use-admin-withdrawals";
import { useDecisions } from "./use-withdrawal-decisions";

/** Enabled only while PENDING, and neither while a decision on this request runs. */
export function WithdrawalActions({ w }: { w: AdminWithdrawal }) {
  const { busy, run } = useDecisions();
  const running = busy.get(w.id);
  const disabled = w.status !== "PENDING" || running !== undefined;
  return (
    <div className="flex gap-2" aria-busy={running !== undefined || undefined}>
      <Button
        size="sm"
        aria-label={`Approve withdrawal ${w.id}`}
        disabled={disabled}
        onClick={() => run(w.id, "approve")}
        className="bg-emerald-700 text-white hover:bg-emerald-800"
      >
        {running === "approve" ? <ButtonSpinner /> : <Check aria-hidden />}
        Approve
      </Button>
      <Button
        size="sm"
        variant="destructive"
        aria-label={`Reject withdrawal ${w.id}`}
        disabled={disabled}
        onClick={() => run(w.id, "reject")}
      >
        {running === "reject" ? <ButtonSpinner /> : <X aria-hidden />}
        Reject
      </Button>
    </div>
  );
}
