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
import { useTranslations } from "next-intl";
import { useErrorText } from "@/lib/i18n/use-error-text";
import { isMoneyType, TIED_TO } from "@/lib/admin/transaction-kinds";
import type { TransactionType } from "@/lib/enums";
import { numberFormat } from "@/lib/format";
import { useUpdateTransaction, type AdminTransactionRow } from "@/lib/hooks/admin/use-admin-transactions";
import { updateTransactionSchema, type UpdateTransactionInput } from "@/lib/validation/admin";
import { useTransactionTypeLabel } from "../use-admin-labels";
import {
  TRANSACTION_FORM_FIELDS,
  TransactionFormFields,
  type TransactionFormValues,
} from "./transaction-form-fields";

// The transaction toasts hide after 3 s.
export const TRANSACTION_TOAST_MS = 3000;

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

type T = ReturnType<typeof useTranslations<"admin.transactions">>;

/** What an edit of this type of transaction can do to the money (lib/admin/transaction-kinds.ts). */
function editNote(t: T, type: string, what: string): string {
  if (isMoneyType(type)) return t("edit.noteMoney");
  return t("edit.noteTied", { tiedTo: TIED_TO[type as TransactionType] ? type : "other", type: what });
}

type Props = { row: AdminTransactionRow | null; onClose: () => void; onCloseAutoFocus: (e: Event) => void };

/** Edit dialog. Only the changed fields are sent; the server says which edits it refuses. */
export function EditTransactionDialog({ row, onClose, onCloseAutoFocus }: Props) {
  const t = useTranslations("admin.transactions");
  const errorText = useErrorText();
  const typeLabel = useTransactionTypeLabel();
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
      if (res?.approval) {
        toast.success(t("edit.proposed", { id: res.approval.id }), { duration: TRANSACTION_TOAST_MS });
        onClose();
        return;
      }
      if (!res?.transaction) {
        toast.error(t("edit.invalidResponse"));
        return;
      }
      toast.success(t("edit.done"), { duration: TRANSACTION_TOAST_MS });
      onClose();
    } catch (err) {
      applyServerErrors(err, form.setError, TRANSACTION_FORM_FIELDS);
      const message = errorText(err, t("edit.failed"));
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
            <DialogTitle>{t("edit.title", { id: row.id })}</DialogTitle>
            <DialogDescription>{editNote(t, row.type, typeLabel(row.type))}</DialogDescription>
          </DialogHeader>
          <form onSubmit={onSubmit} noValidate aria-busy={busy} className="grid gap-4">
            <fieldset disabled={busy} className="contents">
              <TransactionFormFields form={form} type={row.type} />
            </fieldset>
            {/* Beside the buttons, where the admin is looking when the answer comes (the form may scroll). */}
            <FormError id="transaction-edit-error" message={refusal} />
            <DialogFooter>
              <Button type="button" variant="outline" onClick={onClose} disabled={busy}>
                {t("cancel")}
              </Button>
              <SubmitButton
                size="default"
                busy={busy}
                busyLabel={t("edit.busy")}
                disabled={busy || !form.formState.isDirty}
                aria-describedby={refusal ? "transaction-edit-error" : undefined}
              >
                {t("edit.save")}
              </SubmitButton>
            </DialogFooter>
          </form>
        </DialogContent>
      )}
    </Dialog>
  );
}
