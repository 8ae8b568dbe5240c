"use client";

import Link from "next/link";
import { useTranslations } from "next-intl";
import { useWatch, type UseFormReturn } from "react-hook-form";
import { Alert } from "@/components/ui/alert";
import { fieldA11y, FormField } from "@/components/ui/form-field";
import { PasswordInput } from "@/components/ui/password-input";
import type { ProfileFormValues, ProfileInput } from "@/lib/validation/account";

type FieldProps = { form: UseFormReturn<ProfileFormValues, unknown, ProfileInput>; savedEmail: string };

/** The current password, asked for only while the e-mail differs from the saved one (the route requires it). */
export function EmailPasswordField({ form, savedEmail }: FieldProps) {
  // Watched here, not in the form, so typing an address re-renders this field alone.
  const t = useTranslations("investor.settings.profile");
  const email = useWatch({ control: form.control, name: "email" });
  const error = form.formState.errors.currentPassword?.message;
  if (email.trim().toLowerCase() === savedEmail.toLowerCase()) return null;
  const input = {
    ...fieldA11y("profile-current-password", error, "profile-current-password-hint"),
    ...form.register("currentPassword"),
  };
  return (
    <FormField id="profile-current-password" label={t("currentPassword")} error={error}>
      <PasswordInput autoComplete="current-password" {...input} />
      <p id="profile-current-password-hint" className="text-sm text-muted-foreground">
        {t("currentPasswordHint")}
      </p>
    </FormField>
  );
}

/** After an e-mail change the new address is unconfirmed until its code is entered (docs/decisions.md, "Changing the e-mail address"). */
export function UnconfirmedEmailNotice({ email }: { email: string }) {
  const t = useTranslations("investor.settings.profile");
  const notice = t.rich("unconfirmed", {
    email,
    link: (c) => (
      <Link
        href={`/verify-email?email=${encodeURIComponent(email)}`}
        className="font-semibold underline underline-offset-2 hover:no-underline"
      >
        {c}
      </Link>
    ),
  });
  return <Alert variant="info">{notice}</Alert>;
}
