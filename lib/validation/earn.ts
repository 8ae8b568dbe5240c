// The earn routes' inputs: a redemption's amount (optional: the whole position) and the renewal switch.
import { z } from "zod";
import { amountField } from "./money";

export const redemptionQuoteSchema = z.object({ amount: amountField.optional() });
export const redeemSchema = z.object({ amount: amountField.optional() });
export type RedeemInput = z.infer<typeof redeemSchema>;

export const renewalSchema = z.object({
  autoRenew: z.boolean({ error: "autoRenew must be true or false" }),
  compound: z.boolean({ error: "compound must be true or false" }),
});
export type RenewalInput = z.infer<typeof renewalSchema>;
