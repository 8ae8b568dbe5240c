// An address book row as the API answers it. The status is derived from the times and the clock of the
// moment (lib/clock.ts), never stored, so the cool-down ends by itself.
import { z } from "zod";
import type { WithdrawalAddressRow } from "@/db/schema";
import { now } from "@/lib/clock";
import { COINS, type Coin } from "@/lib/money/assets";
import { activeFrom } from "./cooldown";

export type AddressStatus = "UNCONFIRMED" | "COOLING_DOWN" | "ACTIVE";

export function addressStatus(row: Pick<WithdrawalAddressRow, "confirmedAt">, at = now()): AddressStatus {
  if (!row.confirmedAt) return "UNCONFIRMED";
  return activeFrom(row.confirmedAt) <= at ? "ACTIVE" : "COOLING_DOWN";
}

export function addressOutput(row: WithdrawalAddressRow, at = now()) {
  return {
    id: row.id,
    label: row.label,
    asset: row.asset as Coin,
    network: row.network,
    address: row.address,
    status: addressStatus(row, at),
    createdAt: row.createdAt.toISOString(),
    confirmedAt: row.confirmedAt ? row.confirmedAt.toISOString() : null,
    activeAt: row.confirmedAt ? activeFrom(row.confirmedAt).toISOString() : null,
  };
}
export type AddressOutput = ReturnType<typeof addressOutput>;

export const withdrawalAddressAnswerSchema = z
  .object({
    id: z.number().int(),
    label: z.string(),
    asset: z.enum(COINS),
    network: z.string(),
    address: z.string().describe("Its canonical spelling: EIP-55 for Ethereum, lower case for bech32"),
    status: z.enum(["UNCONFIRMED", "COOLING_DOWN", "ACTIVE"]),
    createdAt: z.string(),
    confirmedAt: z.string().nullable(),
    activeAt: z
      .string()
      .nullable()
      .describe("confirmedAt + ADDRESS_COOLDOWN_HOURS: when it is or was usable"),
  })
  .meta({ id: "WithdrawalAddress" });
