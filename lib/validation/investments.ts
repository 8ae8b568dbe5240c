// POST /api/investments/subscribe {planId, asset, amount}: shared by the payment dialog and the handler.
import { z } from "zod";
import { idField } from "./ids";
import { amountField, paymentAssetField } from "./money";

export const subscribeSchema = z.object({
  planId: idField("Plan"),
  // The client sends the first word of the balance key upper-cased ("BITCOIN"); accept any case.
  asset: z.preprocess((v) => (typeof v === "string" ? v.trim().toUpperCase() : v), paymentAssetField),
  amount: amountField,
});
export type SubscribeInput = z.infer<typeof subscribeSchema>;
