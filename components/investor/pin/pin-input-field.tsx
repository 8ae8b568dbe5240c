import type { UseFormRegisterReturn } from "react-hook-form";
import { fieldA11y, FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";

type Props = { id: string; label: string; error?: string; registration: UseFormRegisterReturn };

/** One 4-digit PIN entry: hidden as typed, a number pad on phones, never offered for autofill. */
export function PinInputField({ id, label, error, registration }: Props) {
  return (
    <FormField id={id} label={label} error={error}>
      <Input
        type="password"
        inputMode="numeric"
        autoComplete="off"
        maxLength={4}
        className="tracking-[0.5em]"
        {...fieldA11y(id, error)}
        {...registration}
      />
    </FormField>
  );
}
