"use client";

import Link from "next/link";
import { useWatch, type UseFormReturn } from "react-hook-form";
import { Alert } from "@/components/ui/alert";
import { fieldA11y, FormField } from "@/components/ui/form-field";
import { PasswordInput } from "@/components/ui/password-input";
import type { ProfileFormValues, ProfileInput } from "@/lib/validation/account";

type FieldProps = { form: UseFormReturn<ProfileFormValues, unknown, ProfileInput>; savedEmail: string };

/** The current password, asked for only while the e-mail differs from the saved one (the route requires it). */
export function EmailPasswordField({ form, savedEmail }: FieldProps) {
  // Watched here, not in the form, so typing an address re-renders this field alone.
  const email = useWatch({ control: form.control, name: "email" });
  const error = form.formState.errors.currentPassword?.message;
  if (email.trim().toLowerCase() === savedEmail.toLowerCase()) return null;
  return (
    <FormField id="profile-current-password" label="Current Password" error={error}>
      <PasswordInput
        autoComplete="current-password"
        {...fieldA11y("profile-current-password", error, "profile-current-password-hint")}
        {...form.register("currentPassword")}
      />
      <p id="profile-current-password-hint" className="text-sm text-muted-foreground">
        Changing your email address needs your current password.
      </p>
    </FormField>
  );
}

/** After an e-mail change the new address is unconfirmed until its code is entered (docs/decisions.md, "Changing the e-mail address"). */
export function UnconfirmedEmailNotice({ email }: { email: string }) {
  return (
    <Alert variant="info">
      We sent a 6-digit code to {email}.{" "}
      <Link
        href={`/verify-email?email=${encodeURIComponent(email)}`}
        className="font-semibold underline underline-offset-2 hover:no-underline"
      >
        Enter the code
      </Link>{" "}
      to confirm your new address; signing in again will ask for it.
    </Alert>
  );
}
