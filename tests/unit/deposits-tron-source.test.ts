// The Tron chain source against a node made of Tron HTTP API answers (tests/fixtures/chain/tron): the tip, block
// hashes, blocks with their USDT transfers (exact amounts, T… addresses, log indexes), what it must ignore
// (failed transactions, tokens not configured, zero amounts), and nodes that answer with anything else.
import { ChainSourceError } from "@/lib/deposits/watch/chain-source";
import {
  formatUnits,
  tronBase58Address,
  tronHexAddress,
  tronSource,
} from "@/lib/deposits/watch/sources/tron-source";
import {
  serveTronFixtureNode,
  tronChain,
  tronFixtureNode,
  tronFixtures,
} from "@/tests/helpers/tron-fixture-node";

const H = tronChain.firstHeight;
const USDT = tronChain.usdtContract;
const [INVESTOR_0, INVESTOR_1] = [tronChain.investors["0"], tronChain.investors["1"]];
const API_KEY = "5f3c0d4e-7a1b-4c2d-9e8f-secret-api-key";
const URL_SECRET = "user-name:pass-word-secret";
const url = "https://api.trongrid.example";

const source = (node = tronFixtureNode(), extra: { decimals?: { USDT?: number }; apiKey?: string } = {}) =>
  tronSource({ url, tokens: { USDT }, decimals: { USDT: 6 }, ...extra }, node.fetch);

/** The id of the n-th transaction of a block in the fixtures. */
const txId = (height: number, n: number, branch: "main" | "fork" = "main") =>
  tronFixtures[branch].infos[height]![n]!.id;

describe("the fixtures", () => {
  test("the investors are the test mnemonic's m/44'/195'/0'/0/0 and 0/1", () => {
    expect(INVESTOR_0).toBe("TUEZSdKsoDHQMeZwihtdoBiN46zxhGWYdH");
    expect(INVESTOR_1).toBe("TSeJkUh4Qv67VNFwY8LaAxERygNdy6NQZK");
  });

  test("each block names its parent, and the fork starts from the main chain's block below it", () => {
    const { main, fork } = tronFixtures;
    for (let h = H + 1; h <= tronChain.lastHeight; h++) {
      expect(main.blocks[h]!.block_header.raw_data.parentHash).toBe(main.blocks[h - 1]!.blockID);
    }
    expect(fork.blocks[tronChain.forkHeight]!.block_header.raw_data.parentHash).toBe(
      main.blocks[tronChain.forkHeight - 1]!.blockID,
    );
    expect(fork.blocks[tronChain.forkHeight]!.blockID).not.toBe(main.blocks[tronChain.forkHeight]!.blockID);
    // Tron's block id begins with its height.
    expect(parseInt(main.blocks[H + 5]!.blockID.slice(0, 16), 16)).toBe(H + 5);
  });
});

describe("addresses and amounts", () => {
  test("base58check T… and 41-prefixed hex are the same address", () => {
    expect(tronHexAddress(USDT)).toBe("41a614f803b6fd780986a42c78ec9c7f77e6ded13c");
    expect(tronHexAddress("a614f803b6fd780986a42c78ec9c7f77e6ded13c")).toBe(tronHexAddress(USDT));
    expect(tronHexAddress("0xA614F803B6FD780986A42C78EC9C7F77E6DED13C")).toBe(tronHexAddress(USDT));
    expect(tronBase58Address("41a614f803b6fd780986a42c78ec9c7f77e6ded13c")).toBe(USDT);
    expect(tronBase58Address("a614f803b6fd780986a42c78ec9c7f77e6ded13c")).toBe(USDT);
    // One character changed: the checksum refuses it.
    expect(() => tronHexAddress("TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u")).toThrow();
    expect(() => tronHexAddress("0x1234")).toThrow();
  });

  test("amounts are exact, whatever their size", () => {
    expect(formatUnits(125_500_000n, 6)).toBe("125.5");
    expect(formatUnits(42_000_001n, 6)).toBe("42.000001");
    expect(formatUnits(1n, 6)).toBe("0.000001");
    expect(formatUnits(10_000_000n, 6)).toBe("10");
    expect(formatUnits(2n ** 256n - 1n, 18)).toBe(
      "115792089237316195423570985008687907853269984665640564039457.584007913129639935",
    );
    expect(formatUnits(7n, 0)).toBe("7");
  });
});

