import { z } from "zod";
import { DEPOSIT_OPTIONS } from "@/lib/deposits/addresses/deposit-options";
import { fixedDepositAddress } from "@/lib/deposits/addresses/fixed-addresses";
import { ownDepositAddresses, type OwnAddresses } from "@/lib/deposits/addresses/own-addresses";
import { env } from "@/lib/env";
import { requiredConfirmationsOn } from "./watch/watched-chains";

export const depositAddressSchema = z.object({
  asset: z.string(),
  network: z.string(),
  address: z.string(),
  /** True: the caller's own address, derived for them alone; false: the platform's shared fixed address,
   *  whose deposits the team matches and credits by hand. */
  personal: z.boolean(),
  /** Blocks on top of the deposit's block before it is credited on this network (12 unless configured). */
  requiredConfirmations: z.number().int().positive(),
  /** False: deposits on this network are not available (production with neither an account key nor a fixed
   *  address of the platform's own); `address` is then empty and nothing may be sent. */
  available: z.boolean(),
});
export type DepositAddress = z.infer<typeof depositAddressSchema>;

/**
 * GET /api/deposits/addresses: where the caller sends each deposit asset, per network. An investor gets their
 * own address on every network whose account key is configured (recorded on the first request); elsewhere,
 * and for administrators (who hold no money), the configured fixed addresses, or "not available" in production
 * where none is configured.
 */
export async function depositAddresses(user: { id: number; role: string }) {
  const own: OwnAddresses = user.role === "INVESTOR" ? await ownDepositAddresses(user.id) : {};
  const e = env();
  const addresses = DEPOSIT_OPTIONS.flatMap((o): DepositAddress[] => {
    const mine = own[o.family];
    const requiredConfirmations = requiredConfirmationsOn(o.network, e);
    const entry = { asset: o.asset, network: o.network, requiredConfirmations };
    if (mine) return [{ ...entry, address: mine, personal: true, available: true }];
    if (!o.fixed) return [];
    // Listed even without an address, so the investor reads that the network is unavailable rather than
    // wonder where it went.
    const fixed = fixedDepositAddress(o, e);
    return [{ ...entry, address: fixed ?? "", personal: false, available: fixed !== null }];
  });
  return { addresses };
}
