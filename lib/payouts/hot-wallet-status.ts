// The hot wallets as administrators see them: per network with a key, its address, what it holds (the chain's
// coin and each configured token), the payouts on their way, and its alert (short of funds or gas, fees above
// the cap). A node that does not answer leaves the balances null and says so; its URL is never shown.
import { sql } from "drizzle-orm";
import { formatUnits, getAddress } from "viem";
import { z } from "zod";
import { getDb, queryRows } from "@/db/client";
import { watchedChain } from "@/lib/deposits/watch/watched-chains";
import { payoutWallet } from "./bitcoin/payout-wallet";
import { bitcoinWalletBalance, type BitcoinBalance } from "./bitcoin/wallet-balance";
import { tronBatchStatus, tronBatchStatusSchema } from "./tron/tron-batch-status";
import { payoutSetup } from "./payout-chains";
import { errorText } from "./send-recorded";
import { PAYOUT_CHAINS } from "./signer";

export const hotWalletSchema = z.object({
  chain: z.enum(["ETHEREUM", "BSC"]),
  network: z.string(),
  address: z.string(),
  balances: z
    .array(z.object({ asset: z.string(), amount: z.string() }))
    .nullable()
    .describe("The chain's own coin (ETH, BNB) and each configured token; null when the node did not answer"),
  pending: z.number().int().describe("Payouts queued or sent and not yet completed"),
  alert: z.string().nullable().describe("Why payouts wait (short of funds or gas, fees above the cap)"),
  alertAt: z.string().nullable(),
  error: z.string().nullable().describe("The node's error when the balances could not be read"),
});
export type HotWalletStatus = z.infer<typeof hotWalletSchema>;

/** The Bitcoin batches signed offline: payouts waiting for one, and the batch exported and not yet signed. */
export const bitcoinBatchStatusSchema = z
  .object({
    queued: z.number().int(),
    batch: z
      .object({
        id: z.number().int(),
        txid: z.string(),
        fee: z.number().int().describe("Satoshis"),
        psbt: z.string().describe("The unsigned PSBT, base64"),
        withdrawals: z.array(z.number().int()),
      })
      .nullable(),
    refused: z
      .array(
        z.object({
          id: z.number().int(),
          txid: z.string(),
          refusal: z.string().describe("The node's reason"),
          refusedAt: z.string(),
        }),
      )
      .describe(
        "Signed batches the node refused to broadcast: each may be cancelled (its payouts queued again)",
      ),
    balance: z
      .object({ confirmed: z.string(), unconfirmed: z.string() })
      .nullable()
      .describe("BTC in the wallet's coins (the export's gap scan); null when the node did not answer"),
    balanceError: z.string().nullable(),
  })
  .nullable()
  .describe("Null when Bitcoin payouts are not configured (PAYOUT_XPUB_BITCOIN)");

export const hotWalletsAnswerSchema = z.object({
  wallets: z.array(hotWalletSchema),
  bitcoin: bitcoinBatchStatusSchema,
  tron: tronBatchStatusSchema,
});

const NATIVE_SYMBOL = { ETHEREUM: "ETH", BSC: "BNB" } as const;

export async function hotWalletStatus(): Promise<z.infer<typeof hotWalletsAnswerSchema>> {
  const db = await getDb();
  const rows = await queryRows<{ chain: string; alert: string | null; alert_at: Date | string | null }>(
    db,
    sql`select chain, alert, alert_at from hot_wallets`,
  );
  const counts = await queryRows<{ chain: string; n: number }>(
    db,
    sql`select chain, count(*)::int as n from payouts where state in ('QUEUED', 'BROADCAST') group by chain`,
  );
  const wallets: HotWalletStatus[] = [];
  for (const chain of PAYOUT_CHAINS) {
    const setup = payoutSetup(chain);
    if (!setup) continue;
    const row = rows.find((r) => r.chain === chain);
    let balances: HotWalletStatus["balances"] = null;
    let error: string | null = null;
    try {
      const address = setup.signer.address;
      balances = [
        { asset: NATIVE_SYMBOL[chain], amount: formatUnits(await setup.node.balance(address), 18) },
      ];
      for (const [asset, contract] of Object.entries(setup.watched.tokens)) {
        const token = getAddress(contract!);
        const [held, decimals] = await Promise.all([
          setup.node.tokenBalance(token, address),
          setup.node.tokenDecimals(token),
        ]);
        balances.push({ asset, amount: formatUnits(held, decimals) });
      }
    } catch (err) {
      balances = null;
      error = errorText(err);
    }
    wallets.push({
      chain,
      network: setup.watched.network,
      address: setup.signer.address,
      balances,
      pending: Number(counts.find((c) => c.chain === chain)?.n ?? 0),
      alert: row?.alert ?? null,
      alertAt: row?.alert_at ? new Date(row.alert_at).toISOString() : null,
      error,
    });
  }
  return { wallets, bitcoin: await bitcoinBatchStatus(), tron: await tronBatchStatus() };
}

async function bitcoinBatchStatus(): Promise<z.infer<typeof bitcoinBatchStatusSchema>> {
  if (!watchedChain("BITCOIN") || !payoutWallet()) return null;
  const db = await getDb();
  const [queued] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from payouts where chain = 'BITCOIN' and state = 'QUEUED' and batch_id is null`,
  );
  const [batch] = await queryRows<{ id: number; txid: string; fee: string; psbt: string }>(
    db,
    sql`select id, txid, fee, psbt from payout_batches where chain = 'BITCOIN' and state = 'EXPORTED' order by id desc limit 1`,
  );
  const members = batch
    ? await queryRows<{ id: number }>(
        db,
        sql`select withdrawal_request_id as id from payouts where batch_id = ${batch.id} order by id`,
      )
    : [];
  const refused = await queryRows<{ id: number; txid: string; refusal: string; refused_at: Date | string }>(
    db,
    sql`select id, txid, refusal, refused_at from payout_batches where chain = 'BITCOIN' and state = 'BROADCAST' and refusal is not null order by id`,
  );
  let balance: BitcoinBalance | null = null;
  let balanceError: string | null = null;
  try {
    balance = await bitcoinWalletBalance();
  } catch (err) {
    balanceError = errorText(err);
  }
  return {
    queued: Number(queued?.n ?? 0),
    refused: refused.map((r) => ({
      id: Number(r.id),
      txid: r.txid,
      refusal: r.refusal,
      refusedAt: new Date(r.refused_at).toISOString(),
    })),
    balance,
    balanceError,
    batch: batch
      ? {
          id: Number(batch.id),
          txid: batch.txid,
          fee: Number(batch.fee),
          psbt: batch.psbt,
          withdrawals: members.map((m) => Number(m.id)),
        }
      : null,
  };
}
