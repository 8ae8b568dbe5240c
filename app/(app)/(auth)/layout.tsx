// Investor sign-in and sign-up pages: their own frame, without the marketing navigation and footer.
import type { Metadata } from "next";
import type { ReactNode } from "react";
import { MessagesProvider } from "@/components/i18n/messages-provider";
import { CLIENT_TEXTS } from "@/i18n/namespaces";
import { AuthFrame } from "@/components/auth/auth-frame";

export const metadata: Metadata = { robots: { index: false } };

// Rendered per request: their Content-Security-Policy carries a fresh script nonce (middleware.ts).
export const dynamic = "force-dynamic";

export default function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <MessagesProvider texts={CLIENT_TEXTS.auth}>
      <AuthFrame>{children}</AuthFrame>
    </MessagesProvider>
  );
}
