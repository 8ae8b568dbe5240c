// An admin credit of a coin is the confirmed deposit (docs/decisions.md, "Deposits"): one ledger entry, a
// CREDIT_<ASSET> transaction and a COMPLETED deposit row, so Deposit History and the activity feed show it.
import { and, eq, isNull } from "drizzle-orm";
import { getDb, type Tx } from "@/db/client";
import { deposits, transactions, users } from "@/db/schema";
import { badRequest, notFound } from "@/lib/api/errors";
import { recordAudit } from "@/lib/audit/record-audit";
import { auditDetails } from "@/lib/audit/audit-details";
import { assetSymbol } from "@/lib/labels";
import { postEntry } from "@/lib/ledger/post-entry";
import { parseAmount } from "@/lib/money/amount";
import { COINS, NETWORK_BY_COIN, type Coin } from "@/lib/money/assets";
import { Money } from "@/lib/money/decimal";
import { getUsdPrice, usdValue } from "@/lib/prices/usd-prices";
import { reasonDetails } from "@/lib/transactions/transaction-details";

export type CreditDepositArgs = {
  userId: number;
  asset: Coin;
  /** Asset units, a decimal string or number with at most 8 decimals. */
  amount: string | number;
  adminId: number;
  reason?: string | null;
  /** When the deposit happened, if the admin back-dates it; defaults to now. */
  date?: Date;
};

/** Pass the caller's transaction to join it; without one, it opens its own. Writes the CREDIT audit row. */
export async function creditDeposit(tx: Tx | undefined, args: CreditDepositArgs) {
  if (!(COINS as readonly string[]).includes(args.asset))
    throw badRequest("Asset must be one of BITCOIN, ETHEREUM, USDT or USDC");
  const parsed = parseAmount(args.amount);
  if (!parsed.ok) throw badRequest(parsed.message);
  if (args.date && Number.isNaN(args.date.getTime())) throw badRequest("Date is invalid");
  const amount = parsed.value;
  const reason = args.reason?.trim() || "Admin credit";
  const price = await getUsdPrice(args.asset);
  const usdEquivalent = usdValue(amount, price);
  const run = (t: Tx) => credit(t, { ...args, amount, reason, usdEquivalent });
  return tx ? run(tx) : (await getDb()).transaction(run);
}

type Normalised = Omit<CreditDepositArgs, "amount"> & {
  amount: string;
  reason: string;
  usdEquivalent: string;
};

async function credit(tx: Tx, a: Normalised) {
  const [user] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, a.userId), isNull(users.deletedAt)));
  if (!user) throw notFound("User not found");
  const createdAt = a.date ?? new Date();
  const [transaction] = await tx
    .insert(transactions)
    .values({
      userId: a.userId,
      type: `CREDIT_${a.asset}`,
      asset: a.asset,
      amount: a.amount,
      assetAmount: a.amount,
      status: "COMPLETED",
      ...reasonDetails(a.reason, "ADMIN_CREDIT"),
      usdEquivalent: a.usdEquivalent,
      isAdminTransaction: true,
      adminId: a.adminId,
      createdAt,
    })
    .returning();
  const posted = await postEntry(tx, {
    userId: a.userId,
    asset: a.asset,
    amount: a.amount,
    kind: "DEPOSIT",
    reference: `credit:${transaction.id}`,
    memo: a.reason,
  });
  const balanceAfter = posted.applied ? posted.balance : null;
  const [deposit] = await tx
    .insert(deposits)
    .values({
      userId: a.userId,
      asset: a.asset,
      network: NETWORK_BY_COIN[a.asset],
      amount: a.amount,
      status: "COMPLETED",
      transactionId: transaction.id,
      createdAt,
    })
    .returning();
  await recordAudit(tx, {
    adminId: a.adminId,
    action: "CREDIT",
    userId: a.userId,
    asset: a.asset,
    amount: a.amount,
    usdValue: a.usdEquivalent,
    reason: a.reason,
    ...auditDetails("CREDITED", { amount: a.amount, asset: assetSymbol(a.asset) }),
    before: balanceAfter === null ? null : { balance: new Money(balanceAfter).minus(a.amount).toFixed() },
    after: { balance: balanceAfter },
  });
  return { transaction, deposit, balance: balanceAfter };
}
