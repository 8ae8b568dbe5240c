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
import { useTranslations } from "next-intl";
import { useErrorText } from "@/lib/i18n/use-error-text";
import { formatAmount } from "@/lib/format";
import { useDeleteTransaction, type AdminTransactionRow } from "@/lib/hooks/admin/use-admin-transactions";
import { TRANSACTION_TOAST_MS } from "./edit-transaction-dialog";

type T = ReturnType<typeof useTranslations<"admin.transactions">>;

/** What the delete does to the money (lib/admin/delete-transaction.ts). */
function moneyNote(t: T, row: AdminTransactionRow): string {
  const amount = formatAmount(row.amount, row.asset);
  if (row.type === "RESET") return t("delete.noteReset", { amount });
  if (isMoneyType(row.type)) return t("delete.noteMoney", { amount });
  return t("delete.noteRecord", { tiedTo: TIED_TO[row.type as TransactionType] ? row.type : "other" });
}

type Props = { row: AdminTransactionRow | null; onClose: () => void; onCloseAutoFocus: (e: Event) => void };

export function DeleteTransactionDialog({ row, onClose, onCloseAutoFocus }: Props) {
  const t = useTranslations("admin.transactions");
  const errorText = useErrorText();
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
      const res = await remove.mutateAsync(row.id);
      toast.success(res?.approval ? t("delete.proposed", { id: res.approval.id }) : t("delete.done"), {
        duration: TRANSACTION_TOAST_MS,
      });
      onClose();
    } catch (err) {
      // The dialog stays open with the reason beside its buttons (funds already spent, ...).
      const message = errorText(err, t("delete.failed"));
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
            <AlertDialogTitle>{t("delete.title", { id: row.id })}</AlertDialogTitle>
            <AlertDialogDescription>{t("delete.confirm")}</AlertDialogDescription>
            <p className="text-sm text-muted-foreground">{moneyNote(t, row)}</p>
          </AlertDialogHeader>
          <FormError id="transaction-delete-error" message={refusal} />
          <AlertDialogFooter>
            <AlertDialogCancel disabled={busy}>{t("cancel")}</AlertDialogCancel>
            {/* A plain button: the dialog stays open (and busy) until the server has answered. */}
            <Button
              variant="destructive"
              onClick={confirm}
              disabled={busy}
              aria-busy={busy}
              aria-describedby={refusal ? "transaction-delete-error" : undefined}
            >
              {busy && <ButtonSpinner />}
              {busy ? t("delete.busy") : t("delete.button")}
            </Button>
          </AlertDialogFooter>
        </AlertDialogContent>
      )}
    </AlertDialog>
  );
}
