// A transaction's details the platform writes are stored as an English sentence and as a code with params;
// screens write the code's text in their reader's language. In English that text must read exactly as the
// stored sentence (the API's `details`), for every code and the edges of its params; every language renders
// every code with the values given as they are.
import fs from "node:fs";
import path from "node:path";
import { createTranslator } from "use-intl/core";
import { LOCALES } from "@/i18n/config";
import { withAmountLists } from "@/lib/i18n/amount-list";
import {
  reasonDetails,
  TRANSACTION_DETAILS,
  transactionDetails,
  type TransactionDetailsCode,
} from "@/lib/transactions/transaction-details";

const texts = (locale: string): Record<string, string> =>
  JSON.parse(fs.readFileSync(path.resolve(__dirname, `../../messages/${locale}/common.json`), "utf8"))
    .transactionDetails;

const render = (locale: string, code: string, params: Record<string, unknown>) =>
  createTranslator({
    locale,
    messages: { d: texts(locale) },
    onError: (err) => {
      throw err;
    },
  })(`d.${code}` as never, withAmountLists(params, locale) as never);

const ADDRESS = "bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh";

const SAMPLES: { [C in TransactionDetailsCode]: Parameters<(typeof TRANSACTION_DETAILS)[C]>[0][] } = {
  SUBSCRIBED: [
    { plan: "Gold", amount: "0.00858259", asset: "BTC", price: "116515" },
    { plan: "Investor's {Plan}: #1", amount: "1234567.12345678", asset: "USDT", price: "1" },
    { plan: "Silver", amount: "1000.50", asset: "USD", price: "1.00" },
  ],
  WITHDRAWAL_REQUESTED: [
    { request: 8, address: ADDRESS, network: "Bitcoin Network" },
    { request: 123456, address: "0xAbC", network: "Ethereum Network" },
  ],
  DEPOSIT_RECEIVED: [
    { amount: "0.5", asset: "ETH", network: "Ethereum Network" },
    { amount: "25000.12345678", asset: "USDT", network: "Tron Network" },
  ],
  REDEEMED: [{ plan: "Bitcoin Flexible" }, { plan: "Investor's {Plan}: #1" }],
  REDEEMED_FORFEIT: [
    { plan: "Ether Fixed", forfeited: "0.03" },
    { plan: "Gold", forfeited: "1234567.12345678" },
    { plan: "Silver", forfeited: "12.50" },
  ],
  ADMIN_CREDIT: [{}],
  ADMIN_RESET: [{}],
};

test("every code has a text in every catalogue, and every text a code", () => {
  for (const locale of LOCALES)
    expect(Object.keys(texts(locale)).sort()).toEqual(Object.keys(TRANSACTION_DETAILS).sort());
});

test.each(Object.keys(TRANSACTION_DETAILS))("%s: the English text reads as the stored details", (code) => {
  for (const params of SAMPLES[code as TransactionDetailsCode] as Record<string, unknown>[]) {
    const stored = transactionDetails(code as TransactionDetailsCode, params as never);
    expect(stored.detailsCode).toBe(code);
    expect(render("en", code, stored.detailsParams)).toBe(stored.details);
  }
});

test("the sentences read as investors and administrators have always read them", () => {
  expect(
    transactionDetails("SUBSCRIBED", { plan: "Gold", amount: "0.00858259", asset: "BTC", price: "116515" })
      .details,
  ).toBe("Subscribed to Gold: 0.00858259 BTC at 116515 USD");
  expect(
    transactionDetails("WITHDRAWAL_REQUESTED", { request: 8, address: ADDRESS, network: "Bitcoin Network" })
      .details,
  ).toBe(`Withdrawal request #8 to ${ADDRESS} (Bitcoin Network)`);
  expect(
    transactionDetails("DEPOSIT_RECEIVED", { amount: "0.50", asset: "ETH", network: "Ethereum Network" }),
  ).toEqual({
    details: "Deposit of 0.5 ETH on Ethereum Network",
    detailsCode: "DEPOSIT_RECEIVED",
    detailsParams: { amount: "0.5", asset: "ETH", network: "Ethereum Network" },
  });
  expect(transactionDetails("REDEEMED", { plan: "Bitcoin Flexible" }).details).toBe(
    "Redeemed from Bitcoin Flexible",
  );
  expect(transactionDetails("REDEEMED_FORFEIT", { plan: "Ether Fixed", forfeited: "0.030" })).toEqual({
    details: "Redeemed from Ether Fixed, 0.03 forfeited",
    detailsCode: "REDEEMED_FORFEIT",
    detailsParams: { plan: "Ether Fixed", forfeited: "0.03" },
  });
  expect(transactionDetails("ADMIN_CREDIT", {}).details).toBe("Admin credit");
});

test("a typed reason has no code; the default one has", () => {
  expect(reasonDetails("Admin credit", "ADMIN_CREDIT")).toEqual({
    details: "Admin credit",
    detailsCode: "ADMIN_CREDIT",
    detailsParams: {},
  });
  expect(reasonDetails("Admin reset", "ADMIN_RESET").detailsCode).toBe("ADMIN_RESET");
  expect(reasonDetails("Bonus", "ADMIN_CREDIT")).toEqual({
    details: "Bonus",
    detailsCode: null,
    detailsParams: null,
  });
});

test.each([...LOCALES])("%s: every code renders with its params, names and addresses as given", (locale) => {
  for (const [code, samples] of Object.entries(SAMPLES))
    for (const params of samples as Record<string, unknown>[]) {
      const text = render(locale, code, transactionDetails(code as never, params as never).detailsParams);
      for (const value of Object.values(params))
        if (typeof value === "string" && !/^\d+(\.\d+)?$/.test(value)) expect(text).toContain(value);
    }
});

test("German and Japanese write them their own way", () => {
  const sub = transactionDetails("SUBSCRIBED", {
    plan: "Gold",
    amount: "1234.5",
    asset: "USDT",
    price: "1",
  }).detailsParams;
  expect(render("de", "SUBSCRIBED", sub)).toBe("Gold abonniert: 1.234,5 USDT zu 1 USD");
  expect(render("ja", "SUBSCRIBED", sub)).toBe("Gold に申し込みました：1,234.5 USDT（単価 1 USD）");
  const deposit = { amount: "25000.12345678", asset: "USDT", network: "Tron Network" };
  expect(render("de", "DEPOSIT_RECEIVED", deposit)).toBe(
    "Einzahlung von 25.000,12345678 USDT über Tron Network",
  );
  expect(render("ja", "DEPOSIT_RECEIVED", deposit)).toBe(
    "Tron Network で 25,000.12345678 USDT を入金しました",
  );
  const forfeit = { plan: "Ether Fixed", forfeited: "0.03" };
  expect(render("de", "REDEEMED_FORFEIT", forfeit)).toBe("Rücknahme aus Ether Fixed, 0,03 einbehalten");
  expect(render("ja", "REDEEMED_FORFEIT", forfeit)).toBe("Ether Fixed を解約しました（没収額 0.03）");
  expect(render("de", "ADMIN_RESET", {})).toBe("Zurücksetzung durch den Administrator");
  expect(render("ja", "ADMIN_CREDIT", {})).toBe("管理者による入金");
});
