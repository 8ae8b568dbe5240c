"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRef } from "react";
import { useForm } from "react-hook-form";
import { FlashMessage } from "@/components/ui/flash-message";
import { fieldA11y, FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { SubmitButton } from "@/components/ui/submit-button";
import { errorMessage } from "@/lib/error-message";
import { applyServerErrors } from "@/lib/forms/apply-server-errors";
import { useSaveAccountSettings } from "@/lib/hooks/use-account-settings";
import { useFlash } from "@/lib/hooks/use-flash";
import { transactionPinSchema, type TransactionPinInput } from "@/lib/validation/account";

// The exact text the user sees.
export const SETTINGS_FAILED = "Failed to save settings";

/** AccountSettings: the Transaction PIN field and Save Settings (POST /api/user/settings). */
export function TransactionPinForm() {
  const save = useSaveAccountSettings();
  const flash = useFlash();
  const form = useForm<TransactionPinInput>({
    resolver: zodResolver(transactionPinSchema),
    defaultValues: { transactionPin: "" },
  });
  const error = form.formState.errors.transactionPin?.message;
  const sending = useRef(false);
  const busy = save.isPending;

  const onSubmit = form.handleSubmit(async (values) => {
    if (sending.current) return;
    sending.current = true;
    flash.clear();
    try {
      const res = await save.mutateAsync(values);
      form.reset({ transactionPin: "" });
      flash.success(res.message);
    } catch (err) {
      applyServerErrors(err, form.setError, ["transactionPin"]);
      flash.error(errorMessage(err, SETTINGS_FAILED));
    } finally {
      sending.current = false;
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-busy={busy} className="grid max-w-md gap-5">
      <FlashMessage flash={flash.flash} />
      <fieldset disabled={busy} className="grid gap-5">
        <FormField id="transaction-pin" label="Transaction PIN" error={error}>
          <Input
            type="password"
            inputMode="numeric"
            autoComplete="off"
            maxLength={4}
            className="tracking-[0.5em]"
            {...fieldA11y("transaction-pin", error, "transaction-pin-hint")}
            {...form.register("transactionPin")}
          />
          <p id="transaction-pin-hint" className="text-sm text-muted-foreground">
            4 digits. Saving replaces any transaction PIN you set before.
          </p>
        </FormField>
      </fieldset>
      <SubmitButton
        busy={busy}
        busyLabel="Saving..."
        disabled={busy}
        className="w-full sm:w-auto sm:justify-self-start"
      >
        Save Settings
      </SubmitButton>
    </form>
  );
}
