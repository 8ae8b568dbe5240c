// The liabilities tree of format apex-por-v1 (docs/proof-of-reserves.md). Outside verifiers implement the same
// strings from the written format, so every byte of a hashed string is fixed here: the prefixes, the order of
// the assets, amounts as base-10 counts of 1e-8 without leading zeros.
import { createHash, randomBytes, randomInt } from "node:crypto";

export const POR_VERSION = "apex-por-v1";
export const POR_ASSETS = ["USD", "BTC", "ETH", "USDT", "USDC"] as const;
export type PorAsset = (typeof POR_ASSETS)[number];

/** Counts of 1e-8 of each asset. */
export type Sums = Record<PorAsset, bigint>;
/** The JSON form: decimal strings with exactly 8 decimals. */
export type JsonSums = Record<PorAsset, string>;

export type TreeNode = { hash: string; sums: Sums };

export type PorProof = {
  version: typeof POR_VERSION;
  snapshotId: string;
  takenAt: string;
  root: { hash: string; sums: JsonSums };
  leaf: { index: number; nonce: string; amounts: JsonSums };
  path: { hash: string; sums: JsonSums }[];
};

const NONCE = /^[0-9a-f]{64}$/;
const HASH = /^[0-9a-f]{64}$/;
const JSON_AMOUNT = /^(0|[1-9][0-9]*)\.[0-9]{8}$/;

export function zeroSums(): Sums {
  return { USD: 0n, BTC: 0n, ETH: 0n, USDT: 0n, USDC: 0n };
}

export function addSums(a: Sums, b: Sums): Sums {
  return {
    USD: a.USD + b.USD,
    BTC: a.BTC + b.BTC,
    ETH: a.ETH + b.ETH,
    USDT: a.USDT + b.USDT,
    USDC: a.USDC + b.USDC,
  };
}

/** "1250.00000000" or "1250.5" → 125000000000n. More than 8 decimals or a sign is refused, never rounded. */
export function toUnits(amount: string): bigint {
  const match = /^([0-9]+)(?:\.([0-9]{1,8}))?$/.exec(amount);
  if (!match) throw new Error(`Not a non-negative amount with at most 8 decimals: ${amount}`);
  return BigInt(match[1]) * 100_000_000n + BigInt((match[2] ?? "").padEnd(8, "0"));
}

/** 125000000000n → "1250.00000000". */
export function fromUnits(units: bigint): string {
  if (units < 0n) throw new Error("Negative amount");
  const whole = units / 100_000_000n;
  const fraction = (units % 100_000_000n).toString().padStart(8, "0");
  return `${whole}.${fraction}`;
}

export function sumsToJson(sums: Sums): JsonSums {
  return {
    USD: fromUnits(sums.USD),
    BTC: fromUnits(sums.BTC),
    ETH: fromUnits(sums.ETH),
    USDT: fromUnits(sums.USDT),
    USDC: fromUnits(sums.USDC),
  };
}

export function sumsFromJson(json: unknown): Sums {
  if (typeof json !== "object" || json === null) throw new Error("Sums must be an object");
  const record = json as Record<string, unknown>;
  const sums = zeroSums();
  for (const asset of POR_ASSETS) {
    const value = record[asset];
    if (typeof value !== "string" || !JSON_AMOUNT.test(value)) {
      throw new Error(`${asset} must be a decimal string with exactly 8 decimals`);
    }
    sums[asset] = toUnits(value);
  }
  return sums;
}

function sha256Hex(text: string): string {
  return createHash("sha256").update(text, "utf8").digest("hex");
}

function sumsField(sums: Sums): string {
  return POR_ASSETS.map((asset) => sums[asset].toString(10)).join(":");
}

export function leafHash(nonce: string, amounts: Sums): string {
  if (!NONCE.test(nonce)) throw new Error("A nonce is 64 lowercase hex digits");
  return sha256Hex(`${POR_VERSION}:leaf:${nonce}:${sumsField(amounts)}`);
}

export function nodeHash(left: TreeNode, right: TreeNode): string {
  return sha256Hex(
    `${POR_VERSION}:node:${left.hash}:${sumsField(left.sums)}:${right.hash}:${sumsField(right.sums)}`,
  );
}

export function parent(left: TreeNode, right: TreeNode): TreeNode {
  return { hash: nodeHash(left, right), sums: addSums(left.sums, right.sums) };
}

export function newNonce(): string {
  return randomBytes(32).toString("hex");
}

export type TreeLeafInput<K> = { key: K; amounts: Sums };

export type PlacedLeaf<K> = { key: K; index: number; nonce: string; amounts: Sums };

export type MerkleSumTree<K> = {
  /** levels[0] are the leaves (padding included), the last level is the root alone. */
  levels: TreeNode[][];
  leaves: PlacedLeaf<K>[];
  root: TreeNode;
};

