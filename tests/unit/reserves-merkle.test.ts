// The apex-por-v1 format against vectors written from its text: every expected hash is computed here with
// node:crypto from the strings the format defines, never with the module under test.
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import {
  buildMerkleSumTree,
  fromUnits,
  leafHash,
  nodeHash,
  pathOf,
  proofJson,
  toUnits,
  verifyProof,
  zeroSums,
  type PorProof,
  type Sums,
} from "@/lib/reserves/merkle-sum-tree";
import { verifyProofInBrowser } from "@/lib/reserves/verify-proof-browser";
import { env, resetEnvCache } from "@/lib/env";

const sha = (text: string) => createHash("sha256").update(text, "utf8").digest("hex");

const NONCE_A = "a".repeat(64);
const NONCE_B = "0123456789abcdef".repeat(4);
const NONCE_C = "c0ffee".repeat(10) + "beef";
const NONCE_PAD = "f".repeat(64);

const sums = (USD: bigint, BTC: bigint, ETH: bigint, USDT: bigint, USDC: bigint): Sums => ({
  USD,
  BTC,
  ETH,
  USDT,
  USDC,
});

// Alice: 1250 USD and 0.5 BTC; Bob: 0.00000001 ETH and 10 USDT; Carol: 3.25 USDC; a zero padding leaf.
const A = sums(125000000000n, 50000000n, 0n, 0n, 0n);
const B = sums(0n, 0n, 1n, 1000000000n, 0n);
const C = sums(0n, 0n, 0n, 0n, 325000000n);

const H_A = sha(`apex-por-v1:leaf:${NONCE_A}:125000000000:50000000:0:0:0`);
const H_B = sha(`apex-por-v1:leaf:${NONCE_B}:0:0:1:1000000000:0`);
const H_C = sha(`apex-por-v1:leaf:${NONCE_C}:0:0:0:0:325000000`);
const H_PAD = sha(`apex-por-v1:leaf:${NONCE_PAD}:0:0:0:0:0`);
const H_AB = sha(`apex-por-v1:node:${H_A}:125000000000:50000000:0:0:0:${H_B}:0:0:1:1000000000:0`);
const H_CP = sha(`apex-por-v1:node:${H_C}:0:0:0:0:325000000:${H_PAD}:0:0:0:0:0`);
const H_ROOT = sha(`apex-por-v1:node:${H_AB}:125000000000:50000000:1:1000000000:0:${H_CP}:0:0:0:0:325000000`);

const ROOT_SUMS = {
  USD: "1250.00000000",
  BTC: "0.50000000",
  ETH: "0.00000001",
  USDT: "10.00000000",
  USDC: "3.25000000",
};
const ZERO = {
  USD: "0.00000000",
  BTC: "0.00000000",
  ETH: "0.00000000",
  USDT: "0.00000000",
  USDC: "0.00000000",
};

/** Bob's proof (index 1: right of Alice, then left of Carol's pair), written by hand. */
function bobProof(): PorProof {
  return {
    version: "apex-por-v1",
    snapshotId: "00000000-0000-4000-8000-000000000001",
    takenAt: "2026-12-01T00:00:00.000Z",
    root: { hash: H_ROOT, sums: { ...ROOT_SUMS } },
    leaf: {
      index: 1,
      nonce: NONCE_B,
      amounts: { ...ZERO, ETH: "0.00000001", USDT: "10.00000000" },
    },
    path: [
      { hash: H_A, sums: { ...ZERO, USD: "1250.00000000", BTC: "0.50000000" } },
      { hash: H_CP, sums: { ...ZERO, USDC: "3.25000000" } },
    ],
  };
}

describe("amounts", () => {
  test.each<[string, bigint]>([
    ["0", 0n],
    ["0.00000001", 1n],
    ["1250.00000000", 125000000000n],
    ["1250.5", 125050000000n],
    ["21000000", 2100000000000000n],
  ])("%s is %s counts of 1e-8", (text, units) => {
    expect(toUnits(text)).toBe(units);
  });

  test.each(["-1", "0.000000001", "1e3", "", " 1"])("%p is refused", (text) => {
    expect(() => toUnits(text)).toThrow();
  });

  test("JSON amounts have exactly 8 decimals", () => {
    expect(fromUnits(0n)).toBe("0.00000000");
    expect(fromUnits(1n)).toBe("0.00000001");
    expect(fromUnits(125050000000n)).toBe("1250.50000000");
  });
});

