"use client";
import { Controller, type UseFormReturn } from "react-hook-form";
import { fieldA11y, FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import type { z } from "zod";
import { ASSETS, TRANSACTION_STATUSES, TRANSACTION_TYPES } from "@/lib/enums";
import { titleCase } from "@/lib/labels";
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
}: {
  form: TransactionForm;
  name: SelectName;
  label: string;
  options: readonly string[];
}) {
  const id = `transaction-${name}`;
  const error = form.formState.errors[name]?.message;
  return (
    <FormField id={id} label={label} error={error}>
      <Controller
        control={form.control}
        name={name}
        render={({ field }) => (
          <Select value={field.value} onValueChange={field.onChange}>
            <SelectTrigger ref={field.ref} onBlur={field.onBlur} {...fieldA11y(id, error)}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {options.map((o) => (
                <SelectItem key={o} value={o}>
                  {titleCase(o)}
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
}: {
  form: TransactionForm;
  name: TextName;
  label: string;
  inputMode?: "decimal" | "tel";
}) {
  const id = `transaction-${name}`;
  const error = form.formState.errors[name]?.message;
  return (
    <FormField id={id} label={label} error={error}>
      <Input inputMode={inputMode} autoComplete="off" {...fieldA11y(id, error)} {...form.register(name)} />
    </FormField>
  );
}

/** PUT /api/transactions/{id}: type, asset, amount, status, details, name, phone, plan, USD value. */
export function TransactionFormFields({ form }: { form: TransactionForm }) {
  const detailsError = form.formState.errors.details?.message;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <ChoiceField form={form} name="type" label="Type" options={TRANSACTION_TYPES} />
      <ChoiceField form={form} name="asset" label="Asset" options={ASSETS} />
      <TextField form={form} name="amount" label="Amount" inputMode="decimal" />
      <ChoiceField form={form} name="status" label="Status" options={TRANSACTION_STATUSES} />
      <TextField form={form} name="name" label="Name" />
      <TextField form={form} name="phone" label="Phone" inputMode="tel" />
      <TextField form={form} name="planName" label="Plan name" />
      <TextField form={form} name="usdEquivalent" label="USD value" inputMode="decimal" />
      <FormField id="transaction-details" label="Details" error={detailsError} className="sm:col-span-2">
        <Textarea
          rows={3}
          {...fieldA11y("transaction-details", detailsError)}
          {...form.register("details")}
        />
      </FormField>
    </div>
  );
}
