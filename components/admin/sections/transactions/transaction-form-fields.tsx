"use client";
import { Controller, type UseFormReturn } from "react-hook-form";
import { fieldA11y, FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import type { z } from "zod";
import { CREDIT_TYPES, isCreditType, isMoneyType } from "@/lib/admin/transaction-kinds";
import { ASSETS, COINS, TRANSACTION_STATUSES } from "@/lib/enums";
import { useTranslations } from "next-intl";
import { useAssetLabel, useStatusLabel, useTransactionTypeLabel } from "../use-admin-labels";
import type { UpdateTransactionInput, updateTransactionSchema } from "@/lib/validation/admin";

/** The edit form's values as typed: the shared schema's input, which it turns into the PUT body. */
export type TransactionFormValues = z.input<typeof updateTransactionSchema>;
export const TRANSACTION_FORM_FIELDS = [
  "type",
  "asset",
  "amount",
  "status",
  "details",
  "name",
  "phone",
  "planName",
  "usdEquivalent",
] as const satisfies readonly (keyof TransactionFormValues)[];

export type TransactionForm = UseFormReturn<TransactionFormValues, unknown, UpdateTransactionInput>;
type SelectName = "type" | "asset" | "status";
type TextName = "amount" | "name" | "phone" | "planName" | "usdEquivalent";

function ChoiceField({
  form,
  name,
  label,
  options,
  disabled,
}: {
  form: TransactionForm;
  name: SelectName;
  label: string;
  options: readonly string[];
  disabled?: boolean;
}) {
  const id = `transaction-${name}`;
  const assetName = useAssetLabel();
  const typeLabel = useTransactionTypeLabel();
  const statusLabel = useStatusLabel();
  const optionLabel = name === "asset" ? assetName : name === "type" ? typeLabel : statusLabel;
  const error = form.formState.errors[name]?.message;
  return (
    <FormField id={id} label={label} error={error}>
      <Controller
        control={form.control}
        name={name}
        render={({ field }) => (
          <Select value={field.value} onValueChange={field.onChange} disabled={disabled}>
            <SelectTrigger ref={field.ref} onBlur={field.onBlur} {...fieldA11y(id, error)}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {options.map((o) => (
                <SelectItem key={o} value={o}>
                  {optionLabel(o)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        )}
      />
    </FormField>
  );
}

function TextField({
  form,
  name,
  label,
  inputMode,
  disabled,
}: {
  form: TransactionForm;
  name: TextName;
  label: string;
  inputMode?: "decimal" | "tel";
  disabled?: boolean;
}) {
  const id = `transaction-${name}`;
  const error = form.formState.errors[name]?.message;
  return (
    <FormField id={id} label={label} error={error}>
      <Input
        inputMode={inputMode}
        autoComplete="off"
        disabled={disabled}
        {...fieldA11y(id, error)}
        {...form.register(name)}
      />
    </FormField>
  );
}

/** The money fields' choices for a transaction of `type`: what the server accepts (transaction-kinds.ts). */
export function moneyChoices(type: string): {
  types: readonly string[];
  assets: readonly string[];
  locked: boolean;
} {
  if (isCreditType(type)) return { types: CREDIT_TYPES, assets: COINS, locked: false };
  if (isMoneyType(type)) return { types: [type], assets: ASSETS, locked: false };
  return { types: [type], assets: ASSETS, locked: true };
}

/**
 * PUT /api/transactions/{id}: type, asset, amount, status, details, name, phone, plan, USD value. The
 * money fields are offered only where the server can move the money (`moneyChoices`).
 */
export function TransactionFormFields({ form, type }: { form: TransactionForm; type: string }) {
  const t = useTranslations("admin.transactions.form");
  const detailsError = form.formState.errors.details?.message;
  const detailsA11y = fieldA11y("transaction-details", detailsError);
  const detailsField = form.register("details");
  const money = moneyChoices(type);
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <ChoiceField
        form={form}
        name="type"
        label={t("type")}
        options={money.types}
        disabled={money.locked || money.types.length === 1}
      />
      <ChoiceField
        form={form}
        name="asset"
        label={t("asset")}
        options={money.assets}
        disabled={money.locked}
      />
      <TextField form={form} name="amount" label={t("amount")} inputMode="decimal" disabled={money.locked} />
      <ChoiceField form={form} name="status" label={t("status")} options={TRANSACTION_STATUSES} />
      <TextField form={form} name="name" label={t("name")} />
      <TextField form={form} name="phone" label={t("phone")} inputMode="tel" />
      <TextField form={form} name="planName" label={t("planName")} />
      <TextField form={form} name="usdEquivalent" label={t("usdValue")} inputMode="decimal" />
      <FormField id="transaction-details" label={t("details")} error={detailsError} className="sm:col-span-2">
        <Textarea rows={3} {...detailsA11y} {...detailsField} />
      </FormField>
    </div>
  );
}
