"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useForm, type UseFormRegisterReturn } from "react-hook-form";
import { toast } from "sonner";
import { Alert } from "@/components/ui/alert";
import { fieldA11y, FormField, withEditHook } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { PasswordInput } from "@/components/ui/password-input";
import { SubmitButton } from "@/components/ui/submit-button";
import { apiFetch } from "@/lib/api-client";
import { sessionKeys } from "@/lib/hooks/use-session";
import { replacePage } from "@/lib/replace-page";
import { PasskeySignInButton } from "./passkey-sign-in-button";
import { signinSchema } from "@/lib/validation/auth";
import { describeAuthFailure, useAuthFailureTexts } from "./auth-failure";
import { isTwoFactorChallenge, TwoFactorStep } from "./two-factor-step";

const FIELDS = ["email", "password"] as const;

// Admin login (success toast, then /admin/dashboard) and its error texts.
/** `returnTo`: where the sign-in goes (a checked back-office address the visitor asked for), else the home. */
export function AdminLoginForm({ returnTo = "/admin/dashboard" }: { returnTo?: string } = {}) {
  const t = useTranslations("auth");
  const failureTexts = useAuthFailureTexts();
  const queryClient = useQueryClient();
  const form = useForm({ resolver: zodResolver(signinSchema), defaultValues: { email: "", password: "" } });
  const { errors } = form.formState;
  const [general, setGeneral] = useState<string | null>(null);
  const [status, setStatus] = useState<"idle" | "submitting" | "success">("idle");
  const busy = status !== "idle";
  // Set when the password was right but the account asks for a two-factor code next.
  const [challenge, setChallenge] = useState<string | null>(null);

  const withClearOnEdit = (reg: UseFormRegisterReturn<(typeof FIELDS)[number]>) =>
    withEditHook(reg, (name) => {
      form.clearErrors(name);
      setGeneral(null);
    });

  const signedIn = () => {
    queryClient.removeQueries({ queryKey: sessionKeys.user });
    setStatus("success");
    toast.success(t("admin.success"));
    // Replaced, so Back from the dashboard never shows this form to the signed-in administrator.
    replacePage(returnTo);
  };

  const onSubmit = form.handleSubmit(async (values) => {
    setStatus("submitting");
    setGeneral(null);
    try {
      const res = await apiFetch<unknown>("/api/auth/admin/login", { method: "POST", body: values });
      if (isTwoFactorChallenge(res)) {
        setStatus("idle");
        setChallenge(res.challenge);
        return;
      }
      signedIn();
    } catch (err) {
      setStatus("idle");
      const failure = describeAuthFailure(err, {
        fields: FIELDS,
        statuses: [400, 401, 403, 404],
        fallback: t("login.failed"),
        texts: failureTexts,
      });
      for (const e of failure.fieldErrors) form.setError(e.path, { message: e.message });
      // With an errors list, its first message is the toast.
      const toastText = failure.fieldErrors[0]?.message ?? failure.message;
      if (failure.fieldErrors.length === 0) setGeneral(failure.message);
      toast.error(toastText);
    }
  });

  if (challenge)
    return (
      <TwoFactorStep<unknown>
        idPrefix="admin-login"
        challenge={challenge}
        onSignedIn={signedIn}
        onRestart={(message) => {
          setChallenge(null);
          if (message) {
            setGeneral(message);
            toast.error(message);
          }
          // After the password form is back on screen.
          setTimeout(() => form.setFocus("password"));
        }}
      />
    );

  // Built outside the JSX: only text belongs there.
  const inputs = {
    email: { ...fieldA11y("admin-email", errors.email?.message), ...withClearOnEdit(form.register("email")) },
    password: {
      ...fieldA11y("admin-password", errors.password?.message),
      ...withClearOnEdit(form.register("password")),
    },
  };

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="grid gap-5" aria-busy={busy}>
      {general && <Alert variant="error">{general}</Alert>}
      <fieldset disabled={busy} className="grid gap-5">
        <FormField id="admin-email" label={t("fields.email")} error={errors.email?.message}>
          <Input
            type="email"
            autoComplete="username"
            placeholder={t("admin.emailPlaceholder")}
            {...inputs.email}
          />
        </FormField>
        <FormField id="admin-password" label={t("fields.password")} error={errors.password?.message}>
          <PasswordInput autoComplete="current-password" {...inputs.password} />
        </FormField>
        <SubmitButton busy={busy} busyLabel={t("login.submitting")} className="w-full">
          {t("admin.submit")}
        </SubmitButton>
      </fieldset>
      <PasskeySignInButton onSignedIn={signedIn} />
    </form>
  );
}
