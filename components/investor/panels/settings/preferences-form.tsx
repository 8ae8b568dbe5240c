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
import { LOCALE_NAMES } from "@/i18n/config";
import { useApplyLanguage } from "@/lib/i18n/use-apply-language";
import { useErrorText, useValidationText } from "@/lib/i18n/use-error-text";
import { usePreferences, useSavePreferences } from "@/lib/hooks/use-preferences";
import { CURRENCIES, LANGUAGES, preferencesSchema, type PreferencesInput } from "@/lib/validation/account";
import { SettingRow } from "@/components/ui/setting-row";
import { SettingSelect, type SettingOption } from "@/components/ui/setting-select";
import { SettingsSkeleton } from "./settings-section";

type Choice = "currency" | "language";
const CHOICES: readonly Choice[] = ["currency", "language"];

/** Settings > Preferences: default currency (USD), language (en) and auto-refresh. */
export function PreferencesForm() {
  const t = useTranslations("investor.settings.preferences");
  const errorText = useErrorText();
  const prefs = usePreferences();
  if (prefs.isPending) return <SettingsSkeleton rows={3} />;
  if (!prefs.data)
    return (
      <LoadError compact message={errorText(prefs.error, t("loadFailed"))} onRetry={() => prefs.refetch()} />
    );
  return <PreferencesFields saved={prefs.data} />;
}

function PreferencesFields({ saved }: { saved: PreferencesInput }) {
  const t = useTranslations("investor.settings.preferences");
  const currencyName = useTranslations("common.currencies");
  const errorText = useErrorText();
  const validationText = useValidationText();
  const save = useSavePreferences();
  const options: Record<Choice, SettingOption[]> = {
    currency: CURRENCIES.map((value) => ({ value, label: currencyName(value), short: value })),
    // Each language in its own name, so a reader finds theirs whatever the dashboard's language.
    language: LANGUAGES.map((value) => ({ value, label: LOCALE_NAMES[value] })),
  };
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
      flash.success(t("saved"));
    } catch (err) {
      applyServerErrors(err, form.setError, ["currency", "language", "autoRefresh"]);
      flash.error(errorText(err, t("failed")));
    } finally {
      sending.current = false;
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-busy={busy} className="grid gap-5">
      <FlashMessage flash={flash.flash} />
      <div>
        {CHOICES.map((name) => (
          <SettingRow
            key={name}
            id={`prefs-${name}`}
            label={t(`${name}.label`)}
            description={validationText(errors[name]?.message) ?? t(`${name}.description`)}
          >
            <Controller
              control={form.control}
              name={name}
              render={({ field }) => (
                <SettingSelect
                  id={`prefs-${name}`}
                  ref={field.ref}
                  value={field.value}
                  options={options[name]}
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
          label={t("autoRefresh.label")}
          description={t("autoRefresh.description")}
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
      <p className="text-sm text-muted-foreground">{t("note")}</p>
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
