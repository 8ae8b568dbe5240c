"use client";
// A dashboard screen's own texts, fetched the first time it opens in a language (the page itself carries only
// the frame's and the first screen's: i18n/namespaces.ts). Each catalogue is its own small chunk of the build.
// The screen waits (the caller's Suspense fallback) until its texts are here, so it never shows a key or English.
// A language change re-renders inside the router's transition, which keeps the screen as it was until the new
// texts have arrived.
import { NextIntlClientProvider, useLocale, useMessages, type AbstractIntlMessages } from "next-intl";
import { use, useMemo, type ReactNode } from "react";
import { collectPaths, deepMerge, type Messages } from "@/i18n/catalogue-paths";

const loaded = new Map<string, Promise<Messages>>();

function readCatalogue(locale: string, catalogue: string): Promise<Messages> {
  return import(`../../messages/${locale}/${catalogue}.json`).then((m) => m.default as Messages);
}

function panelTexts(locale: string, texts: readonly string[]): Promise<Messages> {
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

export function PanelMessages({ texts, children }: { texts: readonly string[]; children: ReactNode }) {
  const locale = useLocale();
  const outer = useMessages();
  const own = use(panelTexts(locale, texts));
  const messages = useMemo(() => deepMerge(outer as Messages, own) as AbstractIntlMessages, [outer, own]);
  return (
    <NextIntlClientProvider locale={locale} messages={messages}>
      {children}
    </NextIntlClientProvider>
  );
}
