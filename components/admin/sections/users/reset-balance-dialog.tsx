"use client";

import { useRef, useState } from "react";
import { toast } from "sonner";
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
import { ButtonSpinner } from "@/components/ui/spinner";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { useTranslations } from "next-intl";
import { useErrorText } from "@/lib/i18n/use-error-text";
import { useResetBalance } from "@/lib/hooks/admin/use-admin-users";
import { RESET_NO_USER } from "@/lib/validation/admin";
import { useAdminDashboard } from "@/components/admin/admin-dashboard-context";
import { useValidationText } from "@/lib/i18n/use-error-text";
import { useServerText } from "../use-admin-labels";
import type { UserDialogProps } from "./use-user-dialogs";

/** Reset Balance confirm: every balance of the user (USD and each coin) to zero. */
export function ResetBalanceDialog({ user, onClose, onCloseAutoFocus }: UserDialogProps) {
  const t = useTranslations("admin.users.reset");
  const errorText = useErrorText();
  const serverText = useServerText();
  const validationText = useValidationText();
  const { admin } = useAdminDashboard();
  const reset = useResetBalance();
  const [reason, setReason] = useState("");
  const sending = useRef(false);
  const busy = reset.isPending;

  const close = () => {
    setReason("");
    onClose();
  };

  const confirm = async () => {
    if (sending.current) return;
    // A reset needs a user.
    if (!user) return void toast.error(validationText(RESET_NO_USER) ?? RESET_NO_USER);
    sending.current = true;
    try {
      const res = await reset.mutateAsync({
        userId: user.id,
        reason: reason.trim() || t("defaultReason"),
        adminId: admin.id,
      });
      toast.success(serverText(res.message, t("done")));
      close();
    } catch (err) {
      toast.error(errorText(err, t("failed")));
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
            <AlertDialogTitle>{t("title")}</AlertDialogTitle>
            <AlertDialogDescription className="break-words">
              {t("description", { name: user.name })}
            </AlertDialogDescription>
          </AlertDialogHeader>
          <FormField id="reset-reason" label={t("reason")}>
            <Input
              id="reset-reason"
              value={reason}
              placeholder={t("defaultReason")}
              maxLength={500}
              disabled={busy}
              onChange={(e) => setReason(e.target.value)}
            />
          </FormField>
          <AlertDialogFooter>
            <AlertDialogCancel disabled={busy}>{t("cancel")}</AlertDialogCancel>
            <Button variant="destructive" onClick={confirm} disabled={busy} aria-busy={busy || undefined}>
              {busy && <ButtonSpinner />}
              {busy ? t("busy") : t("submit")}
            </Button>
          </AlertDialogFooter>
        </AlertDialogContent>
      )}
    </AlertDialog>
  );
}
