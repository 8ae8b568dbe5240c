// The platform Bitcoin wallet as an Esplora API sees it, from the account's extended public key alone: its
// unspent coins (receiving and change addresses walked until `gap` unused ones in a row), the next unused change
// address, the fee rate for a target, a transaction's serialisation and the broadcast of a signed transaction.
// Errors name the request's path and the node's host, never the URL's credentials.
import { ChainSourceError } from "@/lib/deposits/watch/chain-source";
import type { PayoutWallet, WalletUtxo } from "./build-psbt";
import { walletKey } from "./build-psbt";

/** The standard gap limit (BIP44): wallets stop looking after 20 unused addresses in a row. */
const DEFAULT_GAP = 20;
const TIMEOUT_MS = 15_000;
/** An address's list of coins; anything longer than this is no Esplora answer. */
const MAX_ANSWER_BYTES = 4_000_000;

/** The node answered a broadcast with a refusal (HTTP 4xx): `reason` is its text (bitcoind's error). */
export class BroadcastRefused extends ChainSourceError {
  constructor(
    message: string,
    readonly reason: string,
  ) {
    super(message);
  }
}

export type EsploraWallet = {
  coins(wallet: PayoutWallet, gap?: number): Promise<{ utxos: WalletUtxo[]; nextChangeIndex: number }>;
  /** sat/vB for confirmation within `targetBlocks` blocks. */
  feeRate(targetBlocks?: number): Promise<number>;
  /** A transaction as the node holds it (its serialisation), the previous transaction of a PSBT's input. */
  txHex(txid: string): Promise<Uint8Array>;
  /** Sends a signed transaction (hex); answers its id, or throws BroadcastRefused when the node refuses it. */
  broadcast(rawHex: string): Promise<string>;
  tipHeight(): Promise<number>;
  /** Where a transaction stands: unknown to the node (null), in its pool, or mined at a height. */
  txStatus(txid: string): Promise<{ confirmed: boolean; blockHeight: number | null } | null>;
  /** Who spent an output: nobody yet (null), or a transaction, mined at a height or still in the pool. */
  outspend(txid: string, vout: number): Promise<{ txid: string; blockHeight: number | null } | null>;
};

type AddressStats = { chain_stats?: { tx_count?: number }; mempool_stats?: { tx_count?: number } };
type Utxo = { txid: string; vout: number; value: number; status?: { confirmed?: boolean } };

