// Tron through its HTTP API (a java-tron full node, TronGrid or a provider in front of one). Blocks come from
// /wallet/getblockbylimitnext (at most 100 per call), the TRC-20 transfers of each block from the execution
// results of its transactions (/wallet/gettransactioninfobyblocknum): the Transfer(address,address,uint256)
// event logs emitted by a configured token contract, in transactions whose execution succeeded.
//
// Addresses: logs give contracts and parties as 20 bytes of hex without Tron's 0x41 prefix, settings give
// base58check T… addresses; both are brought to 41-prefixed hex before comparing, and the receiving address
// is reported in the T… form the investors' addresses are stored in.
//
// Errors never carry the node's URL or the API key: a provider's key often sits in the URL's path or its
// credentials, and scan errors are shown in the back office and written to logs.
import { createBase58check } from "@scure/base";
import { sha256 } from "@noble/hashes/sha2";
import { hexToBytes, bytesToHex } from "@noble/hashes/utils";
import type { Coin } from "@/lib/money/assets";
import { ChainSourceError, type ChainBlock, type ChainSource, type ChainTransfer } from "../chain-source";

export type TronSourceConfig = {
  /** The node's HTTP API root, e.g. https://api.trongrid.io (a path prefix and credentials are kept). */
  url: string;
  /** TronGrid's key, sent as TRON-PRO-API-KEY. */
  apiKey?: string;
  /** TRC-20 contract (base58 T… or 41-prefixed hex) per ledger asset. */
  tokens: Partial<Record<Coin, string>>;
  /** Decimals per asset when known; an asset without them has its contract's decimals() read once. */
  decimals?: Partial<Record<Coin, number>>;
};

/** keccak-256 of "Transfer(address,address,uint256)". */
export const TRANSFER_TOPIC = "ddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef";

const TIMEOUT_MS = 15_000;
/** getblockbylimitnext refuses ranges longer than 100 blocks. */
const RANGE_LIMIT = 100;
/** Execution results are fetched a few blocks at a time: fast enough to catch up, gentle on rate limits. */
const INFO_CONCURRENCY = 4;

const base58check = createBase58check(sha256);
const HEX64 = /^[0-9a-f]{64}$/;

/** A Tron address as 41-prefixed lower-case hex; accepts T… base58check, 41-prefixed hex and 20-byte hex. */
export function tronHexAddress(address: string): string {
  const text = address.trim();
  if (/^T[1-9A-HJ-NP-Za-km-z]{33}$/.test(text)) {
    let bytes: Uint8Array;
    try {
      bytes = base58check.decode(text);
    } catch {
      throw new Error("Not a Tron address (bad checksum)");
    }
    if (bytes.length !== 21 || bytes[0] !== 0x41) throw new Error("Not a Tron address");
    return bytesToHex(bytes);
  }
  const hex = text.replace(/^0x/i, "").toLowerCase();
  if (/^41[0-9a-f]{40}$/.test(hex)) return hex;
  if (/^[0-9a-f]{40}$/.test(hex)) return "41" + hex;
  throw new Error("Not a Tron address");
}

/** The base58check T… form of a 41-prefixed hex address. */
export function tronBase58Address(hex41: string): string {
  return base58check.encode(hexToBytes(tronHexAddress(hex41)));
}

/** An integer count of the token's smallest units as an exact decimal string (no trailing zeros). */
export function formatUnits(value: bigint, decimals: number): string {
  const negative = value < 0n;
  const digits = (negative ? -value : value).toString().padStart(decimals + 1, "0");
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, "");
  return `${negative ? "-" : ""}${whole}${fraction ? "." + fraction : ""}`;
}

// The parts of the node's answers this source reads; everything else in them is left alone.
type BlockAnswer = {
  blockID?: unknown;
  block_header?: { raw_data?: { number?: unknown; parentHash?: unknown } };
  transactions?: { txID?: unknown }[];
};
type LogAnswer = { address?: unknown; topics?: unknown; data?: unknown };
type InfoAnswer = {
  id?: unknown;
  blockNumber?: unknown;
  result?: unknown;
  receipt?: { result?: unknown };
  log?: LogAnswer[];
};
type ConstantAnswer = {
  result?: { result?: unknown; message?: unknown };
  constant_result?: unknown;
  transaction?: { ret?: { ret?: unknown }[] };
};

