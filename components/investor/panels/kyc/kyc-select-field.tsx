"use client";
import { Controller, type UseFormReturn } from "react-hook-form";
import { fieldA11y, FormField } from "@/components/ui/form-field";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import type { KycFormValues } from "./kyc-steps";

type Props = {
  form: UseFormReturn<KycFormValues>;
  name: "gender" | "documentType";
  label: string;
  placeholder: string;
  options: readonly { value: string; label: string }[];
};

/** A required choice (gender, document type); the trigger carries the label, error and focus. */
export function KycSelectField({ form, name, label, placeholder, options }: Props) {
  const id = `kyc-${name}`;
  const error = form.formState.errors[name]?.message;
  return (
    <FormField id={id} label={label} error={error}>
      <Controller
        control={form.control}
        name={name}
        render={({ field }) => (
          <Select
            name={field.name}
            value={field.value}
            onValueChange={(value) => {
              form.clearErrors(name);
              field.onChange(value);
            }}
          >
            <SelectTrigger ref={field.ref} onBlur={field.onBlur} aria-required {...fieldA11y(id, error)}>
              <SelectValue placeholder={placeholder} />
            </SelectTrigger>
            <SelectContent>
              {options.map((o) => (
                <SelectItem key={o.value} value={o.value}>
                  {o.label}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        )}
      />
    </FormField>
  );
}
