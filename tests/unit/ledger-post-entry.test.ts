import { and, eq, sql } from "drizzle-orm";
import { balances, ledgerEntries } from "@/db/schema";
import { InsufficientFundsError } from "@/lib/ledger/insufficient-funds";
import { postEntry } from "@/lib/ledger/post-entry";
import { readBalance, readBalances } from "@/lib/ledger/read-balances";
import { reconcile } from "@/lib/ledger/reconcile";
import { setupTestDb } from "../helpers/db";
import { createUser } from "../helpers/factories";
import { expectBooksBalanced } from "../helpers/money";

const { db } = setupTestDb();
afterEach(expectBooksBalanced);

let seq = 0;
const ref = (label: string) => `test:${label}:${process.pid}:${++seq}`;

describe("postEntry", () => {
  it("credits exactly and records one ledger row", async () => {
    const { user } = await createUser();
    const result = await db().transaction((tx) =>
      postEntry(tx, {
        userId: user.id,
        asset: "BITCOIN",
        amount: "0.12345678",
        kind: "DEPOSIT",
        reference: ref("c"),
      }),
    );
    expect(result).toMatchObject({ applied: true, balance: "0.12345678" });
    await db().transaction((tx) =>
      postEntry(tx, {
        userId: user.id,
        asset: "BITCOIN",
        amount: "0.00000001",
        kind: "DEPOSIT",
        reference: ref("c"),
      }),
    );
    expect(await readBalance(db(), user.id, "BITCOIN")).toBe("0.12345679");
    expect(await db().select().from(ledgerEntries).where(eq(ledgerEntries.userId, user.id))).toHaveLength(2);
  });

  it("creates the balance row a credit needs", async () => {
    const { user } = await createUser();
    await db()
      .delete(balances)
      .where(and(eq(balances.userId, user.id), eq(balances.asset, "USDC")));
    await db().transaction((tx) =>
      postEntry(tx, { userId: user.id, asset: "USDC", amount: "5", kind: "DEPOSIT", reference: ref("n") }),
    );
    expect(await readBalance(db(), user.id, "USDC")).toBe("5");
  });

  it("treats a repeated reference as already done and leaves the balance alone", async () => {
    const { user } = await createUser();
    const reference = ref("dup");
    const post = () =>
      db().transaction((tx) =>
        postEntry(tx, { userId: user.id, asset: "USD", amount: "10", kind: "ADJUSTMENT", reference }),
      );
    expect((await post()).applied).toBe(true);
    expect(await post()).toEqual({ applied: false });
    expect(await readBalance(db(), user.id, "USD")).toBe("10");
  });

  it("refuses a debit larger than the balance and rolls everything back", async () => {
    const { user } = await createUser();
    await db().transaction((tx) =>
      postEntry(tx, {
        userId: user.id,
        asset: "ETHEREUM",
        amount: "1",
        kind: "DEPOSIT",
        reference: ref("d"),
      }),
    );
    const reference = ref("over");
    const attempt = db().transaction((tx) =>
      postEntry(tx, {
        userId: user.id,
        asset: "ETHEREUM",
        amount: "-1.00000001",
        kind: "WITHDRAWAL",
        reference,
      }),
    );
    await expect(attempt).rejects.toBeInstanceOf(InsufficientFundsError);
    await expect(attempt).rejects.toMatchObject({ available: "1", asset: "ETHEREUM" });
    expect(await readBalance(db(), user.id, "ETHEREUM")).toBe("1");
    expect(
      await db().select().from(ledgerEntries).where(eq(ledgerEntries.reference, reference)),
    ).toHaveLength(0);
  });

  it("keeps the transaction consistent even when a caller swallows the insufficient-funds error", async () => {
    const { user } = await createUser();
    await db().transaction(async (tx) => {
      await postEntry(tx, {
        userId: user.id,
        asset: "USDT",
        amount: "-1",
        kind: "WITHDRAWAL",
        reference: ref("swallow"),
      }).catch(() => {});
    });
    expect(await readBalance(db(), user.id, "USDT")).toBe("0");
  });

  it("allows a debit down to exactly zero", async () => {
    const { user } = await createUser();
    await db().transaction(async (tx) => {
      await postEntry(tx, {
        userId: user.id,
        asset: "USDT",
        amount: "2.5",
        kind: "DEPOSIT",
        reference: ref("z1"),
      });
      await postEntry(tx, {
        userId: user.id,
        asset: "USDT",
        amount: "-2.5",
        kind: "WITHDRAWAL",
        reference: ref("z2"),
      });
    });
    expect(await readBalance(db(), user.id, "USDT")).toBe("0");
  });

  it.each([
    ["more than 8 decimals", "0.000000001"],
    ["zero", "0"],
    ["not a number", "abc"],
  ])("refuses an amount with %s instead of rounding it", async (_label, amount) => {
    const { user } = await createUser();
    await expect(
      db().transaction((tx) =>
        postEntry(tx, { userId: user.id, asset: "USD", amount, kind: "ADJUSTMENT", reference: ref("bad") }),
      ),
    ).rejects.toThrow();
    expect(await db().select().from(ledgerEntries).where(eq(ledgerEntries.userId, user.id))).toHaveLength(0);
  });

  it("never overdraws under 20 concurrent debits", async () => {
    const { user } = await createUser();
    await db().transaction((tx) =>
      postEntry(tx, { userId: user.id, asset: "BITCOIN", amount: "1", kind: "DEPOSIT", reference: ref("p") }),
    );
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) =>
        db().transaction((tx) =>
          postEntry(tx, {
            userId: user.id,
            asset: "BITCOIN",
            amount: "-0.3",
            kind: "WITHDRAWAL",
            reference: ref(`race${i}`),
          }),
        ),
      ),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(3);
    expect(await readBalance(db(), user.id, "BITCOIN")).toBe("0.1");
  });
});

