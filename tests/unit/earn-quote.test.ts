// The redemption rules in exact decimals (lib/earn/redemption.ts quoteRedemption), the function both the
// quote route and the redemption run.
import type { Subscription } from "@/db/schema";
import { quoteRedemption } from "@/lib/earn/redemption";

const sub = (over: Partial<Subscription>): Subscription =>
  ({
    id: 1,
    amount: "1000",
    status: "ACTIVE",
    kind: "FIXED",
    earlyRedemption: "NONE",
    earlyRedemptionPenaltyPercent: "0",
    ...over,
  }) as Subscription;

describe("quoteRedemption", () => {
  it("redeems a flexible position in part or whole, forfeiting nothing", () => {
    const s = sub({ kind: "FLEXIBLE", amount: "0.75" });
    expect(quoteRedemption(s, "0.1", "0.25")).toEqual({ returned: "0.25", forfeited: "0", remaining: "0.5" });
    expect(quoteRedemption(s, "0.1")).toEqual({ returned: "0.75", forfeited: "0", remaining: "0" });
    expect(() => quoteRedemption(s, "0", "0.75000001")).toThrow(
      "Amount exceeds the subscription's principal",
    );
  });

  it("refuses a fixed plan without an early-redemption rule, and a part of a fixed one", () => {
    expect(() => quoteRedemption(sub({}), "5")).toThrow("This plan cannot be redeemed before it matures");
    expect(() => quoteRedemption(sub({ earlyRedemption: "PENALTY" }), "0", "10")).toThrow(
      "A fixed-term subscription is redeemed in whole",
    );
  });

  it("forfeits the interest paid, never below zero", () => {
    const s = sub({ earlyRedemption: "FORFEIT_INTEREST", amount: "100" });
    expect(quoteRedemption(s, "12.34567891")).toEqual({
      returned: "87.65432109",
      forfeited: "12.34567891",
      remaining: "0",
    });
    expect(quoteRedemption(s, "150")).toEqual({ returned: "0", forfeited: "100", remaining: "0" });
  });

  it("takes the penalty percent of the principal, truncated to 8 decimals", () => {
    const s = sub({ earlyRedemption: "PENALTY", earlyRedemptionPenaltyPercent: "1.5", amount: "0.12345679" });
    // 0.12345679 × 1.5% = 0.0018518518500 -> 0.00185185
    expect(quoteRedemption(s, "0")).toEqual({
      returned: "0.12160494",
      forfeited: "0.00185185",
      remaining: "0",
    });
  });

  it("refuses a subscription that is not active", () => {
    expect(() => quoteRedemption(sub({ status: "COMPLETED" }), "0")).toThrow(
      "This subscription is not active",
    );
  });
});
