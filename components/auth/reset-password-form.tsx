"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm, type UseFormRegisterReturn } from "react-hook-form";
import { toast } from "sonner";
import { Alert } from "@/components/ui/alert";
import { fieldA11y, FormField, withEditHook } from "@/components/ui/form-field";
import { PasswordInput } from "@/components/ui/password-input";
import { SubmitButton } from "@/components/ui/submit-button";
import { apiFetch, NetworkError } from "@/lib/api-client";
import { useErrorText } from "@/lib/i18n/use-error-text";
import { resetPasswordFormSchema } from "@/lib/validation/auth";

// "Reset password" (success -> login after 2 s) and its messages.
export function ResetPasswordForm({ token }: { token: string }) {
  const t = useTranslations("auth");
  const errorText = useErrorText();
  const router = useRouter();
  const form = useForm({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { password: "", confirmPassword: "" },
  });
  const { errors } = form.formState;
  const [status, setStatus] = useState<"idle" | "submitting" | "success">("idle");
  const [failure, setFailure] = useState<string | null>(null);
  const busy = status !== "idle";

  // The "link may have expired" banner is about the last attempt: editing a field starts a new one.
  const withClearOnEdit = <N extends "password" | "confirmPassword">(reg: UseFormRegisterReturn<N>) =>
    withEditHook(reg, () => setFailure(null));

  const onSubmit = form.handleSubmit(async ({ password }) => {
    setStatus("submitting");
    setFailure(null);
    try {
      await apiFetch("/api/auth/reset-password", { method: "POST", body: { token, password } });
      // Said once, by the green banner that replaces the form (no toast beside it).
      setStatus("success");
      setTimeout(() => router.push("/login"), 2000);
    } catch (err) {
      setStatus("idle");
      const message = err instanceof NetworkError ? errorText(err, t("reset.failed")) : t("reset.failed");
      setFailure(message);
      toast.error(message);
    }
  });

  if (status === "success") {
    return <Alert variant="success">{t("reset.success")}</Alert>;
  }

  // Built outside the JSX: only text belongs there.
  const inputs = {
    password: {
      ...fieldA11y("password", errors.password?.message),
      ...withClearOnEdit(form.register("password")),
    },
    confirmPassword: {
      ...fieldA11y("confirmPassword", errors.confirmPassword?.message),
      ...withClearOnEdit(form.register("confirmPassword")),
    },
  };
  const remembered = t.rich("reset.remembered", {
    link: (chunks) => (
      <Link href="/login" className="font-semibold text-primary hover:underline">
        {chunks}
      </Link>
    ),
  });

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="grid gap-5" aria-busy={busy}>
      {failure && (
        <Alert variant="error">
          {failure}{" "}
          <Link href="/login?forgot=1" className="font-semibold underline">
            {t("reset.requestNew")}
          </Link>
        </Alert>
      )}
      <fieldset disabled={busy} className="grid gap-4">
        <FormField id="password" label={t("fields.newPassword")} error={errors.password?.message}>
          <PasswordInput
            autoComplete="new-password"
            placeholder={t("fields.passwordPlaceholder")}
            {...inputs.password}
          />
        </FormField>
        <FormField
          id="confirmPassword"
          label={t("fields.confirmPassword")}
          error={errors.confirmPassword?.message}
        >
          <PasswordInput autoComplete="new-password" {...inputs.confirmPassword} />
        </FormField>
        <SubmitButton
          busy={status === "submitting"}
          busyLabel={t("reset.submitting")}
          className="mt-1 w-full"
        >
          {t("reset.submit")}
        </SubmitButton>
      </fieldset>
      <p className="text-center text-sm text-muted-foreground">{remembered}</p>
    </form>
  );
}
