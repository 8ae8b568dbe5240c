// A Tron node made of the answers in tests/fixtures/chain/tron/ (built by scripts/chain/build-tron-fixtures.ts):
// it answers the HTTP API paths the Tron chain source uses, for the main chain up to a tip that a test moves,
// or for the fork that replaces the main chain from the fork height on. Served through an injected fetch, or
// through a real HTTP server on a free port.
import { readFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";

const DIR = path.join(__dirname, "../fixtures/chain/tron");
const load = <T>(name: string): T => JSON.parse(readFileSync(path.join(DIR, name), "utf8")) as T;

type Block = { blockID: string; block_header: { raw_data: { number: number; parentHash: string } } };
type Info = { id: string; log?: { address: string; topics: string[]; data: string }[] };

export const tronChain = load<{
  firstHeight: number;
  lastHeight: number;
  forkHeight: number;
  forkLastHeight: number;
  usdtContract: string;
  unconfiguredTokenContract: string;
  investors: Record<"0" | "1", string>;
  stranger: string;
}>("chain.json");

const main = {
  blocks: load<Record<string, Block>>("blocks.json"),
  infos: load<Record<string, Info[]>>("transaction-infos.json"),
};
const fork = {
  blocks: load<Record<string, Block>>("fork-blocks.json"),
  infos: load<Record<string, Info[]>>("fork-transaction-infos.json"),
};
const decimalsAnswer = load<unknown>("usdt-decimals.json");

/** The fixture's answers, for tests that pick ids out of them. */
export const tronFixtures = { main, fork };

export type TronCall = { path: string; body: Record<string, unknown>; headers: Headers; url: string };

export function tronFixtureNode(options: { tip?: number; onFork?: boolean } = {}) {
  const state = { tip: options.tip ?? tronChain.lastHeight, onFork: options.onFork ?? false };
  const calls: TronCall[] = [];

  function branchAt(height: number) {
    return state.onFork && height >= tronChain.forkHeight ? fork : main;
  }
  function blockAt(height: number): Block | undefined {
    return height <= state.tip ? branchAt(height).blocks[height] : undefined;
  }

  /** The answer java-tron gives for a path and body (200 and JSON, as it answers even its own errors). */
  function answer(pathname: string, body: Record<string, unknown>): unknown {
    const num = Number(body.num ?? 0);
    switch (pathname) {
      case "/wallet/getnowblock":
        return blockAt(state.tip) ?? {};
      case "/wallet/getblockbynum":
        return blockAt(num) ?? {};
      case "/wallet/getblockbylimitnext": {
        const start = Number(body.startNum ?? 0);
        const end = Number(body.endNum ?? 0);
        if (!(end > start && end - start <= 100)) return {};
        const blocks: Block[] = [];
        for (let h = start; h < end; h++) {
          const block = blockAt(h);
          if (block) blocks.push(block);
        }
        return blocks.length ? { block: blocks } : {};
      }
      case "/wallet/gettransactioninfobyblocknum":
        if (num <= 0) return {};
        return blockAt(num) ? branchAt(num).infos[num] : [];
      case "/wallet/triggerconstantcontract":
        return decimalsAnswer;
      default:
        return { Error: `class java.lang.IllegalArgumentException : no such path ${pathname}` };
    }
  }

  const fetchImpl = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(typeof input === "string" || input instanceof URL ? input : input.url);
    const pathname = url.pathname.slice(url.pathname.indexOf("/wallet/"));
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
    calls.push({ path: pathname, body, headers: new Headers(init?.headers), url: url.href });
    return new Response(JSON.stringify(answer(pathname, body)), {
      status: 200,
      headers: { "content-type": "application/json" },
    });
  }) as typeof fetch;

  return {
    fetch: fetchImpl,
    calls,
    answer,
    /** Moves the node's best block. */
    setTip(height: number) {
      state.tip = height;
    },
    /** The node switches to the fork (a longer branch from the fork height on), its tip at `tip`. */
    switchToFork(tip = tronChain.forkLastHeight) {
      state.onFork = true;
      state.tip = tip;
    },
    get tip() {
      return state.tip;
    },
  };
}

export type TronFixtureNode = ReturnType<typeof tronFixtureNode>;

/** The same node behind a real HTTP server on a free port; `respond` may answer a path differently. */
export async function serveTronFixtureNode(
  node: TronFixtureNode,
  respond?: (path: string) => { status: number; type: string; body: string } | undefined,
) {
  const server = http.createServer((req, res) => {
    let text = "";
    req.on("data", (chunk) => (text += chunk));
    req.on("end", () => {
      const url = new URL(req.url ?? "/", "http://localhost");
      const pathname = url.pathname.slice(url.pathname.indexOf("/wallet/"));
      const body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
      const headers = new Headers();
      for (const [k, v] of Object.entries(req.headers)) if (typeof v === "string") headers.set(k, v);
      node.calls.push({ path: pathname, body, headers, url: url.href });
      const special = respond?.(pathname);
      res.writeHead(special?.status ?? 200, { "content-type": special?.type ?? "application/json" });
      res.end(special?.body ?? JSON.stringify(node.answer(pathname, body)));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
