// Bitcoin through an Esplora-compatible REST API (Blockstream's esplora/electrs, mempool.space, a self-hosted
// electrs): the tip's height, a height's block hash, and each block read raw in one request and checked against
// its hash (bitcoin-block.ts), a few blocks at a time. The node's URL may carry credentials (user:password@ or a
// key in the query string): they go with every request but never into an error message, which names the
// request's path on the node and its host only.
import { accountKeyFor } from "@/lib/deposits/addresses/configured-keys";
import { type ChainBlock, type ChainSource, ChainSourceError } from "../chain-source";
import { BitcoinBlockError, type BitcoinNetwork, decodeBitcoinBlock } from "./bitcoin-block";

export type EsploraConfig = {
  url: string;
  /** Which addresses outputs are written as; by default from the URL (…/testnet/…, …/signet/…), else from the
   *  configured account key (a tpub or vpub is the test network's), else mainnet. */
  network?: BitcoinNetwork;
  /** Blocks read at the same time. */
  concurrency?: number;
  timeoutMs?: number;
};

const DEFAULT_CONCURRENCY = 4;
const DEFAULT_TIMEOUT_MS = 15_000;
const HASH = /^[0-9a-f]{64}$/;
/** A block's weight limit (4 million units) bounds its serialised size, witnesses included. */
const MAX_BLOCK_BYTES = 4_000_000;
/** Heights, hashes and error texts; anything longer is no answer of an Esplora node. */
const MAX_TEXT_BYTES = 64 * 1024;

type Endpoint = {
  base: string;
  query: string;
  host: string;
  authorization: string | undefined;
};

function endpointOf(url: string): Endpoint {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new ChainSourceError("The Bitcoin node URL is not a URL");
  }
  const authorization =
    parsed.username || parsed.password
      ? `Basic ${Buffer.from(
          `${decodeURIComponent(parsed.username)}:${decodeURIComponent(parsed.password)}`,
        ).toString("base64")}`
      : undefined;
  return {
    base: `${parsed.protocol}//${parsed.host}${parsed.pathname.replace(/\/+$/, "")}`,
    query: parsed.search,
    host: parsed.host,
    authorization,
  };
}

/** The network the URL names, as the public explorers spell it; undefined when it names none. */
export function networkFromUrl(url: string): BitcoinNetwork | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return undefined;
  }
  const where = `${parsed.hostname}${parsed.pathname}`.toLowerCase();
  return /(^|[./-])(testnet\d*|signet)([./-]|$)/.test(where) ? "testnet" : undefined;
}

function defaultNetwork(url: string): BitcoinNetwork {
  const fromUrl = networkFromUrl(url);
  if (fromUrl) return fromUrl;
  try {
    return accountKeyFor("BITCOIN")?.testnet ? "testnet" : "mainnet";
  } catch {
    // An unreadable key stops the server at start-up on its own; the source does not repeat that check.
    return "mainnet";
  }
}