describe("tip and hashes", () => {
  test("the tip is the node's newest block", async () => {
    const node = tronFixtureNode({ tip: H + 10 });
    expect(await source(node).tipHeight()).toBe(H + 10);
    expect(node.calls.map((c) => c.path)).toEqual(["/wallet/getnowblock"]);
  });

  test("a block's hash is its blockID; above the tip (an empty answer) there is none", async () => {
    const node = tronFixtureNode({ tip: H + 10 });
    const tron = source(node);
    expect(await tron.blockHash(H + 4)).toBe(tronFixtures.main.blocks[H + 4]!.blockID);
    expect(await tron.blockHash(H + 11)).toBeNull();
    expect(node.calls.at(-1)).toMatchObject({ path: "/wallet/getblockbynum", body: { num: H + 11 } });
  });

  test("after the node switches branches, the fork's height answers the fork's hash", async () => {
    const node = tronFixtureNode({ tip: H + 10 });
    const tron = source(node);
    const before = await tron.blockHash(tronChain.forkHeight);
    node.switchToFork();
    expect(await tron.tipHeight()).toBe(tronChain.forkLastHeight);
    const after = await tron.blockHash(tronChain.forkHeight);
    expect(after).toBe(tronFixtures.fork.blocks[tronChain.forkHeight]!.blockID);
    expect(after).not.toBe(before);
    expect(await tron.blockHash(tronChain.forkHeight - 1)).toBe(
      tronFixtures.main.blocks[tronChain.forkHeight - 1]!.blockID,
    );
  });
});

