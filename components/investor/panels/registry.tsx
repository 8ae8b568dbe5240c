// The investor dashboard's panels ("Investor dashboard"): one entry each, code loaded on demand (but Overview's).
// Each `label` is the English name; the sidebar and the top bar show the reader's (investor.shell, nav.<slug>).
import {
  ArrowDownToLine,
  ArrowUpFromLine,
  BadgeCheck,
  Briefcase,
  ChartColumn,
  FileClock,
  History,
  KeyRound,
  LayoutDashboard,
  LifeBuoy,
  Settings,
  ShieldCheck,
  TrendingUp,
  UserRound,
  Gift,
} from "lucide-react";
import type { PanelDef } from "@/components/dashboard/panel-registry";
import { lazyPanel } from "@/components/dashboard/lazy-panel";
import { INVESTOR_PANEL_TEXTS } from "@/i18n/namespaces";
import { OverviewPanel } from "./overview/overview-panel";
import type { InvestorPanelSlug } from "./slugs";

export type InvestorPanelDef = PanelDef<InvestorPanelSlug> & {
  /** The price ticker shows on every panel except Support. */
  ticker: boolean;
};

export const INVESTOR_PANELS: readonly InvestorPanelDef[] = [
  {
    slug: "overview",
    label: "Overview",
    icon: LayoutDashboard,
    inNav: true,
    ticker: true,
    // The screen a sign-in lands on is part of the page's own code, not a chunk of its own, so the server
    // renders it with the shell, its data read on the server and handed over with the page
    // (lib/query/server-prefetch.ts): whenever it hydrates (after the frame, components/dashboard/
    // hydrate-later.tsx), its first render is the server's (a screen meeting data the server did not have
    // would be React error 418). The other screens load on demand and render in the browser
    // (components/dashboard/lazy-panel.tsx).
    component: OverviewPanel,
  },
  {
    slug: "invest",
    label: "Invest",
    icon: TrendingUp,
    inNav: true,
    ticker: true,
    component: lazyPanel(
      () => import("./invest/invest-panel").then((m) => m.InvestPanel),
      INVESTOR_PANEL_TEXTS.invest,
    ),
  },
  {
    slug: "investments",
    label: "Investments",
    icon: Briefcase,
    inNav: true,
    ticker: true,
    component: lazyPanel(
      () => import("./investments/investments-panel").then((m) => m.InvestmentsPanel),
      INVESTOR_PANEL_TEXTS.investments,
    ),
  },
  {
    slug: "deposits",
    label: "Deposits",
    icon: ArrowDownToLine,
    inNav: true,
    ticker: true,
    component: lazyPanel(
      () => import("./deposits/deposits-panel").then((m) => m.DepositsPanel),
      INVESTOR_PANEL_TEXTS.deposits,
    ),
  },
  {
    slug: "deposit-history",
    label: "Deposit History",
    icon: History,
    inNav: true,
    ticker: true,
    component: lazyPanel(
      () => import("./deposit-history/deposit-history-panel").then((m) => m.DepositHistoryPanel),
      INVESTOR_PANEL_TEXTS["deposit-history"],
    ),
  },
  {
    slug: "withdrawals",
    label: "Withdrawals",
    icon: ArrowUpFromLine,
    inNav: true,
    ticker: true,
    component: lazyPanel(
      () => import("./withdrawals/withdrawals-panel").then((m) => m.WithdrawalsPanel),
      INVESTOR_PANEL_TEXTS.withdrawals,
    ),
  },
  {
    slug: "withdrawal-history",
    label: "Withdrawal History",
    icon: FileClock,
    inNav: true,
    ticker: true,
    component: lazyPanel(
      () => import("./withdrawal-history/withdrawal-history-panel").then((m) => m.WithdrawalHistoryPanel),
      INVESTOR_PANEL_TEXTS["withdrawal-history"],
    ),
  },
  {
    slug: "settings",
    label: "Settings",
    icon: Settings,
    inNav: true,
    ticker: true,
    component: lazyPanel(
      () => import("./settings/settings-panel").then((m) => m.SettingsPanel),
      INVESTOR_PANEL_TEXTS.settings,
    ),
  },
  {
    slug: "account-settings",
    label: "Account Settings",
    icon: KeyRound,
    // Listed: the caution banner's link is not the only way here (it goes once the account is verified, and a
    // rejected investor must still find the way back to their identity documents and PIN).
    inNav: true,
    ticker: true,
    component: lazyPanel(
      () => import("./account-settings/account-settings-panel").then((m) => m.AccountSettingsPanel),
      INVESTOR_PANEL_TEXTS["account-settings"],
    ),
  },
  {
    slug: "kyc",
    label: "Identity Verification",
    icon: BadgeCheck,
    inNav: true,
    ticker: true,
    component: lazyPanel(() => import("./kyc/kyc-panel").then((m) => m.KycPanel), INVESTOR_PANEL_TEXTS.kyc),
  },
  {
    slug: "support",
    label: "Support",
    icon: LifeBuoy,
    inNav: true,
    ticker: false,
    component: lazyPanel(
      () => import("./support/support-panel").then((m) => m.SupportPanel),
      INVESTOR_PANEL_TEXTS.support,
    ),
  },
  {
    slug: "profile",
    label: "Profile",
    icon: UserRound,
    inNav: true,
    ticker: true,
    component: lazyPanel(
      () => import("./profile/profile-panel").then((m) => m.ProfilePanel),
      INVESTOR_PANEL_TEXTS.profile,
    ),
  },
  {
    slug: "analytics",
    label: "Analytics",
    icon: ChartColumn,
    inNav: true,
    ticker: true,
    component: lazyPanel(
      () => import("./analytics/analytics-panel").then((m) => m.AnalyticsPanel),
      INVESTOR_PANEL_TEXTS.analytics,
    ),
  },
  {
    slug: "proof-of-reserves",
    label: "Proof of Reserves",
    icon: ShieldCheck,
    inNav: true,
    ticker: true,
    component: lazyPanel(
      () => import("./proof-of-reserves/proof-of-reserves-panel").then((m) => m.ProofOfReservesPanel),
      INVESTOR_PANEL_TEXTS["proof-of-reserves"],
    ),
  },
  {
    slug: "referrals",
    label: "Referrals",
    icon: Gift,
    inNav: true,
    ticker: true,
    component: lazyPanel(
      () => import("./referrals/referrals-panel").then((m) => m.ReferralsPanel),
      INVESTOR_PANEL_TEXTS.referrals,
    ),
  },
];
