import type { Metadata, Viewport } from "next";
import { getLocale } from "next-intl/server";
import type { ReactNode } from "react";
import { Providers } from "@/components/providers";
import "./globals.css";

export const metadata: Metadata = {
  title: { default: "Apex — AI-powered crypto investing", template: "%s · Apex" },
  description:
    "Apex grows your crypto with fixed-APY plans that pay interest every day. Hold USD, Bitcoin, Ethereum, USDT and USDC in one account.",
};

export const viewport: Viewport = { width: "device-width", initialScale: 1, themeColor: "#4338ca" };

export default async function RootLayout({ children }: { children: ReactNode }) {
  // The reader's language (lib/i18n/request-locale.ts): a saved preference, the switcher's cookie or the browser's.
  return (
    <html lang={await getLocale()}>
      <body className="min-h-screen font-sans">
        <Providers>{children}</Providers>
      </body>
    </html>
  );
}
