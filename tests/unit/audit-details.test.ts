// An audit entry's details are stored as an English sentence and as a code with params; the back office writes
// the code's text in its reader's language. In English that text must read exactly as the stored sentence
// (the CSV export and older screens show the sentence), for every code and for the edge cases of its params.
import fs from "node:fs";
import path from "node:path";
import { createTranslator } from "use-intl/core";
import { LOCALES } from "@/i18n/config";
import { AUDIT_DETAILS, auditDetails, type AuditDetailsCode } from "@/lib/audit/audit-details";
import { formatAmountList, withAmountLists } from "@/lib/i18n/amount-list";

const details = (locale: string): Record<string, string> =>
  JSON.parse(fs.readFileSync(path.resolve(__dirname, `../../messages/${locale}/admin.audit.json`), "utf8"))
    .details;

const translator = (locale: string) =>
  createTranslator({
    locale,
    messages: { details: details(locale) },
    onError: (err) => {
      throw err;
    },
  });

const render = (locale: string, code: string, params: Record<string, unknown>) =>
  translator(locale)(`details.${code}` as never, withAmountLists(params, locale) as never);

const list = [
  { amount: "1.5", asset: "BTC" },
  { amount: "12345.12345678", asset: "USDT" },
];
const one = [{ amount: "0.00000001", asset: "BTC" }];

/** Each code with params that try its edges: one and many, big amounts, quotes and apostrophes. */
const SAMPLES: { [C in AuditDetailsCode]: Parameters<(typeof AUDIT_DETAILS)[C]>[0][] } = {
  PLAN_CREATED: [{ plan: "Gold" }, { plan: "Investor's {Plan} #1" }],
  PLAN_UPDATED: [{ plan: "Gold" }],
  PLAN_DELETED: [{ plan: "Gold" }],
  PLAN_RETIRED: [{ plan: "Silver" }],
  EMAIL_SENT: [
    { subject: "Welcome", recipients: 1 },
    { subject: `It's "new"`, recipients: 2 },
    { subject: "Big", recipients: 12345 },
  ],
  JOB_RETRIED: [
    { job: 12, kind: "mail", attempts: 1 },
    { job: 12345, kind: "mail", attempts: 5 },
  ],
  TICKET_UPDATED: [{ ticket: 3, subject: "Where is my deposit?" }],
  TICKET_REPLIED: [{ ticket: 3, subject: "It's late" }],
  NOTIFICATION_CHANGED: [{ notification: 9, title: "Maintenance {tonight}" }],
  USER_CREATED: [{ email: "jane@example.com" }],
  USER_DELETED: [{ email: "jane@example.com" }],
  USER_VERIFIED_BY_HAND: [{ email: "jane@example.com" }],
  BALANCES_RESET: [{ balances: list }, { balances: one }],
  BALANCES_ALREADY_ZERO: [{}],
  CREDITED: [
    { amount: "0.5", asset: "BTC" },
    { amount: "1234567.12345678", asset: "BTC" },
    { amount: "200", asset: "USDT" },
  ],
  KYC_REVEALED: [{ verification: 4 }],
  KYC_APPROVED: [{ verification: 4, email: "jane@example.com" }],
  KYC_REJECTED: [{ verification: 4, email: "jane@example.com" }],
  TWO_FACTOR_RESET: [
    { email: "jane@example.com", sessions: 0 },
    { email: "jane@example.com", sessions: 1 },
    { email: "jane@example.com", sessions: 3 },
  ],
  WITHDRAWAL_DECIDED: [
    { request: 8, amount: "0.25", asset: "BTC", address: "bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh" },
    { request: 8, amount: "10000.5", asset: "USDT", address: "0xabc" },
  ],
  TRANSACTION_EDITED: [{ transaction: 5 }],
  TRANSACTION_AMOUNT_CHANGED: [
    { transaction: 5, fromAmount: "1", fromAsset: "BTC", toAmount: "1234.5", toAsset: "ETH" },
  ],
  TRANSACTION_DELETED: [{ transaction: 5 }],
  TRANSACTION_DELETED_TOOK_BACK: [{ transaction: 5, amounts: one }],
  TRANSACTION_DELETED_GAVE_BACK: [{ transaction: 5, amounts: list }],
  TRANSACTION_DELETED_UNDONE: [{ transaction: 5, tookBack: one, gaveBack: list }],
  ADMIN_INVITED: [{ email: "sam@example.com", role: "FINANCE" }],
  ADMIN_ACCEPTED: [{ email: "sam@example.com", role: "SUPPORT" }],
  ADMIN_ROLE_CHANGED: [{ email: "sam@example.com", from: "FINANCE", to: "AUDITOR" }],
  ADMIN_REMOVED: [{ email: "sam@example.com", role: "OWNER" }],
  APPROVAL_PROPOSED: [{ approval: 3, kind: "CREDIT" }],
  APPROVAL_DECIDED: [{ approval: 3, kind: "CREDIT", status: "APPROVED" }],
  LIMITS_CHANGED: [{ scope: "level:VERIFIED", daily: "5000.00", monthly: "-" }],
  PAYOUT_SENT: [{ request: 8, hash: "0xabc" }],
  PAYOUT_REPLACED: [{ request: 8, hash: "0xdef" }],
  PAYOUT_COMPLETED: [{ request: 8, hash: "0xdef" }],
  PAYOUT_FAILED: [{ request: 8, reason: "the transaction was reverted on chain" }],
  PAYOUT_BATCH_CANCELLED: [
    { batch: 3, withdrawals: 1 },
    { batch: 12, withdrawals: 1200 },
  ],
  ACCOUNT_LOCKED: [
    { email: "jane@example.com", sessions: 0, withdrawals: 0 },
    { email: "jane@example.com", sessions: 1, withdrawals: 1 },
    { email: "jane@example.com", sessions: 3, withdrawals: 2 },
  ],
  ACCOUNT_UNLOCKED: [{ email: "jane@example.com" }],
  ANTI_PHISHING_CODE_SET: [{ email: "jane@example.com" }],
  ANTI_PHISHING_CODE_REMOVED: [{ email: "jane@example.com" }],
};

