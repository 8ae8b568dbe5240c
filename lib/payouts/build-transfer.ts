// What a payout's transaction carries: ETH as its value, a token as an ERC-20 transfer call to its contract.
import {
  encodeFunctionData,
  erc20Abi,
  getAddress,
  isAddress,
  parseUnits,
  type Address,
  type Hex,
} from "viem";
import type { WithdrawalRequest } from "@/db/schema";
import type { Coin } from "@/lib/money/assets";
import { moneyString } from "@/lib/money/decimal";
import type { PayoutSetup } from "./payout-chains";

export type Transfer = {
  to: Address;
  value: bigint;
  data: Hex | undefined;
  /** The token moved (null: the chain's own coin) and how much of it, in its smallest unit. */
  token: Address | null;
  amount: bigint;
};

/** A payout that can never be sent as asked: it fails (and is refunded) rather than waiting. */
export class UnpayableError extends Error {}

export async function buildTransfer(setup: PayoutSetup, request: WithdrawalRequest): Promise<Transfer> {
  if (!isAddress(request.address, { strict: false }))
    throw new UnpayableError(`${request.address} is not an address on ${setup.watched.network}`);
  const recipient = getAddress(request.address);
  const asset = request.asset as Coin;
  const amount = moneyString(request.amount);
  if (setup.watched.native === asset) {
    const value = parseUnits(amount, 18);
    return { to: recipient, value, data: undefined, token: null, amount: value };
  }
  const contract = setup.watched.tokens[asset];
  if (!contract)
    throw new UnpayableError(`no ${asset} token contract is configured on ${setup.watched.network}`);
  const token = getAddress(contract);
  const decimals = await setup.node.tokenDecimals(token);
  const [, fraction = ""] = amount.split(".");
  // Rounding would pay the investor less than the ledger took: refuse rather than keep the difference.
  if (fraction.replace(/0+$/, "").length > decimals)
    throw new UnpayableError(`${amount} has more decimals than the token carries (${decimals})`);
  const units = parseUnits(amount, decimals);
  return {
    to: token,
    value: 0n,
    data: encodeFunctionData({ abi: erc20Abi, functionName: "transfer", args: [recipient, units] }),
    token,
    amount: units,
  };
}