describe("blocks", () => {
  test("USDT transfers with exact amounts, T… addresses and their log's index; everything else left out", async () => {
    const node = tronFixtureNode();
    const blocks = await source(node).blocks(H, H + 4);

    expect(blocks.map((b) => b.height)).toEqual([H, H + 1, H + 2, H + 3, H + 4]);
    for (const [i, b] of blocks.entries()) {
      expect(b.hash).toBe(tronFixtures.main.blocks[H + i]!.blockID);
      if (i > 0) expect(b.parentHash).toBe(blocks[i - 1]!.hash);
    }
    // An empty block.
    expect(blocks[0]!.transfers).toEqual([]);
    // A TRX transfer (not a credited asset here) and 1,000 USDT to someone else: the watcher sorts out whose.
    expect(blocks[1]!.transfers).toEqual([
      { txHash: txId(H + 1, 1), index: 0, to: tronChain.stranger, asset: "USDT", amount: "1000" },
    ]);
    // 125.5 USDT to investor 0; a payout contract's call that logged its own event first, then USDT to
    // investor 1 (log 1) and to someone else (log 2).
    expect(blocks[2]!.transfers).toEqual([
      { txHash: txId(H + 2, 0), index: 0, to: INVESTOR_0, asset: "USDT", amount: "125.5" },
      { txHash: txId(H + 2, 1), index: 1, to: INVESTOR_1, asset: "USDT", amount: "42.000001" },
      { txHash: txId(H + 2, 1), index: 2, to: tronChain.stranger, asset: "USDT", amount: "10" },
    ]);
    // A reverted transfer of 500 USDT, 77 of a token not configured, a zero-amount transfer: none counts.
    const failed = tronFixtures.main.infos[H + 3]!;
    expect(failed[0]).toMatchObject({ result: "FAILED", receipt: { result: "REVERT" } });
    expect(failed[0]!.log).toHaveLength(1);
    expect(failed[1]!.log![0]!.address).toBe(tronHexAddress(tronChain.unconfiguredTokenContract).slice(2));
    expect(blocks[3]!.transfers).toEqual([]);
    expect(blocks[4]!.transfers).toEqual([]);
  });

  test("a token's transfers count only once it is configured", async () => {
    const node = tronFixtureNode();
    const withUsdc = tronSource(
      { url, tokens: { USDT, USDC: tronChain.unconfiguredTokenContract }, decimals: { USDT: 6, USDC: 6 } },
      node.fetch,
    );
    const [block] = await withUsdc.blocks(H + 3, H + 3);
    expect(block!.transfers).toEqual([
      { txHash: txId(H + 3, 1), index: 0, to: INVESTOR_0, asset: "USDC", amount: "77" },
    ]);
  });

  test("ranges are read at most 100 blocks a call (endNum exclusive), in height order", async () => {
    const node = tronFixtureNode();
    const syntheticCalls: { startNum: number; endNum: number }[] = [];
    // A node of empty blocks at every height, to read a range longer than the fixtures.
    const emptyChain = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(input)).pathname;
      const body = JSON.parse(String(init!.body)) as { startNum: number; endNum: number; num: number };
      const block = (n: number) => ({
        blockID: n.toString(16).padStart(16, "0") + "ab".repeat(24),
        block_header: {
          raw_data: { number: n, parentHash: (n - 1).toString(16).padStart(16, "0") + "ab".repeat(24) },
        },
      });
      if (path === "/wallet/getblockbylimitnext") {
        syntheticCalls.push({ startNum: body.startNum, endNum: body.endNum });
        const list = [];
        // Out of order on purpose: the source orders by height.
        for (let n = body.endNum - 1; n >= body.startNum; n--) list.push(block(n));
        return Response.json({ block: list });
      }
      if (path === "/wallet/gettransactioninfobyblocknum") return Response.json([]);
      return Response.json({});
    }) as typeof fetch;
    const blocks = await tronSource({ url, tokens: { USDT } }, emptyChain).blocks(1_000, 1_250);
    expect(syntheticCalls).toEqual([
      { startNum: 1_000, endNum: 1_100 },
      { startNum: 1_100, endNum: 1_200 },
      { startNum: 1_200, endNum: 1_251 },
    ]);
    expect(blocks.map((b) => b.height)).toEqual(Array.from({ length: 251 }, (_, i) => 1_000 + i));
    expect(await source(node).blocks(H + 5, H + 4)).toEqual([]);
  });

  test("a block the node leaves out of a range is an error, not a gap", async () => {
    const node = tronFixtureNode({ tip: H + 3 });
    await expect(source(node).blocks(H + 2, H + 5)).rejects.toThrow(
      new ChainSourceError(`Tron: /wallet/getblockbylimitnext did not return block ${H + 4}`),
    );
  });

  test("execution results that belong to another block than the header read (a branch switch) are an error", async () => {
    const node = tronFixtureNode();
    const switching = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const body = JSON.parse(String(init!.body)) as { num?: number };
      // The node answers the header of one branch, then the results of the other.
      if (new URL(String(input)).pathname === "/wallet/gettransactioninfobyblocknum") {
        return Response.json(tronFixtures.fork.infos[body.num!] ?? []);
      }
      return node.fetch(input, init);
    }) as typeof fetch;
    const tron = tronSource({ url, tokens: { USDT }, decimals: { USDT: 6 } }, switching);
    await expect(tron.blocks(tronChain.forkHeight + 1, tronChain.forkHeight + 1)).rejects.toThrow(
      /block 30864609 changed/,
    );
  });

  test("the fork's blocks carry the fork's transfers, and not the orphaned deposit", async () => {
    const node = tronFixtureNode();
    const tron = source(node);
    const [mainBlock] = await tron.blocks(tronChain.forkHeight, tronChain.forkHeight);
    expect(mainBlock!.transfers).toEqual([
      { txHash: txId(tronChain.forkHeight, 0), index: 0, to: INVESTOR_1, asset: "USDT", amount: "300" },
    ]);
    node.switchToFork();
    const forkBlocks = await tron.blocks(tronChain.forkHeight, tronChain.forkHeight + 1);
    expect(forkBlocks[0]!.parentHash).toBe(tronFixtures.main.blocks[tronChain.forkHeight - 1]!.blockID);
    expect(forkBlocks[0]!.transfers).toEqual([]);
    expect(forkBlocks[1]!.transfers).toEqual([
      {
        txHash: txId(tronChain.forkHeight + 1, 0, "fork"),
        index: 0,
        to: INVESTOR_0,
        asset: "USDT",
        amount: "7.25",
      },
    ]);
  });
});

