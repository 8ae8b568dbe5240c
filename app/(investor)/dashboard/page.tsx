import type { Metadata } from "next";
import { InvestorShell } from "@/components/investor/shell/investor-shell";

export const metadata: Metadata = { title: "Dashboard" };

export default function DashboardPage() {
  return <InvestorShell />;
}
