import type { Metadata, Viewport } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import "./globals.css";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("marketing.meta");
  return {
    title: { default: t("rootTitle"), template: "%s · Apex" },
    description: t("rootDescription"),
  };
}

export const viewport: Viewport = { width: "device-width", initialScale: 1, themeColor: "#4338ca" };

export default async function RootLayout({ children }: { children: ReactNode }) {
  // The reader's language (lib/i18n/request-locale.ts): a saved preference, the switcher's cookie or the browser's.
  return (
    <html lang={await getLocale()}>
      <body className="min-h-screen font-sans">{children}</body>
    </html>
  );
}
