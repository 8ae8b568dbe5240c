"use client";
import { useEffect, useRef, useState } from "react";
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
import { FormError } from "@/components/ui/form-error";
import { Button } from "@/components/ui/button";
import { ButtonSpinner } from "@/components/ui/spinner";
import { isMoneyType, TIED_TO } from "@/lib/admin/transaction-kinds";
import type { TransactionType } from "@/lib/enums";
import { errorMessage } from "@/lib/error-message";
import { formatAmount } from "@/lib/format";
import { useDeleteTransaction, type AdminTransactionRow } from "@/lib/hooks/admin/use-admin-transactions";
import { TRANSACTION_TOAST_MS } from "./edit-transaction-dialog";

// The exact text the user sees.
export const DELETE_CONFIRM = "Delete this transaction? This action cannot be undone.";
export const DELETED = "Transaction deleted";
export const DELETE_FAILED = "Failed to delete transaction";

/** What the delete does to the money (lib/admin/delete-transaction.ts). */
function moneyNote(row: AdminTransactionRow): string {
  const amount = formatAmount(row.amount, row.asset);
  if (row.type === "RESET") return `The ${amount} this reset removed is given back to the user's balance.`;
  if (isMoneyType(row.type)) return `The ${amount} it credited is taken back from the user's balance.`;
  return `Only the record is hidden: the money stays with ${TIED_TO[row.type as TransactionType] ?? "its record"}.`;
}

type Props = { row: AdminTransactionRow | null; onClose: () => void; onCloseAutoFocus: (e: Event) => void };

export function DeleteTransactionDialog({ row, onClose, onCloseAutoFocus }: Props) {
  const remove = useDeleteTransaction();
  // isPending arrives a render late; a second click in between must not send twice.
  const sending = useRef(false);
  const busy = remove.isPending;
  const [refusal, setRefusal] = useState<string | null>(null);
  useEffect(() => setRefusal(null), [row]);

  const confirm = async () => {
    if (!row || sending.current) return;
    sending.current = true;
    setRefusal(null);
    try {
      await remove.mutateAsync(row.id);
      toast.success(DELETED, { duration: TRANSACTION_TOAST_MS });
      onClose();
    } catch (err) {
      // The dialog stays open with the reason beside its buttons (funds already spent, ...).
      const message = errorMessage(err, DELETE_FAILED);
      setRefusal(message);
      toast.error(message, { duration: TRANSACTION_TOAST_MS });
    } finally {
      sending.current = false;
    }
  };

  return (
    <AlertDialog open={!!row} onOpenChange={(open) => !open && !busy && onClose()}>
      {row && (
        <AlertDialogContent onCloseAutoFocus={onCloseAutoFocus}>
          <AlertDialogHeader>
            <AlertDialogTitle>Delete transaction #{row.id}</AlertDialogTitle>
            <AlertDialogDescription>{DELETE_CONFIRM}</AlertDialogDescription>
            <p className="text-sm text-muted-foreground">{moneyNote(row)}</p>
          </AlertDialogHeader>
          <FormError id="transaction-delete-error" message={refusal} />
          <AlertDialogFooter>
            <AlertDialogCancel disabled={busy}>Cancel</AlertDialogCancel>
            {/* A plain button: the dialog stays open (and busy) until the server has answered. */}
            <Button
              variant="destructive"
              onClick={confirm}
              disabled={busy}
              aria-busy={busy}
              aria-describedby={refusal ? "transaction-delete-error" : undefined}
            >
              {busy && <ButtonSpinner />}
              {busy ? "Deleting..." : "Delete"}
            </Button>
          </AlertDialogFooter>
        </AlertDialogContent>
      )}
    </AlertDialog>
  );
}
