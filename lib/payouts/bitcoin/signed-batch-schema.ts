import { z } from "zod";

/** POST /api/admin/payouts/bitcoin/batches/{id}/signed: the signed PSBT (base64) or raw transaction (hex). */
export const signedBatchSchema = z.object({
  signed: z
    .string({ error: "The signed transaction is required" })
    .min(1, "The signed transaction is required")
    .max(2_000_000, "The signed transaction is too long"),
});
