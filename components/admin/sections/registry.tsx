// The admin back office's sections (plus Support and Reconciliation): one entry each, code
// loaded on demand.
import {
  ArrowDownToLine,
  ArrowLeftRight,
  BadgeCheck,
  Bell,
  Gift,
  Briefcase,
  HandCoins,
  KeyRound,
  LayoutDashboard,
  Layers,
  ListChecks,
  LifeBuoy,
  Mail,
  MonitorCheck,
  Scale,
  ScrollText,
  ShieldCheck,
  UserCheck,
  UserCog,
  Users,
} from "lucide-react";
import { lazyPanel } from "@/components/dashboard/lazy-panel";
import { ADMIN_SECTION_TEXTS } from "@/i18n/namespaces";
import type { PanelDef } from "@/components/dashboard/panel-registry";
import { DashboardSection } from "./dashboard/dashboard-section";
import type { AdminSectionSlug } from "./slugs";

export type AdminSectionDef = PanelDef<AdminSectionSlug>;

// The spec's sidebar order, with Deposits beside Withdrawal Requests; Send Mail is reachable (from Users
// Management and the overview) but not listed.
// Each `label` is the English name; the shell shows the name from the admin.shell catalogue (sections.<slug>).
export const ADMIN_SECTIONS: readonly AdminSectionDef[] = [
  {
    slug: "dashboard",
    label: "Dashboard",
    icon: LayoutDashboard,
    inNav: true,
    // The section an administrator's sign-in lands on is part of the page's own code (its chart's library is
    // not): rendered on the server with the shell and hydrated in the same pass, as the investor's Overview
    // (components/investor/panels/registry.tsx says why only that screen).
    component: DashboardSection,
  },
  {
    slug: "investments",
    label: "Manage Investments",
    icon: Briefcase,
    inNav: true,
    component: lazyPanel(
      () => import("./investments/investments-section").then((m) => m.InvestmentsSection),
      ADMIN_SECTION_TEXTS.investments,
    ),
  },
  {
    slug: "transactions",
    label: "Manage Transactions",
    icon: ArrowLeftRight,
    inNav: true,
    component: lazyPanel(
      () => import("./transactions/transactions-section").then((m) => m.TransactionsSection),
      ADMIN_SECTION_TEXTS.transactions,
    ),
  },
  {
    slug: "withdrawals",
    label: "Withdrawal Requests",
    icon: HandCoins,
    inNav: true,
    component: lazyPanel(
      () => import("./withdrawals/withdrawals-section").then((m) => m.WithdrawalsSection),
      ADMIN_SECTION_TEXTS.withdrawals,
    ),
  },
  {
    slug: "deposits",
    label: "Deposits",
    icon: ArrowDownToLine,
    inNav: true,
    component: lazyPanel(
      () => import("./deposits/deposits-section").then((m) => m.DepositsSection),
      ADMIN_SECTION_TEXTS.deposits,
    ),
  },
  {
    slug: "users",
    label: "Users Management",
    icon: Users,
    inNav: true,
    component: lazyPanel(
      () => import("./users/users-section").then((m) => m.UsersSection),
      ADMIN_SECTION_TEXTS.users,
    ),
  },
  {
    slug: "kyc",
    label: "Identity Verification",
    icon: BadgeCheck,
    inNav: true,
    component: lazyPanel(
      () => import("./kyc/kyc-section").then((m) => m.KycSection),
      ADMIN_SECTION_TEXTS.kyc,
    ),
  },
  {
    slug: "audit",
    label: "Admin Audit Trail",
    icon: ScrollText,
    inNav: true,
    component: lazyPanel(
      () => import("./audit/audit-section").then((m) => m.AuditSection),
      ADMIN_SECTION_TEXTS.audit,
    ),
  },
  {
    slug: "plans",
    label: "Manage Plans",
    icon: Layers,
    inNav: true,
    component: lazyPanel(
      () => import("./plans/plans-section").then((m) => m.PlansSection),
      ADMIN_SECTION_TEXTS.plans,
    ),
  },
  {
    slug: "send-mail",
    label: "Send Mail",
    icon: Mail,
    inNav: false,
    component: lazyPanel(
      () => import("./send-mail/send-mail-section").then((m) => m.SendMailSection),
      ADMIN_SECTION_TEXTS["send-mail"],
    ),
  },
  {
    slug: "notifications",
    label: "Notifications",
    icon: Bell,
    inNav: true,
    component: lazyPanel(
      () => import("./notifications/notifications-section").then((m) => m.NotificationsSection),
      ADMIN_SECTION_TEXTS.notifications,
    ),
  },
  {
    slug: "support",
    label: "Support",
    icon: LifeBuoy,
    inNav: true,
    component: lazyPanel(
      () => import("./support/support-section").then((m) => m.SupportSection),
      ADMIN_SECTION_TEXTS.support,
    ),
  },
  {
    slug: "reconciliation",
    label: "Reconciliation",
    icon: Scale,
    inNav: true,
    component: lazyPanel(
      () => import("./reconciliation/reconciliation-section").then((m) => m.ReconciliationSection),
      ADMIN_SECTION_TEXTS.reconciliation,
    ),
  },
  {
    slug: "jobs",
    label: "Jobs",
    icon: ListChecks,
    inNav: true,
    component: lazyPanel(
      () => import("./jobs/jobs-section").then((m) => m.JobsSection),
      ADMIN_SECTION_TEXTS.jobs,
    ),
  },
  {
    slug: "admins",
    label: "Administrators",
    icon: UserCog,
    inNav: true,
    component: lazyPanel(
      () => import("./admins/admins-section").then((m) => m.AdminsSection),
      ADMIN_SECTION_TEXTS.admins,
    ),
  },
  {
    slug: "approvals",
    label: "Awaiting Second Approval",
    icon: UserCheck,
    inNav: true,
    component: lazyPanel(
      () => import("./approvals/approvals-section").then((m) => m.ApprovalsSection),
      ADMIN_SECTION_TEXTS.approvals,
    ),
  },
  {
    slug: "system",
    label: "System",
    icon: MonitorCheck,
    inNav: true,
    component: lazyPanel(
      () => import("./system/system-section").then((m) => m.SystemSection),
      ADMIN_SECTION_TEXTS.system,
    ),
  },
  {
    slug: "reserves",
    label: "Proof of Reserves",
    icon: ShieldCheck,
    inNav: true,
    component: lazyPanel(
      () => import("./reserves/reserves-section").then((m) => m.ReservesSection),
      ADMIN_SECTION_TEXTS.reserves,
    ),
  },
  {
    slug: "referrals",
    label: "Referrals",
    icon: Gift,
    inNav: true,
    component: lazyPanel(
      () => import("./referrals/referrals-section").then((m) => m.ReferralsSection),
      ADMIN_SECTION_TEXTS.referrals,
    ),
  },
  {
    slug: "account-security",
    label: "Account security",
    icon: KeyRound,
    inNav: true,
    component: lazyPanel(
      () => import("./account-security/account-security-section").then((m) => m.AccountSecuritySection),
      ADMIN_SECTION_TEXTS["account-security"],
    ),
  },
];
