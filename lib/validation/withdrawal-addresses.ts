// The withdrawal address book's inputs, shared by the Settings form and the handlers
// (docs/decisions.md, "Withdrawal addresses"): POST /api/users/withdrawal-addresses, …/confirm and DELETE.
import { z } from "zod";
import { NETWORK_BY_COIN } from "@/lib/money/assets";
import { addressFormatValid, canonicalAddress } from "@/lib/withdrawal-addresses/address-format";
import { coinField } from "./money";
import { refuseOtherNetwork } from "./withdrawals";

export { addressFormatValid, canonicalAddress };

export const ADDRESS_LABEL_MAX = 50;
export const INVALID_ADDRESS_FOR_NETWORK = "Please enter a valid address for this network";

const labelField = z
  .string({ error: "Label is required" })
  .trim()
  .min(1, "Label is required")
  .max(ADDRESS_LABEL_MAX, "Label must be at most 50 characters");

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
});
export type DeleteWithdrawalAddressInput = z.output<typeof deleteWithdrawalAddressSchema>;
