// Runs one step's schema over the form and puts each field's first message on it. react-hook-form has no
// resolver here: its values hold "" and null where the schemas want an enum and a File.
import type { UseFormReturn } from "react-hook-form";
import { KYC_STEPS, type KycField, type KycFormValues, type KycStepIndex } from "./kyc-steps";

/** The step's first invalid field in screen order, or null when the step is complete. */
export function validateKycStep(form: UseFormReturn<KycFormValues>, step: KycStepIndex): KycField | null {
  const { schema, fields } = KYC_STEPS[step];
  const result = schema.safeParse(form.getValues());
  form.clearErrors(fields);
  if (result.success) return null;

  const messages = new Map<string, string>();
  for (const issue of result.error.issues) {
    const name = String(issue.path[0]);
    if (!messages.has(name)) messages.set(name, issue.message);
  }
  let firstInvalid: KycField | null = null;
  for (const name of fields as readonly KycField[]) {
    const message = messages.get(name);
    if (!message) continue;
    form.setError(name, { type: "validate", message });
    firstInvalid ??= name;
  }
  return firstInvalid ?? fields[0];
}
