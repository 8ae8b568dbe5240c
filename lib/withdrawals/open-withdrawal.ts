// The money half of a withdrawal request: the amount is debited now (docs/architecture.md, "Money rules"), in the same
// transaction as the PENDING request and its PENDING transaction, so it can never be spent twice.
import { getDb, type Executor } from "@/db/client";
import { transactions, withdrawalRequests, type WithdrawalRequest } from "@/db/schema";
import { templated } from "@/lib/api/error-codes";
import { badRequest } from "@/lib/api/errors";
import { assetSymbol } from "@/lib/labels";
import { InsufficientFundsError } from "@/lib/ledger/insufficient-funds";
import { postEntry } from "@/lib/ledger/post-entry";
import type { Coin } from "@/lib/money/assets";
import { Money, moneyString } from "@/lib/money/decimal";
import { getGuardPrice, usdValue } from "@/lib/prices/usd-prices";
import { transactionDetails } from "@/lib/transactions/transaction-details";
import { checkWithdrawalAddress } from "@/lib/withdrawal-addresses/check-withdrawal-address";
import { mailNewAddressWithdrawal } from "@/lib/withdrawal-addresses/mail-address-notices";
import { assertWithinLimits } from "./limits/withdrawal-limits";
import { mailWithdrawalRequested } from "./mail-withdrawal-requested";

export type OpenWithdrawalArgs = {
  userId: number;
  asset: Coin;
  amount: string;
  network: string;
  address: string;
};

export async function openWithdrawalRequest(
  args: OpenWithdrawalArgs,
  exec?: Executor,
): Promise<WithdrawalRequest> {
  const db = exec ?? (await getDb());
  // The limits count this value: a price a guard may trust, or a 503, never a guess.
  const price = await getGuardPrice(args.asset);
  try {
    return await db.transaction(async (tx) => {
      // "Whitelist only" and the new-address mark, under the investor's row lock (docs/decisions.md,
      // "Withdrawal addresses"): a refusal here writes nothing.
      const { newAddress, user } = await checkWithdrawalAddress(tx, args);
      // The limits by verification level, counted under a per-investor lock (none set: nothing to count).
      await assertWithinLimits(tx, args.userId, usdValue(args.amount, price));
      const [request] = await tx
        .insert(withdrawalRequests)
        .values({
          userId: args.userId,
          amount: args.amount,
          asset: args.asset,
          network: args.network,
          address: args.address,
          newAddress,
          // What the limits count this request as, whatever the price does later.
          usdValue: usdValue(args.amount, price),
        })
        .returning();
      if (newAddress) await mailNewAddressWithdrawal(tx, user, { ...request, asset: args.asset });
      else await mailWithdrawalRequested(tx, user, { ...request, asset: args.asset });
      await postEntry(tx, {
        userId: args.userId,
        asset: args.asset,
        amount: new Money(args.amount).neg().toFixed(),
        kind: "WITHDRAWAL",
        reference: `withdrawal:${request.id}`,
        memo: `Withdrawal to ${args.address}`,
      });
      await tx.insert(transactions).values({
        userId: args.userId,
        withdrawalRequestId: request.id,
        type: "WITHDRAWAL",
        asset: args.asset,
        amount: args.amount,
        assetAmount: args.amount,
        status: "PENDING",
        ...transactionDetails("WITHDRAWAL_REQUESTED", {
          request: request.id,
          address: args.address,
          network: args.network,
        }),
        usdEquivalent: usdValue(args.amount, price),
      });
      return request;
    });
  } catch (err) {
    if (err instanceof InsufficientFundsError) {
      const available = moneyString(err.available);
      const asset = assetSymbol(args.asset);
      throw badRequest(`Insufficient balance. Available: ${available} ${asset}`, {
        available,
        ...templated("INSUFFICIENT_BALANCE_AVAILABLE", { available, asset }),
      });
    }
    throw err;
  }
}
