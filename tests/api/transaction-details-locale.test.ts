// Details the platform writes on transactions travel as a code and params beside the English sentence: the
// English `details` of the API stays word for word what it always was, and a German or Japanese reader's
// screen writes the code in their language. The audit trail's search finds entries by what their details and
// actions say in the searching administrator's language.
import fs from "node:fs";
import path from "node:path";
import { eq, inArray, sql } from "drizzle-orm";
import { createTranslator } from "use-intl/core";
import { GET as exportRoute } from "@/app/api/admin/audit/export/route";
import { GET as trailRoute } from "@/app/api/admin/audit/trail/route";
import { PUT as updateRoute } from "@/app/api/transactions/[id]/route";
import { GET as listRoute } from "@/app/api/transactions/route";
import { POST as creditRoute } from "@/app/api/users/credit/route";
import { POST as resetRoute } from "@/app/api/users/reset-balance/route";
import { GET as transactionsRoute } from "@/app/api/users/transactions/route";
import { auditEntries, transactions, users } from "@/db/schema";
import type { Locale } from "@/i18n/config";
import { loadMessages } from "@/i18n/messages";
import { auditDetails } from "@/lib/audit/audit-details";
import { withAmountLists } from "@/lib/i18n/amount-list";
import { subscribe } from "@/lib/investments/subscribe";
import { openWithdrawalRequest } from "@/lib/withdrawals/open-withdrawal";
import { setupTestDb } from "../helpers/db";
import { createUser } from "../helpers/factories";
import { call } from "../helpers/http";
import { createPlan, expectBooksBalanced, fund } from "../helpers/money";

const { db } = setupTestDb();
afterEach(expectBooksBalanced);

type Row = { id: number; type: string; details: string | null; detailsCode?: string; detailsParams?: object };

/** What a reader's screen writes for a row (lib/hooks/use-transaction-details.ts, outside React). */
async function shown(locale: Locale, row: Row): Promise<string | null> {
  if (locale === "en" || !row.detailsCode) return row.details;
  const t = createTranslator({
    locale,
    messages: await loadMessages(locale, ["common.transactionDetails"]),
    namespace: "common.transactionDetails",
  });
  return (t as unknown as (k: string, v: object) => string)(
    row.detailsCode,
    withAmountLists(row.detailsParams as Record<string, unknown>, locale),
  );
}

const speaks = (userId: number, language: Locale) =>
  db()
    .update(users)
    .set({ preferences: { currency: "USD", language, autoRefresh: true } })
    .where(eq(users.id, userId));

