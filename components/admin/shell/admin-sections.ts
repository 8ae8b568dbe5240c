// The admin back office's sections (spec 2 §2.3): picked from the sidebar, no URL of their own.
import {
  ArrowLeftRight,
  Bell,
  Briefcase,
  HandCoins,
  LayoutDashboard,
  Layers,
  ScrollText,
  Users,
} from "lucide-react";
import type { NavItem } from "@/components/ui/app-shell";

export type AdminSection =
  | "Dashboard"
  | "Manage Investments"
  | "Manage Transactions"
  | "Withdrawal Requests"
  | "Users Management"
  | "Admin Audit Trail"
  | "Manage Plans"
  | "Send Mail"
  | "Notifications";

export const DEFAULT_ADMIN_SECTION: AdminSection = "Dashboard";

/** Every section except Send Mail, which the spec keeps reachable but unlisted. */
export const ADMIN_NAV: readonly NavItem<AdminSection>[] = [
  { key: "Dashboard", label: "Dashboard", icon: LayoutDashboard },
  { key: "Manage Investments", label: "Manage Investments", icon: Briefcase },
  { key: "Manage Transactions", label: "Manage Transactions", icon: ArrowLeftRight },
  { key: "Withdrawal Requests", label: "Withdrawal Requests", icon: HandCoins },
  { key: "Users Management", label: "Users Management", icon: Users },
  { key: "Admin Audit Trail", label: "Admin Audit Trail", icon: ScrollText },
  { key: "Manage Plans", label: "Manage Plans", icon: Layers },
  { key: "Notifications", label: "Notifications", icon: Bell },
];
