"use client";

import { Check, X } from "lucide-react";
import { useRef, useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { fieldA11y, FormField } from "@/components/ui/form-field";
import { ButtonSpinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { isApiError } from "@/lib/api-client";
import { errorMessage } from "@/lib/error-message";
import { formatDateTime } from "@/lib/format";
import { useDecideKyc, type AdminKycSubmission } from "@/lib/hooks/admin/use-admin-kyc";
import { KYC_REASON_MAX, KYC_REASON_REQUIRED } from "@/lib/validation/kyc-admin";

export const DECISION_FAILED = {
  approve: "Failed to approve verification. Please try again.",
  reject: "Failed to reject verification. Please try again.",
};

/** Who decided, when and (for a rejection) why. */
function Decided({ submission: s }: { submission: AdminKycSubmission }) {
  const verb = s.status === "APPROVED" ? "Approved" : "Rejected";
  return (
    <div className="space-y-1 text-sm">
      <p>
        {verb}
        {s.decidedBy ? ` by ${s.decidedBy.name}` : ""}
        {s.decidedAt ? ` on ${formatDateTime(s.decidedAt)}` : ""}.
      </p>
      {s.reason && (
        <p className="whitespace-pre-wrap break-words text-muted-foreground">Reason: {s.reason}</p>
      )}
    </div>
  );
}

/** Approve, or reject with a reason the investor will read. Once per submission: the server refuses more. */
export function KycDecision({
  submission: s,
  onDecided,
}: {
  submission: AdminKycSubmission;
  onDecided: () => void;
}) {
  const decide = useDecideKyc();
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string>();
  const sending = useRef(false);
  const busy = decide.isPending;
  const running = busy ? decide.variables?.decision : undefined;
  const name = s.user.name;

  if (s.status !== "PENDING") return <Decided submission={s} />;

  const run = async (decision: "approve" | "reject") => {
    if (sending.current) return;
    if (decision === "reject" && !reason.trim()) return setError(KYC_REASON_REQUIRED);
    sending.current = true;
    try {
      const res = await decide.mutateAsync(
        decision === "approve" ? { id: s.id, decision } : { id: s.id, decision, reason: reason.trim() },
      );
      toast.success(res.message);
      onDecided();
    } catch (err) {
      const field = isApiError(err) ? err.errors?.find((e) => e.path === "reason") : undefined;
      if (field) setError(field.message);
      else toast.error(errorMessage(err, DECISION_FAILED[decision]));
    } finally {
      sending.current = false;
    }
  };

  return (
    <section className="space-y-3">
      <h3 className="text-sm font-semibold">Decision</h3>
      <FormField id="kyc-reject-reason" label="Reason for rejection (shown to the investor)" error={error}>
        <Textarea
          {...fieldA11y("kyc-reject-reason", error)}
          value={reason}
          maxLength={KYC_REASON_MAX}
          disabled={busy}
          onChange={(e) => {
            setReason(e.target.value);
            setError(undefined);
          }}
        />
      </FormField>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button
          variant="destructive"
          aria-label={`Reject verification of ${name}`}
          disabled={busy}
          aria-busy={running === "reject" || undefined}
          onClick={() => run("reject")}
        >
          {running === "reject" ? <ButtonSpinner /> : <X aria-hidden />}
          Reject
        </Button>
        <Button
          aria-label={`Approve verification of ${name}`}
          disabled={busy}
          aria-busy={running === "approve" || undefined}
          onClick={() => run("approve")}
          className="bg-emerald-700 text-white hover:bg-emerald-800"
        >
          {running === "approve" ? <ButtonSpinner /> : <Check aria-hidden />}
          Approve
        </Button>
      </div>
    </section>
  );
}
