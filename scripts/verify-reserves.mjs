#!/usr/bin/env node
// Checks an Apex proof of reserves (format apex-por-v1, docs/proof-of-reserves.md) with nothing but Node's
// own crypto: `node scripts/verify-reserves.mjs proof.json`. Prints the root it reaches and whether it is the
// proof's root; exits 0 when it is, 1 when not, 2 when the file cannot be read. Compare the root it prints with
// the one Apex publishes (GET /api/reserves): a proof only binds you to the root written in it.
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { pathToFileURL } from "node:url";

const VERSION = "apex-por-v1";
const ASSETS = ["USD", "BTC", "ETH", "USDT", "USDC"];
const HEX64 = /^[0-9a-f]{64}$/;
const AMOUNT = /^(0|[1-9][0-9]*)\.([0-9]{8})$/;

const sha256 = (text) => createHash("sha256").update(text, "utf8").digest("hex");

/** "1250.00000000" → 125000000000n (counts of 1e-8). */
function units(amount, where) {
  const match = typeof amount === "string" ? AMOUNT.exec(amount) : null;
  if (!match) throw new Error(`${where} is not a decimal string with exactly 8 decimals`);
  return BigInt(match[1]) * 100000000n + BigInt(match[2]);
}

function sums(object, where) {
  if (typeof object !== "object" || object === null) throw new Error(`${where} is not an object`);
  return ASSETS.map((asset) => units(object[asset], `${where}.${asset}`));
}

const field = (values) => values.map((v) => v.toString(10)).join(":");
const show = (values) =>
  ASSETS.map(
    (asset, i) =>
      `${asset} ${values[i] / 100000000n}.${(values[i] % 100000000n).toString().padStart(8, "0")}`,
  ).join(", ");

export function verify(proof) {
  if (proof?.version !== VERSION) throw new Error(`version is not ${VERSION}`);
  const index = proof.leaf?.index;
  if (!Number.isSafeInteger(index) || index < 0) throw new Error("leaf.index is not a non-negative integer");
  if (!Array.isArray(proof.path)) throw new Error("path is not a list");
  if (index >= 2 ** proof.path.length) throw new Error("leaf.index does not fit the path's height");
  if (!HEX64.test(proof.leaf.nonce ?? "")) throw new Error("leaf.nonce is not 64 lowercase hex digits");
  let amounts = sums(proof.leaf.amounts, "leaf.amounts");
  let hash = sha256(`${VERSION}:leaf:${proof.leaf.nonce}:${field(amounts)}`);
  proof.path.forEach((sibling, height) => {
    if (!HEX64.test(sibling?.hash ?? ""))
      throw new Error(`path[${height}].hash is not 64 lowercase hex digits`);
    const other = sums(sibling.sums, `path[${height}].sums`);
    const right = Math.floor(index / 2 ** height) % 2 === 1;
    const [lh, ls, rh, rs] = right
      ? [sibling.hash, other, hash, amounts]
      : [hash, amounts, sibling.hash, other];
    hash = sha256(`${VERSION}:node:${lh}:${field(ls)}:${rh}:${field(rs)}`);
    amounts = ls.map((value, i) => value + rs[i]);
  });
  const rootSums = sums(proof.root?.sums, "root.sums");
  const matches = hash === proof.root.hash && rootSums.every((value, i) => value === amounts[i]);
  return { hash, amounts, matches };
}

function main() {
  const file = process.argv[2];
  if (!file) {
    console.error("usage: node scripts/verify-reserves.mjs proof.json");
    process.exit(2);
  }
  let proof;
  try {
    proof = JSON.parse(readFileSync(file, "utf8"));
  } catch (error) {
    console.error(`cannot read ${file}: ${error.message}`);
    process.exit(2);
  }
  try {
    const result = verify(proof);
    console.log(`snapshot:     ${proof.snapshotId} taken ${proof.takenAt}`);
    console.log(`your amounts: ${show(sums(proof.leaf.amounts, "leaf.amounts"))}`);
    console.log(`root reached: ${result.hash}`);
    console.log(`sums reached: ${show(result.amounts)}`);
    console.log(`proof root:   ${proof.root.hash}`);
    console.log(
      result.matches ? "MATCH: the proof reaches its root" : "MISMATCH: the proof does not reach its root",
    );
    process.exit(result.matches ? 0 : 1);
  } catch (error) {
    console.log(`MISMATCH: ${error.message}`);
    process.exit(1);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