describe("transaction details as code and params", () => {
  let investor: Awaited<ReturnType<typeof createUser>>;
  let admin: Awaited<ReturnType<typeof createUser>>;
  let rows: Row[];

  beforeAll(async () => {
    admin = await createUser({ role: "ADMIN" });
    investor = await createUser({ name: "Kenji Sato" });
    await fund(investor.user.id, "USDT", "5000");
    await fund(investor.user.id, "BITCOIN", "2");
    const plan = await createPlan({ name: "Gold", minimumAmount: "1234.5" });
    await subscribe({ userId: investor.user.id, planId: plan.id, asset: "USDT", amount: "1234.5" });
    await openWithdrawalRequest({
      userId: investor.user.id,
      asset: "BITCOIN",
      amount: "0.25",
      network: "Bitcoin Network",
      address: "bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh",
    });
    const credit = (body: object) =>
      call(creditRoute, "/api/users/credit", {
        token: admin.token,
        body: { userId: investor.user.id, ...body },
      });
    expect((await credit({ currency: "ETHEREUM", amount: "1.5" })).status).toBe(200);
    expect((await credit({ currency: "USDC", amount: "10", reason: "Bonus für März" })).status).toBe(200);
    const res = await call(transactionsRoute, "/api/users/transactions", { token: investor.token });
    expect(res.status).toBe(200);
    rows = res.body.transactions;
  });

  const byType = (type: string) => rows.find((r) => r.type === type)!;

  it("keeps the English details word for word and adds the code and its params", () => {
    expect(byType("SUBSCRIPTION")).toMatchObject({
      details: "Subscribed to Gold: 1234.5 USDT at 1 USD",
      detailsCode: "SUBSCRIBED",
      detailsParams: { plan: "Gold", amount: "1234.5", asset: "USDT", price: "1" },
    });
    expect(byType("WITHDRAWAL")).toMatchObject({
      details: expect.stringMatching(
        /^Withdrawal request #\d+ to bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh \(Bitcoin Network\)$/,
      ),
      detailsCode: "WITHDRAWAL_REQUESTED",
    });
    expect(byType("CREDIT_ETHEREUM")).toMatchObject({
      details: "Admin credit",
      detailsCode: "ADMIN_CREDIT",
      detailsParams: {},
    });
    // A reason the administrator typed is theirs: no code, read as typed in every language.
    expect(byType("CREDIT_USDC").details).toBe("Bonus für März");
    expect(byType("CREDIT_USDC")).not.toHaveProperty("detailsCode");
  });

  it("reads in German and in Japanese, and in English exactly as stored", async () => {
    const request = byType("WITHDRAWAL").detailsParams as { request: number };
    expect(await shown("de", byType("SUBSCRIPTION"))).toBe("Gold abonniert: 1.234,5 USDT zu 1 USD");
    expect(await shown("ja", byType("SUBSCRIPTION"))).toBe(
      "Gold に申し込みました：1,234.5 USDT（単価 1 USD）",
    );
    expect(await shown("de", byType("WITHDRAWAL"))).toBe(
      `Auszahlungsantrag Nr. ${request.request} an bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh (Bitcoin Network)`,
    );
    expect(await shown("ja", byType("CREDIT_ETHEREUM"))).toBe("管理者による入金");
    expect(await shown("de", byType("CREDIT_ETHEREUM"))).toBe("Gutschrift durch den Administrator");
    expect(await shown("de", byType("CREDIT_USDC"))).toBe("Bonus für März");
    for (const row of rows) expect(await shown("en", row)).toBe(row.details);
  });

  it("a reset without a reason has the default reset's code; one with a reason keeps it as typed", async () => {
    const other = await createUser();
    await fund(other.user.id, "USDT", "3");
    const reset = (body: object) =>
      call(resetRoute, "/api/users/reset-balance", {
        token: admin.token,
        body: { userId: other.user.id, ...body },
      });
    expect((await reset({})).status).toBe(200);
    await fund(other.user.id, "USDT", "4");
    expect((await reset({ reason: "Duplicate account" })).status).toBe(200);
    const resets = await db()
      .select()
      .from(transactions)
      .where(eq(transactions.userId, other.user.id))
      .orderBy(transactions.id);
    expect(resets.map((r) => [r.details, r.detailsCode, r.detailsParams])).toEqual([
      ["Admin reset", "ADMIN_RESET", {}],
      ["Duplicate account", null, null],
    ]);
    expect(await shown("ja", { ...resets[0], detailsCode: "ADMIN_RESET", detailsParams: {} })).toBe(
      "管理者によるリセット",
    );
  });
});

describe("an administrator's edit", () => {
  it("keeps the code while the details are left as they were, and drops it once they are rewritten", async () => {
    const admin = await createUser({ role: "ADMIN" });
    const { user } = await createUser();
    const credited = await call(creditRoute, "/api/users/credit", {
      token: admin.token,
      body: { userId: user.id, currency: "USDT", amount: "5" },
    });
    expect(credited.status).toBe(200);
    const [row] = await db().select().from(transactions).where(eq(transactions.userId, user.id));
    const put = (body: object) =>
      call(updateRoute, `/api/transactions/${row.id}`, {
        method: "PUT",
        token: admin.token,
        params: { id: String(row.id) },
        body,
      });
    const stored = async () => (await db().select().from(transactions).where(eq(transactions.id, row.id)))[0];

    expect((await put({ status: "INACTIVE", details: "Admin credit" })).status).toBe(200);
    expect(await stored()).toMatchObject({ details: "Admin credit", detailsCode: "ADMIN_CREDIT" });
    const edited = await put({ details: "Correction of a typo" });
    expect(edited.status).toBe(200);
    expect(edited.body.transaction.details).toBe("Correction of a typo");
    expect(edited.body.transaction).not.toHaveProperty("detailsCode");
    expect(await stored()).toMatchObject({ detailsCode: null, detailsParams: null });
  });
});

