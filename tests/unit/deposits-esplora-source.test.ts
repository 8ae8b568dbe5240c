// The Bitcoin chain source against Esplora's answers: real mainnet and testnet blocks (checked by their hashes
// and merkle roots), the constructed chain paying the BIP84 test vector's addresses (exact amounts, output
// indexes, every address kind), blocks that are not the ones asked for, and nodes that fail, answer HTML or hang,
// with the URL's credentials kept out of every message.
import { RawTx } from "@scure/btc-signer";
import { BTCArray } from "@scure/btc-signer/script";
import { HDKey } from "@scure/bip32";
import { DEPOSIT_TEST_MNEMONIC, mnemonicSeed } from "@/lib/chain/anvil";
import { ChainSourceError, type ChainBlock } from "@/lib/deposits/watch/chain-source";
import { satoshisToBtc } from "@/lib/deposits/watch/sources/bitcoin-block";
import { esploraSource, networkFromUrl } from "@/lib/deposits/watch/sources/esplora-source";
import { resetEnvCache } from "@/lib/env";
import {
  bitcoinBlocks,
  bitcoinChain,
  bitcoinDeposit,
  esploraFixtureNode,
  type EsploraAnswer,
  esploraResponse,
  realBitcoinBlocks,
  serveEsploraFixtureNode,
} from "../helpers/esplora-fixture-node";

const URL_ = "https://esplora.example/api";
const { investors, otherAddresses: other } = bitcoinChain;

/** The node's fetch, with some paths answered otherwise. */
function withAnswers(
  node: ReturnType<typeof esploraFixtureNode>,
  override: (path: string) => EsploraAnswer | undefined,
): typeof fetch {
  return (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    const special = override(node.apiPath(url.pathname));
    if (!special) return node.fetch(input, init);
    return esploraResponse(special);
  }) as typeof fetch;
}

async function refusal(promise: Promise<unknown>): Promise<ChainSourceError> {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ChainSourceError);
  return err as ChainSourceError;
}

describe("tip and block hashes", () => {
  test("the tip's height and a height's hash, under the URL's API root and with its query string", async () => {
    const node = esploraFixtureNode({ tip: 4 });
    const source = esploraSource({ url: "https://esplora.example/api/?key=abc" }, node.fetch);
    expect(source.chain).toBe("BITCOIN");
    expect(await source.tipHeight()).toBe(4);
    expect(await source.blockHash(0)).toBe(bitcoinChain.main[0]);
    expect(await source.blockHash(4)).toBe(bitcoinChain.main[4]);
    expect(node.calls.map((c) => c.url)).toEqual([
      "https://esplora.example/api/blocks/tip/height?key=abc",
      "https://esplora.example/api/block-height/0?key=abc",
      "https://esplora.example/api/block-height/4?key=abc",
    ]);
  });

  test("a height above the tip has no hash (Esplora's 404 'Block not found')", async () => {
    const node = esploraFixtureNode({ tip: 4 });
    const source = esploraSource({ url: URL_ }, node.fetch);
    expect(await source.blockHash(5)).toBeNull();
    node.setTip(6);
    expect(await source.blockHash(5)).toBe(bitcoinChain.main[5]);
  });

  test("a 404 that is not Esplora's own (a wrong path behind a proxy) is an error, not 'above the tip'", async () => {
    const node = esploraFixtureNode();
    const html: EsploraAnswer = {
      status: 404,
      type: "text/html",
      body: "<html><body>Not Found</body></html>",
    };
    const source = esploraSource(
      { url: URL_ },
      withAnswers(node, () => html),
    );
    expect((await refusal(source.blockHash(3))).message).toMatch(
      /GET \/block-height\/3: HTTP 404 \(an HTML page\)/,
    );
    const other = esploraSource(
      { url: URL_ },
      withAnswers(node, () => ({ status: 404, type: "text/plain", body: "" })),
    );
    await refusal(other.blockHash(3));
  });
});

