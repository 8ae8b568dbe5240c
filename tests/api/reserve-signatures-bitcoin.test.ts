// Bitcoin reserve signatures through POST /api/admin/reserves/signatures: BIP-137 (the legacy compact signature of
// Bitcoin Core's signmessage, Electrum, Sparrow) for P2PKH, P2SH-P2WPKH and P2WPKH, and BIP-322 simple for P2WPKH
// and P2TR, each made here with a known key from the formats' definitions (not with lib/reserves); a wrong key,
// message, address or a malformed signature is a 400 saying why, and nothing is kept.
import { secp256k1 } from "@noble/curves/secp256k1";
import { sha256 } from "@noble/hashes/sha2";
import { base64 } from "@scure/base";
import {
  NETWORK,
  OutScript,
  p2pkh,
  p2sh,
  p2tr,
  p2wpkh,
  p2wsh,
  RawWitness,
  Script,
  Transaction,
} from "@scure/btc-signer";
import { sha256x2 } from "@scure/btc-signer/utils";
import { POST as signaturePost } from "@/app/api/admin/reserves/signatures/route";
import { POST as snapshotPost } from "@/app/api/admin/reserves/snapshots/route";
import { GET as reservesGet } from "@/app/api/reserves/route";
import { resetEnvCache } from "@/lib/env";
import { setupTestDb } from "../helpers/db";
import { createUser } from "../helpers/factories";
import { call } from "../helpers/http";

setupTestDb();

// Keys everybody knows (never ones that hold anything): 32 bytes of 0x11 and of 0x22.
const key = new Uint8Array(32).fill(0x11);
const otherKey = new Uint8Array(32).fill(0x22);
const publicKey = secp256k1.getPublicKey(key, true);
const xOnly = publicKey.subarray(1);

const ADDRESSES = {
  p2pkh: p2pkh(publicKey, NETWORK).address!,
  p2shP2wpkh: p2sh(p2wpkh(publicKey, NETWORK), NETWORK).address!,
  p2wpkh: p2wpkh(publicKey, NETWORK).address!,
  p2tr: p2tr(xOnly, undefined, NETWORK).address!,
  p2wsh: p2wsh(p2pkh(publicKey), NETWORK).address!,
};

/** BIP-137, from its definition: a recoverable ECDSA signature of the double SHA-256 of the prefixed message,
 *  behind a header of 27 + recovery id + 4 (compressed key) + 4 (P2SH-P2WPKH) or 8 (P2WPKH). */
function bip137(message: string, signer: Uint8Array, kind: "p2pkh" | "p2shP2wpkh" | "p2wpkh") {
  const bytes = new TextEncoder().encode(message);
  if (bytes.length >= 0xfd) throw new Error("the test's messages are short");
  const digest = sha256x2(
    new TextEncoder().encode("\x18Bitcoin Signed Message:\n"),
    Uint8Array.of(bytes.length),
    bytes,
  );
  const sig = secp256k1.sign(digest, signer);
  const header = 27 + sig.recovery + 4 + { p2pkh: 0, p2shP2wpkh: 4, p2wpkh: 8 }[kind];
  return base64.encode(Uint8Array.from([header, ...sig.toCompactRawBytes()]));
}

/** BIP-322 simple, from its definition: to_spend pays the address nothing under the tagged message hash, to_sign
 *  spends it to OP_RETURN; the signature is to_sign's witness, consensus-encoded, in base64. */
function bip322(message: string, signer: Uint8Array, address: "p2wpkh" | "p2tr") {
  const signerPub = secp256k1.getPublicKey(signer, true);
  const payment = address === "p2wpkh" ? p2wpkh(signerPub) : p2tr(signerPub.subarray(1));
  // Signed for the listed address's script: another key's signature must then fail.
  const script = OutScript.encode(
    OutScript.decode(
      address === "p2wpkh" ? p2wpkh(publicKey).script : p2tr(xOnly, undefined, NETWORK).script,
    ),
  );
  const tag = sha256(new TextEncoder().encode("BIP0322-signed-message"));
  const messageHash = sha256(Uint8Array.from([...tag, ...tag, ...new TextEncoder().encode(message)]));
  const options = { version: 0, lockTime: 0, allowUnknownOutputs: true, allowUnknownInputs: true };
  const toSpend = new Transaction(options);
  toSpend.addOutput({ script, amount: 0n });
  toSpend.addInput({
    txid: new Uint8Array(32),
    index: 0xffffffff,
    sequence: 0,
    finalScriptSig: Script.encode(["OP_0", messageHash]),
  });
  const toSign = new Transaction(options);
  toSign.addOutput({ script: Script.encode(["RETURN"]), amount: 0n });
  toSign.addInput({
    txid: toSpend.id,
    index: 0,
    sequence: 0,
    // The signer's own script, so the library signs with its key; the witness is then checked against `script`.
    witnessUtxo: { script: payment.script, amount: 0n },
    ...(address === "p2tr" ? { tapInternalKey: signerPub.subarray(1) } : {}),
  });
  toSign.signIdx(signer, 0);
  toSign.finalizeIdx(0);
  return base64.encode(RawWitness.encode(toSign.getInput(0).finalScriptWitness!));
}

