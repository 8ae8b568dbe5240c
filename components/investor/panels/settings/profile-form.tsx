"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useMemo, useRef, useState } from "react";
import { Controller, useForm, type UseFormSetError } from "react-hook-form";
import { PhoneInput } from "@/components/auth/phone-input";
import { FlashMessage } from "@/components/ui/flash-message";
import { fieldA11y, FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { LoadError } from "@/components/ui/load-error";
import { SubmitButton } from "@/components/ui/submit-button";
import { ApiClientError } from "@/lib/api-client";
import { errorMessage } from "@/lib/error-message";
import { applyServerErrors } from "@/lib/forms/apply-server-errors";
import { useFlash } from "@/lib/hooks/use-flash";
import { useProfile, useUpdateProfile } from "@/lib/hooks/use-profile";
import type { SessionUser } from "@/lib/hooks/use-session";
import {
  profileFormSchema,
  splitName,
  type ProfileFormValues,
  type ProfileInput,
} from "@/lib/validation/account";
import { EmailPasswordField, UnconfirmedEmailNotice } from "./email-change-fields";
import { SettingsSkeleton } from "./settings-section";

// The exact text the user sees.
export const PROFILE_UPDATED = "Profile updated successfully!";
export const PROFILE_FAILED = "Failed to update profile";

const valuesOf = (user: Pick<SessionUser, "name" | "email" | "phone">): ProfileFormValues => ({
  ...splitName(user.name),
  email: user.email,
  phone: user.phone ?? "",
  currentPassword: "",
});

function applyProfileErrors(err: unknown, setError: UseFormSetError<ProfileFormValues>) {
  applyServerErrors(err, setError, ["email", "phone", "currentPassword"]);
  // The route validates the joined `name`; the form's nearest field is the first name.
  const name = err instanceof ApiClientError ? err.errors?.find((e) => e.path === "name") : undefined;
  if (name) setError("firstName", { type: "server", message: name.message });
}

/** Settings > Profile (also the Profile panel's tab): first and last name, e-mail, phone. */
export function ProfileForm() {
  const profile = useProfile();
  if (profile.isPending) return <SettingsSkeleton rows={4} />;
  if (!profile.data)
    return (
      <LoadError
        compact
        message={errorMessage(profile.error, "Failed to load your profile")}
        onRetry={() => profile.refetch()}
      />
    );
  return <ProfileFields user={profile.data} />;
}

function ProfileFields({ user }: { user: SessionUser }) {
  const update = useUpdateProfile();
  const flash = useFlash();
  // The saved address, from the last answer: the session refetch that follows a save arrives a moment later.
  const [savedEmail, setSavedEmail] = useState(user.email);
  const [unconfirmedEmail, setUnconfirmedEmail] = useState<string | null>(null);
  const schema = useMemo(() => profileFormSchema(savedEmail), [savedEmail]);
  const form = useForm<ProfileFormValues, unknown, ProfileInput>({
    resolver: zodResolver(schema),
    defaultValues: valuesOf(user),
  });
  const { errors } = form.formState;
  // isPending arrives a render late; a double click in between must not send twice.
  const sending = useRef(false);
  const busy = update.isPending;

  const onSubmit = form.handleSubmit(async (input) => {
    if (sending.current) return;
    sending.current = true;
    flash.clear();
    try {
      const res = await update.mutateAsync(input);
      if (res.user.email !== savedEmail && !res.user.emailVerified) setUnconfirmedEmail(res.user.email);
      setSavedEmail(res.user.email);
      form.reset(valuesOf(res.user));
      // The route's own words (an e-mail change may say more than the spec's text).
      flash.success(res.message || PROFILE_UPDATED);
    } catch (err) {
      applyProfileErrors(err, form.setError);
      flash.error(errorMessage(err, PROFILE_FAILED));
    } finally {
      sending.current = false;
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-busy={busy} className="grid gap-5">
      <FlashMessage flash={flash.flash} />
      {unconfirmedEmail && <UnconfirmedEmailNotice email={unconfirmedEmail} />}
      <fieldset disabled={busy} className="grid gap-5">
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField id="profile-first-name" label="First Name" error={errors.firstName?.message}>
            <Input
              autoComplete="given-name"
              {...fieldA11y("profile-first-name", errors.firstName?.message)}
              {...form.register("firstName")}
            />
          </FormField>
          <FormField id="profile-last-name" label="Last Name" error={errors.lastName?.message}>
            <Input
              autoComplete="family-name"
              {...fieldA11y("profile-last-name", errors.lastName?.message)}
              {...form.register("lastName")}
            />
          </FormField>
        </div>
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField id="profile-email" label="Email" error={errors.email?.message}>
            <Input
              type="email"
              autoComplete="email"
              {...fieldA11y("profile-email", errors.email?.message)}
              {...form.register("email")}
            />
          </FormField>
          <FormField id="profile-phone" label="Phone" error={errors.phone?.message}>
            <Controller
              control={form.control}
              name="phone"
              render={({ field }) => (
                <PhoneInput
                  {...fieldA11y("profile-phone", errors.phone?.message)}
                  ref={field.ref}
                  name={field.name}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  disabled={busy}
                />
              )}
            />
          </FormField>
        </div>
        <EmailPasswordField form={form} savedEmail={savedEmail} />
      </fieldset>
      <SubmitButton
        busy={busy}
        busyLabel="Saving..."
        disabled={busy}
        className="w-full sm:w-auto sm:justify-self-start"
      >
        Save Changes
      </SubmitButton>
    </form>
  );
}