describe("hashes of apex-por-v1", () => {
  test("a leaf hash is SHA-256 of the leaf string, amounts in base 10 without leading zeros", () => {
    expect(leafHash(NONCE_A, A)).toBe(H_A);
    expect(leafHash(NONCE_B, B)).toBe(H_B);
    expect(leafHash(NONCE_PAD, zeroSums())).toBe(H_PAD);
  });

  test("a node hash commits to each child's hash and own sums", () => {
    expect(nodeHash({ hash: H_A, sums: A }, { hash: H_B, sums: B })).toBe(H_AB);
    expect(nodeHash({ hash: H_C, sums: C }, { hash: H_PAD, sums: zeroSums() })).toBe(H_CP);
  });

  test("a nonce must be 64 lowercase hex digits", () => {
    expect(() => leafHash("A".repeat(64), A)).toThrow();
    expect(() => leafHash("a".repeat(63), A)).toThrow();
  });
});

describe("verifying a proof", () => {
  test("the hand-written proof reaches the hand-computed root", () => {
    const check = verifyProof(bobProof());
    expect(check.ok).toBe(true);
    expect(check.reached?.hash).toBe(H_ROOT);
  });

  test.each<[string, (p: PorProof) => void]>([
    ["a changed amount", (p) => void (p.leaf.amounts.USDT = "10.00000001")],
    ["a changed nonce", (p) => void (p.leaf.nonce = NONCE_A)],
    ["a changed sibling hash", (p) => void (p.path[0].hash = H_C)],
    ["a changed sibling sum", (p) => void (p.path[1].sums.USDC = "3.24000000")],
    // Moving value between siblings keeps the total: Maxwell's tree would accept it, this one does not.
    [
      "value moved between siblings",
      (p) => {
        p.path[0].sums.USD = "1249.00000000";
        p.leaf.amounts.USD = "1.00000000";
      },
    ],
    ["a changed root sum", (p) => void (p.root.sums.BTC = "0.60000000")],
    ["a changed root hash", (p) => void (p.root.hash = H_AB)],
    ["the wrong side", (p) => void (p.leaf.index = 0)],
    ["an index beyond the path", (p) => void (p.leaf.index = 5)],
    ["an amount without 8 decimals", (p) => void (p.leaf.amounts.USDT = "10")],
    ["another version", (p) => void ((p as { version: string }).version = "apex-por-v2")],
  ])("%s fails", (_name, tamper) => {
    const proof = bobProof();
    tamper(proof);
    expect(verifyProof(proof).ok).toBe(false);
  });
});

describe("building a tree", () => {
  const investors = Array.from({ length: 5 }, (_, i) => ({
    key: `investor-${i}`,
    amounts: sums(BigInt(i) * 100000000n, BigInt(i), 0n, 7n, BigInt(i * i)),
  }));

  test("pads to a power of two with zero leaves, and the root's sums are the totals", () => {
    const tree = buildMerkleSumTree(investors);
    expect(tree.levels[0]).toHaveLength(8);
    expect(tree.levels).toHaveLength(4);
    expect(tree.levels[0].slice(5).every((leaf) => leaf.sums.USD === 0n && leaf.sums.USDT === 0n)).toBe(true);
    expect(tree.root.sums).toEqual(sums(1000000000n, 10n, 0n, 35n, 30n));
    expect(new Set(tree.leaves.map((leaf) => leaf.nonce)).size).toBe(5);
  });

  test("every investor's proof verifies", () => {
    const tree = buildMerkleSumTree(investors);
    for (const leaf of tree.leaves) {
      const proof = proofJson({
        snapshotId: "s",
        takenAt: new Date(0),
        root: tree.root,
        leaf,
        path: pathOf(tree.levels, leaf.index),
      });
      expect(verifyProof(proof)).toMatchObject({ ok: true });
    }
  });

  test("the order of the leaves is random", () => {
    const many = Array.from({ length: 64 }, (_, i) => ({ key: i, amounts: zeroSums() }));
    const orders = new Set(
      Array.from({ length: 5 }, () =>
        buildMerkleSumTree(many)
          .leaves.map((leaf) => leaf.key)
          .join(","),
      ),
    );
    expect(orders.size).toBeGreaterThan(1);
  });

  test("one investor is a tree of one leaf and no empty list is a crash", () => {
    expect(buildMerkleSumTree([{ key: 1, amounts: A }]).levels).toHaveLength(1);
    expect(buildMerkleSumTree([]).root.sums).toEqual(zeroSums());
  });
});

