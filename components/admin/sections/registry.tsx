// The admin back office's sections (spec 2 §2.3–§2.13, plus Support and Reconciliation): one entry each, code
// loaded on demand.
import {
  ArrowLeftRight,
  Bell,
  Briefcase,
  HandCoins,
  LayoutDashboard,
  Layers,
  LifeBuoy,
  Mail,
  Scale,
  ScrollText,
  Users,
} from "lucide-react";
import { lazyPanel } from "@/components/dashboard/lazy-panel";
import type { PanelDef } from "@/components/dashboard/panel-registry";
import { ComingSoonPanel } from "@/components/ui/coming-soon";
import type { AdminSectionSlug } from "./slugs";

export type AdminSectionDef = PanelDef<AdminSectionSlug>;

const comingSoon = (title: string) =>
  function ComingSoon() {
    return <ComingSoonPanel title={title} />;
  };

// Sections load with lazyPanel (components/dashboard/lazy-panel.tsx) as they are built.
// The spec's sidebar order; Send Mail is reachable (from Users Management and the overview) but not listed.
export const ADMIN_SECTIONS: readonly AdminSectionDef[] = [
  {
    slug: "dashboard",
    label: "Dashboard",
    icon: LayoutDashboard,
    inNav: true,
    component: lazyPanel(() => import("./dashboard/dashboard-section").then((m) => m.DashboardSection)),
  },
  {
    slug: "investments",
    label: "Manage Investments",
    icon: Briefcase,
    inNav: true,
    component: comingSoon("Manage Investments"),
  },
  {
    slug: "transactions",
    label: "Manage Transactions",
    icon: ArrowLeftRight,
    inNav: true,
    component: comingSoon("Manage Transactions"),
  },
  {
    slug: "withdrawals",
    label: "Withdrawal Requests",
    icon: HandCoins,
    inNav: true,
    component: comingSoon("Withdrawal Requests"),
  },
  {
    slug: "users",
    label: "Users Management",
    icon: Users,
    inNav: true,
    component: lazyPanel(() => import("./users/users-section").then((m) => m.UsersSection)),
  },
  {
    slug: "audit",
    label: "Admin Audit Trail",
    icon: ScrollText,
    inNav: true,
    component: comingSoon("Admin Audit Trail"),
  },
  { slug: "plans", label: "Manage Plans", icon: Layers, inNav: true, component: comingSoon("Manage Plans") },
  {
    slug: "send-mail",
    label: "Send Mail",
    icon: Mail,
    inNav: false,
    component: lazyPanel(() => import("./send-mail/send-mail-section").then((m) => m.SendMailSection)),
  },
  {
    slug: "notifications",
    label: "Notifications",
    icon: Bell,
    inNav: true,
    component: comingSoon("Notifications"),
  },
  { slug: "support", label: "Support", icon: LifeBuoy, inNav: true, component: comingSoon("Support") },
  {
    slug: "reconciliation",
    label: "Reconciliation",
    icon: Scale,
    inNav: true,
    component: comingSoon("Reconciliation"),
  },
];
