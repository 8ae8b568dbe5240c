// QUEUED → BROADCAST. Under the hot wallet's row lock (one payout of a wallet at a time, on every instance):
// check the wallet can pay it and everything already on its way, take the next nonce, sign, and record the
// signed transaction with its hash. Only after that commit is it sent, so a crash in between leaves a recorded
// transaction that the next step sends (the same one: nothing is signed twice for one nonce without a record).
import { and, eq, sql } from "drizzle-orm";
import { formatEther, formatUnits, keccak256, parseUnits, type Hex } from "viem";
import { getDb, queryRows, type Tx } from "@/db/client";
import {
  hotWallets,
  payoutAttempts,
  payouts,
  transactions,
  withdrawalRequests,
  type Payout,
} from "@/db/schema";
import { auditPayout } from "./audit-payout";
import { buildTransfer, UnpayableError, type Transfer } from "./build-transfer";
import { failPayout } from "./finish-payout";
import type { PayoutSetup } from "./payout-chains";
import { sendRecorded } from "./send-recorded";
import { tellInvestor } from "./tell-investor";

/** Test seams: a crash between recording and sending. */
export type SendHooks = { afterRecord?: () => void | Promise<void> };

export type SendResult =
  { state: "BROADCAST"; txHash: Hex } | { state: "QUEUED"; waiting: string } | { state: "FAILED" };

const ETH_TRANSFER_GAS = 21_000n;
/** Gas a token transfer is assumed to take when the node cannot estimate it (to tell what is missing). */
const TOKEN_GAS_GUESS = 100_000n;

export async function sendPayout(
  setup: PayoutSetup,
  payout: Payout,
  hooks: SendHooks = {},
): Promise<SendResult> {
  const db = await getDb();
  const [request] = await db
    .select()
    .from(withdrawalRequests)
    .where(eq(withdrawalRequests.id, payout.withdrawalRequestId));
  let transfer: Transfer;
  try {
    transfer = await buildTransfer(setup, request);
  } catch (err) {
    if (!(err instanceof UnpayableError)) throw err;
    await failPayout(payout.id, err.message, null, setup.watched.explorerTxUrl);
    return { state: "FAILED" };
  }
  const from = setup.signer.address;
  const gas =
    transfer.token === null ? ETH_TRANSFER_GAS : await estimateTokenGas(setup, transfer).catch(() => null);
  const fees = await setup.node.fees();
  const priority = fees.priorityFee;
  const wanted = fees.baseFee * 2n + priority;
  const maxFee = wanted < setup.maxFeePerGas ? wanted : setup.maxFeePerGas;
  if (maxFee < fees.baseFee + priority)
    return wait(
      setup,
      payout,
      `the network's fees are above the cap of ${formatUnits(setup.maxFeePerGas, 9)} gwei`,
    );
  const minedCount = await setup.node.nonce(from, "latest");
  await ensureWallet(setup, minedCount);

  const chainId = await setup.node.chainId();
  const outcome = await db.transaction(async (tx): Promise<{ waiting: string } | { hash: Hex } | null> => {
    const [wallet] = await tx
      .select()
      .from(hotWallets)
      .where(eq(hotWallets.chain, setup.chain))
      .for("update");
    const [open] = await tx
      .select()
      .from(payouts)
      .where(and(eq(payouts.id, payout.id), eq(payouts.state, "QUEUED")))
      .for("update");
    if (!open) return null;
    // Checked under the lock, against what the wallet's transactions on their way will still take.
    // A token transfer the node says would fail is most often the wallet short of tokens: said as such.
    const shortage =
      (await shortageOf(setup, tx, transfer, (gas ?? TOKEN_GAS_GUESS) * maxFee)) ??
      (gas === null
        ? `the hot wallet ${from} cannot send ${request.asset}: the node says the transfer would fail`
        : null);
    if (shortage) return { waiting: shortage };
    const nonce = Math.max(wallet.nextNonce, minedCount);
    const raw = await setup.signer.signTransaction({
      type: "eip1559",
      chainId,
      nonce,
      to: transfer.to,
      value: transfer.value,
      data: transfer.data,
      gas: gas!,
      maxFeePerGas: maxFee,
      maxPriorityFeePerGas: priority > maxFee ? maxFee : priority,
    });
    const hash = keccak256(raw);
    await tx.insert(payoutAttempts).values({
      payoutId: payout.id,
      txHash: hash,
      rawTx: raw,
      maxFeePerGas: maxFee.toString(),
      maxPriorityFeePerGas: (priority > maxFee ? maxFee : priority).toString(),
      gasLimit: gas!.toString(),
    });
    await tx
      .update(payouts)
      .set({
        state: "BROADCAST",
        fromAddress: from,
        nonce,
        txHash: hash,
        lastError: null,
        updatedAt: new Date(),
      })
      .where(eq(payouts.id, payout.id));
    const [moved] = await tx
      .update(withdrawalRequests)
      .set({ status: "BROADCAST", txHash: hash })
      .where(eq(withdrawalRequests.id, request.id))
      .returning();
    await tx
      .update(transactions)
      .set({ status: "PENDING", updatedAt: new Date() })
      .where(and(eq(transactions.withdrawalRequestId, request.id), eq(transactions.type, "WITHDRAWAL")));
    await tx
      .update(hotWallets)
      .set({ nextNonce: nonce + 1, alert: null, alertAt: null, updatedAt: new Date() })
      .where(eq(hotWallets.chain, setup.chain));
    await tellInvestor(tx, moved, "sent", hash, setup.watched.explorerTxUrl + hash);
    await auditPayout(tx, moved, { action: "PAYOUT_SENT", hash });
    return { hash };
  });
  if (outcome === null) return { state: "QUEUED", waiting: "taken by another run" };
  if ("waiting" in outcome) return wait(setup, payout, outcome.waiting);
  await hooks.afterRecord?.();
  await sendRecorded(setup, outcome.hash);
  return { state: "BROADCAST", txHash: outcome.hash };
}

