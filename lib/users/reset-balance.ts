import { asc, eq } from "drizzle-orm";
import { getDb, type Executor } from "@/db/client";
import { balances, transactions } from "@/db/schema";
import { recordAudit } from "@/lib/audit/record-audit";
import { auditDetails } from "@/lib/audit/audit-details";
import { assetSymbol } from "@/lib/labels";
import { postEntry } from "@/lib/ledger/post-entry";
import { ASSETS, type Asset } from "@/lib/money/assets";
import { Money } from "@/lib/money/decimal";
import { getUsdPrices, usdValue } from "@/lib/prices/usd-prices";
import { reasonDetails } from "@/lib/transactions/transaction-details";
import type { ResetBalanceInput } from "@/lib/validation/admin";
import { findLiveUser } from "./find-live-user";

/**
 * POST /api/users/reset-balance: every balance of the user (USD and each coin) to zero, each through an
 * ADMIN_RESET ledger entry and a RESET transaction, under one audit row holding before, after and the
 * total USD value removed. Funds held by a PENDING withdrawal are not a balance and are not touched.
 */
export async function resetBalance(adminId: number, input: ResetBalanceInput, exec?: Executor) {
  const prices = await getUsdPrices();
  // Inside a caller's transaction when a second administrator's approval applies it.
  const db = exec ?? (await getDb());
  await db.transaction(async (tx) => {
    const user = await findLiveUser(tx, input.userId, { lock: true });
    // Locked, so nothing can move these balances between reading them and zeroing them.
    const rows = await tx
      .select()
      .from(balances)
      .where(eq(balances.userId, user.id))
      .orderBy(asc(balances.asset))
      .for("update");
    const before = Object.fromEntries(ASSETS.map((a) => [a, "0"])) as Record<Asset, string>;
    for (const r of rows) before[r.asset] = new Money(r.amount).toFixed();
    const held = ASSETS.filter((a) => !new Money(before[a]).isZero());
    const usdOf = (a: Asset) => usdValue(before[a], prices[a]);
    const totalUsd = held.reduce((sum, a) => sum.plus(usdOf(a)), new Money(0));

    const audit = await recordAudit(tx, {
      adminId,
      action: "RESET",
      userId: user.id,
      usdValue: totalUsd.toFixed(),
      reason: input.reason,
      ...(held.length
        ? auditDetails("BALANCES_RESET", {
            balances: held.map((a) => ({ amount: before[a], asset: assetSymbol(a) })),
          })
        : auditDetails("BALANCES_ALREADY_ZERO", {})),
      before,
      after: Object.fromEntries(ASSETS.map((a) => [a, "0"])),
    });
    for (const asset of held) {
      const reference = `reset:${audit.id}:${asset}`;
      await postEntry(tx, {
        userId: user.id,
        asset,
        amount: new Money(before[asset]).neg().toFixed(),
        kind: "ADMIN_RESET",
        reference,
        memo: input.reason,
      });
      await tx.insert(transactions).values({
        userId: user.id,
        type: "RESET",
        asset,
        amount: before[asset],
        assetAmount: before[asset],
        status: "COMPLETED",
        ...reasonDetails(input.reason, "ADMIN_RESET"),
        usdEquivalent: usdOf(asset),
        isAdminTransaction: true,
        adminId,
        // An admin edit or delete of this row re-books this entry (lib/admin/transaction-ledger.ts).
        ledgerReference: reference,
      });
    }
  });
  return { message: "Balance reset successfully" };
}
