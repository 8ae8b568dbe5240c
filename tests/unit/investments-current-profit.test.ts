// The Investments panel's profit: what was credited, and the spec's estimate, as tables of cases.
import { currentProfit, estimatedProfit, type ProfitInput } from "@/lib/investments/current-profit";

const NOW = new Date("2026-03-01T12:00:00Z");

describe("currentProfit: the interest credited so far, not an estimate", () => {
  test.each<[string, number | string | null | undefined, number]>([
    // Opened 23 hours before the first 00:00 UTC run: credited, though not a whole day old.
    ["a day's interest credited on a subscription younger than a day", 1.75342465, 1.75342465],
    ["a decimal string", "12.5", 12.5],
    ["nothing credited yet", 0, 0],
    ["missing", undefined, 0],
    ["null", null, 0],
    ["not a number", "abc", 0],
    ["negative (never credited): 0", -1, 0],
  ])("%s", (_label, interestCredited, expected) => {
    expect(currentProfit({ interestCredited })).toBe(expected);
  });
});

describe("estimatedProfit (amount × rate / 100 / 365 × whole days since createdAt)", () => {
  test.each<[string, ProfitInput, number]>([
    [
      "one whole day of 3650 at 10%",
      { amount: 3650, interestRate: 10, createdAt: "2026-02-28T12:00:00Z" },
      1,
    ],
    [
      "30 days of 1000 at 8.5%",
      { amount: 1000, interestRate: 8.5, createdAt: "2026-01-30T12:00:00Z" },
      6.98630137,
    ],
    ["23 hours is not yet a day", { amount: 3650, interestRate: 10, createdAt: "2026-02-28T13:00:00Z" }, 0],
    [
      "1 day 23 hours counts as one day",
      { amount: 3650, interestRate: 10, createdAt: "2026-02-27T13:00:00Z" },
      1,
    ],
    [
      "decimal strings work like numbers",
      { amount: "5000", interestRate: "12.8", createdAt: "2026-02-19T12:00:00Z" },
      17.53424658,
    ],
    [
      "exact, not float: 0.1 × 3 days",
      { amount: 365, interestRate: 10, createdAt: "2026-02-26T12:00:00Z" },
      0.3,
    ],
    ["created right now", { amount: 3650, interestRate: 10, createdAt: NOW.toISOString() }, 0],
    ["created in the future", { amount: 3650, interestRate: 10, createdAt: "2026-04-01T00:00:00Z" }, 0],
    ["an invalid date", { amount: 3650, interestRate: 10, createdAt: "not a date" }, 0],
    ["no date", { amount: 3650, interestRate: 10, createdAt: null }, 0],
    ["no amount", { amount: null, interestRate: 10, createdAt: "2026-01-01T00:00:00Z" }, 0],
    ["a non-numeric amount", { amount: "abc", interestRate: 10, createdAt: "2026-01-01T00:00:00Z" }, 0],
    ["a NaN rate", { amount: 3650, interestRate: Number.NaN, createdAt: "2026-01-01T00:00:00Z" }, 0],
    ["an infinite amount", { amount: Infinity, interestRate: 10, createdAt: "2026-01-01T00:00:00Z" }, 0],
    ["a negative amount", { amount: -3650, interestRate: 10, createdAt: "2026-01-01T00:00:00Z" }, 0],
    ["a zero rate", { amount: 3650, interestRate: 0, createdAt: "2026-01-01T00:00:00Z" }, 0],
    [
      "stops at the plan's total returns",
      { amount: 1000, interestRate: 365, createdAt: "2026-01-30T12:00:00Z", totalReturns: 5 },
      50,
    ],
    [
      "below total returns the cap changes nothing",
      { amount: 3650, interestRate: 10, createdAt: "2026-02-28T12:00:00Z", totalReturns: 5 },
      1,
    ],
  ])("%s", (_label, input, expected) => {
    expect(estimatedProfit(input, NOW)).toBe(expected);
  });

  test("uses the current time when none is given", () => {
    const twoDaysAgo = new Date(Date.now() - 2 * 86_400_000 - 1000).toISOString();
    expect(estimatedProfit({ amount: 3650, interestRate: 10, createdAt: twoDaysAgo })).toBe(2);
  });
});
