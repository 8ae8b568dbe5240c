"use client";
import type { HTMLInputTypeAttribute } from "react";
import type { UseFormReturn } from "react-hook-form";
import { fieldA11y, FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import type { KycFormValues, KycTextField as TextFieldName } from "./kyc-steps";

type Props = {
  form: UseFormReturn<KycFormValues>;
  name: TextFieldName;
  label: string;
  type?: HTMLInputTypeAttribute;
  autoComplete?: string;
  inputMode?: "text" | "numeric" | "tel";
  className?: string;
};

/** One labelled text input of the wizard; editing it clears its error. */
export function KycTextField({
  form,
  name,
  label,
  type = "text",
  autoComplete,
  inputMode,
  className,
}: Props) {
  const id = `kyc-${name}`;
  const error = form.formState.errors[name]?.message;
  return (
    <FormField id={id} label={label} error={error} className={className}>
      <Input
        type={type}
        autoComplete={autoComplete}
        inputMode={inputMode}
        required
        aria-required
        {...fieldA11y(id, error)}
        {...form.register(name, { onChange: () => form.clearErrors(name) })}
      />
    </FormField>
  );
}
