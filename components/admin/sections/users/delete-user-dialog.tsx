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
import { errorMessage } from "@/lib/error-message";
import { useDeleteUser } from "@/lib/hooks/admin/use-admin-users";
import type { UserDialogProps } from "./use-user-dialogs";

// The exact text the user sees.
export const DELETE_FAILED = "Failed to delete user";

/**
 * Delete confirm. The server refuses while money or an active investment remains; its reason
 * ('Reset the balance before deleting the user.') stays in the dialog, which stays open, so the admin
 * reads what to do first.
 */
export function DeleteUserDialog({ user, onClose, onCloseAutoFocus }: UserDialogProps) {
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
      toast.success(res.message);
      close();
    } catch (err) {
      setRefusal(errorMessage(err, DELETE_FAILED));
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
            <AlertDialogTitle className="break-words">Delete {user.name}?</AlertDialogTitle>
            <AlertDialogDescription>
              The account is closed and its sessions end. Its transactions and audit history are kept. A user
              who still holds money or has an active investment cannot be deleted.
            </AlertDialogDescription>
          </AlertDialogHeader>
          {refusal && <Alert variant="error">{refusal}</Alert>}
          <AlertDialogFooter>
            <AlertDialogCancel disabled={busy}>Cancel</AlertDialogCancel>
            <Button variant="destructive" onClick={confirm} disabled={busy} aria-busy={busy || undefined}>
              {busy && <ButtonSpinner />}
              {busy ? "Deleting..." : "Delete User"}
            </Button>
          </AlertDialogFooter>
        </AlertDialogContent>
      )}
    </AlertDialog>
  );
}
