"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useRef } from "react";
import { Controller, useForm } from "react-hook-form";
import { FlashMessage } from "@/components/ui/flash-message";
import { LoadError } from "@/components/ui/load-error";
import { SubmitButton } from "@/components/ui/submit-button";
import { Switch } from "@/components/ui/switch";
import { applyServerErrors } from "@/lib/forms/apply-server-errors";
import { useFlash } from "@/lib/hooks/use-flash";
import { useErrorText, useValidationText } from "@/lib/i18n/use-error-text";
import {
  useNotificationPrefs,
  useSaveNotificationPrefs,
  type NotificationPrefs,
} from "@/lib/hooks/use-notification-prefs";
import { EMAIL_FREQUENCIES, notificationPrefsSchema } from "@/lib/validation/account";
import { SettingRow } from "@/components/ui/setting-row";
import { SettingSelect } from "@/components/ui/setting-select";
import { SettingsSkeleton } from "./settings-section";

type SwitchName = Exclude<keyof NotificationPrefs, "emailFrequency">;

const SWITCHES: readonly SwitchName[] = [
  "investmentUpdates",
  "transactionAlerts",
  "weeklyReports",
  "systemUpdates",
];

/** Settings > Notifications: four switches and the e-mail frequency (default daily). */
export function NotificationPrefsForm() {
  const t = useTranslations("investor.settings.notifications");
  const errorText = useErrorText();
  const prefs = useNotificationPrefs();
  if (prefs.isPending) return <SettingsSkeleton rows={5} />;
  if (!prefs.data)
    return (
      <LoadError compact message={errorText(prefs.error, t("loadFailed"))} onRetry={() => prefs.refetch()} />
    );
  return <NotificationPrefsFields saved={prefs.data} />;
}

function NotificationPrefsFields({ saved }: { saved: NotificationPrefs }) {
  const t = useTranslations("investor.settings.notifications");
  const errorText = useErrorText();
  const validationText = useValidationText();
  const save = useSaveNotificationPrefs();
  const frequencies = EMAIL_FREQUENCIES.map((value) => ({ value, label: t(`frequency.${value}`) }));
  const flash = useFlash();
  const form = useForm<NotificationPrefs>({
    resolver: zodResolver(notificationPrefsSchema),
    defaultValues: saved,
  });
  const sending = useRef(false);
  const busy = save.isPending;

  const onSubmit = form.handleSubmit(async (values) => {
    if (sending.current) return;
    sending.current = true;
    flash.clear();
    try {
      const res = await save.mutateAsync(values);
      form.reset(res.notificationPrefs);
      flash.success(t("saved"));
    } catch (err) {
      applyServerErrors(err, form.setError, [...SWITCHES, "emailFrequency"]);
      flash.error(errorText(err, t("failed")));
    } finally {
      sending.current = false;
    }
  });

  const frequencyError = validationText(form.formState.errors.emailFrequency?.message);
  return (
    <form onSubmit={onSubmit} noValidate aria-busy={busy} className="grid gap-5">
      <FlashMessage flash={flash.flash} />
      <div>
        {SWITCHES.map((name) => (
          <SettingRow
            key={name}
            id={`notify-${name}`}
            label={t(`${name}.label`)}
            description={t(`${name}.description`)}
          >
            <Controller
              control={form.control}
              name={name}
              render={({ field }) => (
                <Switch
                  id={`notify-${name}`}
                  ref={field.ref}
                  checked={field.value}
                  onCheckedChange={field.onChange}
                  onBlur={field.onBlur}
                  disabled={busy}
                  aria-describedby={`notify-${name}-description`}
                />
              )}
            />
          </SettingRow>
        ))}
        <SettingRow
          id="notify-frequency"
          label={t("frequency.label")}
          description={frequencyError ?? t("frequency.description")}
        >
          <Controller
            control={form.control}
            name="emailFrequency"
            render={({ field }) => (
              <SettingSelect
                id="notify-frequency"
                ref={field.ref}
                value={field.value}
                options={frequencies}
                onValueChange={field.onChange}
                onBlur={field.onBlur}
                disabled={busy}
                invalid={!!frequencyError}
              />
            )}
          />
        </SettingRow>
      </div>
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