describe("the token's decimals", () => {
  test("read once from the contract's decimals() when not configured, then kept", async () => {
    const node = tronFixtureNode();
    const tron = tronSource({ url, tokens: { USDT } }, node.fetch);
    const first = await tron.blocks(H + 2, H + 2);
    await tron.blocks(H + 1, H + 1);
    const reads = node.calls.filter((c) => c.path === "/wallet/triggerconstantcontract");
    expect(reads).toHaveLength(1);
    expect(reads[0]!.body).toMatchObject({
      contract_address: tronHexAddress(USDT),
      function_selector: "decimals()",
    });
    expect(first[0]!.transfers.map((t) => t.amount)).toEqual(["125.5", "42.000001", "10"]);
  });

  test("configured decimals are used as they are, without asking the contract", async () => {
    const node = tronFixtureNode();
    const tron = tronSource({ url, tokens: { USDT }, decimals: { USDT: 2 } }, node.fetch);
    const [block] = await tron.blocks(H + 2, H + 2);
    expect(block!.transfers.map((t) => t.amount)).toEqual(["1255000", "420000.01", "100000"]);
    expect(node.calls.some((c) => c.path === "/wallet/triggerconstantcontract")).toBe(false);
  });

  test("blocks without the token's transfers never ask for its decimals", async () => {
    const node = tronFixtureNode();
    await tronSource({ url, tokens: { USDT } }, node.fetch).blocks(H + 3, H + 7);
    expect(node.calls.some((c) => c.path === "/wallet/triggerconstantcontract")).toBe(false);
  });

  test("a contract that does not answer decimals() is an error, asked again on the next call", async () => {
    const node = tronFixtureNode();
    let answer: unknown = {
      result: {
        code: "CONTRACT_VALIDATE_ERROR",
        message: "536d61727420636f6e7472616374206973206e6f74206578697374",
      },
    };
    const fetchImpl = (async (input: RequestInfo | URL, init?: RequestInit) =>
      new URL(String(input)).pathname === "/wallet/triggerconstantcontract"
        ? Response.json(answer)
        : node.fetch(input, init)) as typeof fetch;
    const tron = tronSource({ url, tokens: { USDT } }, fetchImpl);
    await expect(tron.blocks(H + 2, H + 2)).rejects.toThrow(
      new ChainSourceError("Tron: /wallet/triggerconstantcontract could not read the token's decimals()"),
    );
    answer = node.answer("/wallet/triggerconstantcontract", {});
    const [block] = await tron.blocks(H + 2, H + 2);
    expect(block!.transfers[0]!.amount).toBe("125.5");
  });
});

