import { z } from "zod";
import { DEPOSIT_OPTIONS } from "@/lib/deposits/addresses/deposit-options";
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
});
export type DepositAddress = z.infer<typeof depositAddressSchema>;

/**
 * GET /api/deposits/addresses: where the caller sends each deposit asset, per network. An investor gets their
 * own address on every network whose account key is configured (recorded on the first request); elsewhere,
 * and for administrators (who hold no money), the configured fixed addresses.
 */
export async function depositAddresses(user: { id: number; role: string }) {
  const own: OwnAddresses = user.role === "INVESTOR" ? await ownDepositAddresses(user.id) : {};
  const e = env();
  const addresses = DEPOSIT_OPTIONS.flatMap((o): DepositAddress[] => {
    const mine = own[o.family];
    const requiredConfirmations = requiredConfirmationsOn(o.network, e);
    if (mine)
      return [{ asset: o.asset, network: o.network, address: mine, personal: true, requiredConfirmations }];
    return o.fixed
      ? [{ asset: o.asset, network: o.network, address: e[o.fixed], personal: false, requiredConfirmations }]
      : [];
  });
  return { addresses };
}
