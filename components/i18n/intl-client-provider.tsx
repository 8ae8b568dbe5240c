"use client";

import { NextIntlClientProvider, type AbstractIntlMessages } from "next-intl";
import type { ReactNode } from "react";
import { INTL_TAG, type Locale } from "@/i18n/config";
import { setFormatLocale } from "@/lib/format";

type FormatTexts = { noDate: string; invalidDate: string; justNow: string };

function onError(error: { code: string }) {
  // Dates and times are formatted by lib/format in the reader's own time zone, on purpose.
  if (error.code === "ENVIRONMENT_FALLBACK") return;
  // A missing text falls back to English beneath (i18n/messages.ts); anything else is worth a line in the console.
  console.warn(`[i18n] ${error.code}`, error);
}

/**
 * The browser's texts and formats for one language. The formatters in lib/format follow the same language: set
 * during render, before any child formats a figure. The browser has one reader. The server sets it per render
 * too, so the HTML it sends matches what the browser hydrates; two renders in different languages interleaving
 * on one server could show a figure in the other's number format until the browser's render replaces it.
 */
export function IntlClientProvider({
  locale,
  messages,
  formatTexts,
  children,
}: {
  locale: Locale;
  messages: AbstractIntlMessages;
  formatTexts: FormatTexts;
  children: ReactNode;
}) {
  setFormatLocale(INTL_TAG[locale], formatTexts);
  return (
    <NextIntlClientProvider locale={locale} messages={messages} onError={onError}>
      {children}
    </NextIntlClientProvider>
  );
}
