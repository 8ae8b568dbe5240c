// The texts of one area of the product (i18n/namespaces.ts) for the request's language, handed to the browser.
// Each route group's layout wraps its pages in one, so a page downloads only its own area's catalogues.
import { getLocale, getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import type { Locale } from "@/i18n/config";
import { loadMessages } from "@/i18n/messages";
import { NAMESPACES, type Area } from "@/i18n/namespaces";
import { IntlClientProvider } from "./intl-client-provider";

export async function MessagesProvider({ area, children }: { area: Area; children: ReactNode }) {
  const locale = (await getLocale()) as Locale;
  const [messages, t] = await Promise.all([
    loadMessages(locale, NAMESPACES[area]),
    getTranslations({ locale, namespace: "common.dates" }),
  ]);
  const formatTexts = { noDate: t("noDate"), invalidDate: t("invalidDate"), justNow: t("justNow") };
  return (
    <IntlClientProvider locale={locale} messages={messages} formatTexts={formatTexts}>
      {children}
    </IntlClientProvider>
  );
}
