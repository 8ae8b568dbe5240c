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
import { FormField, fieldA11y } from "@/components/ui/form-field";
import { ButtonSpinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { useTranslations } from "next-intl";
import { useAdminAccountLock } from "@/lib/hooks/admin/use-admin-account-lock";
import { useErrorText } from "@/lib/i18n/use-error-text";
import { lockReasonSchema } from "@/lib/validation/account-lock";
import { useServerText } from "../use-admin-labels";
import type { UserDialogProps } from "./use-user-dialogs";

/**
 * Lock or unlock an investor's account, with the reason the audit trail keeps: a lock's reason is
 * also what the investor reads; an unlock comes after checking who is asking. The server answers 409 when
 * the account is already in the state asked for.
 */
export function LockAccountDialog({ user, onClose, onCloseAutoFocus }: UserDialogProps) {
  const t = useTranslations("admin.users.lock");
  const errorText = useErrorText();
  const serverText = useServerText();
  const lock = useAdminAccountLock();
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  const sending = useRef(false);
  const busy = lock.isPending;

  const close = () => {
    setReason("");
    setError(undefined);
    setFailure(null);
    onClose();
  };

  const submit = async (action: "lock" | "unlock") => {
    if (sending.current || !user) return;
    const parsed = lockReasonSchema.safeParse({ reason });
    setFailure(null);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return reasonRef.current?.focus();
    }
    sending.current = true;
    try {
      const res = await lock.mutateAsync({ userId: user.id, reason: parsed.data.reason, action });
      toast.success(serverText(res.message, action === "lock" ? t("locked") : t("unlocked")));
      close();
    } catch (err) {
      setFailure(errorText(err, t("failed")));
    } finally {
      sending.current = false;
    }
  };

  return (
    <AlertDialog open={!!user} onOpenChange={(open) => !open && !busy && close()}>
      {user && (
        <AlertDialogContent
          onCloseAutoFocus={onCloseAutoFocus}
          onEscapeKeyDown={(e) => busy && e.preventDefault()}
        >
          <AlertDialogHeader>
            <AlertDialogTitle className="break-words">{t("title", { name: user.name })}</AlertDialogTitle>
            <AlertDialogDescription className="break-words">{t("description")}</AlertDialogDescription>
          </AlertDialogHeader>
          <form
            noValidate
            aria-busy={busy}
            className="grid gap-4"
            onSubmit={(e) => {
              e.preventDefault();
              void submit("lock");
            }}
          >
            <FormField id="lock-account-reason" label={t("reason")} error={error}>
              <Textarea
                ref={reasonRef}
                value={reason}
                maxLength={500}
                disabled={busy}
                onChange={(e) => {
                  setReason(e.target.value);
                  setError(undefined);
                }}
                {...fieldA11y("lock-account-reason", error)}
              />
            </FormField>
            {failure && <Alert variant="error">{failure}</Alert>}
            <AlertDialogFooter>
              <AlertDialogCancel disabled={busy}>{t("cancel")}</AlertDialogCancel>
              <Button type="button" variant="outline" disabled={busy} onClick={() => void submit("unlock")}>
                {t("unlock")}
              </Button>
              <Button type="submit" variant="destructive" disabled={busy} aria-busy={busy || undefined}>
                {busy && <ButtonSpinner />}
                {t("lock")}
              </Button>
            </AlertDialogFooter>
          </form>
        </AlertDialogContent>
      )}
    </AlertDialog>
  );
}