async function estimateTokenGas(setup: PayoutSetup, transfer: Transfer): Promise<bigint> {
  const estimate = await setup.node.estimateGas({
    from: setup.signer.address,
    to: transfer.to,
    data: transfer.data,
  });
  // A margin: the recipient's first tokens cost more storage than the estimate's state may show.
  return (estimate * 13n) / 10n;
}

/** The wallet's row, created with the node's count of its transactions (a new key: its address and count). */
async function ensureWallet(setup: PayoutSetup, minedCount: number) {
  const db = await getDb();
  await db.execute(sql`
    insert into hot_wallets (chain, address, next_nonce) values (${setup.chain}, ${setup.signer.address}, ${minedCount})
    on conflict (chain) do update set address = excluded.address, next_nonce = excluded.next_nonce, updated_at = now()
     where hot_wallets.address <> excluded.address`);
}

/** What the wallet lacks to pay `transfer` plus its gas, after what its unmined payouts will take; null: enough. */
async function shortageOf(
  setup: PayoutSetup,
  tx: Tx,
  transfer: Transfer,
  gasCost: bigint,
): Promise<string | null> {
  const from = setup.signer.address;
  const inFlight = await queryRows<{ asset: string; amount: string; gas_cost: string }>(
    tx,
    sql`select w.asset, w.amount::text as amount,
               (select (a.gas_limit::numeric * a.max_fee_per_gas::numeric)::text from payout_attempts a
                 where a.payout_id = p.id order by a.id desc limit 1) as gas_cost
          from payouts p join withdrawal_requests w on w.id = p.withdrawal_request_id
         where p.chain = ${setup.chain} and p.state = 'BROADCAST' and p.block_number is null`,
  );
  let reservedNative = 0n;
  let reservedToken = 0n;
  const decimals = transfer.token ? await setup.node.tokenDecimals(transfer.token) : 18;
  for (const r of inFlight) {
    reservedNative += BigInt(r.gas_cost ?? "0");
    if (setup.watched.native === r.asset) reservedNative += parseUnits(r.amount, 18);
    else if (
      transfer.token &&
      setup.watched.tokens[r.asset as keyof typeof setup.watched.tokens]?.toLowerCase() ===
        transfer.token.toLowerCase()
    )
      reservedToken += parseUnits(r.amount, decimals);
  }
  const native = await setup.node.balance(from);
  const needNative = gasCost + transfer.value + reservedNative;
  if (native < needNative)
    return `the hot wallet ${from} holds ${formatEther(native)} of the ${formatEther(needNative)} it needs for amount and gas`;
  if (transfer.token) {
    const held = await setup.node.tokenBalance(transfer.token, from);
    if (held < transfer.amount + reservedToken)
      return `the hot wallet ${from} holds ${formatUnits(held, decimals)} of the ${formatUnits(transfer.amount + reservedToken, decimals)} tokens it needs`;
  }
  return null;
}

/** Stays QUEUED (the withdrawal APPROVED) with the reason on the payout and the wallet's alert for the back office. */
async function wait(setup: PayoutSetup, payout: Payout, reason: string): Promise<SendResult> {
  const db = await getDb();
  await db.update(payouts).set({ lastError: reason, updatedAt: new Date() }).where(eq(payouts.id, payout.id));
  await db.execute(sql`
    insert into hot_wallets (chain, address, next_nonce, alert, alert_at)
    values (${setup.chain}, ${setup.signer.address}, 0, ${reason}, now())
    on conflict (chain) do update set alert = excluded.alert, alert_at = excluded.alert_at, updated_at = now()`);
  return { state: "QUEUED", waiting: reason };
}
