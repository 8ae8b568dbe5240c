import {
  formatAssetAmount,
  formatDate,
  formatNumber,
  formatPercent,
  formatUsd,
  INVALID_DATE,
  NO_DATE,
  shortenAddress,
} from "@/lib/format";
import { statusTone, titleCase, withdrawalStatus } from "@/lib/labels";

describe("lib/format: the spec's decimals per asset", () => {
  test.each([
    ["USD main balance, 2 decimals with grouping", formatUsd(1234.5), "$1,234.50"],
    ["USD from a decimal string", formatUsd("0.1"), "$0.10"],
    ["negative USD", formatUsd(-3), "-$3.00"],
    ["Bitcoin, 8 decimals", formatAssetAmount(1, "BITCOIN"), "1.00000000"],
    ["smallest Bitcoin unit", formatAssetAmount("0.00000001", "BITCOIN"), "0.00000001"],
    ["Ethereum, 6 decimals", formatAssetAmount(2.5, "ETHEREUM"), "2.500000"],
    ["stablecoins, 2 decimals", formatAssetAmount(10, "USDT"), "10.00"],
    ["plan/deposit amounts: 6 decimals whatever the asset", formatAssetAmount(0.1, "USDT", 6), "0.100000"],
    ["a plain number", formatNumber(1000000, 0), "1,000,000"],
    ["garbage reads as zero, never NaN", formatUsd("abc"), "$0.00"],
    ["percent keeps the plan's precision", formatPercent(8.5), "8.5%"],
  ])("%s", (_case, actual, expected) => expect(actual).toBe(expected));
});

describe("lib/format: dates", () => {
  test.each([
    [null, NO_DATE],
    [undefined, NO_DATE],
    ["", NO_DATE],
    ["not a date", INVALID_DATE],
    ["2026-11-23T10:00:00.000Z", "Nov 23, 2026"],
  ])("%p → %p", (input, expected) => expect(formatDate(input)).toBe(expected));
  test("the spec's texts are word for word", () => {
    expect(NO_DATE).toBe("No date available");
    expect(INVALID_DATE).toBe("Invalid date");
  });
});

describe("lib/format: addresses (history shows the first 8 and last 8 characters)", () => {
  test.each([
    ["bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh", "bc1qxy2k...fjhx0wlh"],
    ["short", "short"],
    [null, "N/A"],
    ["", "N/A"],
  ])("%p → %p", (address, expected) => expect(shortenAddress(address)).toBe(expected));
});

describe("lib/labels: status colours and withdrawal statuses", () => {
  test.each([
    ["COMPLETED", "success"],
    ["ACTIVE", "success"],
    ["APPROVED", "success"],
    ["PENDING", "warning"],
    ["REJECTED", "danger"],
    ["EXPIRED", "danger"],
    ["whatever", "danger"],
  ])("%s is %s", (status, tone) => expect(statusTone(status)).toBe(tone));

  test.each([
    ["APPROVED", "APPROVED"],
    ["COMPLETED", "APPROVED"],
    ["REJECTED", "REJECTED"],
    ["PENDING", "PENDING"],
    ["PROCESSING", "PENDING"],
    [null, "PENDING"],
  ])("withdrawal %p displays as %s", (status, shown) => expect(withdrawalStatus(status)).toBe(shown));

  test("titleCase", () => expect(titleCase("CREDIT_BITCOIN")).toBe("Credit Bitcoin"));
});
