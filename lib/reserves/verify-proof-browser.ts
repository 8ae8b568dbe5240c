// The apex-por-v1 check in the browser, with Web Crypto only: the same steps as scripts/verify-reserves.mjs, so
// the "Verified" an investor sees does not rest on the server's word. Failures are codes, worded by the panel.
import type { PorProof } from "./merkle-sum-tree";

const VERSION = "apex-por-v1";
const ASSETS = ["USD", "BTC", "ETH", "USDT", "USDC"] as const;
const HEX64 = /^[0-9a-f]{64}$/;
const AMOUNT = /^(0|[1-9][0-9]*)\.([0-9]{8})$/;

export type BrowserCheck =
  | { ok: true; rootHash: string }
  | {
      ok: false;
      reason: "version" | "malformed" | "rootHash" | "rootSums" | "unavailable";
      rootHash: string | null;
    };

class Malformed extends Error {}

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, "0")).join("");
}

function units(value: unknown): bigint {
  const match = typeof value === "string" ? AMOUNT.exec(value) : null;
  if (!match) throw new Malformed();
  return BigInt(match[1]) * 100000000n + BigInt(match[2]);
}

function sums(value: unknown): bigint[] {
  if (typeof value !== "object" || value === null) throw new Malformed();
  return ASSETS.map((asset) => units((value as Record<string, unknown>)[asset]));
}

const field = (values: bigint[]) => values.map((v) => v.toString(10)).join(":");

export async function verifyProofInBrowser(proof: PorProof): Promise<BrowserCheck> {
  // Web Crypto exists only in a secure context (HTTPS, or localhost).
  if (!globalThis.crypto?.subtle) return { ok: false, reason: "unavailable", rootHash: null };
  if (proof?.version !== VERSION) return { ok: false, reason: "version", rootHash: null };
  try {
    const index = proof.leaf?.index;
    if (!Number.isSafeInteger(index) || index < 0 || !Array.isArray(proof.path)) throw new Malformed();
    if (index >= 2 ** proof.path.length || !HEX64.test(proof.leaf.nonce ?? "")) throw new Malformed();
    let amounts = sums(proof.leaf.amounts);
    let hash = await sha256Hex(`${VERSION}:leaf:${proof.leaf.nonce}:${field(amounts)}`);
    for (const [height, sibling] of proof.path.entries()) {
      if (!HEX64.test(sibling?.hash ?? "")) throw new Malformed();
      const other = sums(sibling.sums);
      const right = Math.floor(index / 2 ** height) % 2 === 1;
      const [lh, ls, rh, rs] = right
        ? [sibling.hash, other, hash, amounts]
        : [hash, amounts, sibling.hash, other];
      hash = await sha256Hex(`${VERSION}:node:${lh}:${field(ls)}:${rh}:${field(rs)}`);
      amounts = ls.map((value, i) => value + rs[i]);
    }
    const rootSums = sums(proof.root?.sums);
    if (hash !== proof.root.hash) return { ok: false, reason: "rootHash", rootHash: hash };
    if (rootSums.some((value, i) => value !== amounts[i]))
      return { ok: false, reason: "rootSums", rootHash: hash };
    return { ok: true, rootHash: hash };
  } catch (err) {
    if (err instanceof Malformed) return { ok: false, reason: "malformed", rootHash: null };
    throw err;
  }
}