test("every code has a text in the catalogue, and every text a code", () => {
  expect(Object.keys(details("en")).sort()).toEqual(Object.keys(AUDIT_DETAILS).sort());
});

test.each(Object.keys(AUDIT_DETAILS))("%s: the English text reads as the stored details", (code) => {
  const samples = SAMPLES[code as AuditDetailsCode] as Record<string, unknown>[];
  expect(samples.length).toBeGreaterThan(0);
  for (const params of samples) {
    const stored = auditDetails(code as AuditDetailsCode, params as never);
    expect(stored.detailsCode).toBe(code);
    expect(stored.detailsParams).toEqual(params);
    expect(render("en", code, params)).toBe(stored.details);
  }
});

test("the stored sentences as administrators have always read them", () => {
  expect(auditDetails("PLAN_CREATED", { plan: "Gold" }).details).toBe("Created plan Gold");
  expect(auditDetails("BALANCES_RESET", { balances: list }).details).toBe(
    "Reset 1.5 BTC, 12345.12345678 USDT",
  );
  expect(auditDetails("CREDITED", { amount: "0.50", asset: "BTC" }).details).toBe("Credited 0.5 BTC");
  expect(auditDetails("EMAIL_SENT", { subject: "Hi", recipients: 2 }).details).toBe('"Hi" to 2 recipients');
});

test.each([...LOCALES])("%s: every code renders with its params", (locale) => {
  for (const [code, samples] of Object.entries(SAMPLES))
    for (const params of samples as Record<string, unknown>[]) {
      const text = render(locale, code, params);
      // Names and addresses appear as given (a brace or apostrophe in them is not ICU syntax).
      for (const value of Object.values(params))
        if (typeof value === "string" && !/^\d+(\.\d+)?$/.test(value)) expect(text).toContain(value);
    }
});

test("German writes the amounts its own way", () => {
  expect(render("de", "CREDITED", { amount: "1234567.12345678", asset: "BTC" })).toBe(
    "Gutgeschrieben: 1.234.567,12345678 BTC",
  );
  expect(render("de", "BALANCES_RESET", { balances: list })).toBe(
    "Zurückgesetzt: 1,5 BTC, 12.345,12345678 USDT",
  );
  expect(formatAmountList(list, "fr")).toBe("1,5 BTC et 12\u202f345,12345678 USDT");
});