describe("the request", () => {
  test("POSTs JSON to the node's path under the configured URL, with the API key when there is one", async () => {
    const node = tronFixtureNode();
    await source(node, { apiKey: API_KEY }).tipHeight();
    await tronSource({ url: "https://node.example/tron/", tokens: { USDT } }, node.fetch).tipHeight();
    const [withKey, withoutKey] = node.calls;
    expect(withKey!.url).toBe(`${url}/wallet/getnowblock`);
    expect(withKey!.headers.get("TRON-PRO-API-KEY")).toBe(API_KEY);
    expect(withKey!.headers.get("content-type")).toBe("application/json");
    expect(withoutKey!.url).toBe("https://node.example/tron/wallet/getnowblock");
    expect(withoutKey!.headers.has("TRON-PRO-API-KEY")).toBe(false);
  });

  test("credentials in the URL travel as Basic authentication, not in the URL", async () => {
    const node = tronFixtureNode();
    await tronSource({ url: `https://${URL_SECRET}@node.example`, tokens: { USDT } }, node.fetch).tipHeight();
    expect(node.calls[0]!.url).toBe("https://node.example/wallet/getnowblock");
    expect(node.calls[0]!.headers.get("authorization")).toBe(
      "Basic " + Buffer.from(URL_SECRET).toString("base64"),
    );
  });

  test("each request carries a timeout signal", async () => {
    let signal: AbortSignal | null | undefined;
    const node = tronFixtureNode();
    await tronSource({ url, tokens: { USDT } }, (async (input, init) => {
      signal = init?.signal;
      return node.fetch(input, init);
    }) as typeof fetch).tipHeight();
    expect(signal).toBeInstanceOf(AbortSignal);
    expect(signal!.aborted).toBe(false);
  });
});

describe("a node that answers something else", () => {
  const SECRET_URL = `https://${URL_SECRET}@node.example/key-in-path-0123456789abcdef`;
  const failing = (respond: () => Promise<Response>) =>
    tronSource({ url: SECRET_URL, apiKey: API_KEY, tokens: { USDT } }, (async () =>
      respond()) as typeof fetch);

  async function failure(respond: () => Promise<Response>, call: "tip" | "hash" | "blocks" = "tip") {
    const tron = failing(respond);
    const run = call === "tip" ? tron.tipHeight() : call === "hash" ? tron.blockHash(H) : tron.blocks(H, H);
    const error = await run.then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ChainSourceError);
    const message = (error as Error).message;
    for (const secret of [
      API_KEY,
      "pass-word-secret",
      "user-name",
      "key-in-path-0123456789abcdef",
      "node.example",
    ]) {
      expect(message).not.toContain(secret);
    }
    return message;
  }

  test.each([
    [
      "HTTP 503 with a body that repeats the key",
      () => Promise.resolve(new Response(`{"Error":"bad key ${API_KEY}"}`, { status: 503 })),
      /^Tron: \/wallet\/getnowblock answered HTTP 503: bad key \*\*\*$/,
    ],
    [
      "HTTP 401",
      () => Promise.resolve(new Response("Unauthorized", { status: 401 })),
      /^Tron: \/wallet\/getnowblock answered HTTP 401$/,
    ],
    [
      "a proxy's HTML page with 200",
      () =>
        Promise.resolve(new Response("<!DOCTYPE html><html><body>Gateway</body></html>", { status: 200 })),
      /^Tron: \/wallet\/getnowblock answered HTML, not JSON \(HTTP 200\)$/,
    ],
    [
      "java-tron's { Error } body with 200",
      () =>
        Promise.resolve(
          Response.json({ Error: "class java.lang.IllegalAccessException : lack of computing resources" }),
        ),
      /^Tron: \/wallet\/getnowblock answered an error: class java.lang.IllegalAccessException : lack of computing resources$/,
    ],
    [
      "text that is not JSON",
      () => Promise.resolve(new Response("OK", { status: 200 })),
      /^Tron: \/wallet\/getnowblock answered something that is not JSON/,
    ],
    [
      "JSON that is no block",
      () => Promise.resolve(Response.json({ blockID: "nope" })),
      /^Tron: \/wallet\/getnowblock answered something that is not what a Tron node answers$/,
    ],
    [
      "no answer within the timeout",
      () => Promise.reject(new DOMException("The operation was aborted due to timeout", "TimeoutError")),
      /^Tron: \/wallet\/getnowblock failed: no answer within 15 s$/,
    ],
    [
      "a refused connection (the error names the URL)",
      () =>
        Promise.reject(
          Object.assign(new TypeError(`fetch failed for ${SECRET_URL}`), {
            cause: { code: "ECONNREFUSED", message: `connect ECONNREFUSED ${SECRET_URL}` },
          }),
        ),
      /^Tron: \/wallet\/getnowblock failed: fetch failed for .* \(ECONNREFUSED\)$/,
    ],
  ])(
    "%s: a ChainSourceError naming the path, without the key or the URL",
    async (_name, respond, expected) => {
      expect(await failure(respond)).toMatch(expected);
    },
  );

  test("the same for block hashes and ranges", async () => {
    const html = () => Promise.resolve(new Response("<html>502 Bad Gateway</html>", { status: 200 }));
    expect(await failure(html, "hash")).toMatch(/\/wallet\/getblockbynum answered HTML/);
    expect(await failure(html, "blocks")).toMatch(/\/wallet\/getblockbylimitnext answered HTML/);
    const error = () => Promise.resolve(Response.json({ Error: "class org.tron.json.JSONException : x" }));
    expect(await failure(error, "blocks")).toMatch(/\/wallet\/getblockbylimitnext answered an error/);
  });

  test("an empty answer for the tip is an error; a token contract that is no address is refused at once", async () => {
    expect(await failure(() => Promise.resolve(Response.json({})))).toBe(
      "Tron: /wallet/getnowblock answered no block",
    );
    expect(() => tronSource({ url, tokens: { USDT: "TNotAnAddress" } })).toThrow(
      new ChainSourceError("Tron: the USDT token contract is not a Tron address"),
    );
    expect(() => tronSource({ url: "not a url", apiKey: API_KEY, tokens: { USDT } })).toThrow(
      ChainSourceError,
    );
  });
});

