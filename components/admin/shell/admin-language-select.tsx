"use client";
// The administrator's own language, saved with their preferences (currency and auto-refresh sent back as
// they are) and applied in place: the back office re-renders in the new language without a reload.
import { useQueryClient } from "@tanstack/react-query";
import { Languages, LoaderCircle } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { useId, useState } from "react";
import { isLocale, LOCALE_NAMES, LOCALES, type Locale } from "@/i18n/config";
import { apiFetch } from "@/lib/api-client";
import type { getPreferences } from "@/lib/accounts/get-preferences";
import { DEFAULT_PREFERENCES } from "@/lib/accounts/default-preferences";
import { useApplyLanguage } from "@/lib/i18n/use-apply-language";
import { useErrorText } from "@/lib/i18n/use-error-text";
import { useSavePreferences } from "@/lib/hooks/use-preferences";
import { queryKeys } from "@/lib/query-keys";

export function AdminLanguageSelect() {
  const t = useTranslations("admin.shell.language");
  const errorText = useErrorText();
  const locale = useLocale();
  const id = useId();
  const errorId = useId();
  const queryClient = useQueryClient();
  const save = useSavePreferences();
  const { apply, pending } = useApplyLanguage();
  const [chosen, setChosen] = useState<Locale | null>(null);
  const [error, setError] = useState<string | null>(null);
  const busy = save.isPending || pending;

  const choose = async (next: Locale) => {
    setChosen(next);
    setError(null);
    try {
      const current = await queryClient.fetchQuery({
        queryKey: queryKeys.preferences,
        queryFn: ({ signal }) =>
          apiFetch<ReturnType<typeof getPreferences>>("/api/users/preferences", { signal }).then(
            (r) => r.preferences,
          ),
        staleTime: 5 * 60_000,
      });
      await save.mutateAsync({ ...DEFAULT_PREFERENCES, ...current, language: next });
      apply(next);
    } catch (err) {
      setChosen(null);
      setError(errorText(err, t("failed")));
    }
  };

  return (
    <div className="flex flex-col items-end">
      <div className="flex items-center gap-1.5">
        <label htmlFor={id} className="flex items-center">
          {busy ? (
            <LoaderCircle aria-hidden className="size-4 animate-spin text-muted-foreground" />
          ) : (
            <Languages aria-hidden className="size-4 text-muted-foreground" />
          )}
          <span className="sr-only">{t("label")}</span>
        </label>
        <select
          id={id}
          value={chosen ?? locale}
          aria-busy={busy || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          disabled={busy}
          onChange={(e) => {
            const next = e.target.value;
            if (isLocale(next) && next !== locale) void choose(next);
          }}
          className="h-9 rounded-md border border-input bg-transparent px-2 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-60"
        >
          {LOCALES.map((code) => (
            <option key={code} value={code} lang={code}>
              {LOCALE_NAMES[code]}
            </option>
          ))}
        </select>
        {busy ? (
          <span role="status" className="sr-only">
            {t("saving")}
          </span>
        ) : null}
      </div>
      {error ? (
        <p id={errorId} role="alert" className="max-w-56 text-right text-xs text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
