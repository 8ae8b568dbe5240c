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
import { ButtonSpinner } from "@/components/ui/spinner";
import { useTranslations } from "next-intl";
import { useErrorText } from "@/lib/i18n/use-error-text";
import { useDeleteUser } from "@/lib/hooks/admin/use-admin-users";
import { useServerText } from "../use-admin-labels";
import type { UserDialogProps } from "./use-user-dialogs";

/**
 * Delete confirm. The server refuses while money or an active investment remains; its reason
 * ('Reset the balance before deleting the user.') stays in the dialog, which stays open, so the admin
 * reads what to do first.
 */
export function DeleteUserDialog({ user, onClose, onCloseAutoFocus }: UserDialogProps) {
  const t = useTranslations("admin.users.delete");
  const errorText = useErrorText();
  const serverText = useServerText();
  const remove = useDeleteUser();
  const [refusal, setRefusal] = useState<string | null>(null);
  const sending = useRef(false);
  const busy = remove.isPending;

  const close = () => {
    setRefusal(null);
    onClose();
  };

  const confirm = async () => {
    if (sending.current || !user) return;
    sending.current = true;
    setRefusal(null);
    try {
      const res = await remove.mutateAsync(user.id);
      toast.success(serverText(res.message, t("done")));
      close();
    } catch (err) {
      setRefusal(errorText(err, t("failed")));
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
            <AlertDialogDescription>{t("description")}</AlertDialogDescription>
          </AlertDialogHeader>
          {refusal && <Alert variant="error">{refusal}</Alert>}
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
