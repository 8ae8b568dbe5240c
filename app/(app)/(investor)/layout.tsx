// The signed-in investor area: the dashboard frame only, no marketing navigation or footer.
import type { Metadata } from "next";
import type { ReactNode } from "react";

export const metadata: Metadata = { robots: { index: false } };

// Rendered per request: their Content-Security-Policy carries a fresh script nonce (middleware.ts).
export const dynamic = "force-dynamic";

export default function InvestorLayout({ children }: { children: ReactNode }) {
  return children;
}