describe("scripts/verify-reserves.mjs, run as a child process", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "apex-por-"));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  function runVerifier(proof: unknown) {
    const file = path.join(dir, `proof-${Math.random().toString(36).slice(2)}.json`);
    fs.writeFileSync(file, JSON.stringify(proof, null, 2));
    const run = spawnSync(process.execPath, [path.join(process.cwd(), "scripts/verify-reserves.mjs"), file], {
      encoding: "utf8",
    });
    return { status: run.status, out: run.stdout };
  }

  test("the hand-written proof: prints the root it reaches and that it matches", () => {
    const { status, out } = runVerifier(bobProof());
    expect(status).toBe(0);
    expect(out).toContain(`root reached: ${H_ROOT}`);
    expect(out).toContain("MATCH");
    expect(out).not.toContain("MISMATCH");
  });

  test("a proof written by the tree module verifies", () => {
    const tree = buildMerkleSumTree(
      Array.from({ length: 11 }, (_, i) => ({
        key: i,
        amounts: sums(BigInt(i) * 123456789n, 1n, 2n, 3n, BigInt(i)),
      })),
    );
    const leaf = tree.leaves[7];
    const proof = proofJson({
      snapshotId: "s",
      takenAt: new Date(0),
      root: tree.root,
      leaf,
      path: pathOf(tree.levels, leaf.index),
    });
    const { status, out } = runVerifier(proof);
    expect(status).toBe(0);
    expect(out).toContain(`root reached: ${tree.root.hash}`);
  });

  test.each<[string, (p: PorProof) => void]>([
    ["a changed amount", (p) => void (p.leaf.amounts.ETH = "0.00000002")],
    ["a changed nonce", (p) => void (p.leaf.nonce = NONCE_C)],
    ["a changed sibling", (p) => void (p.path[1].hash = H_PAD)],
    ["a changed sum", (p) => void (p.path[0].sums.BTC = "0.40000000")],
  ])("%s: MISMATCH and exit code 1", (_name, tamper) => {
    const proof = bobProof();
    tamper(proof);
    const { status, out } = runVerifier(proof);
    expect(status).toBe(1);
    expect(out).toContain("MISMATCH");
  });
});

describe("the browser's check (Web Crypto), as the Proof of Reserves panel runs it", () => {
  test("the hand-written proof is verified and reaches the hand-computed root", async () => {
    expect(await verifyProofInBrowser(bobProof())).toEqual({ ok: true, rootHash: H_ROOT });
  });

  test.each<[string, (p: PorProof) => void, string]>([
    ["a changed amount", (p) => void (p.leaf.amounts.USDT = "10.00000001"), "rootHash"],
    ["a changed nonce", (p) => void (p.leaf.nonce = NONCE_A), "rootHash"],
    ["a changed sibling", (p) => void (p.path[0].hash = H_C), "rootHash"],
    ["a changed root sum", (p) => void (p.root.sums.USDC = "3.25000001"), "rootSums"],
    ["an amount without 8 decimals", (p) => void (p.path[1].sums.USD = "0"), "malformed"],
    ["another version", (p) => void ((p as { version: string }).version = "apex-por-v0"), "version"],
  ])("%s: not verified (%s)", async (_name, tamper, reason) => {
    const proof = bobProof();
    tamper(proof);
    expect(await verifyProofInBrowser(proof)).toMatchObject({ ok: false, reason });
  });
});

describe("RESERVE_ADDRESSES", () => {
  afterEach(() => {
    delete process.env.RESERVE_ADDRESSES;
    resetEnvCache();
  });

  test.each([
    ["not JSON", "0xabc", /RESERVE_ADDRESSES: not JSON/],
    ["an unknown network", '[{"network":"SOLANA","address":"x"}]', /RESERVE_ADDRESSES: 0\.network/],
    ["no address", '[{"network":"ETHEREUM"}]', /RESERVE_ADDRESSES: 0\.address/],
  ])("%s stops the environment from loading", (_name, value, message) => {
    process.env.RESERVE_ADDRESSES = value;
    resetEnvCache();
    expect(() => env()).toThrow(message);
  });

  test("a list of networks and addresses is accepted", () => {
    process.env.RESERVE_ADDRESSES =
      '[{"network":"ETHEREUM","address":"0x1"},{"network":"BITCOIN","address":"bc1q"}]';
    resetEnvCache();
    expect(env().RESERVE_ADDRESSES).toContain("BITCOIN");
  });
});
