// The signed-in investor area: the dashboard frame only, no marketing navigation or footer.
import type { Metadata } from "next";
import type { ReactNode } from "react";

export const metadata: Metadata = { robots: { index: false } };

export default function InvestorLayout({ children }: { children: ReactNode }) {
  return children;
}
