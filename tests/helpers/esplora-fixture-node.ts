// An Esplora node made of the blocks in tests/fixtures/chain/bitcoin/: the constructed chain (built by
// scripts/chain/build-bitcoin-fixtures.ts) with its main branch up to a tip that a test moves or its fork, or the
// real mainnet or testnet blocks. It answers the paths the Bitcoin chain source uses as Esplora does (plain-text
// height and hash, raw blocks as application/octet-stream, 404 "Block not found"), through an injected fetch or
// through a real HTTP server on a free port.
import { readFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";

const DIR = path.join(__dirname, "../fixtures/chain/bitcoin");
const load = <T>(name: string): T => JSON.parse(readFileSync(path.join(DIR, name), "utf8")) as T;

export type BitcoinFixtureDeposit = {
  name: "first" | "second" | "belowMinimum" | "orphaned";
  height: number;
  txHash: string;
  index: number;
  investor: 0 | 1;
  amount: string;
};

export const bitcoinChain = load<{
  network: "mainnet";
  forkHeight: number;
  main: string[];
  fork: string[];
  investors: Record<"0" | "1", string>;
  otherAddresses: Record<"p2tr" | "p2pkh" | "p2shP2wpkh" | "p2wsh" | "payer" | "miner", string>;
  deposits: BitcoinFixtureDeposit[];
}>("chain.json");

export const bitcoinBlocks = load<Record<string, string>>("blocks.json");

type RealChain = {
  tip: number;
  heights: Record<string, string>;
  parents: Record<string, string>;
  blocks: Record<string, string>;
};
export const realBitcoinBlocks = load<{ mainnet: RealChain; testnet: RealChain }>("real-blocks.json");

/** Real transactions paying the payout tests' wallet (the BIP39 test mnemonic, m/84'/1'/0'): what Esplora's
 *  `GET /tx/:txid/hex` answers for its coins (tests/fixtures/chain/bitcoin-payouts/make-funding-transactions.ts). */
export type FundingTransaction = {
  txid: string;
  hex: string;
  outputs: { chain: 0 | 1; index: number; value: number; vout: number; address: string }[];
};
export const fundingTransactions = JSON.parse(
  readFileSync(path.join(DIR, "../bitcoin-payouts/funding-transactions.json"), "utf8"),
) as Record<string, FundingTransaction>;

/** `GET /tx/:txid/hex` of a funding transaction: its serialisation as text, or Esplora's 404. */
export function fundingTransactionAnswer(pathname: string): EsploraAnswer | undefined {
  const m = /^\/tx\/([0-9a-f]{64})\/hex$/.exec(pathname);
  if (!m) return undefined;
  const found = Object.values(fundingTransactions).find((t) => t.txid === m[1]);
  return found
    ? { status: 200, type: "text/plain", body: found.hex }
    : { status: 404, type: "text/plain", body: "Transaction not found" };
}

/** The wallet's coin paid by a funding transaction (the `n`th of its outputs to the wallet), as a coin list has it. */
export function fundingCoin(name: string, n = 0) {
  const t = fundingTransactions[name]!;
  const o = t.outputs[n]!;
  return { txid: t.txid, vout: o.vout, value: BigInt(o.value), chain: o.chain, index: o.index };
}

/** Every funding transaction's serialisation by txid, as an export fetches them. */
export const fundingTransactionBytes: ReadonlyMap<string, Uint8Array> = new Map(
  Object.values(fundingTransactions).map((t) => [t.txid, Uint8Array.from(Buffer.from(t.hex, "hex"))]),
);

export const bitcoinDeposit = (name: BitcoinFixtureDeposit["name"]) =>
  bitcoinChain.deposits.find((d) => d.name === name)!;

export type EsploraAnswer = { status: number; type: string; body: string | Uint8Array };
export type EsploraCall = { path: string; url: string; headers: Headers };

/** An answer as fetch gives it. */
export function esploraResponse(a: EsploraAnswer): Response {
  const body = typeof a.body === "string" ? a.body : new Uint8Array(a.body);
  return new Response(body, { status: a.status, headers: { "content-type": a.type } });
}

type Options = { tip?: number; onFork?: boolean; real?: "mainnet" | "testnet" };

export function esploraFixtureNode(options: Options = {}) {
  const real = options.real ? realBitcoinBlocks[options.real] : null;
  const state = {
    tip: options.tip ?? real?.tip ?? bitcoinChain.main.length - 1,
    onFork: options.onFork ?? false,
  };
  const calls: EsploraCall[] = [];
  const raw = real ? real.blocks : bitcoinBlocks;

  function hashAt(height: number): string | undefined {
    if (height > state.tip) return undefined;
    if (real) return real.heights[String(height)];
    return (state.onFork ? bitcoinChain.fork : bitcoinChain.main)[height];
  }

  const text = (status: number, body: string): EsploraAnswer => ({ status, type: "text/plain", body });

  /** Esplora's answer to a path under its API root. */
  function answer(pathname: string): EsploraAnswer {
    if (pathname === "/blocks/tip/height") return text(200, String(state.tip));
    const funding = fundingTransactionAnswer(pathname);
    if (funding) return funding;
    let m = /^\/block-height\/(\d+)$/.exec(pathname);
    if (m) {
      const hash = hashAt(Number(m[1]));
      return hash ? text(200, hash) : text(404, "Block not found");
    }
    m = /^\/block\/([0-9a-f]{64})\/raw$/.exec(pathname);
    if (m) {
      const hex = raw[m[1]!];
      if (!hex) return text(404, "Block not found");
      return { status: 200, type: "application/octet-stream", body: Buffer.from(hex, "hex") };
    }
    return text(404, "Not found");
  }

  /** The part of a request's path after the API root (…/api, …/testnet/api, or none). */
  const apiPath = (pathname: string) => {
    const at = pathname.search(/\/(blocks|block-height|block|tx)\//);
    return at < 0 ? pathname : pathname.slice(at);
  };

  const fetchImpl = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(typeof input === "string" || input instanceof URL ? input : input.url);
    const p = apiPath(url.pathname);
    calls.push({ path: p, url: url.href, headers: new Headers(init?.headers) });
    return esploraResponse(answer(p));
  }) as typeof fetch;

  return {
    fetch: fetchImpl,
    calls,
    answer,
    apiPath,
    /** Moves the node's best block. */
    setTip(height: number) {
      state.tip = height;
    },
    /** The node switches to the fork (a longer branch from the fork height on), its tip at `tip`. */
    switchToFork(tip = bitcoinChain.fork.length - 1) {
      state.onFork = true;
      state.tip = tip;
    },
    get tip() {
      return state.tip;
    },
  };
}

export type EsploraFixtureNode = ReturnType<typeof esploraFixtureNode>;

/** The same node behind a real HTTP server on a free port; `respond` may answer a path differently. */
export async function serveEsploraFixtureNode(
  node: EsploraFixtureNode,
  respond?: (path: string) => EsploraAnswer | "hang" | undefined,
) {
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    const p = node.apiPath(url.pathname);
    const headers = new Headers();
    for (const [k, v] of Object.entries(req.headers)) if (typeof v === "string") headers.set(k, v);
    node.calls.push({ path: p, url: url.href, headers });
    const special = respond?.(p);
    if (special === "hang") return;
    const a = special ?? node.answer(p);
    res.writeHead(a.status, { "content-type": a.type });
    res.end(a.body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
