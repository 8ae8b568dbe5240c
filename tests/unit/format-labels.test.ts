import {
  dateFormat,
  formatAmount,
  formatAssetAmount,
  formatExactAmount,
  formatPrice,
  formatDate,
  formatDateTime,
  formatNumber,
  formatPercent,
  formatRelativeTime,
  formatUsd,
  INVALID_DATE,
  NO_DATE,
  numberFormat,
  setFormatLocale,
  shortenAddress,
} from "@/lib/format";
import {
  assetName,
  assetSymbol,
  statusTone,
  titleCase,
  transactionStatusLabel,
  withdrawalStatus,
} from "@/lib/labels";

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

describe("lib/format: one formatter per kind of amount, with the symbol people read", () => {
  test.each([
    ["Bitcoin: 8 decimals and BTC, never BITCOIN", formatAmount(0.01, "BITCOIN"), "0.01000000 BTC"],
    ["Ethereum: 6 decimals and ETH", formatAmount("2.5", "ETHEREUM"), "2.500000 ETH"],
    ["stablecoins: 2 decimals, grouped", formatAmount(6600, "USDT"), "6,600.00 USDT"],
    ["USDC", formatAmount(7.1, "USDC"), "7.10 USDC"],
    ["the USD main balance as dollars", formatAmount(1.75342465, "USD"), "$1.75"],
    ["where the spec fixes 6 (deposits)", formatAmount(0.1, "BITCOIN", 6), "0.100000 BTC"],
    ["an unknown asset as given", formatAmount(1, "SOL", 2), "1.00 SOL"],
    ["exact units: every decimal up to 8", formatExactAmount("0.00858259", "BITCOIN"), "0.00858259 BTC"],
    ["exact units: at least 2", formatExactAmount("1000", "USDT"), "1,000.00 USDT"],
    ["a price of $10 or more: 2 decimals", formatPrice(116515), "$116,515.00"],
    ["a price under $10: 4 decimals", formatPrice(3.05), "$3.0500"],
  ])("%s", (_case, actual, expected) => expect(actual).toBe(expected));
});

describe("lib/labels: asset names and the investor's transaction statuses", () => {
  test.each([
    ["BITCOIN", "BTC", "Bitcoin"],
    ["ETHEREUM", "ETH", "Ethereum"],
    ["USDT", "USDT", "USDT"],
    ["USD", "USD", "Main Balance"],
    ["SOMETHING", "SOMETHING", "SOMETHING"],
  ])("%s reads %s, named %s", (asset, symbol, name) => {
    expect(assetSymbol(asset)).toBe(symbol);
    expect(assetName(asset)).toBe(name);
  });
  test("a rejected withdrawal's INACTIVE transaction reads Rejected; everything else its status", () => {
    expect(transactionStatusLabel("WITHDRAWAL", "INACTIVE")).toBe("Rejected");
    expect(transactionStatusLabel("WITHDRAWAL", "PENDING")).toBe("Pending");
    expect(transactionStatusLabel("DEPOSIT", "INACTIVE")).toBe("Inactive");
  });
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

describe("lib/format: one formatter per set of options, the same text as toLocaleString", () => {
  const values = [0, -0, 1, -1234.5, 0.00000001, 1e21, 123456789.123456789, Number.MAX_SAFE_INTEGER];
  test.each([0, 2, 6, 8])("%p decimals, with and without grouping", (decimals) => {
    for (const value of values) {
      for (const grouping of [true, false]) {
        const options = {
          minimumFractionDigits: decimals,
          maximumFractionDigits: decimals,
          useGrouping: grouping,
        };
        expect(numberFormat(options).format(value)).toBe(value.toLocaleString("en-US", options));
      }
      expect(formatNumber(value, decimals)).toBe(
        value.toLocaleString("en-US", { minimumFractionDigits: decimals, maximumFractionDigits: decimals }),
      );
    }
  });
  test("dates and date-times read as before", () => {
    const d = new Date("2026-02-03T16:05:00.000Z");
    expect(formatDate(d)).toBe(
      d.toLocaleDateString("en-US", { year: "numeric", month: "short", day: "numeric" }),
    );
    expect(formatDateTime(d)).toBe(
      d.toLocaleString("en-US", {
        year: "numeric",
        month: "short",
        day: "numeric",
        hour: "numeric",
        minute: "2-digit",
      }),
    );
  });
  test("equal options share one formatter; different options do not", () => {
    expect(numberFormat({ maximumFractionDigits: 4 })).toBe(numberFormat({ maximumFractionDigits: 4 }));
    expect(numberFormat({ maximumFractionDigits: 4 })).not.toBe(numberFormat({ maximumFractionDigits: 3 }));
    expect(dateFormat({ timeZone: "UTC", month: "short" })).toBe(
      dateFormat({ timeZone: "UTC", month: "short" }),
    );
    expect(dateFormat({ timeZone: "UTC", month: "short" }).format(new Date("2026-11-01T00:30:00Z"))).toBe(
      "Nov",
    );
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
    ["BROADCAST", "warning"],
    ["FAILED", "danger"],
    ["REJECTED", "danger"],
    ["EXPIRED", "danger"],
    ["whatever", "danger"],
  ])("%s is %s", (status, tone) => expect(statusTone(status)).toBe(tone));

  test.each([
    ["APPROVED", "APPROVED"],
    ["BROADCAST", "BROADCAST"],
    ["COMPLETED", "COMPLETED"],
    ["FAILED", "FAILED"],
    ["REJECTED", "REJECTED"],
    ["PENDING", "PENDING"],
    ["PROCESSING", "PENDING"],
    [null, "PENDING"],
  ])("withdrawal %p displays as %s", (status, shown) => expect(withdrawalStatus(status)).toBe(shown));

  test("titleCase", () => expect(titleCase("CREDIT_BITCOIN")).toBe("Credit Bitcoin"));
});

describe("in the reader's language", () => {
  afterEach(() => setFormatLocale("en-US"));

  test("German: decimal comma, the dollar sign after the figure, a space before the percent sign", () => {
    setFormatLocale("de-DE");
    expect(formatUsd(1234.5)).toBe("1.234,50\u00a0$");
    expect(formatPercent(8.5)).toBe("8,5\u00a0%");
    expect(formatAmount("0.5", "BITCOIN")).toBe("0,50000000 BTC");
  });

  test("Japanese: dates with 年月日", () => {
    setFormatLocale("ja-JP");
    expect(formatDate("2026-11-25T10:00:00Z")).toBe("2026年11月25日");
  });

  test("the texts the formatters write themselves follow the language too", () => {
    setFormatLocale("fr-FR", {
      noDate: "Aucune date disponible",
      invalidDate: "Date non valide",
      justNow: "à l’instant",
    });
    expect(formatDate(null)).toBe("Aucune date disponible");
    expect(formatRelativeTime(new Date())).toBe("à l’instant");
    setFormatLocale("en-US", {
      noDate: "No date available",
      invalidDate: "Invalid date",
      justNow: "just now",
    });
    expect(formatDate(null)).toBe("No date available");
  });
});
