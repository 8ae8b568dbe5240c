// An address's format for its network, with its checksum, on the form and on the server alike (so no
// "server-only": the Settings address book imports it through lib/validation/withdrawal-addresses.ts).
// Bitcoin: segwit (BIP-173 bech32 for version 0, BIP-350 bech32m for 1-16) or base58check P2PKH/P2SH;
// Ethereum: 0x + 40 hex, EIP-55 checked when the letters are mixed case; Tron: base58check behind 0x41.
// Test networks' Bitcoin addresses pass too: the payout wallet may run on one (PAYOUT_XPUB_BITCOIN's tpub/vpub),
// and a mainnet wallet cannot even encode a payment to them, so nothing is lost by accepting them here.
import { bech32, bech32m, createBase58check } from "@scure/base";
import { sha256 } from "@noble/hashes/sha2";
import { keccak_256 } from "@noble/hashes/sha3";
import { bytesToHex, hexToBytes } from "@noble/hashes/utils";
import type { Coin } from "@/lib/money/assets";

const base58check = createBase58check(sha256);

type Family = "BITCOIN" | "EVM" | "TRON";

export const ADDRESS_FAMILY: Record<Coin, Family> = {
  BITCOIN: "BITCOIN",
  ETHEREUM: "EVM",
  USDC: "EVM",
  USDT: "TRON",
};

/** Mainnet, testnet/signet and regtest. */
const SEGWIT_PREFIXES = ["bc", "tb", "bcrt"];
/** P2PKH and P2SH version bytes: mainnet 0x00 and 0x05, test networks 0x6f and 0xc4. */
const BASE58_VERSIONS = [0x00, 0x05, 0x6f, 0xc4];

function base58Payload(address: string): Uint8Array | null {
  try {
    return base58check.decode(address);
  } catch {
    return null;
  }
}

/** BIP-173/350: the witness version decides the checksum's constant; v0 programs are 20 or 32 bytes. */
function segwitProgram(address: string): { version: number; program: Uint8Array } | null {
  if (address.length > 90) return null;
  const sep = address.lastIndexOf("1");
  if (sep < 1 || !SEGWIT_PREFIXES.includes(address.slice(0, sep).toLowerCase())) return null;
  for (const encoding of [bech32, bech32m]) {
    let words: number[];
    try {
      words = encoding.decode(address as `${string}1${string}`).words;
    } catch {
      continue;
    }
    const version = words[0];
    if (version === undefined || version > 16) return null;
    if ((version === 0) !== (encoding === bech32)) return null;
    let program: Uint8Array;
    try {
      program = encoding.fromWords(words.slice(1));
    } catch {
      return null;
    }
    if (program.length < 2 || program.length > 40) return null;
    if (version === 0 && program.length !== 20 && program.length !== 32) return null;
    return { version, program };
  }
  return null;
}

const segwitValid = (address: string) => segwitProgram(address) !== null;

function bitcoinValid(address: string): boolean {
  if (segwitValid(address)) return true;
  const payload = base58Payload(address);
  return payload !== null && payload.length === 21 && BASE58_VERSIONS.includes(payload[0]!);
}

/** EIP-55: a hex letter is upper case when the matching nibble of keccak-256 of the lower-case hex is 8+. */
export function toChecksumAddress(address: string): string {
  const hex = address.replace(/^0x/i, "").toLowerCase();
  const hash = bytesToHex(keccak_256(new TextEncoder().encode(hex)));
  let out = "0x";
  for (let i = 0; i < hex.length; i++) out += parseInt(hash[i]!, 16) >= 8 ? hex[i]!.toUpperCase() : hex[i]!;
  return out;
}

function evmValid(address: string): boolean {
  if (!/^0x[0-9a-fA-F]{40}$/.test(address)) return false;
  const letters = address.slice(2);
  // All one case carries no checksum (wallets still write them so); mixed case must be the EIP-55 spelling.
  if (letters === letters.toLowerCase() || letters === letters.toUpperCase()) return true;
  return toChecksumAddress(address) === address;
}

