// The landing page's static copy. Claims are marketing copy, not measured behaviour.
import type { LucideIcon } from "lucide-react";
import { BrainCircuit, Clock3, Coins, Headset, Percent, ShieldCheck } from "lucide-react";

export type Feature = {
  title: string;
  description: string;
  icon: LucideIcon;
  stat: string;
  statLabel: string;
};

export const FEATURES: Feature[] = [
  {
    title: "AI portfolio engine",
    description:
      "Models trained on ten years of market data watch volatility, liquidity and momentum around the clock, and rebalance your crypto before the crowd moves.",
    icon: BrainCircuit,
    stat: "240%",
    statLabel: "average ROI",
  },
  {
    title: "Fixed-APY investment plans",
    description:
      "Choose Basic, Premium or Enterprise and know your rate up front. Interest is credited to your main balance every day at 00:00 UTC.",
    icon: Percent,
    stat: "$50K+",
    statLabel: "average portfolio",
  },
  {
    title: "Security you can audit",
    description:
      "Argon2-hashed credentials, a 4-digit withdrawal PIN, e-mail verification and an append-only ledger behind every balance change.",
    icon: ShieldCheck,
    stat: "99.9%",
    statLabel: "uptime",
  },
  {
    title: "Withdrawals in minutes",
    description:
      "Send funds to your own wallet on the Bitcoin, Ethereum or Tron network. Requests are reviewed by a real person, fast.",
    icon: Clock3,
    stat: "< 3 min",
    statLabel: "withdrawals",
  },
  {
    title: "One account, five assets",
    description:
      "Hold US dollars, Bitcoin, Ethereum, USDT and USDC side by side, each valued in dollars on a single dashboard.",
    icon: Coins,
    stat: "5",
    statLabel: "assets in one place",
  },
  {
    title: "People, not chatbots",
    description:
      "Our support team answers around the clock, and the office in Buffalo, New York is open on weekdays for anything that needs a call.",
    icon: Headset,
    stat: "24/7",
    statLabel: "human support",
  },
];

export type Step = { title: string; description: string };

export const STEPS: Step[] = [
  {
    title: "Create your account",
    description:
      "Sign up in under two minutes and confirm your e-mail with a six-digit code. No paperwork to start.",
  },
  {
    title: "Choose your plan",
    description:
      "Compare Basic, Premium and Enterprise side by side and pick the APY and minimum that suit your goals.",
  },
  {
    title: "Fund your portfolio",
    description:
      "Deposit Bitcoin, Ethereum, USDT or BNB to your personal address, then invest from your balance.",
  },
  {
    title: "Watch it grow",
    description:
      "Interest lands in your main balance every day. Follow every cent from your dashboard, on any device.",
  },
];

export type Stat = { value: number; suffix: string; label: string };

export const STATS: Stat[] = [
  { value: 90, suffix: "%", label: "Customer satisfaction" },
  { value: 700, suffix: "M", label: "Daily transactions" },
  { value: 5000, suffix: "+", label: "Companies on Apex" },
  { value: 156, suffix: "%", label: "Performance increase" },
];

// Invented outlet names: the page must not imply coverage by real publications.
export const FEATURED_IN = [
  "Chainwire Weekly",
  "The Satoshi Review",
  "Fintech Ledger",
  "Block & Barrel",
  "Digital Asset Journal",
  "Yield Street",
];

export type PricingPlan = {
  name: string;
  price: string;
  period: string;
  description: string;
  features: string[];
  popular: boolean;
  buttonText: string;
  note: string;
};

export const PRICING: PricingPlan[] = [
  {
    name: "Free",
    price: "$0",
    period: "/month",
    description: "Everything you need to start investing with confidence.",
    features: [
      "Portfolios up to $10,000",
      "Daily interest on every plan",
      "AI market insights",
      "E-mail support",
    ],
    popular: false,
    buttonText: "TRY FOR FREE",
    note: "Free forever. No card required.",
  },
  {
    name: "Pro",
    price: "$7.25",
    period: "/month",
    description: "For active investors who want the full AI toolkit.",
    features: [
      "Unlimited portfolios",
      "AI trading strategies",
      "Priority support",
      "Tax reporting tools",
      "Custom investment plans",
    ],
    popular: true,
    buttonText: "TRY FOR FREE",
    note: "Billed annually.",
  },
  {
    name: "Business+",
    price: "$12.50",
    period: "/month",
    description: "For companies managing treasury and client funds.",
    features: [
      "Everything in Pro",
      "Dedicated account manager",
      "Compliance tools",
      "White-label dashboard",
      "Uptime SLA",
    ],
    popular: false,
    buttonText: "CONTACT SALES",
    note: "Billed annually.",
  },
];

export type WealthPoint = { title: string; description: string };

export const WEALTH_POINTS: WealthPoint[] = [
  {
    title: "Goals, not guesswork",
    description: "Set a target and a date; Apex suggests the plan mix that gets you there.",
  },
  {
    title: "Automatic rebalancing",
    description: "Your allocation drifts back into line without you lifting a finger.",
  },
  {
    title: "Stablecoin safety net",
    description: "Park gains in USDT or USDC when markets turn choppy, in one click.",
  },
  {
    title: "Clear statements",
    description: "A per-day interest statement for every plan, ready for your accountant.",
  },
];

export type TeamMember = { name: string; role: string; image: string; bio: string };

export const TEAM: TeamMember[] = [
  {
    name: "Maya Chen",
    role: "Chief Executive Officer",
    image: "/team/maya-chen.svg",
    bio: "Fifteen years in institutional trading before founding Apex to bring the same tools to everyone.",
  },
  {
    name: "David Okafor",
    role: "Chief Technology Officer",
    image: "/team/david-okafor.svg",
    bio: "Built payment ledgers at scale; obsessed with money that always adds up to the cent.",
  },
  {
    name: "Sofia Marquez",
    role: "Head of Quant Research",
    image: "/team/sofia-marquez.svg",
    bio: "PhD in applied mathematics. Leads the models that steer every Apex portfolio.",
  },
  {
    name: "James Whitfield",
    role: "Head of Client Success",
    image: "/team/james-whitfield.svg",
    bio: "Runs the 24/7 support desk from Buffalo and answers the hard questions himself.",
  },
];
