// The texts a page's browser code reads (i18n/namespaces.ts, CLIENT_TEXTS) in the request's language, handed to
// the browser: each page downloads its own texts only. A provider inside another replaces the outer one's texts
// for what it wraps, so a page's provider names the page's texts and the layout's names the frame's.
import { getLocale, getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import type { Locale } from "@/i18n/config";
import { loadMessages } from "@/i18n/messages";
import { IntlClientProvider } from "./intl-client-provider";

export async function MessagesProvider({
  texts,
  children,
}: {
  texts: readonly string[];
  children: ReactNode;
}) {
  const locale = (await getLocale()) as Locale;
  const [messages, t] = await Promise.all([
    loadMessages(locale, texts),
    getTranslations({ locale, namespace: "common.dates" }),
  ]);
  const formatTexts = { noDate: t("noDate"), invalidDate: t("invalidDate"), justNow: t("justNow") };
  return (
    <IntlClientProvider locale={locale} messages={messages} formatTexts={formatTexts}>
      {children}
    </IntlClientProvider>
  );
}
