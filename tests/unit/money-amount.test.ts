import { parseAmount } from "@/lib/money/amount";
import { moneyString, roundDownToScale, roundUpToScale } from "@/lib/money/decimal";
import { subscriptionUnits } from "@/lib/investments/subscribe-units";
import { FALLBACK_PRICES } from "@/lib/prices/usd-prices";
import { withdrawalSchema } from "@/lib/validation/withdrawals";
import { subscribeSchema } from "@/lib/validation/investments";

describe("parseAmount: what a money input accepts", () => {
  it.each([
    [1000, "1000"],
    ["1000", "1000"],
    [" 0.5 ", "0.5"],
    [0.1, "0.1"],
    ["0.00000001", "0.00000001"],
    [1e-8, "0.00000001"],
    ["12345.67890000", "12345.6789"],
    ["1000000000000000", "1000000000000000"],
  ])("accepts %p as %p", (input, expected) => {
    expect(parseAmount(input)).toEqual({ ok: true, value: expected });
  });

  it.each([
    [undefined, "Amount is required"],
    [null, "Amount is required"],
    ["", "Amount is required"],
    [0, "Amount must be greater than 0"],
    ["0.00000000", "Amount must be greater than 0"],
    [-5, "Amount must be greater than 0"],
    ["-0.1", "Amount must be greater than 0"],
    [Number.NaN, "Amount must be a number"],
    [Number.POSITIVE_INFINITY, "Amount must be a number"],
    ["NaN", "Amount must be a number"],
    ["Infinity", "Amount must be a number"],
    ["1e3", "Amount must be a number"],
    ["0x10", "Amount must be a number"],
    ["1,000", "Amount must be a number"],
    ["12abc", "Amount must be a number"],
    [true, "Amount must be a number"],
    [{ value: 1 }, "Amount must be a number"],
    [[1], "Amount must be a number"],
    ["0.000000001", "Amount can have at most 8 decimal places"],
    [0.1 + 0.2, "Amount can have at most 8 decimal places"],
    ["1000000000000000.1", "Amount is too large"],
  ])("refuses %p: %s", (input, message) => {
    expect(parseAmount(input)).toEqual({ ok: false, message });
  });
});

describe("subscription units: amount / price, rounded UP to 8 decimals", () => {
  it.each([
    ["1000 USD in BITCOIN at 116515", "1000", FALLBACK_PRICES.BITCOIN, "0.00858259"],
    ["5000 USD in BITCOIN at 116515", "5000", FALLBACK_PRICES.BITCOIN, "0.04291293"],
    ["25000 USD in BITCOIN at 116515", "25000", FALLBACK_PRICES.BITCOIN, "0.21456465"],
    ["1000 USD in ETHEREUM at 4274.31", "1000", FALLBACK_PRICES.ETHEREUM, "0.23395589"],
    ["5000 USD in ETHEREUM at 4274.31", "5000", FALLBACK_PRICES.ETHEREUM, "1.16977945"],
    ["1000 USD in USDT at 1", "1000", FALLBACK_PRICES.USDT, "1000"],
    ["1000 USD in USDC at 1", "1000", FALLBACK_PRICES.USDC, "1000"],
    ["0.01 USD in BITCOIN at 116515 (never rounds to 0)", "0.01", FALLBACK_PRICES.BITCOIN, "0.00000009"],
    ["an exact division stays exact", "116515", FALLBACK_PRICES.BITCOIN, "1"],
    ["1 USD at 3 rounds the last digit up", "1", "3", "0.33333334"],
  ])("%s -> %s", (_label, amount, price, units) => {
    expect(subscriptionUnits(amount, price)).toBe(units);
  });

  it("never collects less than the price", () => {
    for (const amount of ["1", "999.99", "1000", "12345.678"]) {
      const units = subscriptionUnits(amount, FALLBACK_PRICES.BITCOIN);
      expect(roundUpToScale(units).times(FALLBACK_PRICES.BITCOIN).gte(amount)).toBe(true);
    }
  });

  it("refuses a zero or negative price instead of dividing by it", () => {
    expect(() => subscriptionUnits("1000", "0")).toThrow();
    expect(() => subscriptionUnits("1000", "-1")).toThrow();
  });
});

describe("decimal helpers", () => {
  it("rounds payouts down and collections up, without floats", () => {
    expect(roundDownToScale("0.232876712328767").toFixed()).toBe("0.23287671");
    expect(roundUpToScale("0.232876712328767").toFixed()).toBe("0.23287672");
    expect(moneyString("0.00000001")).toBe("0.00000001");
    expect(moneyString("1e-8")).toBe("0.00000001");
  });
});

describe("input schemas", () => {
  const withdrawal = {
    amount: "0.1",
    asset: "BITCOIN",
    address: "bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh",
    pin: "1234",
  };

  it("derives the network from the asset", () => {
    expect(
      withdrawalSchema.parse({ ...withdrawal, asset: "USDT", address: "TN3W4H6rK2ce4vX9YnFQHwKENnHjoxb3m9" })
        .network,
    ).toBe("Tron Network");
    expect(withdrawalSchema.parse({ ...withdrawal, network: "bitcoin network" }).network).toBe(
      "Bitcoin Network",
    );
  });

  it("refuses a network that does not belong to the asset", () => {
    const result = withdrawalSchema.safeParse({ ...withdrawal, asset: "USDT", network: "Ethereum Network" });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({
      path: ["network"],
      message: "USDT withdrawals go over Tron Network",
    });
  });

  it.each([
    ["missing", undefined, "Wallet address is required"],
    ["blank", "   ", "Wallet address is required"],
    ["too short", "abc123", "Please enter a valid wallet address"],
    ["with spaces inside", "bc1q xy2k gdyg jrsq tzq2 n0yr", "Please enter a valid wallet address"],
    ["with markup", "<script>alert(1)</script>aaaaaaaaaaaa", "Please enter a valid wallet address"],
    ["absurdly long", "a".repeat(129), "Please enter a valid wallet address"],
  ])("refuses an address that is %s", (_label, address, message) => {
    const result = withdrawalSchema.safeParse({ ...withdrawal, address });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].message).toBe(message);
  });

  it("trims the address", () => {
    expect(
      withdrawalSchema.parse({ ...withdrawal, address: "  0x742d35Cc6634C0532925a3b844Bc454e4438f44e " })
        .address,
    ).toBe("0x742d35Cc6634C0532925a3b844Bc454e4438f44e");
  });

  it("accepts a plan id as a number or digit string and upper-cases the asset", () => {
    expect(subscribeSchema.parse({ planId: "3", asset: "bitcoin", amount: 1000 })).toEqual({
      planId: 3,
      asset: "BITCOIN",
      amount: "1000",
    });
    expect(subscribeSchema.safeParse({ planId: 1.5, asset: "BITCOIN", amount: 1000 }).success).toBe(false);
    expect(
      subscribeSchema.safeParse({ planId: "1; drop table", asset: "BITCOIN", amount: 1000 }).success,
    ).toBe(false);
  });
});
