"use client";

import { useRef } from "react";
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
import { useTranslations } from "next-intl";
import { useErrorText } from "@/lib/i18n/use-error-text";
import { useDeleteNotification, type AdminNotification } from "@/lib/hooks/admin/use-admin-notifications";

type Props = {
  notification: AdminNotification | null;
  onClose: () => void;
  onDeleted: (n: AdminNotification) => void;
  onCloseAutoFocus: (event: Event) => void;
};

/** A broadcast reaches every investor's bell, so its deletion is confirmed first. */
export function DeleteNotificationDialog({ notification, onClose, onDeleted, onCloseAutoFocus }: Props) {
  const t = useTranslations("admin.notifications.delete");
  const errorText = useErrorText();
  const remove = useDeleteNotification();
  const sending = useRef(false);
  const busy = remove.isPending;

  const confirm = async () => {
    if (!notification || sending.current) return;
    sending.current = true;
    try {
      await remove.mutateAsync(notification.id);
      toast.success(t("done"));
      onDeleted(notification);
    } catch (err) {
      toast.error(errorText(err, t("failed")));
    } finally {
      sending.current = false;
      onClose();
    }
  };

  const description = t.rich("description", {
    title: notification?.title ?? "",
    b: (c) => <span className="break-words font-medium text-foreground">{c}</span>,
  });

  return (
    <AlertDialog open={notification !== null} onOpenChange={(open) => !open && !busy && onClose()}>
      <AlertDialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <AlertDialogHeader>
          <AlertDialogTitle>{t("title")}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={busy}>{t("cancel")}</AlertDialogCancel>
          <Button variant="destructive" onClick={confirm} disabled={busy}>
            {busy && <ButtonSpinner />}
            {busy ? t("busy") : t("submit")}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