/** Runs `work` over the items, at most `limit` at once, results in the items' order; stops at the first error. */
async function mapBounded<T, R>(items: T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  let failed = false;
  const worker = async () => {
    while (!failed && next < items.length) {
      const i = next++;
      try {
        results[i] = await work(items[i]!);
      } catch (err) {
        failed = true;
        throw err;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

const looksLikeHtml = (contentType: string, start: string) =>
  contentType.includes("html") || /^\s*</.test(start);

export function esploraSource(config: EsploraConfig, fetchImpl: typeof fetch = fetch): ChainSource {
  const endpoint = endpointOf(config.url);
  const network = config.network ?? defaultNetwork(config.url);
  const concurrency = Math.max(1, config.concurrency ?? DEFAULT_CONCURRENCY);
  const timeoutMs = config.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const where = (path: string) => `Bitcoin node ${endpoint.host}: GET ${path}`;

  /** The answer to GET path; null for a 404 whose text says the thing is not found (a height above the tip). */
  async function get(path: string, nullOnNotFound = false): Promise<Response | null> {
    let res: Response;
    try {
      res = await fetchImpl(`${endpoint.base}${path}${endpoint.query}`, {
        headers: endpoint.authorization ? { authorization: endpoint.authorization } : {},
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (err) {
      throw new ChainSourceError(`${where(path)}: ${failureOf(err, timeoutMs)}`);
    }
    if (res.ok) return res;
    // The status is what counts; an unreadable or oversized error page only loses its wording.
    const text = await readText(res, path).catch(() => "");
    const contentType = res.headers.get("content-type") ?? "";
    if (
      res.status === 404 &&
      nullOnNotFound &&
      !looksLikeHtml(contentType, text) &&
      /not found/i.test(text)
    ) {
      return null;
    }
    throw new ChainSourceError(
      `${where(path)}: HTTP ${res.status}${looksLikeHtml(contentType, text) ? " (an HTML page)" : ""}`,
    );
  }

  /** The body, read no further than `limit` bytes: a node or proxy gone wrong must not fill the memory. */
  async function readBody(res: Response, path: string, limit: number): Promise<Uint8Array> {
    const tooLarge = () => new ChainSourceError(`${where(path)}: an answer larger than ${limit} bytes`);
    if (Number(res.headers.get("content-length")) > limit) {
      await res.body?.cancel().catch(() => {});
      throw tooLarge();
    }
    const chunks: Uint8Array[] = [];
    let size = 0;
    try {
      const reader = res.body?.getReader();
      for (;;) {
        const chunk = reader ? await reader.read() : { done: true as const, value: undefined };
        if (chunk.done) break;
        size += chunk.value.length;
        if (size > limit) {
          await reader!.cancel().catch(() => {});
          throw tooLarge();
        }
        chunks.push(chunk.value);
      }
    } catch (err) {
      if (err instanceof ChainSourceError) throw err;
      throw new ChainSourceError(`${where(path)}: ${failureOf(err, timeoutMs)}`);
    }
    const body = new Uint8Array(size);
    let at = 0;
    for (const c of chunks) {
      body.set(c, at);
      at += c.length;
    }
    return body;
  }

  const readText = async (res: Response, path: string) =>
    new TextDecoder().decode(await readBody(res, path, MAX_TEXT_BYTES));

  async function getText(path: string, pattern: RegExp, what: string, nullOnNotFound = false) {
    const res = await get(path, nullOnNotFound);
    if (!res) return null;
    const text = (await readText(res, path)).trim();
    if (pattern.test(text)) return text;
    const html = looksLikeHtml(res.headers.get("content-type") ?? "", text);
    throw new ChainSourceError(`${where(path)}: ${html ? "an HTML page" : "an answer"} instead of ${what}`);
  }

  async function blockHash(height: number): Promise<string | null> {
    checkHeight(height);
    return getText(`/block-height/${height}`, HASH, "a block hash", true);
  }

  async function block(height: number): Promise<ChainBlock> {
    const hash = await blockHash(height);
    if (!hash) throw new ChainSourceError(`${where(`/block-height/${height}`)}: no block at that height`);
    const path = `/block/${hash}/raw`;
    const res = (await get(path))!;
    if ((res.headers.get("content-type") ?? "").includes("html")) {
      await res.body?.cancel().catch(() => {});
      throw new ChainSourceError(`${where(path)}: an HTML page instead of a block`);
    }
    const raw = await readBody(res, path, MAX_BLOCK_BYTES);
    try {
      return { height, ...decodeBitcoinBlock(raw, hash, network, height) };
    } catch (err) {
      if (!(err instanceof BitcoinBlockError)) throw err;
      // Checked only now: a block's version field may begin with the byte '<'.
      const html = /^\s*</.test(new TextDecoder().decode(raw.subarray(0, 64)));
      throw new ChainSourceError(
        `${where(path)}: ${html ? "an HTML page instead of a block" : `refused, ${err.message}`}`,
      );
    }
  }

  return {
    chain: "BITCOIN",
    async tipHeight() {
      return Number(await getText("/blocks/tip/height", /^\d{1,9}$/, "a block height"));
    },
    blockHash,
    async blocks(from: number, to: number) {
      checkHeight(from);
      checkHeight(to);
      if (from > to) return [];
      const heights = Array.from({ length: to - from + 1 }, (_, i) => from + i);
      const blocks = await mapBounded(heights, concurrency, block);
      for (let i = 1; i < blocks.length; i++) {
        // Read one by one, the blocks can straddle a reorganisation: a batch is one chain or nothing.
        if (blocks[i]!.parentHash !== blocks[i - 1]!.hash) {
          throw new ChainSourceError(
            `Bitcoin node ${endpoint.host}: the chain changed while blocks ${from} to ${to} were read`,
          );
        }
      }
      return blocks;
    },
  };
}

function checkHeight(height: number) {
  if (!Number.isSafeInteger(height) || height < 0) throw new RangeError("A block height is an integer ≥ 0");
}

/** Why a request got no answer, without its URL (which may hold credentials). Errors are read by shape: fetch's
 *  DOMException and TypeError may come from another realm than this module's Error. */
function failureOf(err: unknown, timeoutMs: number): string {
  const e = (typeof err === "object" && err !== null ? err : {}) as {
    name?: unknown;
    cause?: { code?: unknown };
  };
  if (e.name === "TimeoutError" || e.name === "AbortError") return `no answer within ${timeoutMs / 1000} s`;
  const code = e.cause?.code;
  return `unreachable${typeof code === "string" && /^[A-Z_]+$/.test(code) ? ` (${code})` : ""}`;
}