describe("over HTTP", () => {
  test("a real server on a free port: tip, blocks with transfers, and a proxy page in between", async () => {
    const node = tronFixtureNode({ tip: H + 4 });
    let htmlOnce = false;
    const server = await serveTronFixtureNode(node, (path) => {
      if (path === "/wallet/getblockbynum" && !htmlOnce) {
        htmlOnce = true;
        return { status: 502, type: "text/html", body: "<html><body>502 Bad Gateway</body></html>" };
      }
      return undefined;
    });
    try {
      const tron = tronSource({
        url: `http://${URL_SECRET}@127.0.0.1:${server.port}/`,
        apiKey: API_KEY,
        tokens: { USDT },
        decimals: { USDT: 6 },
      });
      expect(await tron.tipHeight()).toBe(H + 4);
      const blocks = await tron.blocks(H + 2, H + 4);
      expect(blocks[0]!.transfers.map((t) => [t.to, t.amount, t.index])).toEqual([
        [INVESTOR_0, "125.5", 0],
        [INVESTOR_1, "42.000001", 1],
        [tronChain.stranger, "10", 2],
      ]);
      const error = await tron.blockHash(H).catch((e: Error) => e);
      expect(error).toBeInstanceOf(ChainSourceError);
      expect((error as Error).message).toBe("Tron: /wallet/getblockbynum answered HTTP 502");
      expect(await tron.blockHash(H)).toBe(tronFixtures.main.blocks[H]!.blockID);
      expect(await tron.blockHash(H + 5)).toBeNull();
      expect(node.calls[0]!.headers.get("tron-pro-api-key")).toBe(API_KEY);
      expect(node.calls[0]!.headers.get("authorization")).toBe(
        "Basic " + Buffer.from(URL_SECRET).toString("base64"),
      );
    } finally {
      await server.close();
    }
  });
});
