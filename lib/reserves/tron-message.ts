// Tron's signMessageV2 (TronWeb): keccak-256 of "\x19TRON Signed Message:\n" + the message's length + the message,
// signed with secp256k1 like EIP-191; the signer is the Tron address (0x41 + the key's 20 bytes, base58check).
import { createBase58check } from "@scure/base";
import { sha256 } from "@noble/hashes/sha2";
import { concat, hexToBytes, keccak256, recoverAddress, stringToBytes, type Hex } from "viem";

const base58check = createBase58check(sha256);

export function tronMessageHash(message: string): Hex {
  const bytes = stringToBytes(message);
  return keccak256(concat([stringToBytes(`\x19TRON Signed Message:\n${bytes.length}`), bytes]));
}

/** The T… address of an EVM-style 0x address (the same 20 bytes behind 0x41). */
export function tronAddressOf(evmAddress: Hex): string {
  const payload = new Uint8Array(21);
  payload[0] = 0x41;
  payload.set(hexToBytes(evmAddress), 1);
  return base58check.encode(payload);
}

/** The Tron address that made a signMessageV2 signature of `message`, or null when none can be recovered. */
export async function tronSigner(message: string, signature: Hex): Promise<string | null> {
  try {
    return tronAddressOf(await recoverAddress({ hash: tronMessageHash(message), signature }));
  } catch {
    return null;
  }
}
