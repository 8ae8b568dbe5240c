// Invest: "Card theme varies by plan-name keywords (basic/starter, premium/pro,
// enterprise/ultimate, otherwise default)". Checked in that order, as substrings of the lower-cased name.
export type PlanTheme = "basic" | "premium" | "enterprise" | "default";

const KEYWORDS: [PlanTheme, string[]][] = [
  ["basic", ["basic", "starter"]],
  ["premium", ["premium", "pro"]],
  ["enterprise", ["enterprise", "ultimate"]],
];

export function planTheme(name: string | null | undefined): PlanTheme {
  const lower = (name ?? "").toLowerCase();
  return KEYWORDS.find(([, words]) => words.some((w) => lower.includes(w)))?.[0] ?? "default";
}

/** Tailwind classes per theme: the card's top band, its accent text and its button. */
export const PLAN_THEME_CLASSES: Record<PlanTheme, { band: string; accent: string; button: string }> = {
  basic: { band: "from-sky-500 to-sky-700", accent: "text-sky-700", button: "bg-sky-700 hover:bg-sky-800" },
  premium: {
    band: "from-violet-500 to-indigo-700",
    accent: "text-indigo-700",
    button: "bg-indigo-700 hover:bg-indigo-800",
  },
  enterprise: {
    band: "from-amber-500 to-orange-700",
    accent: "text-orange-800",
    button: "bg-orange-700 hover:bg-orange-800",
  },
  default: {
    band: "from-slate-500 to-slate-700",
    accent: "text-slate-700",
    button: "bg-slate-700 hover:bg-slate-800",
  },
};
