import "server-only";
// Who signs a hot wallet's transactions. The engine sees only this interface, so a KMS or an external signer
// can take the environment key's place. The environment key is read from the settings, parsed here and kept
// inside a viem account; it is never stored, logged or put into an error (the errors name the setting only).
import type { Address, Hex, TransactionSerializableEIP1559 } from "viem";
import { privateKeyToAccount } from "viem/accounts";
import { env } from "@/lib/env";

export type PayoutChain = "ETHEREUM" | "BSC";
export const PAYOUT_CHAINS: readonly PayoutChain[] = ["ETHEREUM", "BSC"];

export interface PayoutSigner {
  readonly address: Address;
  /** The signed transaction, serialised (what eth_sendRawTransaction takes). */
  signTransaction(tx: TransactionSerializableEIP1559): Promise<Hex>;
}

export const HOT_WALLET_KEY_SETTING: Record<PayoutChain, "HOT_WALLET_KEY_ETHEREUM" | "HOT_WALLET_KEY_BSC"> = {
  ETHEREUM: "HOT_WALLET_KEY_ETHEREUM",
  BSC: "HOT_WALLET_KEY_BSC",
};

export class HotWalletKeyError extends Error {
  constructor(setting: string) {
    super(`${setting} is not a private key (64 hexadecimal digits, 0x optional)`);
    this.name = "HotWalletKeyError";
  }
}

/** A signer holding a private key; an unreadable key throws an error that names the setting, not the value. */
function keySigner(setting: string, value: string): PayoutSigner {
  const hex = value.startsWith("0x") || value.startsWith("0X") ? value.slice(2) : value;
  if (!/^[0-9a-fA-F]{64}$/.test(hex)) throw new HotWalletKeyError(setting);
  let account;
  try {
    account = privateKeyToAccount(`0x${hex.toLowerCase()}`);
  } catch {
    // Zero or above the curve's order: viem's error would quote the key.
    throw new HotWalletKeyError(setting);
  }
  return {
    address: account.address,
    signTransaction: (tx) => account.signTransaction(tx),
  };
}

// Parsed once per value: a changed setting (tests, an operator's rotation) is a new key.
const signers = new Map<string, PayoutSigner>();

/** The chain's hot-wallet signer, or null when no key is set (its withdrawals are paid by hand). */
export function payoutSigner(chain: PayoutChain): PayoutSigner | null {
  const setting = HOT_WALLET_KEY_SETTING[chain];
  const value = env()[setting];
  if (!value) return null;
  const cacheKey = `${chain}:${value}`;
  let signer = signers.get(cacheKey);
  if (!signer) {
    signer = keySigner(setting, value);
    signers.set(cacheKey, signer);
  }
  return signer;
}

/** What is wrong with the hot-wallet keys, one line per setting, for the start-up check; never the value. */
export function hotWalletKeyProblems(vars: Record<string, string | undefined> = process.env): string[] {
  return PAYOUT_CHAINS.flatMap((chain) => {
    const setting = HOT_WALLET_KEY_SETTING[chain];
    const value = vars[setting]?.trim();
    if (!value) return [];
    try {
      keySigner(setting, value);
      return [];
    } catch (err) {
      return [err instanceof HotWalletKeyError ? err.message : `${setting} could not be read`];
    }
  });
}
