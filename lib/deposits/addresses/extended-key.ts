// An account's extended public key (BIP32), read from configuration. Only public keys are accepted: the server
// derives deposit addresses and can never spend from them. Error messages never repeat the key: an operator who
// pasted a private key by mistake must not find it again in a log.
import { createBase58check } from "@scure/base";
import { HDKey } from "@scure/bip32";
import { sha256 } from "@noble/hashes/sha2";
import { bytesToHex } from "@noble/hashes/utils";

/** The key families: one account key each. EVM serves Ethereum and BNB Smart Chain with the same address. */
export const KEY_FAMILIES = ["BITCOIN", "EVM", "TRON"] as const;
export type KeyFamily = (typeof KEY_FAMILIES)[number];

/** The setting that carries each family's account key. */
export const XPUB_SETTING: Record<
  KeyFamily,
  "DEPOSIT_XPUB_BITCOIN" | "DEPOSIT_XPUB_EVM" | "DEPOSIT_XPUB_TRON"
> = {
  BITCOIN: "DEPOSIT_XPUB_BITCOIN",
  EVM: "DEPOSIT_XPUB_EVM",
  TRON: "DEPOSIT_XPUB_TRON",
};

// SLIP-132 version bytes: the four bytes that make a serialised key read "xpub", "zprv", ...
const PUBLIC_VERSIONS = {
  xpub: 0x0488b21e,
  ypub: 0x049d7cb2,
  zpub: 0x04b24746,
  tpub: 0x043587cf,
  upub: 0x044a5262,
  vpub: 0x045f1cf6,
} as const;
const PRIVATE_VERSIONS = new Set([
  0x0488ade4, // xprv
  0x049d7878, // yprv
  0x04b2430c, // zprv
  0x04358394, // tprv
  0x044a4e28, // uprv
  0x045f18bc, // vprv
  0x0295b005, // Yprv (multi-signature)
  0x02aa7a99, // Zprv (multi-signature)
]);
type PublicPrefix = keyof typeof PUBLIC_VERSIONS;

/** Which public encodings each family takes, and whether the key is for Bitcoin's test network. */
const ACCEPTED: Record<KeyFamily, Partial<Record<PublicPrefix, { testnet: boolean }>>> = {
  // BIP84 wallets export a zpub (vpub on testnet); many export the same key as a plain xpub (tpub).
  BITCOIN: {
    zpub: { testnet: false },
    xpub: { testnet: false },
    vpub: { testnet: true },
    tpub: { testnet: true },
  },
  EVM: { xpub: { testnet: false } },
  TRON: { xpub: { testnet: false } },
};

/** BIP44/BIP84 account level: m / purpose' / coin' / account'. */
const ACCOUNT_DEPTH = 3;

export class ExtendedKeyError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ExtendedKeyError";
  }
}

export type AccountKey = {
  family: KeyFamily;
  /** Bitcoin test network (tb1 addresses); always false for EVM and Tron. */
  testnet: boolean;
  /** HASH160 of the account public key, hex (its first 8 digits are the BIP32 fingerprint): which key an
   *  address came from, after a change of key. */
  keyId: string;
  /** The external (receiving) chain, m / purpose' / coin' / account' / 0. */
  receiving: HDKey;
};

const base58check = createBase58check(sha256);

/**
 * Reads a family's account-level extended public key. Throws ExtendedKeyError (naming the setting, never the
 * value) for a private key, a key of the wrong kind or level, or text that is no extended key at all.
 */
export function parseAccountKey(family: KeyFamily, text: string): AccountKey {
  const setting = XPUB_SETTING[family];
  const value = text.trim();
  let bytes: Uint8Array;
  try {
    bytes = base58check.decode(value);
  } catch {
    throw new ExtendedKeyError(`${setting} is not an extended public key (xpub)`);
  }
  if (bytes.length !== 78) throw new ExtendedKeyError(`${setting} is not an extended public key (xpub)`);
  const version = new DataView(bytes.buffer, bytes.byteOffset, 4).getUint32(0);
  if (PRIVATE_VERSIONS.has(version)) {
    throw new ExtendedKeyError(
      `${setting} holds an extended PRIVATE key; configure the account's extended public key only ` +
        `(the server must never be able to spend deposits). Treat that private key as exposed.`,
    );
  }
  const prefix = (Object.keys(PUBLIC_VERSIONS) as PublicPrefix[]).find((p) => PUBLIC_VERSIONS[p] === version);
  const accepted = prefix ? ACCEPTED[family][prefix] : undefined;
  if (!prefix || !accepted) {
    const wanted = Object.keys(ACCEPTED[family]).join(", ");
    throw new ExtendedKeyError(
      prefix === "ypub" || prefix === "upub"
        ? `${setting} is a ${prefix}, for wrapped SegWit (BIP49); give the native SegWit (BIP84) account key: ${wanted}`
        : `${setting} must be one of: ${wanted}`,
    );
  }
  let key: HDKey;
  try {
    key = HDKey.fromExtendedKey(value, { public: version, private: 0 });
  } catch {
    throw new ExtendedKeyError(`${setting} is not a valid extended public key`);
  }
  if (key.depth !== ACCOUNT_DEPTH) {
    throw new ExtendedKeyError(
      `${setting} must be an account key (depth 3, e.g. m/84'/0'/0' or m/44'/60'/0'); this one is at depth ${key.depth}`,
    );
  }
  return {
    family,
    testnet: accepted.testnet,
    keyId: bytesToHex(key.identifier!),
    receiving: key.deriveChild(0),
  };
}
