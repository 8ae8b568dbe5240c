"use client";

import { useRef, useState } from "react";
import { toast } from "sonner";
import { Alert } from "@/components/ui/alert";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import { FieldError } from "@/components/ui/field-error";
import { fieldA11y, FormField } from "@/components/ui/form-field";
import { ButtonSpinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { useTranslations } from "next-intl";
import { useErrorText } from "@/lib/i18n/use-error-text";
import { useResetTwoFactor } from "@/lib/hooks/admin/use-admin-users";
import { resetTwoFactorSchema } from "@/lib/validation/two-factor";
import { useServerText } from "../use-admin-labels";
import type { UserDialogProps } from "./use-user-dialogs";

type Errors = { reason?: string; verified?: string };

/**
 * Reset Two-Factor confirm: for a user who lost their authenticator and recovery codes. The administrator
 * must have checked who is asking (the checkbox) and say how (the reason, kept in the audit trail). The
 * user's sessions end and they are e-mailed.
 */
export function ResetTwoFactorDialog({ user, onClose, onCloseAutoFocus }: UserDialogProps) {
  const t = useTranslations("admin.users.twoFactor");
  const errorText = useErrorText();
  const serverText = useServerText();
  const reset = useResetTwoFactor();
  const [reason, setReason] = useState("");
  const [verified, setVerified] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  const verifiedRef = useRef<HTMLInputElement>(null);
  const sending = useRef(false);
  const busy = reset.isPending;

  const close = () => {
    setReason("");
    setVerified(false);
    setErrors({});
    setFailure(null);
    onClose();
  };

  const confirm = async () => {
    if (sending.current || !user) return;
    const parsed = resetTwoFactorSchema.safeParse({ reason });
    const found: Errors = {
      reason: parsed.success ? undefined : parsed.error.issues[0]?.message,
      verified: verified ? undefined : t("notConfirmed"),
    };
    setErrors(found);
    setFailure(null);
    // The first field in error takes focus, so its message is read out where the administrator is.
    if (!parsed.success) return reasonRef.current?.focus();
    if (!verified) return verifiedRef.current?.focus();
    sending.current = true;
    try {
      const res = await reset.mutateAsync({ userId: user.id, reason: parsed.data.reason });
      toast.success(serverText(res.message, t("done")));
      close();
    } catch (err) {
      setFailure(errorText(err, t("failed")));
    } finally {
      sending.current = false;
    }
  };

  const a11y = {
    reason: fieldA11y("reset-two-factor-reason", errors.reason),
    verified: fieldA11y("reset-two-factor-verified", errors.verified),
  };

  return (
    <AlertDialog open={!!user} onOpenChange={(open) => !open && !busy && close()}>
      {user && (
        <AlertDialogContent
          onCloseAutoFocus={onCloseAutoFocus}
          onEscapeKeyDown={(e) => busy && e.preventDefault()}
        >
          <AlertDialogHeader>
            <AlertDialogTitle className="break-words">{t("title")}</AlertDialogTitle>
            <AlertDialogDescription className="break-words">
              {t("description", { name: user.name, email: user.email })}
            </AlertDialogDescription>
          </AlertDialogHeader>
          <form
            noValidate
            aria-busy={busy}
            className="grid gap-4"
            onSubmit={(e) => {
              e.preventDefault();
              void confirm();
            }}
          >
            <FormField id="reset-two-factor-reason" label={t("reason")} error={errors.reason}>
              <Textarea
                ref={reasonRef}
                value={reason}
                maxLength={500}
                disabled={busy}
                placeholder={t("reasonPlaceholder")}
                onChange={(e) => {
                  setReason(e.target.value);
                  setErrors((prev) => ({ ...prev, reason: undefined }));
                }}
                {...a11y.reason}
              />
            </FormField>
            <div className="grid gap-2">
              <label className="flex cursor-pointer items-start gap-3 text-sm">
                <input
                  ref={verifiedRef}
                  type="checkbox"
                  className="mt-0.5 size-4 shrink-0 accent-[var(--primary)]"
                  checked={verified}
                  disabled={busy}
                  onChange={(e) => {
                    setVerified(e.target.checked);
                    setErrors((prev) => ({ ...prev, verified: undefined }));
                  }}
                  {...a11y.verified}
                />
                <span>{t("confirmation")}</span>
              </label>
              <FieldError id="reset-two-factor-verified-error" message={errors.verified} />
            </div>
            {failure && <Alert variant="error">{failure}</Alert>}
            <AlertDialogFooter>
              <AlertDialogCancel disabled={busy}>{t("cancel")}</AlertDialogCancel>
              <Button type="submit" variant="destructive" disabled={busy} aria-busy={busy || undefined}>
                {busy && <ButtonSpinner />}
                {busy ? t("busy") : t("submit")}
              </Button>
            </AlertDialogFooter>
          </form>
        </AlertDialogContent>
      )}
    </AlertDialog>
  );
}
