// The inputs and answers of the proof-of-reserves routes, shared by the handlers and the route table.
import { z } from "zod";
import { RESERVE_NETWORKS } from "./reserve-networks";

export const reserveSignatureSchema = z.object({
  snapshotId: z.string().trim().min(1).max(100),
  network: z.enum(RESERVE_NETWORKS),
  address: z.string().trim().min(1).max(200),
  signature: z.string().trim().min(1).max(1000),
});
export type ReserveSignatureInput = z.infer<typeof reserveSignatureSchema>;

const amount = z.string().describe('A decimal string with exactly 8 decimals ("1250.00000000")');
export const porSums = z
  .object({ USD: amount, BTC: amount, ETH: amount, USDT: amount, USDC: amount })
  .describe("Per asset, keyed USD, BTC, ETH, USDT, USDC");
const root = z.object({ hash: z.string().describe("64 lowercase hex digits"), sums: porSums });

export const porProofAnswer = z
  .object({
    version: z.literal("apex-por-v1"),
    snapshotId: z.string(),
    takenAt: z.string(),
    root,
    leaf: z.object({ index: z.number().int(), nonce: z.string(), amounts: porSums }),
    path: z.array(z.object({ hash: z.string(), sums: porSums })).describe("path[i]: the sibling at height i"),
  })
  .describe("The investor's proof in format apex-por-v1 (docs/proof-of-reserves.md)");

const reserveReading = z.object({
  network: z.enum(RESERVE_NETWORKS),
  asset: z.enum(["USD", "BTC", "ETH", "USDT", "USDC"]),
  address: z.string(),
  amount: z.string().nullable().describe("null: not read (no node, or the reading failed)"),
  block: z.number().int().nullable(),
});
const coverageOfAsset = z.object({
  liabilities: amount,
  reserves: amount,
  ratio: z.string().nullable().describe("reserves / liabilities, 4 decimals; null when nothing is owed"),
});
export const coverageAnswer = z.object({
  USD: coverageOfAsset,
  BTC: coverageOfAsset,
  ETH: coverageOfAsset,
  USDT: coverageOfAsset,
  USDC: coverageOfAsset,
});

export const snapshotSummary = z.object({
  snapshotId: z.string(),
  takenAt: z.string(),
  root,
  leafCount: z.number().int(),
});

export const publishedReservesAnswer = snapshotSummary.extend({
  reserves: z.array(reserveReading.extend({ signed: z.boolean() })),
  coverage: coverageAnswer,
});

export const snapshotTakenAnswer = snapshotSummary.extend({ reserves: z.array(reserveReading) });

export const adminSnapshotsAnswer = z.object({
  snapshots: z.array(
    publishedReservesAnswer.extend({
      signatures: z.array(
        z.object({
          network: z.string(),
          address: z.string(),
          uploadedBy: z.number().int().nullable(),
          createdAt: z.string(),
        }),
      ),
    }),
  ),
});

export const reserveSignatureAnswer = reserveSignatureSchema.extend({
  message: z.string(),
  signed: z.literal(true),
});
