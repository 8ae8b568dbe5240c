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
import { errorMessage } from "@/lib/error-message";
import { useDeleteNotification, type AdminNotification } from "@/lib/hooks/admin/use-admin-notifications";

type Props = {
  notification: AdminNotification | null;
  onClose: () => void;
  onDeleted: (n: AdminNotification) => void;
  onCloseAutoFocus: (event: Event) => void;
};

/** A broadcast reaches every investor's bell, so its deletion is confirmed first. */
export function DeleteNotificationDialog({ notification, onClose, onDeleted, onCloseAutoFocus }: Props) {
  const remove = useDeleteNotification();
  const sending = useRef(false);
  const busy = remove.isPending;

  const confirm = async () => {
    if (!notification || sending.current) return;
    sending.current = true;
    try {
      await remove.mutateAsync(notification.id);
      toast.success("Notification deleted");
      onDeleted(notification);
    } catch (err) {
      toast.error(errorMessage(err, "Failed to delete notification"));
    } finally {
      sending.current = false;
      onClose();
    }
  };

  return (
    <AlertDialog open={notification !== null} onOpenChange={(open) => !open && !busy && onClose()}>
      <AlertDialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete this notification?</AlertDialogTitle>
          <AlertDialogDescription>
            <span className="break-words font-medium text-foreground">{notification?.title}</span> will
            disappear from every investor&apos;s notifications.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={busy}>Cancel</AlertDialogCancel>
          <Button variant="destructive" onClick={confirm} disabled={busy}>
            {busy && <ButtonSpinner />}
            {busy ? "Deleting..." : "Delete"}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
