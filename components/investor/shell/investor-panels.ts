// The investor dashboard's panels (spec 1 §2 "Investor dashboard"): chosen by name, no URL of their own.
import {
  ArrowDownToLine,
  ArrowUpFromLine,
  Briefcase,
  ChartColumn,
  FileClock,
  History,
  LayoutDashboard,
  LifeBuoy,
  Settings,
  TrendingUp,
  UserRound,
} from "lucide-react";
import type { NavItem } from "@/components/ui/app-shell";

export type InvestorPanel =
  | "Overview"
  | "Invest"
  | "Investments"
  | "Deposits"
  | "DepositHistory"
  | "Withdrawals"
  | "WithdrawalHistory"
  | "Settings"
  | "AccountSettings"
  | "kyc(New)"
  | "Support"
  | "Profile"
  | "Analytics";

export const DEFAULT_INVESTOR_PANEL: InvestorPanel = "Overview";

/** The sidebar's list; AccountSettings and kyc(New) are reached from inside other panels. */
export const INVESTOR_NAV: readonly NavItem<InvestorPanel>[] = [
  { key: "Overview", label: "Overview", icon: LayoutDashboard },
  { key: "Invest", label: "Invest", icon: TrendingUp },
  { key: "Investments", label: "Investments", icon: Briefcase },
  { key: "Deposits", label: "Deposits", icon: ArrowDownToLine },
  { key: "DepositHistory", label: "Deposit History", icon: History },
  { key: "Withdrawals", label: "Withdrawals", icon: ArrowUpFromLine },
  { key: "WithdrawalHistory", label: "Withdrawal History", icon: FileClock },
  { key: "Settings", label: "Settings", icon: Settings },
  { key: "Support", label: "Support", icon: LifeBuoy },
  { key: "Profile", label: "Profile", icon: UserRound },
  { key: "Analytics", label: "Analytics", icon: ChartColumn },
];

const EXTRA_TITLES: Partial<Record<InvestorPanel, string>> = {
  AccountSettings: "Account Settings",
  "kyc(New)": "Identity Verification",
};

export function investorPanelTitle(panel: InvestorPanel) {
  return INVESTOR_NAV.find((item) => item.key === panel)?.label ?? EXTRA_TITLES[panel] ?? panel;
}
