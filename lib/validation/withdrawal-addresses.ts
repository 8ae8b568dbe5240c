// The withdrawal address book's inputs, shared by the Settings form and the handlers
// (docs/decisions.md, "Withdrawal addresses"): POST /api/users/withdrawal-addresses, …/confirm and DELETE.
import { z } from "zod";
import { passkeyAssertionSchema } from "@/lib/auth/passkeys/assertion-schema";
import { NETWORK_BY_COIN } from "@/lib/money/assets";
import {
  addressFormatValid,
  canonicalAddress,
  unassignableAddress,
} from "@/lib/withdrawal-addresses/address-format";
import { coinField } from "./money";
import { refuseOtherNetwork, UNASSIGNABLE_ADDRESS } from "./withdrawals";

export { addressFormatValid, canonicalAddress, unassignableAddress };

export const ADDRESS_LABEL_MAX = 50;
export const INVALID_ADDRESS_FOR_NETWORK = "Please enter a valid address for this network";

export const LABEL_DIRECTION_CONTROLS = "Label must not contain text direction control characters";

const labelField = z
  .string({ error: "Label is required" })
  .trim()
  .min(1, "Label is required")
  .max(ADDRESS_LABEL_MAX, "Label must be at most 50 characters")
  // U+202E and the other bidi controls reorder what follows them: a label could show one address or amount
  // while the text holds another, in the list, the withdrawal form and the e-mails.
  .refine((label) => !/\p{Bidi_Control}/u.test(label), LABEL_DIRECTION_CONTROLS);

const addressText = z
  .string({ error: "Wallet address is required" })
  .trim()
  .min(1, "Wallet address is required")
  .max(128, INVALID_ADDRESS_FOR_NETWORK);

/**
 * `{ label, asset, network, address }`. The network follows the asset: one given that is not the asset's is
 * refused (as a withdrawal's is), and the address must be that network's, checksum included. The output's
 * address is its canonical spelling (lib/withdrawal-addresses/address-format.ts).
 */
export const withdrawalAddressSchema = z
  .object({
    label: labelField,
    asset: z.preprocess((v) => (typeof v === "string" ? v.trim().toUpperCase() : v), coinField),
    network: z.string({ error: "Network must be text" }).max(64, "Unknown network").nullish(),
    address: addressText,
  })
  .superRefine((v, ctx) => {
    if (refuseOtherNetwork(v, ctx)) return;
    if (!addressFormatValid(v.asset, v.address)) {
      ctx.addIssue({ code: "custom", path: ["address"], message: INVALID_ADDRESS_FOR_NETWORK });
    } else if (unassignableAddress(v.address)) {
      ctx.addIssue({ code: "custom", path: ["address"], message: UNASSIGNABLE_ADDRESS });
    }
  })
  .transform((v) => ({
    label: v.label,
    asset: v.asset,
    network: NETWORK_BY_COIN[v.asset],
    address: canonicalAddress(v.asset, v.address),
  }));
export type WithdrawalAddressInput = z.input<typeof withdrawalAddressSchema>;
export type WithdrawalAddressValues = z.output<typeof withdrawalAddressSchema>;

/** POST …/confirm: the token from the e-mailed link. Anything else is the same "invalid or expired" answer. */
export const confirmWithdrawalAddressSchema = z.object({
  token: z
    .unknown()
    .optional()
    .transform((v) => (typeof v === "string" ? v.trim() : "")),
});

/** DELETE …/{id}: the withdrawal PIN and, with two-factor on, the authenticator code (checked by the server). */
export const deleteWithdrawalAddressSchema = z.object({
  pin: z
    .unknown()
    .optional()
    .transform((v) => (typeof v === "string" ? v : "")),
  otp: z
    .unknown()
    .optional()
    .transform((v) => (typeof v === "string" ? v.replace(/\s/g, "") : "")),
  // Instead of `otp`: a passkey assertion asked for this address's removal.
  passkey: passkeyAssertionSchema.optional(),
});
export type DeleteWithdrawalAddressInput = z.output<typeof deleteWithdrawalAddressSchema>;
