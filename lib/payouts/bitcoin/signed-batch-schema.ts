import { z } from "zod";

/**
 * POST /api/admin/payouts/bitcoin/batches/{id}/signed: the signed PSBT (base64) or raw transaction (hex);
 * POST /api/admin/payouts/tron/batches/{id}/signed: the signed transactions' JSON, as one text.
 */
export const signedBatchSchema = z.object({
  signed: z
    .string({ error: "The signed transaction is required" })
    .min(1, "The signed transaction is required")
    .max(2_000_000, "The signed transaction is too long"),
});