type Header = { height: number; hash: string; parentHash: string; txIds: Set<string> };

export function tronSource(config: TronSourceConfig, fetchImpl: typeof fetch = fetch): ChainSource {
  const node = tronNode(config, fetchImpl);

  const assetByContract = new Map<string, Coin>();
  for (const [asset, contract] of Object.entries(config.tokens) as [Coin, string | undefined][]) {
    if (!contract) continue;
    try {
      assetByContract.set(tronHexAddress(contract), asset);
    } catch {
      throw new ChainSourceError(`Tron: the ${asset} token contract is not a Tron address`);
    }
  }

  const decimalsByAsset = new Map<Coin, Promise<number>>();
  for (const [asset, decimals] of Object.entries(config.decimals ?? {}) as [Coin, number | undefined][]) {
    if (decimals === undefined) continue;
    if (!Number.isInteger(decimals) || decimals < 0 || decimals > 77) {
      throw new ChainSourceError(`Tron: the ${asset} token's decimals must be an integer from 0 to 77`);
    }
    decimalsByAsset.set(asset, Promise.resolve(decimals));
  }

  /** The token's decimals, read from its contract the first time a transfer of it is seen. */
  function decimalsOf(asset: Coin, contract: string): Promise<number> {
    let known = decimalsByAsset.get(asset);
    if (!known) {
      known = readDecimals(node, contract);
      decimalsByAsset.set(asset, known);
      // A failed read is tried again on the next scan rather than remembered.
      known.catch(() => decimalsByAsset.delete(asset));
    }
    return known;
  }

  async function transfersOf(header: Header): Promise<ChainTransfer[]> {
    const path = "/wallet/gettransactioninfobyblocknum";
    const answer = await node.post(path, { num: header.height });
    // An empty block answers [], block 0 answers {}.
    const infos: InfoAnswer[] = Array.isArray(answer) ? answer : isEmptyObject(answer) ? [] : invalid(path);
    const transfers: ChainTransfer[] = [];
    for (const info of infos) {
      if (typeof info !== "object" || info === null || typeof info.id !== "string" || !HEX64.test(info.id)) {
        invalid(path);
      }
      const txHash = info.id as string;
      // The header and these results come from two calls; the node may have switched branches in between.
      if (
        (info.blockNumber !== undefined && info.blockNumber !== header.height) ||
        !header.txIds.has(txHash)
      ) {
        throw new ChainSourceError(
          `Tron: block ${header.height} changed between ${path} and the block itself; it is read again next time`,
        );
      }
      // A reverted or out-of-energy call moved nothing, whatever it logged.
      if (info.result === "FAILED" || info.receipt?.result !== "SUCCESS") continue;
      const logs = Array.isArray(info.log) ? info.log : [];
      for (let index = 0; index < logs.length; index++) {
        const transfer = tokenTransfer(logs[index]);
        if (!transfer) continue;
        const decimals = await decimalsOf(transfer.asset, transfer.contract);
        transfers.push({
          txHash,
          index,
          to: transfer.to,
          asset: transfer.asset,
          amount: formatUnits(transfer.units, decimals),
        });
      }
    }
    return transfers;
  }

  /** A Transfer event of a configured token with a non-zero amount, or null for any other log. */
  function tokenTransfer(
    log: LogAnswer | undefined,
  ): { asset: Coin; contract: string; to: string; units: bigint } | null {
    if (!log || typeof log.address !== "string" || typeof log.data !== "string") return null;
    const topics = Array.isArray(log.topics) ? log.topics.map((t) => String(t).toLowerCase()) : [];
    // Three topics: the event and its two indexed addresses (an NFT's Transfer indexes a fourth, the token id).
    if (topics.length !== 3 || topics[0] !== TRANSFER_TOPIC) return null;
    let contract: string;
    try {
      contract = tronHexAddress(log.address);
    } catch {
      return null;
    }
    const asset = assetByContract.get(contract);
    if (!asset) return null;
    const toTopic = topics[2]!;
    const data = log.data.toLowerCase();
    if (!/^0{24}[0-9a-f]{40}$/.test(toTopic) || !HEX64.test(data)) return null;
    const units = BigInt("0x" + data);
    // Zero-amount transfers are a known address-poisoning trick on Tron: nothing arrived.
    if (units === 0n) return null;
    return { asset, contract, to: tronBase58Address(toTopic.slice(24)), units };
  }

  return {
    chain: "TRON",

    async tipHeight() {
      const path = "/wallet/getnowblock";
      const answer = await node.post(path, {});
      if (isEmptyObject(answer)) throw new ChainSourceError(`Tron: ${path} answered no block`);
      return blockHeader(path, answer).height;
    },

    async blockHash(height) {
      if (!Number.isSafeInteger(height) || height < 0) return null;
      const path = "/wallet/getblockbynum";
      const answer = await node.post(path, { num: height });
      // Above the node's tip the answer is {}.
      if (isEmptyObject(answer)) return null;
      const header = blockHeader(path, answer);
      if (header.height !== height) invalid(path);
      return header.hash;
    },

    async blocks(from, to) {
      if (!Number.isSafeInteger(from) || !Number.isSafeInteger(to) || from < 0) {
        throw new ChainSourceError("Tron: block range must be whole non-negative heights");
      }
      if (to < from) return [];
      const path = "/wallet/getblockbylimitnext";
      const headers: Header[] = [];
      for (let start = from; start <= to; start += RANGE_LIMIT) {
        const end = Math.min(start + RANGE_LIMIT - 1, to);
        // endNum is exclusive.
        const answer = await node.post(path, { startNum: start, endNum: end + 1 });
        const list = isEmptyObject(answer) ? [] : (answer as { block?: unknown }).block;
        if (!Array.isArray(list)) invalid(path);
        const byHeight = new Map<number, Header>();
        for (const block of list as unknown[]) {
          const header = blockHeader(path, block);
          byHeight.set(header.height, header);
        }
        for (let height = start; height <= end; height++) {
          const header = byHeight.get(height);
          if (!header) throw new ChainSourceError(`Tron: ${path} did not return block ${height}`);
          headers.push(header);
        }
      }
      const transfers = await mapLimited(headers, INFO_CONCURRENCY, transfersOf);
      return headers.map((header, i): ChainBlock => ({
        height: header.height,
        hash: header.hash,
        parentHash: header.parentHash,
        transfers: transfers[i]!,
      }));
    },
  };
}

