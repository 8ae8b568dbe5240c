// The earn routes' inputs: a redemption's amount (optional: the whole position) and the renewal switch.
import { z } from "zod";
import { amountField } from "./money";

export const redemptionQuoteSchema = z.object({ amount: amountField.optional() });
/** The withdrawal PIN confirms a redemption; a missing or malformed one is answered by the PIN check itself, so
 *  "is a PIN set?" gets its own message first (as on a withdrawal). */
export const redeemSchema = z.object({
  amount: amountField.optional(),
  pin: z
    .unknown()
    .optional()
    .transform((v) => (typeof v === "string" ? v : "")),
});
export type RedeemInput = z.infer<typeof redeemSchema>;

export const renewalSchema = z.object({
  autoRenew: z.boolean({ error: "autoRenew must be true or false" }),
  compound: z.boolean({ error: "compound must be true or false" }),
});
export type RenewalInput = z.infer<typeof renewalSchema>;
