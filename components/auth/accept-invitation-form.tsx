"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { Alert } from "@/components/ui/alert";
import { fieldA11y, FormField } from "@/components/ui/form-field";
import { PasswordInput } from "@/components/ui/password-input";
import { SubmitButton } from "@/components/ui/submit-button";
import { apiFetch, NetworkError } from "@/lib/api-client";
import { useErrorText } from "@/lib/i18n/use-error-text";
import { resetPasswordFormSchema } from "@/lib/validation/auth";

const ADMIN_LOGIN = "/admin/login";

/** The invited administrator's first password (the token is the link's `token`), then the admin login. */
export function AcceptInvitationForm() {
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

  const onSubmit = form.handleSubmit(async ({ password }) => {
    // Read at submit time: the page itself is the same for every link, and prerendered.
    const token = new URLSearchParams(window.location.search).get("token") ?? "";
    setStatus("submitting");
    setFailure(null);
    try {
      await apiFetch("/api/admin/admins/accept", { method: "POST", body: { token, password } });
      setStatus("success");
      setTimeout(() => router.push(ADMIN_LOGIN), 2000);
    } catch (err) {
      setStatus("idle");
      const message =
        err instanceof NetworkError
          ? errorText(err, t("acceptInvitation.failed"))
          : t("acceptInvitation.failed");
      setFailure(message);
      toast.error(message);
    }
  });

  if (status === "success") return <Alert variant="success">{t("acceptInvitation.success")}</Alert>;

  const inputs = {
    password: { ...fieldA11y("password", errors.password?.message), ...form.register("password") },
    confirmPassword: {
      ...fieldA11y("confirmPassword", errors.confirmPassword?.message),
      ...form.register("confirmPassword"),
    },
  };
  const signIn = t.rich("acceptInvitation.signIn", {
    link: (chunks) => (
      <Link href={ADMIN_LOGIN} className="font-semibold text-primary hover:underline">
        {chunks}
      </Link>
    ),
  });

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="grid gap-5" aria-busy={busy}>
      {failure && <Alert variant="error">{failure}</Alert>}
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
          busyLabel={t("acceptInvitation.submitting")}
          className="mt-1 w-full"
        >
          {t("acceptInvitation.submit")}
        </SubmitButton>
      </fieldset>
      <p className="text-center text-sm text-muted-foreground">{signIn}</p>
    </form>
  );
}
