// Bitcoin message signatures, checked against an address: BIP-137 (the legacy "Bitcoin Signed Message" compact
// signature that Bitcoin Core's signmessage, Electrum, Sparrow and hardware wallets make: 65 bytes, base64, the
// header byte naming the recovery id and the address kind) and BIP-322 "simple" (the base64 witness of the
// virtual to_sign transaction spending to_spend, whose output is the address's script) for P2WPKH and P2TR.
//
// Both are checked from their definitions with @scure/btc-signer (addresses, transactions, sighashes) and
// @noble/curves (ECDSA recovery, Schnorr): no key ever touches this code, and nothing here is trusted from the
// signature but the key it carries, which must hash to the address.
import { secp256k1, schnorr } from "@noble/curves/secp256k1";
import { sha256 } from "@noble/hashes/sha2";
import { base64 } from "@scure/base";
import {
  Address,
  NETWORK,
  OutScript,
  RawWitness,
  Script,
  SigHash,
  TEST_NETWORK,
  Transaction,
} from "@scure/btc-signer";
import { hash160, sha256x2 } from "@scure/btc-signer/utils";

export type BitcoinSignatureScheme = "BIP-137" | "BIP-322";

export type BitcoinSignatureCheck =
  | { ok: true; scheme: BitcoinSignatureScheme }
  /** `malformed`: not a signature of either form; `unsupported`: an address kind neither form covers here;
   *  `mismatch`: a well-formed signature, but not this address's of this message. */
  | { ok: false; reason: "malformed" | "unsupported" | "mismatch"; scheme?: BitcoinSignatureScheme };

const equal = (a: Uint8Array, b: Uint8Array) => a.length === b.length && a.every((x, i) => x === b[i]);

/** The output script an address pays to (mainnet, or testnet/signet), or null when it is no Bitcoin address. */
export function bitcoinOutputScript(address: string): Uint8Array | null {
  for (const network of [NETWORK, TEST_NETWORK]) {
    try {
      return OutScript.encode(Address(network).decode(address));
    } catch {
      // the other network
    }
  }
  return null;
}

function varInt(n: number): Uint8Array {
  if (n < 0xfd) return Uint8Array.of(n);
  if (n <= 0xffff) return Uint8Array.of(0xfd, n & 0xff, n >> 8);
  return Uint8Array.of(0xfe, n & 0xff, (n >> 8) & 0xff, (n >> 16) & 0xff, n >>> 24);
}

/** BIP-137's digest: double SHA-256 of "\x18Bitcoin Signed Message:\n" + varint(length) + the message. */
export function legacyMessageHash(message: string): Uint8Array {
  const bytes = new TextEncoder().encode(message);
  const prefix = new TextEncoder().encode("\x18Bitcoin Signed Message:\n");
  return sha256x2(prefix, varInt(bytes.length), bytes);
}

/** BIP-322's message hash: the BIP-340 tagged hash "BIP0322-signed-message" of the message's bytes. */
export function bip322MessageHash(message: string): Uint8Array {
  const tag = sha256(new TextEncoder().encode("BIP0322-signed-message"));
  const bytes = new TextEncoder().encode(message);
  const data = new Uint8Array(64 + bytes.length);
  data.set(tag, 0);
  data.set(tag, 32);
  data.set(bytes, 64);
  return sha256(data);
}

const txOptions = {
  version: 0,
  lockTime: 0,
  allowUnknownInputs: true,
  allowUnknownOutputs: true,
  disableScriptCheck: true,
} as const;

/** BIP-322's to_spend (its one output pays `script` nothing) and to_sign (spends it, pays nothing to OP_RETURN). */
export function bip322Transactions(message: string, script: Uint8Array) {
  // Outputs first: an input with a final scriptSig counts as signed, and a signed transaction takes no output.
  const toSpend = new Transaction(txOptions);
  toSpend.addOutput({ script, amount: 0n });
  toSpend.addInput({
    txid: new Uint8Array(32),
    index: 0xffffffff,
    sequence: 0,
    finalScriptSig: Script.encode(["OP_0", bip322MessageHash(message)]),
  });
  const toSign = new Transaction(txOptions);
  toSign.addOutput({ script: Script.encode(["RETURN"]), amount: 0n });
  toSign.addInput({ txid: toSpend.id, index: 0, sequence: 0, witnessUtxo: { script, amount: 0n } });
  return { toSpend, toSign };
}

