// Bitcoin message signatures against the published vectors: BIP-322's own (message hashes, to_spend and to_sign
// ids, both "Hello World" and both "" signatures of bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l), Bitcoin Core's
// taproot BIP-322 vector and its legacy (BIP-137) signmessage vector for the same key's P2PKH address.
import { hex } from "@scure/base";
import { sha256x2 } from "@scure/btc-signer/utils";
import {
  bip322MessageHash,
  bip322Transactions,
  bitcoinOutputScript,
  checkBitcoinSignature,
} from "@/lib/reserves/bitcoin-message";

// Private key L3VFeEujGtevx9w18HD1fhRbCH67Az2dpCymeRE1SoPK6XQtaN2k (BIP-322's test key).
const P2WPKH = "bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l";
const P2TR = "bc1ppv609nr0vr25u07u95waq5lucwfm6tde4nydujnu8npg4q75mr5sxq8lt3";
const P2PKH = "14vV3aCHBeStb5bkenkNHbe2YAFinYdXgc";

const HELLO = [
  "AkcwRAIgZRfIY3p7/DoVTty6YZbWS71bc5Vct9p9Fia83eRmw2QCICK/ENGfwLtptFluMGs2KsqoNSk89pO7F29zJLUx9a/sASECx/EgAxlkQpQ9hYjgGu6EBCPMVPwVIVJqO4XCsMvViHI=",
  "AkgwRQIhAOzyynlqt93lOKJr+wmmxIens//zPzl9tqIOua93wO6MAiBi5n5EyAcPScOjf1lAqIUIQtr3zKNeavYabHyR8eGhowEhAsfxIAMZZEKUPYWI4BruhAQjzFT8FSFSajuFwrDL1Yhy",
];
const EMPTY = [
  "AkcwRAIgM2gBAQqvZX15ZiysmKmQpDrG83avLIT492QBzLnQIxYCIBaTpOaD20qRlEylyxFSeEA2ba9YOixpX8z46TSDtS40ASECx/EgAxlkQpQ9hYjgGu6EBCPMVPwVIVJqO4XCsMvViHI=",
  "AkgwRQIhAPkJ1Q4oYS0htvyuSFHLxRQpFAY56b70UvE7Dxazen0ZAiAtZfFz1S6T6I23MWI2lK/pcNTWncuyL8UL+oMdydVgzAEhAsfxIAMZZEKUPYWI4BruhAQjzFT8FSFSajuFwrDL1Yhy",
];
const TAPROOT_HELLO =
  "AUHd69PrJQEv+oKTfZ8l+WROBHuy9HKrbFCJu7U1iK2iiEy1vMU5EfMtjc+VSHM7aU0SDbak5IUZRVno2P5mjSafAQ==";
const LEGACY_HELLO =
  "IOW2xi+ebJLeBtr674l4QH76dqDoVjLV80R9EFKFQX5rBrlCXPIZaYs8Yuayg0ZqjyiCbLy9pzZIS7JWT65/nsU=";

test("BIP-322's message hashes", () => {
  expect(hex.encode(bip322MessageHash(""))).toBe(
    "c90c269c4f8fcbe6880f72a721ddfbf1914268a794cbb21cfafee13770ae19f1",
  );
  expect(hex.encode(bip322MessageHash("Hello World"))).toBe(
    "f0eb03b1a75ac6d9847f55c624a99169b5dccba2a31f5b23bea77ba270de0a7a",
  );
});

test("BIP-322's to_spend and to_sign transaction ids", () => {
  const ids = (message: string) => {
    const { toSpend, toSign } = bip322Transactions(message, bitcoinOutputScript(P2WPKH)!);
    return [toSpend.id, hex.encode(sha256x2(toSign.unsignedTx).reverse())];
  };
  expect(ids("")).toEqual([
    "c5680aa69bb8d860bf82d4e9cd3504b55dde018de765a91bb566283c545a99a7",
    "1e9654e951a5ba44c8604c4de6c67fd78a27e81dcadcfe1edf638ba3aaebaed6",
  ]);
  expect(ids("Hello World")).toEqual([
    "b79d196740ad5217771c1098fc4a4b51e0535c32236c71f1ea4d61a2d603352b",
    "88737ae86f2077145f93cc4b153ae9a1cb8d56afa511988c149c5c8c9d93bddf",
  ]);
});

test("BIP-322's P2WPKH signatures verify, and only for their own message and address", () => {
  for (const s of HELLO) {
    expect(checkBitcoinSignature("Hello World", P2WPKH, s)).toEqual({ ok: true, scheme: "BIP-322" });
    expect(checkBitcoinSignature("Hello World!", P2WPKH, s)).toEqual({
      ok: false,
      reason: "mismatch",
      scheme: "BIP-322",
    });
    expect(checkBitcoinSignature("", P2WPKH, s).ok).toBe(false);
    // Another P2WPKH address (the BIP-173 example's).
    expect(checkBitcoinSignature("Hello World", "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4", s).ok).toBe(
      false,
    );
  }
  for (const s of EMPTY) expect(checkBitcoinSignature("", P2WPKH, s).ok).toBe(true);
});

test("Bitcoin Core's taproot BIP-322 vector verifies; a changed byte does not", () => {
  expect(checkBitcoinSignature("Hello World", P2TR, TAPROOT_HELLO)).toEqual({ ok: true, scheme: "BIP-322" });
  const bytes = Buffer.from(TAPROOT_HELLO, "base64");
  bytes[10] ^= 1;
  expect(checkBitcoinSignature("Hello World", P2TR, bytes.toString("base64")).ok).toBe(false);
  expect(checkBitcoinSignature("Hello world", P2TR, TAPROOT_HELLO).ok).toBe(false);
});

test("Bitcoin Core's legacy signmessage vector (BIP-137) verifies for the key's P2PKH address", () => {
  expect(checkBitcoinSignature("Hello World", P2PKH, LEGACY_HELLO)).toEqual({ ok: true, scheme: "BIP-137" });
  expect(checkBitcoinSignature("Hello World", P2PKH, HELLO[0]!)).toEqual({
    ok: false,
    reason: "unsupported",
  });
  expect(checkBitcoinSignature("Hello World.", P2PKH, LEGACY_HELLO)).toEqual({
    ok: false,
    reason: "mismatch",
    scheme: "BIP-137",
  });
  // The same key's P2WPKH address: a compressed-key header is accepted for it (Electrum writes those).
  expect(checkBitcoinSignature("Hello World", P2WPKH, LEGACY_HELLO).ok).toBe(true);
});

test("testnet addresses are read too; anything else is no Bitcoin address", () => {
  const testnet = "tb1q9vza2e8x573nczrlzms0wvx3gsqjx7vaxwd45v";
  expect(checkBitcoinSignature("Hello World", testnet, HELLO[0]!).ok).toBe(true);
  expect(
    checkBitcoinSignature("Hello World", "0x0000000000000000000000000000000000000000", HELLO[0]!),
  ).toEqual({ ok: false, reason: "unsupported" });
});
