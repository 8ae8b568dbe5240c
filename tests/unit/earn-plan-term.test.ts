// The term the Invest card shows, ceil(totalReturns × 365 / rate) days; none for a flexible plan.
import { planTermDays } from "@/lib/investments/plan-term";

it("counts the days a fixed plan takes to pay its total returns at its rate", () => {
  expect(planTermDays({ kind: "FIXED", interestRate: 8.5, totalReturns: 8.5 })).toBe(365);
  expect(planTermDays({ kind: "FIXED", interestRate: "36.5", totalReturns: "1" })).toBe(10);
  expect(planTermDays({ kind: "FIXED", interestRate: 12.8, totalReturns: 2 })).toBe(58);
});

it("has no term for a flexible plan or one that never pays", () => {
  expect(planTermDays({ kind: "FLEXIBLE", interestRate: 5, totalReturns: 0 })).toBeNull();
  expect(planTermDays({ kind: "FIXED", interestRate: 0, totalReturns: 5 })).toBeNull();
  expect(planTermDays({ kind: "FIXED", interestRate: 5, totalReturns: 0 })).toBeNull();
});
