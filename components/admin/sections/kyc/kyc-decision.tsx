"use client";

import { Check, X } from "lucide-react";
import { useRef, useState } from "react";
import { useTranslations } from "next-intl";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { fieldA11y, FormField } from "@/components/ui/form-field";
import { ButtonSpinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { isApiError } from "@/lib/api-client";
import { useErrorText } from "@/lib/i18n/use-error-text";
import { formatDateTime } from "@/lib/format";
import { useDecideKyc, type AdminKycSubmission } from "@/lib/hooks/admin/use-admin-kyc";
import { useValidationText } from "@/lib/i18n/use-error-text";
import { KYC_REASON_MAX, KYC_REASON_REQUIRED } from "@/lib/validation/kyc-admin";
import { useServerText } from "../use-admin-labels";

/** Who decided, when and (for a rejection) why. */
function Decided({ submission: s }: { submission: AdminKycSubmission }) {
  const t = useTranslations("admin.kyc.decision");
  return (
    <div className="space-y-1 text-sm">
      <p>
        {t("decided", {
          status: s.status === "APPROVED" ? "APPROVED" : "REJECTED",
          by: s.decidedBy ? "yes" : "no",
          name: s.decidedBy?.name ?? "",
          on: s.decidedAt ? "yes" : "no",
          date: s.decidedAt ? formatDateTime(s.decidedAt) : "",
        })}
      </p>
      {s.reason && (
        <p className="whitespace-pre-wrap break-words text-muted-foreground">
          {t("reason", { reason: s.reason })}
        </p>
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
  const t = useTranslations("admin.kyc.decision");
  const errorText = useErrorText();
  const validationText = useValidationText();
  const serverText = useServerText();
  const decide = useDecideKyc();
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string>();
  const sending = useRef(false);
  const busy = decide.isPending;
  const running = busy ? decide.variables?.decision : undefined;
  const name = s.user.name;

  if (s.status !== "PENDING") return <Decided submission={s} />;

  const reasonA11y = fieldA11y("kyc-reject-reason", error);

  const run = async (decision: "approve" | "reject") => {
    if (sending.current) return;
    if (decision === "reject" && !reason.trim()) return setError(validationText(KYC_REASON_REQUIRED));
    sending.current = true;
    try {
      const res = await decide.mutateAsync(
        decision === "approve" ? { id: s.id, decision } : { id: s.id, decision, reason: reason.trim() },
      );
      toast.success(serverText(res.message, decision === "approve" ? t("approved") : t("rejected")));
      onDecided();
    } catch (err) {
      const field = isApiError(err) ? err.errors?.find((e) => e.path === "reason") : undefined;
      if (field) setError(validationText(field.message));
      else toast.error(errorText(err, decision === "approve" ? t("approveFailed") : t("rejectFailed")));
    } finally {
      sending.current = false;
    }
  };

  return (
    <section className="space-y-3">
      <h3 className="text-sm font-semibold">{t("title")}</h3>
      <FormField id="kyc-reject-reason" label={t("reasonLabel")} error={error}>
        <Textarea
          {...reasonA11y}
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
          aria-label={t("rejectLabel", { name })}
          disabled={busy}
          aria-busy={running === "reject" || undefined}
          onClick={() => run("reject")}
        >
          {running === "reject" ? <ButtonSpinner /> : <X aria-hidden />}
          {t("reject")}
        </Button>
        <Button
          aria-label={t("approveLabel", { name })}
          disabled={busy}
          aria-busy={running === "approve" || undefined}
          onClick={() => run("approve")}
          className="bg-emerald-700 text-white hover:bg-emerald-800"
        >
          {running === "approve" ? <ButtonSpinner /> : <Check aria-hidden />}
          {t("approve")}
        </Button>
      </div>
    </section>
  );
}
