// Deposit addresses from an account's extended public key: child 0/i of the account, encoded per chain.
// Bitcoin: P2WPKH (BIP84, bech32 bc1…). EVM: keccak-256 of the public key, EIP-55 checksummed (BIP44 coin 60;
// one address for Ethereum and BNB Smart Chain). Tron: the same 20 bytes behind 0x41, base58check (T…).
import { bech32, createBase58check } from "@scure/base";
import { secp256k1 } from "@noble/curves/secp256k1";
import { ripemd160 } from "@noble/hashes/legacy";
import { sha256 } from "@noble/hashes/sha2";
import { keccak_256 } from "@noble/hashes/sha3";
import { bytesToHex } from "@noble/hashes/utils";
import type { AccountKey } from "./extended-key";

/** BIP32 non-hardened indexes: 0 … 2^31 − 1. */
export const MAX_CHILD_INDEX = 0x7fffffff;

const base58check = createBase58check(sha256);

/** The receiving address at child index `index` of the account (m / purpose' / coin' / account' / 0 / index). */
export function deriveAddress(key: AccountKey, index: number): string {
  if (!Number.isInteger(index) || index < 0 || index > MAX_CHILD_INDEX) {
    throw new RangeError(`Child index must be an integer from 0 to ${MAX_CHILD_INDEX}`);
  }
  const publicKey = key.receiving.deriveChild(index).publicKey;
  if (!publicKey) throw new Error("Derivation gave no public key");
  switch (key.family) {
    case "BITCOIN":
      return p2wpkhAddress(publicKey, key.testnet);
    case "EVM":
      return evmAddress(publicKey);
    case "TRON":
      return tronAddress(publicKey);
  }
}

/** Native SegWit v0 key-hash address: witness version 0 and HASH160 of the compressed key, bech32. */
export function p2wpkhAddress(compressedPublicKey: Uint8Array, testnet = false): string {
  const hash = ripemd160(sha256(compressedPublicKey));
  return bech32.encode(testnet ? "tb" : "bc", [0, ...bech32.toWords(hash)]);
}

/** The last 20 bytes of keccak-256 of the uncompressed key without its 0x04 prefix. */
function evmKeyHash(compressedPublicKey: Uint8Array): Uint8Array {
  const uncompressed = secp256k1.ProjectivePoint.fromHex(compressedPublicKey).toRawBytes(false);
  return keccak_256(uncompressed.subarray(1)).subarray(12);
}

export function evmAddress(compressedPublicKey: Uint8Array): string {
  return toChecksumAddress(bytesToHex(evmKeyHash(compressedPublicKey)));
}

export function tronAddress(compressedPublicKey: Uint8Array): string {
  const payload = new Uint8Array(21);
  payload[0] = 0x41;
  payload.set(evmKeyHash(compressedPublicKey), 1);
  return base58check.encode(payload);
}

/**
 * EIP-55: a hex letter is upper case when the matching nibble of keccak-256 of the lower-case address is 8 or
 * more. Takes the 40 hex digits with or without 0x, in any case; the chain watchers use it to bring an address
 * from a log into the form stored.
 */
export function toChecksumAddress(address: string): string {
  const hex = address.replace(/^0x/i, "").toLowerCase();
  if (!/^[0-9a-f]{40}$/.test(hex)) throw new Error("Not a 20-byte hex address");
  const hash = bytesToHex(keccak_256(new TextEncoder().encode(hex)));
  let out = "0x";
  for (let i = 0; i < 40; i++) out += parseInt(hash[i]!, 16) >= 8 ? hex[i]!.toUpperCase() : hex[i]!;
  return out;
}