/** The address scripts a compressed key can stand behind with one signature: P2PKH, P2SH-P2WPKH, P2WPKH. */
function keyScripts(publicKey: Uint8Array) {
  const keyHash = hash160(publicKey);
  const wpkh = OutScript.encode({ type: "wpkh", hash: keyHash });
  return {
    pkh: OutScript.encode({ type: "pkh", hash: keyHash }),
    shWpkh: OutScript.encode({ type: "sh", hash: hash160(wpkh) }),
    wpkh,
  };
}

function checkBip137(message: string, bytes: Uint8Array, script: Uint8Array): boolean {
  const header = bytes[0]!;
  const recovery = (header - 27) & 3;
  let publicKey: Uint8Array;
  try {
    const point = secp256k1.Signature.fromCompact(bytes.subarray(1))
      .addRecoveryBit(recovery)
      .recoverPublicKey(legacyMessageHash(message));
    publicKey = point.toRawBytes(header >= 31);
  } catch {
    return false;
  }
  if (header < 31) return equal(script, OutScript.encode({ type: "pkh", hash: hash160(publicKey) }));
  // 31-34 P2PKH, 35-38 P2SH-P2WPKH, 39-42 P2WPKH; Electrum and others write 31-34 for segwit addresses too, so
  // any of the key's three scripts is accepted: the key is what is proven, the header only a hint.
  const { pkh, shWpkh, wpkh } = keyScripts(publicKey);
  return [pkh, shWpkh, wpkh].some((s) => equal(s, script));
}

function checkBip322(message: string, witness: Uint8Array[], script: Uint8Array): boolean {
  const decoded = OutScript.decode(script);
  const { toSign } = bip322Transactions(message, script);
  try {
    if (decoded.type === "wpkh") {
      if (witness.length !== 2) return false;
      const [signature, publicKey] = witness as [Uint8Array, Uint8Array];
      if (publicKey.length !== 33 || !equal(hash160(publicKey), decoded.hash)) return false;
      const hashType = signature[signature.length - 1]!;
      if (hashType !== SigHash.ALL) return false;
      const digest = toSign.preimageWitnessV0(
        0,
        OutScript.encode({ type: "pkh", hash: decoded.hash }),
        hashType,
        0n,
      );
      const der = secp256k1.Signature.fromDER(signature.subarray(0, -1));
      return secp256k1.verify(der, digest, publicKey, { lowS: false, prehash: false });
    }
    if (decoded.type === "tr") {
      if (witness.length !== 1) return false;
      const signature = witness[0]!;
      if (signature.length !== 64 && signature.length !== 65) return false;
      const hashType = signature.length === 65 ? signature[64]! : SigHash.DEFAULT;
      if (signature.length === 65 && hashType !== SigHash.ALL) return false;
      const digest = toSign.preimageWitnessV1(0, [script], hashType, [0n]);
      return schnorr.verify(signature.subarray(0, 64), digest, decoded.pubkey);
    }
  } catch {
    return false;
  }
  return false;
}

/** The base64 signature's bytes, or null when it is not base64. */
function decodeBase64(text: string): Uint8Array | null {
  const compact = text.replace(/\s+/g, "");
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(compact)) return null;
  try {
    return base64.decode(compact.padEnd(Math.ceil(compact.length / 4) * 4, "="));
  } catch {
    return null;
  }
}

/** Whether `signature` (base64, BIP-137 or BIP-322 simple) is the address's signature of `message`. */
export function checkBitcoinSignature(
  message: string,
  address: string,
  signature: string,
): BitcoinSignatureCheck {
  const script = bitcoinOutputScript(address);
  if (!script) return { ok: false, reason: "unsupported" };
  const type = OutScript.decode(script).type;
  const bytes = decodeBase64(signature);
  if (!bytes || bytes.length === 0) return { ok: false, reason: "malformed" };
  // A BIP-137 signature is 65 bytes behind a header of 27 to 42; a BIP-322 witness starts with its item count
  // (1 or 2 for the addresses checked here), so the two never look alike.
  if (bytes.length === 65 && bytes[0]! >= 27 && bytes[0]! <= 42) {
    if (type !== "pkh" && type !== "sh" && type !== "wpkh") return { ok: false, reason: "unsupported" };
    return checkBip137(message, bytes, script)
      ? { ok: true, scheme: "BIP-137" }
      : { ok: false, reason: "mismatch", scheme: "BIP-137" };
  }
  let witness: Uint8Array[];
  try {
    witness = RawWitness.decode(bytes);
  } catch {
    return { ok: false, reason: "malformed" };
  }
  if (type !== "wpkh" && type !== "tr") return { ok: false, reason: "unsupported" };
  return checkBip322(message, witness, script)
    ? { ok: true, scheme: "BIP-322" }
    : { ok: false, reason: "mismatch", scheme: "BIP-322" };
}
