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
import { useApplyLanguage } from "@/lib/i18n/use-apply-language";
import { usePreferences, useSavePreferences } from "@/lib/hooks/use-preferences";
import { CURRENCIES, LANGUAGES, preferencesSchema, type PreferencesInput } from "@/lib/validation/account";
import { SettingRow } from "./setting-row";
import { SettingSelect, type SettingOption } from "./setting-select";
import { SettingsSkeleton } from "./settings-section";

// The exact text the user sees.
export const PREFERENCES_SAVED = "Preferences saved!";
export const PREFERENCES_FAILED = "Failed to save preferences";

const LANGUAGE_LABELS: Record<PreferencesInput["language"], string> = {
  en: "English",
  es: "Español",
  fr: "Français",
  de: "Deutsch",
  ja: "日本語",
};

const CHOICES: {
  name: "currency" | "language";
  label: string;
  description: string;
  options: SettingOption[];
}[] = [
  {
    name: "currency",
    label: "Default Currency",
    description: "The currency you prefer to see amounts in.",
    options: CURRENCIES.map((value) => ({ value, label: value })),
  },
  {
    name: "language",
    label: "Language",
    description: "The language you prefer.",
    options: LANGUAGES.map((value) => ({ value, label: LANGUAGE_LABELS[value] })),
  },
];

/** Settings > Preferences: default currency (USD), language (en) and auto-refresh. */
export function PreferencesForm() {
  const prefs = usePreferences();
  if (prefs.isPending) return <SettingsSkeleton rows={3} />;
  if (!prefs.data)
    return (
      <LoadError
        compact
        message={errorMessage(prefs.error, "Failed to load your preferences")}
        onRetry={() => prefs.refetch()}
      />
    );
  return <PreferencesFields saved={prefs.data} />;
}

function PreferencesFields({ saved }: { saved: PreferencesInput }) {
  const save = useSavePreferences();
  const language = useApplyLanguage();
  const flash = useFlash();
  const form = useForm<PreferencesInput>({ resolver: zodResolver(preferencesSchema), defaultValues: saved });
  const { errors } = form.formState;
  const sending = useRef(false);
  const busy = save.isPending || language.pending;

  const onSubmit = form.handleSubmit(async (values) => {
    if (sending.current) return;
    sending.current = true;
    flash.clear();
    try {
      const res = await save.mutateAsync(values);
      form.reset(res.preferences);
      language.apply(res.preferences.language);
      flash.success(PREFERENCES_SAVED);
    } catch (err) {
      applyServerErrors(err, form.setError, ["currency", "language", "autoRefresh"]);
      flash.error(errorMessage(err, PREFERENCES_FAILED));
    } finally {
      sending.current = false;
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-busy={busy} className="grid gap-5">
      <FlashMessage flash={flash.flash} />
      <div>
        {CHOICES.map(({ name, label, description, options }) => (
          <SettingRow
            key={name}
            id={`prefs-${name}`}
            label={label}
            description={errors[name]?.message ?? description}
          >
            <Controller
              control={form.control}
              name={name}
              render={({ field }) => (
                <SettingSelect
                  id={`prefs-${name}`}
                  ref={field.ref}
                  value={field.value}
                  options={options}
                  onValueChange={field.onChange}
                  onBlur={field.onBlur}
                  disabled={busy}
                  invalid={!!errors[name]}
                />
              )}
            />
          </SettingRow>
        ))}
        <SettingRow
          id="prefs-auto-refresh"
          label="Auto Refresh"
          description="Refresh your balances, activity and lists every 30 seconds."
        >
          <Controller
            control={form.control}
            name="autoRefresh"
            render={({ field }) => (
              <Switch
                id="prefs-auto-refresh"
                ref={field.ref}
                checked={field.value}
                onCheckedChange={field.onChange}
                onBlur={field.onBlur}
                disabled={busy}
                aria-describedby="prefs-auto-refresh-description"
              />
            )}
          />
        </SettingRow>
      </div>
      <p className="text-sm text-muted-foreground">
        The dashboard shows amounts in US dollars and text in English for now; your currency and language
        choices are kept for when more are available.
      </p>
      <SubmitButton
        busy={busy}
        busyLabel="Saving..."
        disabled={busy}
        className="w-full sm:w-auto sm:justify-self-start"
      >
        Save Preferences
      </SubmitButton>
    </form>
  );
}