describe("reconcile and balance reads", () => {
  it("reports a balance that drifted from its ledger", async () => {
    const { user } = await createUser();
    await db().transaction((tx) =>
      postEntry(tx, { userId: user.id, asset: "USD", amount: "3", kind: "DEPOSIT", reference: ref("r") }),
    );
    await db().execute(
      sql`update balances set amount = amount + 1 where user_id = ${user.id} and asset = 'USD'`,
    );
    expect(await reconcile(db())).toEqual([{ userId: user.id, asset: "USD", balance: "4", ledger: "3" }]);
    await db().execute(
      sql`update balances set amount = amount - 1 where user_id = ${user.id} and asset = 'USD'`,
    );
  });

  it("reports ledger entries that have no balance row", async () => {
    const { user } = await createUser();
    await db()
      .insert(ledgerEntries)
      .values({ userId: user.id, asset: "USDC", amount: "2", kind: "ADJUSTMENT", reference: ref("orphan") });
    await db()
      .delete(balances)
      .where(and(eq(balances.userId, user.id), eq(balances.asset, "USDC")));
    expect(await reconcile(db())).toContainEqual(
      expect.objectContaining({ userId: user.id, asset: "USDC", balance: "0" }),
    );
    await db().delete(ledgerEntries).where(eq(ledgerEntries.userId, user.id));
  });

  it("reads every asset, with 0 for a missing row", async () => {
    const { user } = await createUser();
    await db()
      .delete(balances)
      .where(and(eq(balances.userId, user.id), eq(balances.asset, "ETHEREUM")));
    await db().transaction((tx) =>
      postEntry(tx, {
        userId: user.id,
        asset: "BITCOIN",
        amount: "0.5",
        kind: "DEPOSIT",
        reference: ref("rb"),
      }),
    );
    expect(await readBalances(db(), user.id)).toEqual({
      USD: "0",
      BITCOIN: "0.5",
      ETHEREUM: "0",
      USDT: "0",
      USDC: "0",
    });
  });
});
