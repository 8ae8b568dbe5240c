"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useRef } from "react";
import { useForm } from "react-hook-form";
import { FlashMessage } from "@/components/ui/flash-message";
import { fieldA11y, FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { SubmitButton } from "@/components/ui/submit-button";
import { applyServerErrors } from "@/lib/forms/apply-server-errors";
import { useSaveAccountSettings } from "@/lib/hooks/use-account-settings";
import { useFlash } from "@/lib/hooks/use-flash";
import { useErrorText } from "@/lib/i18n/use-error-text";
import { transactionPinSchema, type TransactionPinInput } from "@/lib/validation/account";

/** AccountSettings: the Transaction PIN field and Save Settings (POST /api/user/settings). */
export function TransactionPinForm() {
  const t = useTranslations("investor.accountSettings.pin");
  const errorText = useErrorText();
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
      await save.mutateAsync(values);
      form.reset({ transactionPin: "" });
      flash.success(t("saved"));
    } catch (err) {
      applyServerErrors(err, form.setError, ["transactionPin"]);
      flash.error(errorText(err, t("failed")));
    } finally {
      sending.current = false;
    }
  });

  const input = {
    ...fieldA11y("transaction-pin", error, "transaction-pin-hint"),
    ...form.register("transactionPin"),
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-busy={busy} className="grid max-w-md gap-5">
      <FlashMessage flash={flash.flash} />
      <fieldset disabled={busy} className="grid gap-5">
        <FormField id="transaction-pin" label={t("title")} error={error}>
          <Input
            type="password"
            inputMode="numeric"
            autoComplete="off"
            maxLength={4}
            className="tracking-[0.5em]"
            {...input}
          />
          <p id="transaction-pin-hint" className="text-sm text-muted-foreground">
            {t("hint")}
          </p>
        </FormField>
      </fieldset>
      <SubmitButton
        busy={busy}
        busyLabel={t("saving")}
        disabled={busy}
        className="w-full sm:w-auto sm:justify-self-start"
      >
        {t("save")}
      </SubmitButton>
    </form>
  );
}
