"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRef } from "react";
import { Controller, useForm } from "react-hook-form";
import { FlashMessage } from "@/components/ui/flash-message";
import { LoadError } from "@/components/ui/load-error";
import { SubmitButton } from "@/components/ui/submit-button";
import { Switch } from "@/components/ui/switch";
import { errorMessage } from "@/lib/error-message";
import { applyServerErrors } from "@/lib/forms/apply-server-errors";
import { useFlash } from "@/lib/hooks/use-flash";
import {
  useNotificationPrefs,
  useSaveNotificationPrefs,
  type NotificationPrefs,
} from "@/lib/hooks/use-notification-prefs";
import { EMAIL_FREQUENCIES, notificationPrefsSchema } from "@/lib/validation/account";
import { SettingRow } from "./setting-row";
import { SettingSelect } from "./setting-select";
import { SettingsSkeleton } from "./settings-section";

// The exact text the user sees.
export const NOTIFICATIONS_SAVED = "Notification preferences saved!";
export const NOTIFICATIONS_FAILED = "Failed to save notification preferences";

type SwitchName = Exclude<keyof NotificationPrefs, "emailFrequency">;

const SWITCHES: { name: SwitchName; label: string; description: string }[] = [
  {
    name: "investmentUpdates",
    label: "Investment Updates",
    description: "Interest credited and changes to your investments.",
  },
  {
    name: "transactionAlerts",
    label: "Transaction Alerts",
    description: "Deposits and withdrawals on your account.",
  },
  { name: "weeklyReports", label: "Weekly Reports", description: "A summary of your portfolio each week." },
  { name: "systemUpdates", label: "System Updates", description: "Maintenance and new features." },
];

const FREQUENCY_LABELS: Record<NotificationPrefs["emailFrequency"], string> = {
  immediate: "Immediate",
  daily: "Daily",
  weekly: "Weekly",
  never: "Never",
};
const FREQUENCIES = EMAIL_FREQUENCIES.map((value) => ({ value, label: FREQUENCY_LABELS[value] }));

/** Settings > Notifications: four switches and the e-mail frequency (default daily). */
export function NotificationPrefsForm() {
  const prefs = useNotificationPrefs();
  if (prefs.isPending) return <SettingsSkeleton rows={5} />;
  if (!prefs.data)
    return (
      <LoadError
        compact
        message={errorMessage(prefs.error, "Failed to load your notification preferences")}
        onRetry={() => prefs.refetch()}
      />
    );
  return <NotificationPrefsFields saved={prefs.data} />;
}

function NotificationPrefsFields({ saved }: { saved: NotificationPrefs }) {
  const save = useSaveNotificationPrefs();
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
      flash.success(NOTIFICATIONS_SAVED);
    } catch (err) {
      applyServerErrors(err, form.setError, [...SWITCHES.map((s) => s.name), "emailFrequency"]);
      flash.error(errorMessage(err, NOTIFICATIONS_FAILED));
    } finally {
      sending.current = false;
    }
  });

  const frequencyError = form.formState.errors.emailFrequency?.message;
  return (
    <form onSubmit={onSubmit} noValidate aria-busy={busy} className="grid gap-5">
      <FlashMessage flash={flash.flash} />
      <div>
        {SWITCHES.map(({ name, label, description }) => (
          <SettingRow key={name} id={`notify-${name}`} label={label} description={description}>
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
          label="Email Frequency"
          description={frequencyError ?? "How often we email you about the above."}
        >
          <Controller
            control={form.control}
            name="emailFrequency"
            render={({ field }) => (
              <SettingSelect
                id="notify-frequency"
                ref={field.ref}
                value={field.value}
                options={FREQUENCIES}
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
        busyLabel="Saving..."
        disabled={busy}
        className="w-full sm:w-auto sm:justify-self-start"
      >
        Save Notification Preferences
      </SubmitButton>
    </form>
  );
}
