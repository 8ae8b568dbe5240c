"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useMemo, useRef } from "react";
import { useForm, type UseFormRegisterReturn } from "react-hook-form";
import { FlashMessage } from "@/components/ui/flash-message";
import { fieldA11y, FormField } from "@/components/ui/form-field";
import { PasswordInput } from "@/components/ui/password-input";
import { SubmitButton } from "@/components/ui/submit-button";
import { isApiError } from "@/lib/api-client";
import { applyServerErrors } from "@/lib/forms/apply-server-errors";
import { useChangePassword } from "@/lib/hooks/use-change-password";
import { useFlash } from "@/lib/hooks/use-flash";
import { useSessionEnded } from "@/lib/hooks/use-session";
import { useErrorText } from "@/lib/i18n/use-error-text";
import { changePasswordFormSchema, NEW_PASSWORDS_MISMATCH } from "@/lib/validation/auth";

type Values = { currentPassword: string; newPassword: string; confirmPassword: string };
const EMPTY: Values = { currentPassword: "", newPassword: "", confirmPassword: "" };

type Props = {
  /** What a confirmation that differs from the new password says (Settings and Profile word it apart). */
  mismatchMessage?: string;
  /** Where a session the server no longer accepts goes: the sign-in page of the screen's side. */
  loginPath?: string;
};

/** Settings > Security, the Profile panel's Security tab and the admin's Account security: current, new, confirm. */
export function PasswordForm({ mismatchMessage = NEW_PASSWORDS_MISMATCH, loginPath = "/login" }: Props) {
  const t = useTranslations("accountSecurity.password");
  const errorText = useErrorText();
  const change = useChangePassword();
  const sessionEnded = useSessionEnded(loginPath);
  const flash = useFlash();
  const schema = useMemo(() => changePasswordFormSchema(mismatchMessage), [mismatchMessage]);
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: EMPTY });
  const { errors } = form.formState;
  const sending = useRef(false);
  const busy = change.isPending;

  const onSubmit = form.handleSubmit(async ({ currentPassword, newPassword }) => {
    if (sending.current) return;
    sending.current = true;
    flash.clear();
    try {
      await change.mutateAsync({ currentPassword, newPassword });
      form.reset(EMPTY);
      flash.success(t("changed"));
    } catch (err) {
      // 401: this session had already ended (another change or a reset won the race); nothing changed.
      if (isApiError(err, 401)) return sessionEnded();
      applyServerErrors(err, form.setError, ["currentPassword", "newPassword"]);
      flash.error(errorText(err, t("failed")));
    } finally {
      sending.current = false;
    }
  });

  const field = (id: string, label: string, autoComplete: string, reg: UseFormRegisterReturn) => {
    const error = errors[reg.name as keyof Values]?.message;
    return (
      <FormField id={id} label={label} error={error}>
        <PasswordInput autoComplete={autoComplete} {...fieldA11y(id, error)} {...reg} />
      </FormField>
    );
  };

  const current = field(
    "password-current",
    t("current"),
    "current-password",
    form.register("currentPassword"),
  );
  const next = field("password-new", t("new"), "new-password", form.register("newPassword"));
  const confirm = field("password-confirm", t("confirm"), "new-password", form.register("confirmPassword"));

  return (
    <form onSubmit={onSubmit} noValidate aria-busy={busy} className="grid gap-5">
      <FlashMessage flash={flash.flash} />
      <fieldset disabled={busy} className="grid gap-5">
        {current}
        <div className="grid gap-5 sm:grid-cols-2">
          {next}
          {confirm}
        </div>
      </fieldset>
      <p className="text-sm text-muted-foreground">{t("hint")}</p>
      <SubmitButton
        busy={busy}
        busyLabel={t("changing")}
        disabled={busy}
        className="w-full sm:w-auto sm:justify-self-start"
      >
        {t("submit")}
      </SubmitButton>
    </form>
  );
}
