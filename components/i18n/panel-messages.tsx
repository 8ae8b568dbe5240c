"use client";
// A dashboard screen's own texts, fetched the first time it opens in a language (the page itself carries only
// the frame's and the first screen's: i18n/namespaces.ts). Each catalogue is its own small chunk of the build.
// The screen's loader (components/dashboard/lazy-panel.tsx) fetches them beside the screen's code, so it first
// renders with its texts there: never a key, never English in their place. After a language change the screen
// asks for the new language's texts; that happens inside the router's transition, which keeps the screen as it
// was until they have arrived.
import { NextIntlClientProvider, useLocale, useMessages, type AbstractIntlMessages } from "next-intl";
import { use, useMemo, type ReactNode } from "react";
import { collectPaths, deepMerge, type Messages } from "@/i18n/catalogue-paths";
import { DEFAULT_LOCALE, isLocale } from "@/i18n/config";

const loaded = new Map<string, Promise<Messages>>();

function readCatalogue(locale: string, catalogue: string): Promise<Messages> {
  return import(`../../messages/${locale}/${catalogue}.json`).then((m) => m.default as Messages);
}

export function panelTexts(locale: string, texts: readonly string[]): Promise<Messages> {
  const key = `${locale}|${texts.join(",")}`;
  let promise = loaded.get(key);
  if (!promise) {
    promise = collectPaths(texts, (catalogue) => readCatalogue(locale, catalogue));
    // A failed fetch (offline for a moment) is tried again the next time the screen opens.
    promise.catch(() => loaded.delete(key));
    loaded.set(key, promise);
  }
  return promise;
}

/** The page's language as the server rendered it (`<html lang>`), for loaders that run outside React. */
export function documentLocale(): string {
  const lang = typeof document === "undefined" ? "" : document.documentElement.lang;
  return isLocale(lang) ? lang : DEFAULT_LOCALE;
}

export function PanelMessages({
  texts,
  initial,
  children,
}: {
  texts: readonly string[];
  /** The texts fetched with the screen's code, and their language. */
  initial: { locale: string; messages: Messages };
  children: ReactNode;
}) {
  const locale = useLocale();
  const outer = useMessages();
  const own = locale === initial.locale ? initial.messages : use(panelTexts(locale, texts));
  const messages = useMemo(() => deepMerge(outer as Messages, own) as AbstractIntlMessages, [outer, own]);
  return (
    <NextIntlClientProvider locale={locale} messages={messages}>
      {children}
    </NextIntlClientProvider>
  );
}