function tronValid(address: string): boolean {
  const payload = base58Payload(address);
  return payload !== null && payload.length === 21 && payload[0] === 0x41;
}

/** Whether `address` is a well-formed address, checksum included, of the network the coin is withdrawn over. */
export function addressFormatValid(asset: Coin, address: string): boolean {
  switch (ADDRESS_FAMILY[asset]) {
    case "BITCOIN":
      return bitcoinValid(address);
    case "EVM":
      return evmValid(address);
    case "TRON":
      return tronValid(address);
  }
}

const allZero = (bytes: Uint8Array) => bytes.every((b) => b === 0);

/**
 * An EVM or Tron account (the same 20 bytes, keccak-derived) with 18 or more leading zero bytes: the zero
 * address, the precompiled contracts (0x…01 and up) and the 0x…dEaD burn address. Finding a key or a
 * contract address that lands there takes about 2^144 tries, so nobody controls one and coins sent there are
 * lost (the best vanity addresses have fewer than 10 leading zero bytes).
 */
const reservedAccount = (account: Uint8Array) => allZero(account.subarray(0, 18));

/**
 * Bitcoin's well-known "eater": its letters were chosen and the checksum fitted after, so no key is known to
 * hash to it (as for any hash, finding one takes about 2^160 tries).
 */
const BITCOIN_EATER = "1BitcoinEaterAddressDontSendf59kuE";

/**
 * Whether `address`, well-formed on its network, is one nobody can spend from: coins sent there are burnt.
 * EVM and Tron: see reservedAccount (Tron's zero address is T9yD14Nj9j7xAB4dbGeiX9h8unkKHxuWwb). Bitcoin: a
 * P2PKH, P2SH, P2WPKH or P2WSH whose hash is all zeros (no key or script is known to hash to it), a P2TR whose
 * key is all zeros (x = 0 is on no point of secp256k1: 7 is not a square modulo its prime) and the eater.
 * Nothing else of Bitcoin is refused: other witness versions are not defined yet. Needs no network: each
 * format is unambiguous, so the withdrawal's own address field, which does not know the asset yet, checks it.
 */
export function unassignableAddress(address: string): boolean {
  const trimmed = address.trim();
  if (/^0x[0-9a-fA-F]{40}$/.test(trimmed)) return reservedAccount(hexToBytes(trimmed.slice(2)));
  const segwit = segwitProgram(trimmed);
  if (segwit) return segwit.version <= 1 && allZero(segwit.program);
  if (trimmed === BITCOIN_EATER) return true;
  const payload = base58Payload(trimmed);
  if (payload === null || payload.length !== 21) return false;
  if (payload[0] === 0x41) return reservedAccount(payload.subarray(1));
  return BASE58_VERSIONS.includes(payload[0]!) && allZero(payload.subarray(1));
}

/**
 * The one spelling an address is stored and compared in: EIP-55 for Ethereum, lower case for bech32 (whose
 * upper-case form is the same address); base58 is case-sensitive and stays as it is. Any string is accepted
 * (a withdrawal's address is not format-checked by the spec's flow), so it can be compared with saved ones.
 */
export function canonicalAddress(asset: Coin, address: string): string {
  const trimmed = address.trim();
  if (ADDRESS_FAMILY[asset] === "EVM" && /^0x[0-9a-fA-F]{40}$/.test(trimmed)) {
    return toChecksumAddress(trimmed);
  }
  if (ADDRESS_FAMILY[asset] === "BITCOIN" && segwitValid(trimmed)) return trimmed.toLowerCase();
  return trimmed;
}

/** Whether two spellings of this address differing in case are the same address (hex and bech32 are). */
export function caseInsensitiveAddress(asset: Coin, address: string): boolean {
  if (ADDRESS_FAMILY[asset] === "EVM") return /^0x[0-9a-fA-F]{40}$/.test(address.trim());
  return ADDRESS_FAMILY[asset] === "BITCOIN" && segwitValid(address.trim());
}
