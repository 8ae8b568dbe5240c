// The landing page's static data. Texts live in the `marketing` catalogue under each item's key; figures are
// numbers here and formatted in the reader's locale. Claims are marketing copy, not measured behaviour.
import type { LucideIcon } from "lucide-react";
import { BrainCircuit, Clock3, Coins, Headset, Percent, ShieldCheck } from "lucide-react";

/** How a feature's figure is written: a percentage, dollars (compact, "$50K+"), minutes, a count, or text. */
export type FeatureStat =
  | { kind: "percent"; value: number }
  | { kind: "usdCompactPlus"; value: number }
  | { kind: "minutes"; value: number }
  | { kind: "count"; value: number }
  | { kind: "text" };

export type Feature = { key: string; icon: LucideIcon; stat: FeatureStat };

export const FEATURES: Feature[] = [
  { key: "ai", icon: BrainCircuit, stat: { kind: "percent", value: 2.4 } },
  { key: "plans", icon: Percent, stat: { kind: "usdCompactPlus", value: 50_000 } },
  { key: "security", icon: ShieldCheck, stat: { kind: "percent", value: 0.999 } },
  { key: "withdrawals", icon: Clock3, stat: { kind: "minutes", value: 3 } },
  { key: "assets", icon: Coins, stat: { kind: "count", value: 5 } },
  { key: "support", icon: Headset, stat: { kind: "text" } },
];

/** The four steps, by their key in `marketing.steps`. */
export const STEPS = ["account", "plan", "fund", "grow"] as const;
export type StepKey = (typeof STEPS)[number];

/** The counters, by their key in `marketing.numbers.stats` (which writes the unit around the number). */
export type Stat = { key: string; value: number };

export const STATS: Stat[] = [
  { key: "satisfaction", value: 90 },
  { key: "transactions", value: 700 },
  { key: "companies", value: 5000 },
  { key: "performance", value: 156 },
];

// Invented outlet names: the page must not imply coverage by real publications. Names, not translated.
export const FEATURED_IN = [
  "Chainwire Weekly",
  "The Satoshi Review",
  "Fintech Ledger",
  "Block & Barrel",
  "Digital Asset Journal",
  "Yield Street",
];

export type PricingPlan = {
  key: "free" | "pro" | "business";
  /** US dollars a month. */
  price: number;
  features: string[];
  popular: boolean;
};

export const PRICING: PricingPlan[] = [
  { key: "free", price: 0, features: ["portfolios", "interest", "insights", "support"], popular: false },
  {
    key: "pro",
    price: 7.25,
    features: ["unlimited", "strategies", "priority", "tax", "custom"],
    popular: true,
  },
  {
    key: "business",
    price: 12.5,
    features: ["everything", "manager", "compliance", "whiteLabel", "sla"],
    popular: false,
  },
];

/** The Free plan's portfolio ceiling, in US dollars. */
export const FREE_PORTFOLIO_LIMIT = 10_000;

export const WEALTH_POINTS = ["goals", "rebalancing", "safetyNet", "statements"] as const;

export type TeamMember = { key: string; name: string; image: string };

export const TEAM: TeamMember[] = [
  { key: "maya", name: "Maya Chen", image: "/team/maya-chen.svg" },
  { key: "david", name: "David Okafor", image: "/team/david-okafor.svg" },
  { key: "sofia", name: "Sofia Marquez", image: "/team/sofia-marquez.svg" },
  { key: "james", name: "James Whitfield", image: "/team/james-whitfield.svg" },
];
