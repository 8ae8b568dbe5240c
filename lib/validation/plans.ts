// Plan inputs: the Add/Edit Plan dialogs and POST /api/investments/add, PUT /api/investments/{id}.
import Decimal from "decimal.js";
import { z } from "zod";
import { EARLY_REDEMPTION_RULES, PLAN_KINDS } from "@/lib/enums";
import { decimalField, moneyField, paymentAssetField } from "./money";

const PENALTY_PERCENT = "Early redemption penalty must be between 0 and 100 percent, with at most 4 decimals";

const fields = {
  plan: z
    .string({ error: "Plan name is required" })
    .trim()
    .min(1, "Plan name is required")
    .max(100, "Plan name is too long"),
  minimumAmount: moneyField("Minimum amount must be 0 or more, with at most 8 decimals", { allowZero: true }),
  maximumAmount: moneyField("Maximum amount must be 0 or more, with at most 8 decimals", { allowZero: true }),
  interestRate: decimalField({
    message: "Interest rate must be 0 or more, with at most 4 decimals",
    places: 4,
    integerDigits: 8,
    allowZero: true,
  }),
  totalReturns: decimalField({
    message: "Total returns must be 0 or more, with at most 4 decimals",
    places: 4,
    integerDigits: 8,
    allowZero: true,
  }),
  recommended: z.boolean({ error: "recommended must be true or false" }).optional(),
  // Earn: optional, so every existing client keeps working; a new plan defaults to FIXED, USD, NONE.
  kind: z.enum(PLAN_KINDS, { error: "Kind must be FIXED or FLEXIBLE" }).optional(),
  asset: paymentAssetField.optional(),
  earlyRedemption: z
    .enum(EARLY_REDEMPTION_RULES, { error: "Early redemption must be NONE, FORFEIT_INTEREST or PENALTY" })
    .optional(),
  earlyRedemptionPenaltyPercent: decimalField({
    message: PENALTY_PERCENT,
    places: 4,
    integerDigits: 3,
    allowZero: true,
  })
    .refine((v) => new Decimal(v).lte(100), PENALTY_PERCENT)
    .optional(),
};

export const MIN_ABOVE_MAX = "Minimum amount must not exceed maximum amount";

export const minNotAboveMax = (min: string, max: string) => new Decimal(min).lte(max);

export const NEVER_COMPLETES =
  "This plan would never reach its total returns: its daily interest on the minimum amount rounds to zero";

/**
 * A subscription completes (and its principal comes back) only when credited interest reaches total returns.
 * Interest is credited in whole 0.00000001 USD a day, so a plan whose daily interest on its minimum rounds to
 * zero (a 0% rate, or a tiny minimum) would lock the principal forever.
 */
export const reachesTotalReturns = (p: {
  minimumAmount: string;
  interestRate: string;
  totalReturns: string;
  kind?: string;
}) =>
  // A FLEXIBLE plan has no end: it never has to reach its total returns.
  p.kind === "FLEXIBLE" ||
  new Decimal(p.totalReturns).isZero() ||
  new Decimal(p.minimumAmount).times(p.interestRate).div(36500).gte("0.00000001");

export const createPlanSchema = z
  .object(fields)
  .refine((p) => minNotAboveMax(p.minimumAmount, p.maximumAmount), {
    path: ["maximumAmount"],
    message: MIN_ABOVE_MAX,
  })
  .refine(reachesTotalReturns, { path: ["interestRate"], message: NEVER_COMPLETES });
export type CreatePlanInput = z.infer<typeof createPlanSchema>;

/** Partial: the edit dialog may send only what changed; min <= max is checked against the stored plan. */
export const updatePlanSchema = z.object(fields).partial();
export type UpdatePlanInput = z.infer<typeof updatePlanSchema>;