describe("older rows written before the codes", () => {
  it("are given the code their English sentence was built from, and nothing else is touched", async () => {
    const { user } = await createUser();
    const base = { userId: user.id, status: "COMPLETED" as const, amount: "1", assetAmount: "1" };
    const inserted = await db()
      .insert(transactions)
      .values([
        {
          ...base,
          type: "SUBSCRIPTION",
          asset: "BITCOIN",
          details: "Subscribed to Gold: Plus: 0.00858259 BTC at 116515 USD",
        },
        {
          ...base,
          type: "WITHDRAWAL",
          asset: "ETHEREUM",
          details: "Withdrawal request #42 to 0xabc (Ethereum Network)",
        },
        { ...base, type: "CREDIT_USDT", asset: "USDT", details: "Admin credit" },
        { ...base, type: "RESET", asset: "USDT", details: "Admin reset" },
        { ...base, type: "CREDIT_USDT", asset: "USDT", details: "Admin credit for March" },
        { ...base, type: "RESET", asset: "USDT", details: "Subscribed to Gold: 1 BTC at 1 USD" },
      ])
      .returning();
    const migration = fs.readFileSync(
      path.resolve(__dirname, "../../db/migrations/0018_transaction_details_code.sql"),
      "utf8",
    );
    for (const statement of migration.split("--> statement-breakpoint"))
      await db().execute(sql.raw(statement));
    const after = await db()
      .select()
      .from(transactions)
      .where(
        inArray(
          transactions.id,
          inserted.map((r) => r.id),
        ),
      )
      .orderBy(transactions.id);
    expect(after.map((r) => [r.details, r.detailsCode, r.detailsParams])).toEqual([
      [
        "Subscribed to Gold: Plus: 0.00858259 BTC at 116515 USD",
        "SUBSCRIBED",
        { plan: "Gold: Plus", amount: "0.00858259", asset: "BTC", price: "116515" },
      ],
      [
        "Withdrawal request #42 to 0xabc (Ethereum Network)",
        "WITHDRAWAL_REQUESTED",
        { request: 42, address: "0xabc", network: "Ethereum Network" },
      ],
      ["Admin credit", "ADMIN_CREDIT", {}],
      ["Admin reset", "ADMIN_RESET", {}],
      ["Admin credit for March", null, null],
      ["Subscribed to Gold: 1 BTC at 1 USD", null, null],
    ]);
    expect(
      await shown("de", { ...after[0], detailsCode: "SUBSCRIBED", detailsParams: after[0].detailsParams! }),
    ).toBe("Gold: Plus abonniert: 0,00858259 BTC zu 116.515 USD");
  });
});

describe("the audit trail's search in the reader's language", () => {
  let admin: Awaited<ReturnType<typeof createUser>>;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    admin = await createUser({ role: "ADMIN", name: "Searcher" });
    const investor = await createUser({ name: "Unrelated Name" });
    const base = { adminId: admin.user.id, userId: investor.user.id };
    const entries = await db()
      .insert(auditEntries)
      .values([
        {
          ...base,
          action: "CREDIT",
          asset: "BITCOIN",
          amount: "1.5",
          ...auditDetails("CREDITED", { amount: "1.5", asset: "BTC" }),
        },
        { ...base, action: "PLAN_CREATE", ...auditDetails("PLAN_CREATED", { plan: "Platin" }) },
        { ...base, action: "RESET", ...auditDetails("BALANCES_ALREADY_ZERO", {}) },
        { ...base, action: "USER_DELETE", details: "Deleted old@example.com" },
      ])
      .returning();
    for (const e of entries) ids[e.action] = e.id;
  });

  async function search(q: string, language: Locale) {
    await speaks(admin.user.id, language);
    const res = await call(trailRoute, `/api/admin/audit/trail?q=${encodeURIComponent(q)}`, {
      token: admin.token,
    });
    expect(res.status).toBe(200);
    // Only this block's entries: the credits and resets above wrote audit rows of their own.
    const mine = new Set(Object.values(ids));
    return (res.body.auditTrail as { id: number }[])
      .map((e) => e.id)
      .filter((id) => mine.has(id))
      .sort();
  }

  it("a German administrator finds credits by 'Gutschrift' and plans by 'erstellt'", async () => {
    expect(await search("Gutschrift", "de")).toEqual([ids.CREDIT]);
    expect(await search("gutgeschrieben", "de")).toEqual([ids.CREDIT]);
    expect(await search("erstellt", "de")).toEqual([ids.PLAN_CREATE]);
    // English words keep working for a German reader, and the sentence's own values are found in any language.
    expect(await search("Credited", "de")).toEqual([ids.CREDIT]);
    expect(await search("Platin", "de")).toEqual([ids.PLAN_CREATE]);
  });

  it("a Japanese administrator finds credits by 入金 and resets by リセット", async () => {
    expect(await search("入金", "ja")).toEqual([ids.CREDIT]);
    expect(await search("リセット", "ja")).toEqual([ids.RESET]);
  });

  it("an English administrator's search is unchanged, and another language's words do not leak in", async () => {
    expect(await search("credit", "en")).toEqual([ids.CREDIT]);
    expect(await search("Deleted old@", "en")).toEqual([ids.USER_DELETE]);
    expect(await search("Gutschrift", "en")).toEqual([]);
  });

  it("the CSV export finds the same rows", async () => {
    await speaks(admin.user.id, "de");
    const res = await call(exportRoute, `/api/admin/audit/export?q=Gutschrift`, { token: admin.token });
    expect(res.status).toBe(200);
    const lines = String(res.body).trim().split("\n").slice(1);
    // Every credit of this file (three through the API above, one here) and nothing else.
    expect(lines).toHaveLength(4);
    for (const line of lines) expect(line).toMatch(/,CREDIT,.*,Credited /);
  });
});