let owner: Awaited<ReturnType<typeof createUser>>;
let snapshotId: string;
const message = (address: string) => `Apex proof of reserves ${snapshotId} ${address}`;
const upload = (address: string, signature: string) =>
  call(signaturePost, "/api/admin/reserves/signatures", {
    token: owner.token,
    body: { snapshotId, network: "BITCOIN", address, signature },
  });

beforeAll(async () => {
  process.env.RESERVE_ADDRESSES = JSON.stringify(
    Object.values(ADDRESSES).map((address) => ({ network: "BITCOIN", address })),
  );
  resetEnvCache();
  owner = await createUser({ role: "ADMIN" });
  const res = await call(snapshotPost, "/api/admin/reserves/snapshots", {
    method: "POST",
    token: owner.token,
  });
  expect(res.status).toBe(200);
  snapshotId = res.body.snapshotId;
});

afterAll(() => {
  delete process.env.RESERVE_ADDRESSES;
  resetEnvCache();
});

const signedOnes = async () =>
  (await call(reservesGet, "/api/reserves")).body.reserves
    .filter((r: { signed: boolean }) => r.signed)
    .map((r: { address: string }) => r.address)
    .sort();

describe("refused, with why, and nothing kept", () => {
  test("another key's signature, or a signature of another message", async () => {
    for (const kind of ["p2pkh", "p2shP2wpkh", "p2wpkh"] as const) {
      const address = ADDRESSES[kind];
      for (const signature of [
        bip137(message(address), otherKey, kind),
        bip137(`${message(address)} `, key, kind),
        // The right key and message, for another listed address.
        bip137(message(ADDRESSES.p2tr), key, kind),
      ]) {
        const res = await upload(address, signature);
        expect(res.status).toBe(400);
        expect(res.body.message).toBe(
          `The signature is not the address's BIP-137 signature of "${message(address)}"`,
        );
      }
    }
    for (const kind of ["p2wpkh", "p2tr"] as const) {
      const address = ADDRESSES[kind];
      for (const signature of [
        bip322(message(address), otherKey, kind),
        bip322(`${message(address)}.`, key, kind),
        bip322(message(ADDRESSES.p2pkh), key, kind),
      ]) {
        const res = await upload(address, signature);
        expect(res.status).toBe(400);
        expect(res.body.message).toBe(
          `The signature is not the address's BIP-322 signature of "${message(address)}"`,
        );
      }
    }
    expect(await signedOnes()).toEqual([]);
  });

  test("a signature for the right message but uploaded for another address", async () => {
    const res = await upload(ADDRESSES.p2wpkh, bip322(message(ADDRESSES.p2tr), key, "p2tr"));
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/^The signature is not the address's BIP-322 signature/);
  });

  test("not base64, or nothing a Bitcoin wallet writes", async () => {
    for (const signature of ["0x" + "ab".repeat(65), "not a signature!", "AAAA"]) {
      const res = await upload(ADDRESSES.p2wpkh, signature);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(
        "A Bitcoin signature is base64: a BIP-137 signature (65 bytes) or a BIP-322 simple signature (the witness)",
      );
    }
  });

  test("a script address neither form covers (P2WSH)", async () => {
    const res = await upload(ADDRESSES.p2wsh, bip137(message(ADDRESSES.p2wsh), key, "p2wpkh"));
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/^Bitcoin signatures are checked for P2PKH/);
  });

  test("BIP-322 simple cannot sign for P2SH-P2WPKH (its scriptSig is not in the witness)", async () => {
    const res = await upload(ADDRESSES.p2shP2wpkh, bip322(message(ADDRESSES.p2shP2wpkh), key, "p2wpkh"));
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/^Bitcoin signatures are checked for P2PKH/);
  });
});

describe("verified and published as signed", () => {
  test("BIP-137 for P2PKH, P2SH-P2WPKH and P2WPKH (and Electrum's compressed-P2PKH header on segwit)", async () => {
    for (const kind of ["p2pkh", "p2shP2wpkh", "p2wpkh"] as const) {
      const res = await upload(ADDRESSES[kind], bip137(message(ADDRESSES[kind]), key, kind));
      expect(res.status).toBe(200);
      expect(res.body).toEqual(
        expect.objectContaining({ network: "BITCOIN", address: ADDRESSES[kind], signed: true }),
      );
    }
    const electrumStyle = await upload(ADDRESSES.p2wpkh, bip137(message(ADDRESSES.p2wpkh), key, "p2pkh"));
    expect(electrumStyle.status).toBe(200);
  });

  test("BIP-322 simple for P2WPKH and P2TR", async () => {
    for (const kind of ["p2wpkh", "p2tr"] as const) {
      const res = await upload(ADDRESSES[kind], bip322(message(ADDRESSES[kind]), key, kind));
      expect(res.status).toBe(200);
    }
    expect(await signedOnes()).toEqual(
      [ADDRESSES.p2pkh, ADDRESSES.p2shP2wpkh, ADDRESSES.p2wpkh, ADDRESSES.p2tr].sort(),
    );
  });
});
