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
import { useDeleteTransaction, type AdminTransactionRow } from "@/lib/hooks/admin/use-admin-transactions";
import { TRANSACTION_TOAST_MS } from "./edit-transaction-dialog";

// The exact text the user sees.
export const DELETE_CONFIRM = "Delete this transaction? This action cannot be undone.";
export const DELETED = "Transaction deleted";
export const DELETE_FAILED = "Failed to delete transaction";

type Props = { row: AdminTransactionRow | null; onClose: () => void; onCloseAutoFocus: (e: Event) => void };

export function DeleteTransactionDialog({ row, onClose, onCloseAutoFocus }: Props) {
  const remove = useDeleteTransaction();
  const sending = useRef(false);
  const busy = remove.isPending;

  const confirm = async () => {
    if (!row || typeof row.id !== "number" || sending.current) return;
    sending.current = true;
    try {
      await remove.mutateAsync(row.id);
      toast.success(DELETED, { duration: TRANSACTION_TOAST_MS });
    } catch (err) {
      toast.error(errorMessage(err, DELETE_FAILED), { duration: TRANSACTION_TOAST_MS });
    } finally {
      sending.current = false;
      onClose();
    }
  };

  return (
    <AlertDialog open={!!row} onOpenChange={(open) => !open && !busy && onClose()}>
      {row && (
        <AlertDialogContent onCloseAutoFocus={onCloseAutoFocus}>
          <AlertDialogHeader>
            <AlertDialogTitle>Delete transaction #{row.id}</AlertDialogTitle>
            <AlertDialogDescription>{DELETE_CONFIRM}</AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel disabled={busy}>Cancel</AlertDialogCancel>
            {/* A plain button: the dialog stays open (and busy) until the server has answered. */}
            <Button variant="destructive" onClick={confirm} disabled={busy} aria-busy={busy}>
              {busy && <ButtonSpinner />}
              {busy ? "Deleting..." : "Delete"}
            </Button>
          </AlertDialogFooter>
        </AlertDialogContent>
      )}
    </AlertDialog>
  );
}
