"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { FormError } from "@/components/ui/form-error";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { SubmitButton } from "@/components/ui/submit-button";
import { applyServerErrors } from "@/lib/forms/apply-server-errors";
import { errorMessage } from "@/lib/error-message";
import { isMoneyType, TIED_TO } from "@/lib/admin/transaction-kinds";
import type { TransactionType } from "@/lib/enums";
import { numberFormat } from "@/lib/format";
import { useUpdateTransaction, type AdminTransactionRow } from "@/lib/hooks/admin/use-admin-transactions";
import { transactionTypeLabel } from "@/lib/labels";
import { updateTransactionSchema, type UpdateTransactionInput } from "@/lib/validation/admin";
import {
  TRANSACTION_FORM_FIELDS,
  TransactionFormFields,
  type TransactionFormValues,
} from "./transaction-form-fields";

// The transaction toasts hide after 3 s.
export const TRANSACTION_TOAST_MS = 3000;
export const UPDATED = "Transaction updated successfully";
export const UPDATE_FAILED = "Failed to update transaction";
export const INVALID_RESPONSE = "Invalid response from server";

// Display numbers back to plain decimals (never "1e-8", which the amount rule refuses).
const plain = (n: number | null | undefined) =>
  n === null || n === undefined
    ? ""
    : numberFormat({ useGrouping: false, maximumFractionDigits: 8 }).format(n);

function valuesOf(row: AdminTransactionRow): TransactionFormValues {
  return {
    type: row.type,
    asset: row.asset,
    amount: plain(row.amount),
    status: row.status,
    details: row.details ?? "",
    name: row.name ?? "",
    phone: row.phone ?? "",
    planName: row.planName ?? "",
    usdEquivalent: plain(row.usdEquivalent),
  };
}

/** What an edit of this type of transaction can do to the money (lib/admin/transaction-kinds.ts). */
function editNote(type: string): string {
  if (isMoneyType(type))
    return "A change of amount or asset is posted to the user's balance through the ledger.";
  const what = transactionTypeLabel(type).toLowerCase();
  return `The amount, asset and type of a ${what} are tied to ${TIED_TO[type as TransactionType] ?? "another record"}: here only its status, names and details can change.`;
}

type Props = { row: AdminTransactionRow | null; onClose: () => void; onCloseAutoFocus: (e: Event) => void };

/** Edit dialog. Only the changed fields are sent; the server says which edits it refuses. */
export function EditTransactionDialog({ row, onClose, onCloseAutoFocus }: Props) {
  const update = useUpdateTransaction();
  const form = useForm<TransactionFormValues, unknown, UpdateTransactionInput>({
    resolver: zodResolver(updateTransactionSchema),
  });
  const [refusal, setRefusal] = useState<string | null>(null);
  // isPending arrives a render late; a second click in between must not send twice.
  const sending = useRef(false);
  const busy = update.isPending;

  useEffect(() => {
    if (row) form.reset(valuesOf(row));
    setRefusal(null);
  }, [row, form]);

  // A CREDIT_<COIN> is in that coin: choosing the type chooses the asset.
  const type = form.watch("type");
  useEffect(() => {
    // Only the admin's choice: a reset to a row's own values leaves its asset alone.
    if (!type?.startsWith("CREDIT_") || !form.getFieldState("type").isDirty) return;
    const coin = type.slice("CREDIT_".length) as TransactionFormValues["asset"];
    if (form.getValues("asset") !== coin) form.setValue("asset", coin, { shouldDirty: true });
  }, [type, form]);

  const onSubmit = form.handleSubmit(async (parsed) => {
    if (!row || typeof row.id !== "number" || sending.current) return;
    const dirty = form.formState.dirtyFields;
    const changes = Object.fromEntries(
      Object.entries(parsed).filter(([key]) => dirty[key as keyof TransactionFormValues]),
    ) as Partial<UpdateTransactionInput>;
    sending.current = true;
    setRefusal(null);
    try {
      const res = await update.mutateAsync({ id: row.id, changes });
      if (!res?.transaction) {
        toast.error(INVALID_RESPONSE);
        return;
      }
      toast.success(UPDATED, { duration: TRANSACTION_TOAST_MS });
      onClose();
    } catch (err) {
      applyServerErrors(err, form.setError, TRANSACTION_FORM_FIELDS);
      const message = errorMessage(err, UPDATE_FAILED);
      setRefusal(message);
      toast.error(message, { duration: TRANSACTION_TOAST_MS });
    } finally {
      sending.current = false;
    }
  });

  return (
    <Dialog open={!!row} onOpenChange={(open) => !open && !busy && onClose()}>
      {row && (
        <DialogContent className="max-w-2xl" hideClose={busy} onCloseAutoFocus={onCloseAutoFocus}>
          <DialogHeader>
            <DialogTitle>Edit transaction #{row.id}</DialogTitle>
            <DialogDescription>{editNote(row.type)}</DialogDescription>
          </DialogHeader>
          <form onSubmit={onSubmit} noValidate aria-busy={busy} className="grid gap-4">
            <fieldset disabled={busy} className="contents">
              <TransactionFormFields form={form} type={row.type} />
            </fieldset>
            {/* Beside the buttons, where the admin is looking when the answer comes (the form may scroll). */}
            <FormError id="transaction-edit-error" message={refusal} />
            <DialogFooter>
              <Button type="button" variant="outline" onClick={onClose} disabled={busy}>
                Cancel
              </Button>
              <SubmitButton
                size="default"
                busy={busy}
                busyLabel="Saving..."
                disabled={busy || !form.formState.isDirty}
                aria-describedby={refusal ? "transaction-edit-error" : undefined}
              >
                Save changes
              </SubmitButton>
            </DialogFooter>
          </form>
        </DialogContent>
      )}
    </Dialog>
  );
}