function blockHeader(path: string, answer: unknown): Header {
  const block = (typeof answer === "object" && answer !== null ? answer : {}) as BlockAnswer;
  const raw = block.block_header?.raw_data;
  const hash = block.blockID;
  const height = raw?.number ?? 0; // protobuf's JSON leaves out a zero: block 0 has no number
  const parentHash = raw?.parentHash;
  if (
    typeof hash !== "string" ||
    !HEX64.test(hash) ||
    typeof parentHash !== "string" ||
    !HEX64.test(parentHash) ||
    typeof height !== "number" ||
    !Number.isSafeInteger(height) ||
    height < 0
  ) {
    invalid(path);
  }
  const txIds = new Set<string>();
  for (const tx of Array.isArray(block.transactions) ? block.transactions : []) {
    if (typeof tx?.txID === "string") txIds.add(tx.txID);
  }
  return { height: height as number, hash: hash as string, parentHash: parentHash as string, txIds };
}

async function readDecimals(node: TronNode, contract: string): Promise<number> {
  const path = "/wallet/triggerconstantcontract";
  const answer = (await node.post(path, {
    // A constant call needs a caller; the contract's own address always exists.
    owner_address: contract,
    contract_address: contract,
    function_selector: "decimals()",
    parameter: "",
  })) as ConstantAnswer;
  const value = Array.isArray(answer?.constant_result) ? answer.constant_result[0] : undefined;
  if (
    answer?.result?.result !== true ||
    answer.transaction?.ret?.[0]?.ret === "FAILED" ||
    typeof value !== "string" ||
    !HEX64.test(value.toLowerCase())
  ) {
    throw new ChainSourceError(`Tron: ${path} could not read the token's decimals()`);
  }
  const decimals = BigInt("0x" + value);
  if (decimals > 77n) throw new ChainSourceError(`Tron: ${path} gave the token ${decimals} decimals`);
  return Number(decimals);
}

function isEmptyObject(value: unknown): boolean {
  return (
    typeof value === "object" && value !== null && !Array.isArray(value) && Object.keys(value).length === 0
  );
}

function invalid(path: string): never {
  throw new ChainSourceError(`Tron: ${path} answered something that is not what a Tron node answers`);
}

