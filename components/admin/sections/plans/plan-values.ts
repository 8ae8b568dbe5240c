// The Add and Edit Plan forms' values and what they send ("New plan").
import type { AdminPlan, PlanBody } from "@/lib/hooks/admin/use-admin-plans";

export type PlanValues = PlanBody;

export const PLAN_FIELDS = [
  "plan",
  "minimumAmount",
  "maximumAmount",
  "interestRate",
  "totalReturns",
] as const;

export const EMPTY_PLAN: PlanValues = {
  plan: "",
  minimumAmount: "",
  maximumAmount: "",
  interestRate: "",
  totalReturns: "",
};

export const planValues = (p: AdminPlan): PlanValues => ({
  plan: p.plan,
  minimumAmount: String(p.minimumAmount),
  maximumAmount: String(p.maximumAmount),
  interestRate: String(p.interestRate),
  totalReturns: String(p.totalReturns),
});

/**
 * A number that does not parse counts as 0. One that does goes as typed, so the server judges the
 * exact text (decimals, range) rather than a float's rounding of it.
 */
const numberOrZero = (text: string) => {
  const t = text.trim();
  return t !== "" && Number.isFinite(Number(t)) ? t : "0";
};

export const planBody = (v: PlanValues): PlanBody => ({
  plan: v.plan.trim(),
  minimumAmount: numberOrZero(v.minimumAmount),
  maximumAmount: numberOrZero(v.maximumAmount),
  interestRate: numberOrZero(v.interestRate),
  totalReturns: numberOrZero(v.totalReturns),
});
