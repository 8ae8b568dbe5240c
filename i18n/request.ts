// next-intl's request configuration (found by its plugin at this path): server components and server-side
// metadata read their texts through it. The browser gets its own subset from components/i18n/messages-provider.tsx.
import { getRequestConfig } from "next-intl/server";
import { requestLocale } from "@/lib/i18n/request-locale";
import { ALL_NAMESPACES } from "./namespaces";
import { loadMessages } from "./messages";
import { isLocale } from "./config";

export default getRequestConfig(async ({ locale: asked }) => {
  // An explicit locale (getTranslations({ locale })) wins: e-mails are written in their reader's language.
  const locale = isLocale(asked) ? asked : await requestLocale();
  return {
    locale,
    messages: await loadMessages(locale, ALL_NAMESPACES),
    // Dates are shown in the reader's own time zone by the browser; the server renders UTC (the interest day).
    timeZone: "UTC",
  };
});