async function mapLimited<T, R>(items: T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  async function worker() {
    while (next < items.length) {
      const i = next++;
      results[i] = await fn(items[i]!);
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

export type TronNode = { post(path: string, body: unknown): Promise<unknown> };

/** POSTs JSON to the node; any answer that is not a Tron node's JSON becomes a ChainSourceError. */
export function tronNode(config: TronSourceConfig, fetchImpl: typeof fetch): TronNode {
  let base: URL;
  try {
    base = new URL(config.url);
  } catch {
    throw new ChainSourceError("Tron: the node URL is not a valid URL");
  }
  const headers: Record<string, string> = { accept: "application/json", "content-type": "application/json" };
  const secrets = new Set<string>();
  if (config.apiKey) {
    headers["TRON-PRO-API-KEY"] = config.apiKey;
    secrets.add(config.apiKey);
  }
  // fetch refuses URLs with credentials: they travel as Basic authentication instead.
  if (base.username || base.password) {
    const user = decodeURIComponent(base.username);
    const password = decodeURIComponent(base.password);
    headers.authorization = "Basic " + Buffer.from(`${user}:${password}`).toString("base64");
    for (const s of [user, password, base.username, base.password]) if (s) secrets.add(s);
    base.username = "";
    base.password = "";
  }
  const prefix = base.pathname.replace(/\/+$/, "");
  secrets.add(base.href);
  secrets.add(base.host);
  for (const segment of prefix.split("/")) if (segment.length >= 8) secrets.add(segment);
  // Longest first, so that no part of a longer secret is left behind by a shorter one's replacement.
  const hidden = [...secrets].sort((a, b) => b.length - a.length);

  /** Text from the node or the network, without anything that could be a credential, kept short. */
  function scrub(text: string): string {
    let out = text;
    for (const s of hidden) out = out.split(s).join("***");
    out = out.replace(/\s+/g, " ").trim();
    return out.length > 200 ? out.slice(0, 200) + "…" : out;
  }

  return {
    async post(path, body) {
      const url = new URL(base.href);
      url.pathname = prefix + path;
      let status: number;
      let text: string;
      try {
        const response = await fetchImpl(url, {
          method: "POST",
          headers,
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
        status = response.status;
        text = await response.text();
        if (!response.ok) {
          const detail = errorText(text);
          throw new ChainSourceError(
            `Tron: ${path} answered HTTP ${status}${detail ? `: ${scrub(detail)}` : ""}`,
          );
        }
      } catch (error) {
        if (error instanceof ChainSourceError) throw error;
        throw new ChainSourceError(`Tron: ${path} failed: ${scrub(networkReason(error))}`);
      }
      if (/^\s*</.test(text)) {
        throw new ChainSourceError(`Tron: ${path} answered HTML, not JSON (HTTP ${status})`);
      }
      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch {
        throw new ChainSourceError(`Tron: ${path} answered something that is not JSON (HTTP ${status})`);
      }
      // java-tron reports its failures as 200 with { "Error": "<exception class> : <message>" }.
      const failure = errorText(json);
      if (failure) throw new ChainSourceError(`Tron: ${path} answered an error: ${scrub(failure)}`);
      return json;
    },
  };
}

/** The message of a node's { Error } (or TronGrid's { error }) body, from parsed JSON or its text. */
function errorText(answer: unknown): string | null {
  let value = answer;
  if (typeof value === "string") {
    try {
      value = JSON.parse(value);
    } catch {
      return null;
    }
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) return null;
  const record = value as Record<string, unknown>;
  const message = record.Error ?? record.error;
  if (message === undefined || message === null || message === "") return null;
  return typeof message === "string" ? message : JSON.stringify(message);
}

function networkReason(error: unknown): string {
  // Duck-typed: the DOMException of a timeout may come from another realm than this module's Error.
  if (typeof error !== "object" || error === null) return String(error);
  const { name, message, cause } = error as { name?: unknown; message?: unknown; cause?: { code?: unknown } };
  if (name === "TimeoutError") return `no answer within ${TIMEOUT_MS / 1000} s`;
  if (name === "AbortError") return "the request was aborted";
  const text = typeof message === "string" && message ? message : String(name ?? "network error");
  return cause && typeof cause.code === "string" ? `${text} (${cause.code})` : text;
}
