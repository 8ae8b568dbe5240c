// The admin back office (login and dashboard): no marketing navigation or footer, never indexed.
import type { Metadata } from "next";
import type { ReactNode } from "react";

export const metadata: Metadata = { robots: { index: false } };

// Rendered per request: their Content-Security-Policy carries a fresh script nonce (middleware.ts).
export const dynamic = "force-dynamic";

export default function AdminLayout({ children }: { children: ReactNode }) {
  return children;
}
