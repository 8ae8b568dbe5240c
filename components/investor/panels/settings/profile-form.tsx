"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useMemo, useRef, useState } from "react";
import { Controller, useForm, type UseFormSetError } from "react-hook-form";
import { PhoneInput } from "@/components/auth/phone-input";
import { FlashMessage } from "@/components/ui/flash-message";
import { fieldA11y, FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { LoadError } from "@/components/ui/load-error";
import { SubmitButton } from "@/components/ui/submit-button";
import { ApiClientError } from "@/lib/api-client";
import { applyServerErrors } from "@/lib/forms/apply-server-errors";
import { useFlash } from "@/lib/hooks/use-flash";
import { useErrorText } from "@/lib/i18n/use-error-text";
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
  const t = useTranslations("investor.settings.profile");
  const errorText = useErrorText();
  const profile = useProfile();
  if (profile.isPending) return <SettingsSkeleton rows={4} />;
  if (!profile.data)
    return (
      <LoadError
        compact
        message={errorText(profile.error, t("loadFailed"))}
        onRetry={() => profile.refetch()}
      />
    );
  return <ProfileFields user={profile.data} />;
}

function ProfileFields({ user }: { user: SessionUser }) {
  const t = useTranslations("investor.settings.profile");
  const errorText = useErrorText();
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
      flash.success(t("updated"));
    } catch (err) {
      applyProfileErrors(err, form.setError);
      flash.error(errorText(err, t("failed")));
    } finally {
      sending.current = false;
    }
  });

  const input = (id: string, name: "firstName" | "lastName" | "email") => ({
    ...fieldA11y(id, errors[name]?.message),
    ...form.register(name),
  });
  const inputs = {
    firstName: input("profile-first-name", "firstName"),
    lastName: input("profile-last-name", "lastName"),
    email: input("profile-email", "email"),
  };
  const phoneA11y = fieldA11y("profile-phone", errors.phone?.message);

  return (
    <form onSubmit={onSubmit} noValidate aria-busy={busy} className="grid gap-5">
      <FlashMessage flash={flash.flash} />
      {unconfirmedEmail && <UnconfirmedEmailNotice email={unconfirmedEmail} />}
      <fieldset disabled={busy} className="grid gap-5">
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField id="profile-first-name" label={t("firstName")} error={errors.firstName?.message}>
            <Input autoComplete="given-name" {...inputs.firstName} />
          </FormField>
          <FormField id="profile-last-name" label={t("lastName")} error={errors.lastName?.message}>
            <Input autoComplete="family-name" {...inputs.lastName} />
          </FormField>
        </div>
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField id="profile-email" label={t("email")} error={errors.email?.message}>
            <Input type="email" autoComplete="email" {...inputs.email} />
          </FormField>
          <FormField id="profile-phone" label={t("phone")} error={errors.phone?.message}>
            <Controller
              control={form.control}
              name="phone"
              render={({ field }) => (
                <PhoneInput
                  {...phoneA11y}
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
        busyLabel={t("saving")}
        disabled={busy}
        className="w-full sm:w-auto sm:justify-self-start"
      >
        {t("save")}
      </SubmitButton>
    </form>
  );
}
