// The platform Bitcoin wallet that pays withdrawals, from the settings: its account's extended PUBLIC key
// (PAYOUT_XPUB_BITCOIN: a zpub or xpub of m/84'/0'/0', vpub or tpub on test networks), the master key's
// fingerprint and the account's path as the signing device knows them. The server never holds its private key:
// batches are signed offline. Errors name the setting, never the value.
import { createBase58check } from "@scure/base";
import { sha256 } from "@noble/hashes/sha2";
import { HDKey } from "@scure/bip32";
import { env, type Env } from "@/lib/env";
import type { PayoutWallet } from "./build-psbt";

const PUBLIC: Record<number, boolean> = {
  0x04b24746: false, // zpub
  0x0488b21e: false, // xpub
  0x045f1cf6: true, // vpub
  0x043587cf: true, // tpub
};

export class PayoutWalletError extends Error {}

const base58check = createBase58check(sha256);

export function payoutWallet(e: Env = env()): PayoutWallet | null {
  const value = e.PAYOUT_XPUB_BITCOIN;
  if (!value) return null;
  let bytes: Uint8Array;
  try {
    bytes = base58check.decode(value);
  } catch {
    throw new PayoutWalletError("PAYOUT_XPUB_BITCOIN is not an extended public key");
  }
  const version = bytes.length === 78 ? new DataView(bytes.buffer, bytes.byteOffset, 4).getUint32(0) : -1;
  const testnet = PUBLIC[version];
  if (testnet === undefined)
    throw new PayoutWalletError(
      "PAYOUT_XPUB_BITCOIN must be the account's zpub or xpub (vpub or tpub on test networks), never a private key",
    );
  let account: HDKey;
  try {
    account = HDKey.fromExtendedKey(value, { public: version, private: 0 });
  } catch {
    throw new PayoutWalletError("PAYOUT_XPUB_BITCOIN is not a valid extended public key");
  }
  if (account.depth !== 3)
    throw new PayoutWalletError("PAYOUT_XPUB_BITCOIN must be an account key (m/84'/0'/0')");
  const fingerprint = e.PAYOUT_BITCOIN_FINGERPRINT;
  if (!fingerprint || !/^[0-9a-fA-F]{8}$/.test(fingerprint))
    throw new PayoutWalletError(
      "PAYOUT_BITCOIN_FINGERPRINT must be the master key's fingerprint (8 hex digits)",
    );
  return {
    account,
    masterFingerprint: Number.parseInt(fingerprint, 16),
    accountPath: e.PAYOUT_BITCOIN_PATH ?? (testnet ? "m/84'/1'/0'" : "m/84'/0'/0'"),
    testnet,
  };
}

/** What is wrong with the Bitcoin payout settings, for the start-up check (never the values). */
export function payoutWalletProblems(e: Env = env()): string[] {
  try {
    payoutWallet(e);
    return [];
  } catch (err) {
    return [err instanceof PayoutWalletError ? err.message : "PAYOUT_XPUB_BITCOIN could not be read"];
  }
}
