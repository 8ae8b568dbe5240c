"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { toast } from "sonner";
import { Alert } from "@/components/ui/alert";
import { fieldA11y, FormField } from "@/components/ui/form-field";
import { FieldError } from "@/components/ui/field-error";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { SubmitButton } from "@/components/ui/submit-button";
import { apiFetch, ApiClientError, NetworkError } from "@/lib/api-client";
import { emailField, verifyEmailSchema } from "@/lib/validation/auth";
import { useAuthErrorText } from "./auth-failure";
import { CodeInput } from "./code-input";
import { ResendCodeButton } from "./resend-code-button";
import { useTimedMessage } from "@/lib/hooks/use-timed-message";

// "Email verification": success goes to the verified screen.
export function VerifyEmailForm({ email }: { email?: string }) {
  const t = useTranslations("auth");
  const errorText = useAuthErrorText();
  const router = useRouter();
  const form = useForm({
    resolver: zodResolver(verifyEmailSchema),
    defaultValues: { email: email ?? "", code: "" },
  });
  const { errors } = form.formState;
  const banner = useTimedMessage(5000);
  const [status, setStatus] = useState<"idle" | "submitting" | "success">("idle");
  const busy = status !== "idle";
  // A missing or malformed ?email= (e.g. "foo") would fail validation in a hidden field: show it instead.
  const showEmailField = !emailField.safeParse(email ?? "").success || !!errors.email;

  const onSubmit = form.handleSubmit(async (values) => {
    setStatus("submitting");
    banner.clear();
    try {
      await apiFetch("/api/auth/verify-email", { method: "POST", body: values });
      setStatus("success");
      router.push("/email-verified");
    } catch (err) {
      setStatus("idle");
      // Too many guesses: the server's "try again later" is the useful answer, not "invalid code".
      const message =
        err instanceof NetworkError || (err instanceof ApiClientError && err.status === 429)
          ? errorText(err, t("verify.invalidCode"))
          : t("verify.invalidCode");
      banner.show(message);
      toast.error(message);
      form.setValue("code", "");
      requestAnimationFrame(() => document.getElementById("code-0")?.focus());
    }
  });

  // Built outside the JSX: only text belongs there.
  const inputs = {
    email: { ...fieldA11y("verify-email", errors.email?.message), ...form.register("email") },
  };

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="grid gap-5" aria-busy={busy}>
      {banner.message && <Alert variant="error">{banner.message}</Alert>}
      <fieldset disabled={busy} className="grid gap-5">
        {showEmailField && (
          <FormField id="verify-email" label={t("fields.emailAddress")} error={errors.email?.message}>
            <Input
              type="email"
              autoComplete="email"
              placeholder={t("fields.emailPlaceholder")}
              {...inputs.email}
            />
          </FormField>
        )}
        <div className="grid gap-2">
          <Label htmlFor="code-0">{t("verify.codeLabel")}</Label>
          <Controller
            control={form.control}
            name="code"
            render={({ field }) => (
              <CodeInput
                id="code-0"
                value={field.value}
                disabled={busy}
                invalid={!!errors.code}
                describedBy={errors.code ? "code-error" : undefined}
                onChange={(v) => {
                  form.clearErrors("code");
                  banner.clear();
                  field.onChange(v);
                }}
              />
            )}
          />
          <FieldError id="code-error" message={errors.code?.message} />
        </div>
        <SubmitButton busy={busy} busyLabel={t("verify.submitting")} className="w-full">
          {t("verify.submit")}
        </SubmitButton>
      </fieldset>
      <ResendCodeButton getEmail={() => form.getValues("email")} />
    </form>
  );
}