/** Fisher–Yates with a cryptographic source: the order must not reveal when an investor signed up. */
function shuffled<T>(items: T[]): T[] {
  const copy = items.slice();
  for (let i = copy.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy;
}

function paddedSize(count: number): number {
  let size = 1;
  while (size < count) size *= 2;
  return size;
}

/** Leaves in random order, each with a fresh nonce, padded to a power of two with zero leaves. */
export function buildMerkleSumTree<K>(inputs: TreeLeafInput<K>[]): MerkleSumTree<K> {
  const order = shuffled(inputs);
  const size = paddedSize(order.length);
  // One draw for every nonce: a hundred thousand small draws cost more than the hashing.
  const entropy = randomBytes(32 * size).toString("hex");
  const nonceAt = (index: number) => entropy.slice(index * 64, index * 64 + 64);
  const leaves: PlacedLeaf<K>[] = order.map((input, index) => ({
    key: input.key,
    index,
    nonce: nonceAt(index),
    amounts: input.amounts,
  }));
  const bottom: TreeNode[] = leaves.map((leaf) => ({
    hash: leafHash(leaf.nonce, leaf.amounts),
    sums: leaf.amounts,
  }));
  for (let index = bottom.length; index < size; index++) {
    const amounts = zeroSums();
    bottom.push({ hash: leafHash(nonceAt(index), amounts), sums: amounts });
  }
  const levels: TreeNode[][] = [bottom];
  while (levels[levels.length - 1].length > 1) {
    const below = levels[levels.length - 1];
    const above: TreeNode[] = [];
    for (let i = 0; i < below.length; i += 2) above.push(parent(below[i], below[i + 1]));
    levels.push(above);
  }
  return { levels, leaves, root: levels[levels.length - 1][0] };
}

/** The siblings from the bottom up of the leaf at `index`. */
export function pathOf(levels: TreeNode[][], index: number): TreeNode[] {
  const path: TreeNode[] = [];
  for (let height = 0; height < levels.length - 1; height++) {
    path.push(levels[height][(index >> height) ^ 1]);
  }
  return path;
}

export function proofJson(input: {
  snapshotId: string;
  takenAt: Date | string;
  root: TreeNode;
  leaf: { index: number; nonce: string; amounts: Sums };
  path: TreeNode[];
}): PorProof {
  return {
    version: POR_VERSION,
    snapshotId: input.snapshotId,
    takenAt: typeof input.takenAt === "string" ? input.takenAt : input.takenAt.toISOString(),
    root: { hash: input.root.hash, sums: sumsToJson(input.root.sums) },
    leaf: { index: input.leaf.index, nonce: input.leaf.nonce, amounts: sumsToJson(input.leaf.amounts) },
    path: input.path.map((node) => ({ hash: node.hash, sums: sumsToJson(node.sums) })),
  };
}

export type ProofCheck =
  { ok: true; reached: TreeNode } | { ok: false; reached: TreeNode | null; reason: string };

/** Walks a proof from its leaf to the top and compares the hash and the sums it reaches with its root. */
export function verifyProof(proof: unknown): ProofCheck {
  try {
    const p = proof as PorProof;
    if (p?.version !== POR_VERSION) return { ok: false, reached: null, reason: "Unknown version" };
    if (!Number.isSafeInteger(p.leaf?.index) || p.leaf.index < 0) {
      return { ok: false, reached: null, reason: "The leaf index is not a non-negative integer" };
    }
    if (!Array.isArray(p.path)) return { ok: false, reached: null, reason: "The path is not a list" };
    if (p.leaf.index >= 2 ** p.path.length) {
      return { ok: false, reached: null, reason: "The leaf index does not fit the path's height" };
    }
    let node: TreeNode = {
      hash: leafHash(p.leaf.nonce, sumsFromJson(p.leaf.amounts)),
      sums: sumsFromJson(p.leaf.amounts),
    };
    p.path.forEach((entry, height) => {
      if (!HASH.test(entry?.hash ?? ""))
        throw new Error(`path[${height}].hash is not 64 lowercase hex digits`);
      const sibling: TreeNode = { hash: entry.hash, sums: sumsFromJson(entry.sums) };
      const investorOnRight = Math.floor(p.leaf.index / 2 ** height) % 2 === 1;
      node = investorOnRight ? parent(sibling, node) : parent(node, sibling);
    });
    const rootSums = sumsFromJson(p.root?.sums);
    if (node.hash !== p.root.hash) return { ok: false, reached: node, reason: "The root hash differs" };
    if (POR_ASSETS.some((asset) => node.sums[asset] !== rootSums[asset])) {
      return { ok: false, reached: node, reason: "The root sums differ" };
    }
    return { ok: true, reached: node };
  } catch (error) {
    return { ok: false, reached: null, reason: error instanceof Error ? error.message : "Malformed proof" };
  }
}