describe("the transaction search in the reader's language", () => {
  let admin: Awaited<ReturnType<typeof createUser>>;
  const ids = {} as Record<"subscription" | "credit" | "reset" | "withdrawal", number>;

  beforeAll(async () => {
    admin = await createUser({ role: "ADMIN", name: "Transaction Searcher" });
    const { user } = await createUser({ name: "Searched Investor" });
    await fund(user.id, "USDT", "2000");
    const plan = await createPlan({ name: "Orion", minimumAmount: "1000" });
    await subscribe({ userId: user.id, planId: plan.id, asset: "USDT", amount: "1000" });
    await openWithdrawalRequest({
      userId: user.id,
      asset: "USDT",
      amount: "10",
      network: "Tron Network",
      address: "TXYZ",
    });
    const credit = await call(creditRoute, "/api/users/credit", {
      token: admin.token,
      body: { userId: user.id, currency: "BITCOIN", amount: "0.1" },
    });
    expect(credit.status).toBe(200);
    const rows = await db().select().from(transactions).where(eq(transactions.userId, user.id));
    for (const r of rows)
      if (r.type === "SUBSCRIPTION") ids.subscription = r.id;
      else if (r.type === "WITHDRAWAL") ids.withdrawal = r.id;
      else if (r.type === "CREDIT_BITCOIN") ids.credit = r.id;
  });

  async function search(q: string, language: Locale) {
    await speaks(admin.user.id, language);
    const res = await call(listRoute, `/api/transactions?q=${encodeURIComponent(q)}&limit=100`, {
      token: admin.token,
    });
    expect(res.status).toBe(200);
    const mine = new Set(Object.values(ids));
    return (res.body.transactions as { id: number }[])
      .map((r) => r.id)
      .filter((id) => mine.has(id))
      .sort((a, b) => a - b);
  }

  it("a German administrator finds credits by 'Gutschrift', subscriptions by 'abonniert', requests by 'ausstehend'", async () => {
    expect(await search("Gutschrift", "de")).toEqual([ids.credit]);
    expect(await search("abonniert", "de")).toEqual([ids.subscription]);
    expect(await search("ausstehend", "de")).toEqual([ids.withdrawal]);
    expect(await search("Auszahlungsantrag", "de")).toEqual([ids.withdrawal]);
  });

  it("a Japanese administrator finds credits by 入金 and subscriptions by 申し込み", async () => {
    expect(await search("入金", "ja")).toEqual([ids.credit]);
    expect(await search("申し込み", "ja")).toEqual([ids.subscription]);
  });

  it("English names keep finding what they found, and the English details are found too", async () => {
    expect(await search("credit", "en")).toEqual([ids.credit]);
    expect(await search("Gutschrift", "en")).toEqual([]);
    expect(await search("subscribed", "en")).toEqual([ids.subscription]);
    expect(await search("credit", "de")).toEqual([ids.credit]);
  });
});