export function esploraWallet(url: string, fetchImpl: typeof fetch = fetch): EsploraWallet {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new ChainSourceError("The Bitcoin node URL is not a URL");
  }
  const authorization =
    parsed.username || parsed.password
      ? `Basic ${Buffer.from(`${decodeURIComponent(parsed.username)}:${decodeURIComponent(parsed.password)}`).toString("base64")}`
      : undefined;
  const base = `${parsed.protocol}//${parsed.host}${parsed.pathname.replace(/\/+$/, "")}`;
  const host = parsed.host;

  async function request(path: string, init: RequestInit = {}): Promise<string> {
    let response: Response;
    try {
      response = await fetchImpl(`${base}${path}${parsed.search}`, {
        ...init,
        headers: { ...(init.headers as Record<string, string>), ...(authorization ? { authorization } : {}) },
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch {
      throw new ChainSourceError(`Bitcoin node ${host} could not be reached (${path})`);
    }
    const text = await response.text();
    if (text.length > MAX_ANSWER_BYTES)
      throw new ChainSourceError(`Bitcoin node ${host}: answer too long (${path})`);
    if (!response.ok && init.method === "POST" && response.status >= 400 && response.status < 500)
      throw new BroadcastRefused(
        `Bitcoin node ${host} refused the transaction (${path}): ${text.slice(0, 200)}`,
        text.trim().slice(0, 300),
      );
    if (!response.ok)
      throw new ChainSourceError(
        `Bitcoin node ${host} answered HTTP ${response.status} (${path}): ${text.slice(0, 200)}`,
      );
    return text;
  }

  async function json<T>(path: string): Promise<T> {
    const text = await request(path);
    try {
      return JSON.parse(text) as T;
    } catch {
      throw new ChainSourceError(`Bitcoin node ${host} answered something that is not JSON (${path})`);
    }
  }

  return {
    async coins(wallet, gap = DEFAULT_GAP) {
      const utxos: WalletUtxo[] = [];
      let nextChangeIndex = 0;
      for (const chain of [0, 1] as const) {
        let unused = 0;
        for (let index = 0; unused < gap; index++) {
          const address = walletKey(wallet, chain, index).payment.address!;
          const stats = await json<AddressStats>(`/address/${address}`);
          const used = (stats.chain_stats?.tx_count ?? 0) + (stats.mempool_stats?.tx_count ?? 0) > 0;
          if (!used) {
            if (chain === 1 && unused === 0) nextChangeIndex = index;
            unused++;
            continue;
          }
          unused = 0;
          for (const u of await json<Utxo[]>(`/address/${address}/utxo`))
            utxos.push({
              txid: u.txid,
              vout: u.vout,
              value: BigInt(u.value),
              chain,
              index,
              confirmed: u.status?.confirmed === true,
            });
        }
      }
      return { utxos, nextChangeIndex };
    },
    async feeRate(targetBlocks = 6) {
      const estimates = await json<Record<string, number>>("/fee-estimates");
      // The estimate for the target, else the nearest faster one the node gives.
      const targets = Object.keys(estimates)
        .map(Number)
        .filter((t) => t <= targetBlocks)
        .sort((a, b) => b - a);
      const rate = targets.length ? estimates[String(targets[0])] : undefined;
      if (!(typeof rate === "number" && rate > 0))
        throw new ChainSourceError(`Bitcoin node ${host} gave no fee estimate for ${targetBlocks} blocks`);
      return rate;
    },
    async tipHeight() {
      const height = Number((await request("/blocks/tip/height")).trim());
      if (!Number.isSafeInteger(height) || height < 0)
        throw new ChainSourceError(`Bitcoin node ${host} did not answer a height`);
      return height;
    },
    async txStatus(txid) {
      let status: { confirmed?: boolean; block_height?: number };
      try {
        status = await json(`/tx/${txid}/status`);
      } catch (err) {
        if (err instanceof ChainSourceError && /HTTP 404/.test(err.message)) return null;
        throw err;
      }
      return { confirmed: status.confirmed === true, blockHeight: status.block_height ?? null };
    },
    async outspend(txid, vout) {
      const spend = await json<{
        spent?: boolean;
        txid?: string;
        status?: { confirmed?: boolean; block_height?: number };
      }>(`/tx/${txid}/outspend/${vout}`);
      if (!spend.spent) return null;
      if (typeof spend.txid !== "string")
        throw new ChainSourceError(
          `Bitcoin node ${host} did not say which transaction spent ${txid}:${vout}`,
        );
      return {
        txid: spend.txid,
        blockHeight: spend.status?.confirmed ? (spend.status.block_height ?? null) : null,
      };
    },
    async txHex(txid) {
      const text = (await request(`/tx/${txid}/hex`)).trim();
      if (!/^([0-9a-f]{2})+$/i.test(text))
        throw new ChainSourceError(`Bitcoin node ${host} did not answer a transaction (/tx/${txid}/hex)`);
      return Uint8Array.from(Buffer.from(text, "hex"));
    },
    async broadcast(rawHex) {
      const txid = (
        await request("/tx", { method: "POST", body: rawHex, headers: { "content-type": "text/plain" } })
      ).trim();
      if (!/^[0-9a-f]{64}$/.test(txid))
        throw new ChainSourceError(`Bitcoin node ${host} did not answer a transaction id`);
      return txid;
    },
  };
}