describe("blocks of the constructed chain", () => {
  let blocks: ChainBlock[];
  beforeAll(async () => {
    blocks = await esploraSource({ url: URL_ }, esploraFixtureNode().fetch).blocks(0, 6);
  });

  test("in height order, each with its hash and its parent's", () => {
    expect(blocks.map((b) => b.height)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(blocks.map((b) => b.hash)).toEqual(bitcoinChain.main);
    expect(blocks[0]!.parentHash).toBe("0".repeat(64));
    blocks.slice(1).forEach((b, i) => expect(b.parentHash).toBe(bitcoinChain.main[i]));
  });

  test("the genesis block pays a public key, no address: no transfer", () => {
    expect(blocks[0]!.transfers).toEqual([]);
  });

  test("a deposit: the exact amount in BTC, the output's index, the investor's BIP84 address, the txid", () => {
    const first = bitcoinDeposit("first");
    const payments = blocks[2]!.transfers.filter((t) => t.txHash === first.txHash);
    expect(payments).toEqual([
      { txHash: first.txHash, index: 0, to: investors[0], asset: "BITCOIN", amount: "0.00150000" },
      { txHash: first.txHash, index: 1, to: other.payer, asset: "BITCOIN", amount: "1.99848000" },
    ]);
    // The coinbase pays the miner the subsidy and the fee; its witness commitment (OP_RETURN) is no transfer.
    const coinbase = blocks[2]!.transfers.filter((t) => t.txHash !== first.txHash);
    expect(coinbase).toEqual([expect.objectContaining({ index: 0, to: other.miner, amount: "50.00002000" })]);
  });

  test("every address kind, by its published vector; OP_RETURN skipped, indexes kept", () => {
    const second = bitcoinDeposit("second");
    const outputs = blocks[3]!.transfers
      .filter((t) => t.txHash === second.txHash)
      .map((t) => [t.index, t.to, t.amount]);
    expect(outputs).toEqual([
      [1, investors[1], "0.25000000"],
      [2, "bc1p5cyxnuxmeuwuvkwfem96lqzszd02n6xdcjrs20cac6yqjjwudpxqkedrcr", "0.01000000"], // BIP86 0/0
      [3, "1LqBGSKuX5yYUonjxT5qGfpUsXKYYWeabA", "0.02000000"], // BIP44 0/0
      [4, "37VucYSaXLCAsxYyAPfbSi9eh4iEcbShgf", "0.03000000"], // BIP49 0/0
      [5, other.p2wsh, "0.04000000"],
      [6, investors[0], "0.00050000"],
      [7, other.payer, "1.64796000"],
    ]);
    expect(investors).toEqual({
      "0": "bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu",
      "1": "bc1qnjg0jd8228aq7egyzacy8cys3knf9xvrerkf9g",
    });
    expect(other.p2wsh).toMatch(/^bc1q[02-9ac-hj-np-z]{58}$/);
  });

  test("the fork's blocks from the fork height on, linked to the shared part", async () => {
    const node = esploraFixtureNode({ onFork: true, tip: 20 });
    const fork = await esploraSource({ url: URL_ }, node.fetch).blocks(4, 8);
    expect(fork.map((b) => b.hash)).toEqual(bitcoinChain.fork.slice(4, 9));
    expect(fork[1]!.parentHash).toBe(bitcoinChain.main[4]);
    expect(fork[1]!.hash).not.toBe(bitcoinChain.main[5]);
    expect(fork.flatMap((b) => b.transfers).some((t) => t.txHash === bitcoinDeposit("orphaned").txHash)).toBe(
      false,
    );
  });

  test("an empty range is no blocks; a height is an integer", async () => {
    const source = esploraSource({ url: URL_ }, esploraFixtureNode().fetch);
    expect(await source.blocks(5, 4)).toEqual([]);
    await expect(source.blocks(-1, 2)).rejects.toThrow(RangeError);
    await expect(source.blockHash(1.5)).rejects.toThrow(RangeError);
  });

  test("a height above the tip inside the range is an error, not a short answer", async () => {
    const source = esploraSource({ url: URL_ }, esploraFixtureNode({ tip: 3 }).fetch);
    expect((await refusal(source.blocks(2, 4))).message).toMatch(/block-height\/4: no block at that height/);
  });
});

describe("real blocks", () => {
  test("mainnet: the genesis block and block 542213 (SegWit), their parents and coinbases", async () => {
    const node = esploraFixtureNode({ real: "mainnet" });
    const source = esploraSource({ url: "https://blockstream.info/api" }, node.fetch);
    expect(await source.tipHeight()).toBe(542213);
    const [genesis] = await source.blocks(0, 0);
    expect(genesis).toEqual({
      height: 0,
      hash: "000000000019d6689c085ae165831e934ff763ae46a2a6c172b3f1b60a8ce26f",
      parentHash: "0".repeat(64),
      transfers: [],
    });
    const [b] = await source.blocks(542213, 542213);
    expect(b!.hash).toBe(realBitcoinBlocks.mainnet.heights["542213"]);
    expect(b!.parentHash).toBe("000000000000000000085a38ccf9c046c51b96add547c466ccba3612b1eb8089");
    // 12.5 BTC of subsidy in 2018 plus the four transactions' fees.
    expect(b!.transfers[0]).toEqual({
      txHash: "c399a9d747a422c9fc9261934f96c406cec3ca136280812f8abb8a3b9fdd868d",
      index: 0,
      to: "1Nh7uHdvY6fNwtQtM1G5EZAFPLC33B59rB",
      asset: "BITCOIN",
      amount: "12.50004874",
    });
    expect(b!.transfers.every((t) => /^(1|3|bc1)/.test(t.to) && /^\d+\.\d{8}$/.test(t.amount))).toBe(true);
  });

  test("testnet from the URL: three consecutive testnet3 blocks with testnet addresses", async () => {
    const node = esploraFixtureNode({ real: "testnet" });
    const source = esploraSource({ url: "https://blockstream.info/testnet/api" }, node.fetch);
    const blocks = await source.blocks(301320, 301322);
    expect(blocks.map((b) => b.hash)).toEqual(Object.values(realBitcoinBlocks.testnet.heights));
    expect(blocks[0]!.parentHash).toBe(realBitcoinBlocks.testnet.parents["301320"]);
    expect(blocks.map((b) => b.transfers.length)).toEqual([1, 193, 16]);
    expect(blocks[2]!.transfers[0]).toEqual({
      txHash: "afad0f767b4022d96278c2dfe6cccad1fc484e4639baa542262416887bd75e0f",
      index: 0,
      to: "n4oXSgyxVCveCtkFU7yPJG1NW4HWboS6aQ",
      asset: "BITCOIN",
      amount: "0.00100000",
    });
    expect(blocks.flatMap((b) => b.transfers).every((t) => /^(m|n|2|tb1)/.test(t.to))).toBe(true);
  });

  test("the network option wins over the URL", async () => {
    const node = esploraFixtureNode({ real: "testnet" });
    const source = esploraSource(
      { url: "https://blockstream.info/testnet/api", network: "mainnet" },
      node.fetch,
    );
    const [b] = await source.blocks(301322, 301322);
    expect(b!.transfers[0]!.to).toMatch(/^1/);
  });

  test("a URL that names no network (a self-hosted electrs): the configured key's, a tpub being testnet's", async () => {
    const account = HDKey.fromMasterSeed(mnemonicSeed(DEPOSIT_TEST_MNEMONIC)).derive("m/84'/1'/0'");
    const tpub = new HDKey({
      versions: { public: 0x043587cf, private: 0x04358394 },
      depth: account.depth,
      index: account.index,
      parentFingerprint: account.parentFingerprint,
      chainCode: account.chainCode!,
      publicKey: account.publicKey!,
    }).publicExtendedKey;
    const firstOutput = async () => {
      const node = esploraFixtureNode({ real: "testnet" });
      const [b] = await esploraSource({ url: "http://127.0.0.1:3002" }, node.fetch).blocks(301322, 301322);
      return b!.transfers[0]!.to;
    };
    try {
      process.env.DEPOSIT_XPUB_BITCOIN = tpub;
      resetEnvCache();
      expect(await firstOutput()).toBe("n4oXSgyxVCveCtkFU7yPJG1NW4HWboS6aQ");
    } finally {
      delete process.env.DEPOSIT_XPUB_BITCOIN;
      resetEnvCache();
    }
    expect(await firstOutput()).toMatch(/^1/);
  });

  test.each([
    ["https://blockstream.info/api", undefined],
    ["https://blockstream.info/testnet/api", "testnet"],
    ["https://mempool.space/testnet4/api/", "testnet"],
    ["https://mempool.space/signet/api", "testnet"],
    ["https://testnet.example.org/", "testnet"],
    ["http://127.0.0.1:3002", undefined],
    ["https://mytestnetwork.example/api", undefined],
  ])("the network named by %s: %s", (url, network) => {
    expect(networkFromUrl(url)).toBe(network);
  });
});

describe("a block that is not the one asked for is refused", () => {
  const hash2 = bitcoinChain.main[2]!;
  const rawPath = `/block/${hash2}/raw`;
  const octets = (hex: string): EsploraAnswer => ({
    status: 200,
    type: "application/octet-stream",
    body: Buffer.from(hex, "hex"),
  });

  test("its body changed under the right header (an amount raised): the merkle root does not match", async () => {
    const raw = bitcoinBlocks[hash2]!;
    const amount = "f0490200000000"; // 150,000 satoshis, little-endian, in the deposit's output
    expect(raw.split(amount)).toHaveLength(2);
    const forged = raw.replace(amount, "f0490200010000");
    const node = esploraFixtureNode();
    const source = esploraSource(
      { url: URL_ },
      withAnswers(node, (p) => (p === rawPath ? octets(forged) : undefined)),
    );
    const err = await refusal(source.blocks(2, 2));
    expect(err.message).toBe(
      `Bitcoin node esplora.example: GET ${rawPath}: refused, its transactions do not match the merkle root of its header`,
    );
  });

  test("another block under its hash", async () => {
    const node = esploraFixtureNode();
    const other = bitcoinBlocks[bitcoinChain.main[3]!]!;
    const source = esploraSource(
      { url: URL_ },
      withAnswers(node, (p) => (p === rawPath ? octets(other) : undefined)),
    );
    expect((await refusal(source.blocks(2, 2))).message).toMatch(
      /refused, its header hashes to [0-9a-f]{64}, not to/,
    );
  });

  test("bytes after the last transaction, or a header alone", async () => {
    const node = esploraFixtureNode();
    const raw = bitcoinBlocks[hash2]!;
    for (const [forged, why] of [
      [`${raw}00`, /refused, its transactions could not be read/],
      [raw.slice(0, 160), /refused, too short for a block/],
    ] as const) {
      const source = esploraSource(
        { url: URL_ },
        withAnswers(node, (p) => (p === rawPath ? octets(forged) : undefined)),
      );
      expect((await refusal(source.blocks(2, 2))).message).toMatch(why);
    }
  });

  test("a real block filed under another height: its coinbase names its own (BIP34)", async () => {
    const hash = realBitcoinBlocks.mainnet.heights["542213"]!;
    const node = esploraFixtureNode({ real: "mainnet" });
    node.setTip(542214);
    const misfiled = withAnswers(node, (p) =>
      p === "/block-height/542214" ? { status: 200, type: "text/plain", body: hash } : undefined,
    );
    const source = esploraSource({ url: URL_ }, misfiled);
    expect((await source.blocks(542213, 542213))[0]!.hash).toBe(hash);
    expect((await refusal(source.blocks(542214, 542214))).message).toBe(
      `Bitcoin node esplora.example: GET /block/${hash}/raw: refused, its coinbase does not name height 542214`,
    );
  });

  test("its last two transactions repeated, which keeps the merkle root (CVE-2012-2459)", async () => {
    const hash = realBitcoinBlocks.testnet.heights["301322"]!;
    const raw = Buffer.from(realBitcoinBlocks.testnet.blocks[hash]!, "hex");
    const txs = BTCArray(RawTx).decode(raw.subarray(80));
    expect(txs).toHaveLength(10);
    const forged = Buffer.concat([raw.subarray(0, 80), BTCArray(RawTx).encode([...txs, ...txs.slice(8)])]);
    const node = esploraFixtureNode({ real: "testnet" });
    const path = `/block/${hash}/raw`;
    const source = esploraSource(
      { url: URL_, network: "testnet" },
      withAnswers(node, (p) => (p === path ? octets(forged.toString("hex")) : undefined)),
    );
    expect((await refusal(source.blocks(301322, 301322))).message).toMatch(
      /refused, it repeats a transaction$/,
    );
  });
});

describe("nodes that fail", () => {
  const SECRET_URL = "https://alice:s3cr%40t@esplora.example/private/api/?apikey=TOPSECRET";
  const leaks = (message: string) => /alice|s3cr|TOPSECRET|apikey|private/.test(message);

  test("credentials go as Basic authorisation and the query string, never into a message", async () => {
    const node = esploraFixtureNode({ tip: 6 });
    const source = esploraSource({ url: SECRET_URL }, node.fetch);
    expect(await source.tipHeight()).toBe(6);
    expect(node.calls[0]!.url).toBe("https://esplora.example/private/api/blocks/tip/height?apikey=TOPSECRET");
    expect(node.calls[0]!.headers.get("authorization")).toBe(
      `Basic ${Buffer.from("alice:s3cr@t").toString("base64")}`,
    );

    const failing = esploraSource(
      { url: SECRET_URL },
      withAnswers(node, () => ({
        status: 502,
        type: "text/plain",
        body: "upstream https://alice:s3cr@t@… failed",
      })),
    );
    const err = await refusal(failing.tipHeight());
    expect(err.message).toBe("Bitcoin node esplora.example: GET /blocks/tip/height: HTTP 502");
    expect(leaks(err.message)).toBe(false);
  });

  test.each([
    [
      "/blocks/tip/height",
      "tip",
      { status: 200, type: "text/html", body: "<!doctype html><html>login</html>" },
      /an HTML page instead of a block height/,
    ],
    [
      "/blocks/tip/height",
      "tip",
      { status: 200, type: "text/plain", body: "<html>portal</html>" },
      /an HTML page instead of a block height/,
    ],
    [
      "/blocks/tip/height",
      "tip",
      { status: 200, type: "text/plain", body: "-1" },
      /an answer instead of a block height/,
    ],
    [
      "/block-height/2",
      "hash",
      { status: 200, type: "text/plain", body: "not-a-hash" },
      /an answer instead of a block hash/,
    ],
    [
      "/block-height/2",
      "hash",
      { status: 503, type: "text/html", body: "<html>maintenance</html>" },
      /HTTP 503 \(an HTML page\)/,
    ],
    [
      `/block/${bitcoinChain.main[2]}/raw`,
      "block",
      { status: 200, type: "text/html", body: "<html>captcha</html>" },
      /an HTML page instead of a block/,
    ],
    [
      `/block/${bitcoinChain.main[2]}/raw`,
      "block",
      { status: 200, type: "application/octet-stream", body: "<html>captcha</html>" },
      /an HTML page instead of a block/,
    ],
    [
      `/block/${bitcoinChain.main[2]}/raw`,
      "block",
      { status: 500, type: "text/plain", body: "Internal error" },
      /HTTP 500$/,
    ],
  ] as const)(
    "%s answering %s-wise wrong (%#): a ChainSourceError naming the path",
    async (path, what, answer, why) => {
      const node = esploraFixtureNode();
      const source = esploraSource(
        { url: SECRET_URL },
        withAnswers(node, (p) => (p === path ? { ...answer } : undefined)),
      );
      const call =
        what === "tip" ? source.tipHeight() : what === "hash" ? source.blockHash(2) : source.blocks(2, 2);
      const err = await refusal(call);
      expect(err.message).toMatch(why);
      expect(err.message).toContain(`GET ${path}`);
      expect(leaks(err.message)).toBe(false);
    },
  );

  test("over HTTP: a node that does not answer in time, then one that is not there", async () => {
    const node = esploraFixtureNode();
    const server = await serveEsploraFixtureNode(node, (p) =>
      p === "/blocks/tip/height" ? "hang" : undefined,
    );
    const url = `http://alice:s3cret@127.0.0.1:${server.port}/api?apikey=TOPSECRET`;
    try {
      const source = esploraSource({ url, timeoutMs: 300 }, fetch);
      // The same server answers the other paths, credentials and all.
      expect(await source.blockHash(1)).toBe(bitcoinChain.main[1]);
      expect(node.calls.at(-1)!.headers.get("authorization")).toBe(
        `Basic ${Buffer.from("alice:s3cret").toString("base64")}`,
      );
      const err = await refusal(source.tipHeight());
      expect(err.message).toBe(
        `Bitcoin node 127.0.0.1:${server.port}: GET /blocks/tip/height: no answer within 0.3 s`,
      );
    } finally {
      await server.close();
    }
    const gone = esploraSource({ url }, fetch);
    const err = await refusal(gone.tipHeight());
    expect(err.message).toMatch(/GET \/blocks\/tip\/height: unreachable \([A-Z_]+\)$/);
    expect(leaks(err.message)).toBe(false);
  });

  test("an answer larger than a block can be is cut off, declared or streamed", async () => {
    const node = esploraFixtureNode();
    const rawPath = `/block/${bitcoinChain.main[2]}/raw`;
    const endless = () =>
      new ReadableStream<Uint8Array>({
        pull(controller) {
          controller.enqueue(new Uint8Array(1 << 20));
        },
      });
    const answers: Record<string, () => Response> = {
      declared: () =>
        new Response(new Uint8Array(10), {
          headers: { "content-type": "application/octet-stream", "content-length": "4000001" },
        }),
      streamed: () => new Response(endless(), { headers: { "content-type": "application/octet-stream" } }),
    };
    for (const make of Object.values(answers)) {
      const fetchImpl = (async (input: RequestInfo | URL, init?: RequestInit) =>
        node.apiPath(new URL(String(input)).pathname) === rawPath
          ? make()
          : node.fetch(input, init)) as typeof fetch;
      const err = await refusal(esploraSource({ url: URL_ }, fetchImpl).blocks(2, 2));
      expect(err.message).toBe(
        `Bitcoin node esplora.example: GET ${rawPath}: an answer larger than 4000000 bytes`,
      );
    }
    const tip = (async () =>
      new Response(endless(), { headers: { "content-type": "text/plain" } })) as unknown as typeof fetch;
    expect((await refusal(esploraSource({ url: URL_ }, tip).tipHeight())).message).toMatch(
      /GET \/blocks\/tip\/height: an answer larger than 65536 bytes$/,
    );
  });

  test("an error page too long to read still gives its status", async () => {
    const node = esploraFixtureNode();
    const page = `<html>${"x".repeat(100_000)}</html>`;
    const source = esploraSource(
      { url: URL_ },
      withAnswers(node, () => ({ status: 502, type: "text/html", body: page })),
    );
    expect((await refusal(source.tipHeight())).message).toBe(
      "Bitcoin node esplora.example: GET /blocks/tip/height: HTTP 502 (an HTML page)",
    );
  });

  test("the default timeout is 15 s", async () => {
    const signals: AbortSignal[] = [];
    const node = esploraFixtureNode();
    const spy = jest.spyOn(AbortSignal, "timeout");
    try {
      await esploraSource({ url: URL_ }, (async (input: RequestInfo | URL, init?: RequestInit) => {
        signals.push(init!.signal!);
        return node.fetch(input, init);
      }) as typeof fetch).tipHeight();
      expect(spy).toHaveBeenCalledWith(15_000);
      expect(signals).toHaveLength(1);
    } finally {
      spy.mockRestore();
    }
  });
});

describe("reading many blocks", () => {
  test("four at a time, over a real HTTP server, in height order", async () => {
    const node = esploraFixtureNode({ onFork: true, tip: 20 });
    let inFlight = 0;
    let most = 0;
    const counting = (async (input: RequestInfo | URL, init?: RequestInit) => {
      inFlight++;
      most = Math.max(most, inFlight);
      try {
        await new Promise((r) => setTimeout(r, 5));
        return await fetch(input, init);
      } finally {
        inFlight--;
      }
    }) as typeof fetch;
    const server = await serveEsploraFixtureNode(node);
    try {
      const blocks = await esploraSource({ url: `http://127.0.0.1:${server.port}` }, counting).blocks(0, 20);
      expect(blocks.map((b) => b.hash)).toEqual(bitcoinChain.fork);
      expect(most).toBe(4);
      // A hash and a raw block per height: one request for each block's whole body.
      expect(node.calls).toHaveLength(42);
    } finally {
      await server.close();
    }
  });

  test("the chain reorganising between two reads: the batch is refused, not stitched from two branches", async () => {
    const node = esploraFixtureNode();
    const switching = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const res = await node.fetch(input, init);
      if (String(input).endsWith("/block-height/5")) node.switchToFork();
      return res;
    }) as typeof fetch;
    const source = esploraSource({ url: URL_, concurrency: 1 }, switching);
    expect((await refusal(source.blocks(4, 6))).message).toBe(
      "Bitcoin node esplora.example: the chain changed while blocks 4 to 6 were read",
    );
  });

  test("the first failure stops the batch: no further block is asked for", async () => {
    const node = esploraFixtureNode();
    const failing = withAnswers(node, (p) =>
      p === "/block-height/1" ? { status: 500, type: "text/plain", body: "" } : undefined,
    );
    const source = esploraSource({ url: URL_, concurrency: 1 }, failing);
    await refusal(source.blocks(0, 6));
    expect(node.calls.map((c) => c.path)).toEqual(["/block-height/0", `/block/${bitcoinChain.main[0]}/raw`]);
  });
});

test.each([
  [0n, "0.00000000"],
  [1n, "0.00000001"],
  [150_000n, "0.00150000"],
  [100_000_000n, "1.00000000"],
  [2_099_999_997_690_000n, "20999999.97690000"],
])("%s satoshis are %s BTC", (sats, btc) => {
  expect(satoshisToBtc(sats)).toBe(btc);
});
