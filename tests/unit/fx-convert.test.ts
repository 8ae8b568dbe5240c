// A USD figure in the display currency: exact decimal maths, rounded half-up to the currency's own places.
import { convertUsd } from "@/lib/fx/convert";
import { usdInBtc } from "@/lib/fx/get-fx-rates";

describe("convertUsd", () => {
  it.each([
    ["$1,250.00 at 1 USD = 0.9162 EUR", "1250", "0.9162", "EUR", "1145.25"],
    ["$1,250.89 at 0.9164222874 EUR, to the cent", "1250.89", "0.9164222874", "EUR", "1146.34"],
    ["$0.10 + $0.20 stays exact (no float drift)", "0.3", "1", "EUR", "0.3"],
    ["$1,000 at 0.7773552053 GBP", 1000, "0.7773552053", "GBP", "777.36"],
    ["$1,250.00 at 149.7892229 JPY, whole yen", "1250", "149.7892229", "JPY", "187237"],
    ["$0.003 in yen rounds to nothing", "0.003", "149.79", "JPY", "0"],
    ["$1,438.33 in BTC at $116,515, to 8 decimals", "1438.33", usdInBtc("116515"), "BTC", "0.01234459"],
    ["$116,515 is one bitcoin at that price", "116515", usdInBtc("116515"), "BTC", "1"],
    ["a missing figure is zero", undefined, "0.9162", "EUR", "0"],
    ["USD stays as it is", "1234.5", "1", "USD", "1234.5"],
  ] as const)("%s", (_case, usd, rate, currency, expected) => {
    expect(convertUsd(usd, rate, currency)).toBe(expected);
  });
});

describe("usdInBtc", () => {
  it("is one over the BTC price, to 10 significant digits", () => {
    expect(usdInBtc("116515")).toBe("0.000008582585933");
    expect(usdInBtc("98765.4321")).toBe("0.000010125");
  });
});
