"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Controller, useForm, type FieldErrors, type UseFormRegisterReturn } from "react-hook-form";
import { toast } from "sonner";
import { Alert } from "@/components/ui/alert";
import { fieldA11y, FormField, withEditHook } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { PasswordInput } from "@/components/ui/password-input";
import { SubmitButton } from "@/components/ui/submit-button";
import { apiFetch } from "@/lib/api-client";
import { LOCAL_KEYS } from "@/lib/hooks/use-session";
import { signupSchema, type SignupInput } from "@/lib/validation/auth";
import { describeAuthFailure, useAuthFailureTexts } from "./auth-failure";
import { PhoneInput } from "./phone-input";
import { useTimedMessage } from "@/lib/hooks/use-timed-message";

type SignupResponse = { status: number; message: string; createdUser: { id: number; email: string } };
type Field = keyof SignupInput;

const FIELDS = [
  "name",
  "email",
  "phone",
  "password",
  "confirmPassword",
  "referralCode",
] as const satisfies readonly Field[];
// What the shared schema says when the two passwords differ (English; shown translated through the catalogue).
const PASSWORDS_DIFFER = "Passwords do not match";

// "Sign-up" (local password check, nothing sent) and its error texts.
export function SignupForm({ referralCode = "" }: { referralCode?: string } = {}) {
  const t = useTranslations("auth");
  const failureTexts = useAuthFailureTexts();
  const router = useRouter();
  const form = useForm({
    resolver: zodResolver(signupSchema),
    defaultValues: { name: "", email: "", phone: "", password: "", confirmPassword: "", referralCode },
  });
  const { errors } = form.formState;
  const banner = useTimedMessage(5000);
  const [status, setStatus] = useState<"idle" | "submitting" | "success">("idle");
  const busy = status !== "idle";

  const clearOnEdit = (name: Field) => {
    form.clearErrors(name);
    banner.clear();
  };
  const withClearOnEdit = (reg: UseFormRegisterReturn<Field>) => withEditHook(reg, clearOnEdit);

  const showPasswordMismatch = () => {
    form.setError("confirmPassword", { message: PASSWORDS_DIFFER });
    banner.show(t("signup.passwordsDiffer"));
    toast.error(t("signup.passwordsDiffer"));
  };

  // The schema checks the match only once every other field is valid; the spec wants it flagged regardless.
  const onInvalid = (invalid: FieldErrors<SignupInput>) => {
    const { password, confirmPassword } = form.getValues();
    if (
      invalid.confirmPassword?.message === PASSWORDS_DIFFER ||
      (confirmPassword && password !== confirmPassword)
    ) {
      showPasswordMismatch();
    }
  };

  const onSubmit = form.handleSubmit(async (values) => {
    setStatus("submitting");
    banner.clear();
    try {
      // An empty referral code is not sent: most sign-ups have none.
      const { referralCode: code, ...rest } = values;
      const body = code ? { ...rest, referralCode: code } : rest;
      const res = await apiFetch<SignupResponse>("/api/auth/signup", { method: "POST", body });
      const email = res.createdUser?.email ?? values.email;
      try {
        localStorage.setItem(LOCAL_KEYS.userEmail, email);
      } catch {
        // Not needed for the flow: the e-mail also travels in the URL.
      }
      setStatus("success");
      toast.success(t("signup.created"));
      router.push(`/verify-email?email=${encodeURIComponent(email)}`);
    } catch (err) {
      setStatus("idle");
      const failure = describeAuthFailure(err, {
        fields: FIELDS,
        statuses: [400, 401, 409],
        fallback: t("signup.failed"),
        texts: failureTexts,
      });
      for (const e of failure.fieldErrors) form.setError(e.path, { message: e.message });
      banner.show(failure.message);
      toast.error(failure.message);
    }
  }, onInvalid);

  // Built outside the JSX: only text belongs there.
  const inputs = {
    name: { ...fieldA11y("name", errors.name?.message), ...withClearOnEdit(form.register("name")) },
    email: { ...fieldA11y("email", errors.email?.message), ...withClearOnEdit(form.register("email")) },
    password: {
      ...fieldA11y("password", errors.password?.message),
      ...withClearOnEdit(form.register("password")),
    },
    confirmPassword: {
      ...fieldA11y("confirmPassword", errors.confirmPassword?.message),
      ...withClearOnEdit(form.register("confirmPassword")),
    },
    referralCode: {
      ...fieldA11y("referralCode", errors.referralCode?.message),
      ...withClearOnEdit(form.register("referralCode")),
    },
  };
  const haveAccount = t.rich("signup.haveAccount", {
    link: (chunks) => (
      <Link href="/login" className="font-semibold text-primary hover:underline">
        {chunks}
      </Link>
    ),
  });

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="grid gap-5" aria-busy={busy}>
      {banner.message && <Alert variant="error">{banner.message}</Alert>}
      <fieldset disabled={busy} className="grid gap-4">
        <FormField id="name" label={t("fields.fullName")} error={errors.name?.message}>
          <Input autoComplete="name" placeholder={t("fields.namePlaceholder")} {...inputs.name} />
        </FormField>
        <FormField id="email" label={t("fields.emailAddress")} error={errors.email?.message}>
          <Input
            type="email"
            autoComplete="email"
            placeholder={t("fields.emailPlaceholder")}
            {...inputs.email}
          />
        </FormField>
        <FormField id="phone" label={t("fields.phone")} error={errors.phone?.message}>
          <Controller
            control={form.control}
            name="phone"
            render={({ field }) => (
              <PhoneInput
                {...fieldA11y("phone", errors.phone?.message)}
                ref={field.ref}
                name={field.name}
                value={field.value}
                disabled={busy}
                onBlur={field.onBlur}
                onChange={(v) => {
                  clearOnEdit("phone");
                  field.onChange(v);
                }}
              />
            )}
          />
        </FormField>
        <FormField id="password" label={t("fields.password")} error={errors.password?.message}>
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
        <FormField id="referralCode" label={t("fields.referralCode")} error={errors.referralCode?.message}>
          <Input autoComplete="off" autoCapitalize="characters" spellCheck={false} {...inputs.referralCode} />
        </FormField>
        <SubmitButton busy={busy} busyLabel={t("signup.submitting")} className="mt-1 w-full">
          {t("signup.submit")}
        </SubmitButton>
      </fieldset>
      <p className="text-center text-sm text-muted-foreground">{haveAccount}</p>
    </form>
  );
}
