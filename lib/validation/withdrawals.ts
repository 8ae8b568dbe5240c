// POST /api/withdrawals {amount, asset, network, address, pin}: shared by the withdrawal form and the handler.
import { z } from "zod";
import { passkeyAssertionSchema } from "@/lib/auth/passkeys/assertion-schema";
import { templated } from "@/lib/api/error-codes";
import { assetName } from "@/lib/labels";
import { NETWORK_BY_COIN, type Coin } from "@/lib/money/assets";
import { unassignableAddress } from "@/lib/withdrawal-addresses/address-format";
import { amountField, coinField } from "./money";

export const normaliseNetwork = (v: string) =>
  v
    .trim()
    .toLowerCase()
    .replace(/\s+network$/, "");

/** A PIN that is not exactly 4 digits (the server's answer, and the form's before sending). */
export const INVALID_WITHDRAWAL_PIN = "Invalid withdrawal pin.";

/** A zero or burn address (lib/withdrawal-addresses/address-format.ts): refused by the withdrawal and the book. */
export const UNASSIGNABLE_ADDRESS = "Nobody can spend from this address: coins sent there are lost";

export const addressField = z
  .string({ error: "Wallet address is required" })
  .trim()
  .min(1, "Wallet address is required")
  // Every supported chain's addresses are plain letters and digits (base58, bech32, 0x-hex) of this size.
  .regex(/^[A-Za-z0-9]{20,128}$/, "Please enter a valid wallet address")
  .refine((address) => !unassignableAddress(address), UNASSIGNABLE_ADDRESS);

/**
 * The network is derived from the asset. A different network in the body is REFUSED, not ignored: a client that
 * believes it withdraws over another chain may have pasted an address for that chain, and sending there would
 * lose the funds. Shared by the withdrawal and the address book's schemas; true when it refused.
 */
export function refuseOtherNetwork(
  v: { asset: Coin; network?: string | null },
  ctx: z.RefinementCtx,
): boolean {
  if (!v.network || !v.network.trim()) return false;
  if (normaliseNetwork(v.network) === normaliseNetwork(NETWORK_BY_COIN[v.asset])) return false;
  ctx.addIssue({
    code: "custom",
    path: ["network"],
    message: `${assetName(v.asset)} withdrawals go over ${NETWORK_BY_COIN[v.asset]}`,
    params: templated("WITHDRAWAL_NETWORK_MISMATCH", {
      asset: assetName(v.asset),
      network: NETWORK_BY_COIN[v.asset],
    }),
  });
  return true;
}

export const withdrawalSchema = z
  .object({
    amount: amountField,
    asset: z.preprocess((v) => (typeof v === "string" ? v.trim().toUpperCase() : v), coinField),
    network: z.string({ error: "Network must be text" }).max(64, "Unknown network").nullish(),
    address: addressField,
    // Checked by the server after "is a PIN set?", so that question gets its own message first.
    pin: z
      .unknown()
      .optional()
      .transform((v) => (typeof v === "string" ? v : "")),
    // The authenticator code, asked of users with two-factor on (and ignored for the others).
    otp: z
      .unknown()
      .optional()
      .transform((v) => (typeof v === "string" ? v.replace(/\s/g, "") : "")),
    // Instead of `otp`: a passkey assertion asked for this withdrawal (its asset, amount and address).
    passkey: passkeyAssertionSchema.optional(),
  })
  // The network is derived from the asset. A different network in the body is REFUSED, not
  // ignored: a client that believes it withdraws over another chain may have pasted an address for that
  // chain, and sending there would lose the funds.
  .superRefine((v, ctx) => void refuseOtherNetwork(v, ctx))
  .transform((v) => ({ ...v, network: NETWORK_BY_COIN[v.asset] }));
export type WithdrawalInput = z.infer<typeof withdrawalSchema>;

/**
 * The withdrawal form: the route's own field rules, checked before anything is sent. The
 * network is not typed (it follows the asset) and the PIN is required here, where the route leaves it to the
 * server's "is a PIN set?" check first.
 */
export const withdrawalFormSchema = z.object({
  asset: coinField,
  amount: amountField,
  address: addressField,
  pin: z
    .string()
    .min(1, "Withdrawal PIN is required")
    .regex(/^\d{4}$/, INVALID_WITHDRAWAL_PIN),
});
export type WithdrawalFormInput = z.input<typeof withdrawalFormSchema>;
export type WithdrawalFormValues = z.output<typeof withdrawalFormSchema>;
