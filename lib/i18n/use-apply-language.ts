"use client";
import { useLocale } from "next-intl";
import { useRouter } from "next/navigation";
import { useCallback, useTransition } from "react";
import type { Locale } from "@/i18n/config";
import { rememberLocale } from "./remember-locale";

/**
 * After a saved language change: the cookie follows (for the pages outside the dashboard) and the server
 * re-renders the layouts in the new language (router.refresh), which swaps the texts in place: no reload, no
 * English in between, and the screen's state (open panel, form values, messages) kept.
 */
export function useApplyLanguage() {
  const current = useLocale();
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const apply = useCallback(
    (locale: Locale) => {
      rememberLocale(locale);
      if (locale !== current) startTransition(() => router.refresh());
    },
    [current, router],
  );
  return { apply, pending };
}
