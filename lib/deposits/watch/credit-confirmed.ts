// Deposits deep enough are credited through the ledger, once: the row moves PENDING → CREDITED in the same
// transaction as the ledger entry, whose reference names the transfer (a second scanner, a retry or a crash
// and restart finds the row no longer PENDING, and the reference would refuse a second entry anyway).
import { and, eq, sql } from "drizzle-orm";
import { getDb, queryRows, type Tx } from "@/db/client";
import { deposits, notifications, transactions, users } from "@/db/schema";
import { enqueueMail } from "@/lib/jobs/mail";
import { amountFor, localeOf, translatorFor } from "@/lib/i18n/server-translator";
import { assetSymbol } from "@/lib/labels";
import { postEntry } from "@/lib/ledger/post-entry";
import { transactionDetails } from "@/lib/transactions/transaction-details";
import type { Coin } from "@/lib/money/assets";
import { getUsdPrice, usdValue } from "@/lib/prices/usd-prices";
import type { WatchedChain } from "./watched-chains";

/** Brings the confirmations of the chain's pending deposits up to `tip` and credits those deep enough. */
export async function creditConfirmed(watched: WatchedChain, tip: number): Promise<number> {
  const db = await getDb();
  await db.execute(sql`
    update deposits set confirmations = greatest(${tip} - block_height + 1, 0), updated_at = now()
     where chain = ${watched.chain} and chain_state = 'PENDING'
       and confirmations is distinct from greatest(${tip} - block_height + 1, 0)`);
  const due = await queryRows<{ id: number; asset: Coin }>(
    db,
    sql`select id, asset from deposits
         where chain = ${watched.chain} and chain_state = 'PENDING'
           and ${tip} - block_height + 1 >= required_confirmations
         order by id`,
  );
  let credited = 0;
  for (const d of due) {
    // Priced outside the transaction: a slow price feed must not hold the row locks.
    const price = await getUsdPrice(d.asset);
    if (await db.transaction((tx) => creditOne(tx, Number(d.id), price))) credited++;
  }
  return credited;
}

async function creditOne(tx: Tx, id: number, price: string): Promise<boolean> {
  const [deposit] = await tx
    .update(deposits)
    .set({ chainState: "CREDITED", status: "COMPLETED", creditedAt: new Date(), updatedAt: new Date() })
    .where(and(eq(deposits.id, id), eq(deposits.chainState, "PENDING")))
    .returning();
  if (!deposit) return false;
  const asset = deposit.asset as Coin;
  const [transaction] = await tx
    .insert(transactions)
    .values({
      userId: deposit.userId,
      type: "DEPOSIT",
      asset,
      amount: deposit.amount,
      assetAmount: deposit.amount,
      status: "COMPLETED",
      ...transactionDetails("DEPOSIT_RECEIVED", {
        amount: deposit.amount,
        asset: assetSymbol(asset),
        network: deposit.network,
      }),
      usdEquivalent: usdValue(deposit.amount, price),
      isAdminTransaction: false,
    })
    .returning({ id: transactions.id });
  await postEntry(tx, {
    userId: deposit.userId,
    asset,
    amount: deposit.amount,
    kind: "DEPOSIT",
    reference: `deposit:${deposit.chain}:${deposit.txHash}:${deposit.outputIndex}`,
    memo: `${deposit.network} ${deposit.txHash}`,
  });
  await tx.update(deposits).set({ transactionId: transaction.id }).where(eq(deposits.id, id));
  await tellInvestor(tx, deposit);
  return true;
}

/** The bell and an e-mail, in the investor's language, written in the crediting transaction. */
async function tellInvestor(tx: Tx, deposit: typeof deposits.$inferSelect) {
  const [owner] = await tx
    .select({
      email: users.email,
      name: users.name,
      preferences: users.preferences,
      deletedAt: users.deletedAt,
    })
    .from(users)
    .where(eq(users.id, deposit.userId));
  if (!owner) return;
  const locale = localeOf(owner);
  const values = {
    amount: amountFor(locale, deposit.amount),
    asset: assetSymbol(deposit.asset as Coin),
    network: deposit.network,
    name: owner.name,
    hash: deposit.txHash ?? "",
  };
  const notice = await translatorFor(locale, "notifications");
  await tx.insert(notifications).values({
    userId: deposit.userId,
    title: notice("deposit.credited.title"),
    content: notice("deposit.credited.content", values),
  });
  if (owner.deletedAt) return;
  const mail = await translatorFor(locale, "emails");
  await enqueueMail(
    tx,
    {
      to: owner.email,
      subject: mail("depositCredited.subject", values),
      text: mail("depositCredited.text", values),
    },
    `deposit-credited:${deposit.id}`,
  );
}
