import { eq } from "drizzle-orm";
import { getDb, type Executor } from "@/db/client";
import { deposits, transactions } from "@/db/schema";
import { templated } from "@/lib/api/error-codes";
import { badRequest, conflict } from "@/lib/api/errors";
import { recordAudit } from "@/lib/audit/record-audit";
import { auditDetails } from "@/lib/audit/audit-details";
import { assetSymbol } from "@/lib/labels";
import { COINS, NETWORK_BY_COIN, type Coin } from "@/lib/money/assets";
import { Money } from "@/lib/money/decimal";
import { getUsdPrices, usdValue } from "@/lib/prices/usd-prices";
import type { UpdateTransactionInput } from "@/lib/validation/admin";
import { findAdminTransaction, transactionSnapshot } from "./find-admin-transaction";
import { findAsProposed, type ProposedChange, type TransactionChange } from "./approvals/transaction-change";
import { isCreditType, isMoneyType, TIED_TO } from "./transaction-kinds";
import { checkCovered, movedMoney, plannedDeltas, settleEffect } from "./transaction-ledger";
import { adminTransactionOutput } from "./transaction-output";

/** An admin override is kept only where it differs from what the row would show anyway; "" or null clears it. */
const override = (given: string | null | undefined, current: string | null, derived: string | null) =>
  given === undefined ? current : !given || given === derived ? null : given;

export type EditOptions = {
  /** Inside a caller's transaction (a second administrator's approval applying it). */
  exec?: Executor;
  /**
   * Under the two-person rule: an edit that would post to the ledger is not made but answered as
   * `{ proposal }` (checked as the edit would be, nothing written); one that moves no money is made.
   */
  proposeIfMoneyMoves?: boolean;
  /** Approving a proposal: the transaction and its effect must still be what the proposal recorded (409). */
  asProposed?: ProposedChange;
};

/**
 * PUT /api/transactions/{id}. Display fields (details, name, phone, plan name, USD value) and the status
 * are stored as given; the status is a label and moves no money. A change of amount or asset on a credit,
 * deposit or reset that moved money posts compensating ledger entries (see transaction-ledger.ts).
 */
export async function updateTransaction(
  adminId: number,
  id: number,
  input: UpdateTransactionInput,
  options: EditOptions = {},
) {
  const prices = await getUsdPrices();
  const db = options.exec ?? (await getDb());
  return db.transaction(async (tx) => {
    const { t, user, planName } = await findAsProposed(options.asProposed, () =>
      findAdminTransaction(tx, id),
    );
    const next = {
      type: input.type ?? t.type,
      asset: input.asset ?? t.asset,
      amount: input.amount ?? new Money(t.amount).toFixed(),
    };
    const moneyChanged = next.asset !== t.asset || !new Money(next.amount).eq(t.amount);
    if (moneyChanged || next.type !== t.type) {
      if (!isMoneyType(t.type)) {
        throw conflict(
          `The amount, asset and type of a ${t.type} transaction cannot be edited: its money is tied to ${TIED_TO[t.type]}.`,
          templated("TRANSACTION_MONEY_TIED", { type: t.type }),
        );
      }
      // A reset takes money off and a credit puts it on: neither can become the other.
      if (next.type !== t.type && !(isCreditType(t.type) && isCreditType(next.type)))
        throw conflict(
          `A ${t.type} transaction cannot become a ${next.type} transaction.`,
          templated("TRANSACTION_TYPE_CHANGE_REFUSED", { from: t.type, to: next.type }),
        );
      if (isCreditType(next.type) && !(COINS as readonly string[]).includes(next.asset))
        throw badRequest("A credit or deposit must be in BITCOIN, ETHEREUM, USDT or USDC");
      if (next.type.startsWith("CREDIT_") && next.type !== `CREDIT_${next.asset}`) {
        const asset = next.type.slice("CREDIT_".length);
        throw badRequest(
          `A ${next.type} transaction must be in ${asset}`,
          templated("CREDIT_ASSET_MISMATCH", { type: next.type, asset }),
        );
      }
    }
    const usdEquivalent =
      input.usdEquivalent !== undefined
        ? input.usdEquivalent
        : moneyChanged
          ? usdValue(next.amount, prices[next.asset])
          : t.usdEquivalent;
    const changes = {
      type: next.type,
      asset: next.asset,
      amount: next.amount,
      // Only a credit's, deposit's or reset's money can change, and its units are its amount.
      assetAmount: moneyChanged ? next.amount : t.assetAmount,
      status: input.status ?? t.status,
      details: input.details === undefined ? t.details : input.details || null,
      // Details the administrator rewrote are theirs, read as typed; the platform's code no longer applies.
      ...(input.details === undefined || (input.details || null) === t.details
        ? {}
        : { detailsCode: null, detailsParams: null }),
      displayName: override(input.name, t.displayName, user.name),
      displayPhone: override(input.phone, t.displayPhone, user.phone),
      displayPlanName: override(input.planName, t.displayPlanName, planName),
      usdEquivalent,
    };
    // Only a transaction that moved money has an effect to correct (a typed-in record, a pending deposit: none).
    const effect =
      moneyChanged && (await movedMoney(tx, t))
        ? await plannedDeltas(tx, t, { asset: next.asset, amount: next.amount })
        : [];
    if (options.asProposed) options.asProposed.check(transactionSnapshot(t), effect);
    if (options.proposeIfMoneyMoves && effect.length) {
      await checkCovered(tx, t, effect, "edit");
      const proposal: TransactionChange = {
        id: t.id,
        userId: t.userId,
        asset: next.asset,
        amount: next.amount,
        usdValue: usdEquivalent,
        before: transactionSnapshot(t),
        effect,
      };
      return { proposal };
    }
    const audit = await recordAudit(tx, {
      adminId,
      action: "TRANSACTION_UPDATE",
      userId: t.userId,
      asset: next.asset,
      amount: next.amount,
      usdValue: usdEquivalent ?? undefined,
      ...(moneyChanged
        ? auditDetails("TRANSACTION_AMOUNT_CHANGED", {
            transaction: t.id,
            fromAmount: new Money(t.amount).toFixed(),
            fromAsset: assetSymbol(t.asset),
            toAmount: new Money(next.amount).toFixed(),
            toAsset: assetSymbol(next.asset),
          })
        : auditDetails("TRANSACTION_EDITED", { transaction: t.id })),
      before: transactionSnapshot(t),
      after: transactionSnapshot({ ...t, ...changes }),
    });
    if (effect.length) {
      await settleEffect(
        tx,
        t,
        { asset: next.asset, amount: next.amount },
        {
          prefix: "txedit",
          auditId: audit.id,
          memo: `Admin edit of transaction #${t.id}`,
          refusal: "edit",
        },
      );
    }
    const [updated] = await tx
      .update(transactions)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(transactions.id, t.id))
      .returning();
    if (isCreditType(next.type)) {
      // The investor's Deposit History shows the same credit: keep it in step.
      const coin = next.asset as Coin;
      await tx
        .update(deposits)
        .set({ asset: coin, amount: next.amount, status: changes.status, network: NETWORK_BY_COIN[coin] })
        .where(eq(deposits.transactionId, t.id));
    }
    return {
      message: "Transaction updated successfully",
      transaction: adminTransactionOutput(updated, user, planName),
    };
  });
}
