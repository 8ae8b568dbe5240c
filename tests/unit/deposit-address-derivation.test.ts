// Deposit addresses from account public keys, checked against published vectors of the BIP39 test mnemonic
// "abandon … about": BIP84's own test vectors (bitcoin/bips, bip-0084.mediawiki: the account zprv and the
// receiving addresses 0/0 and 0/1), its account zpub as wallets print it, and the Ethereum (m/44'/60'/0'/0/i)
// and Tron (m/44'/195'/0'/0/i) addresses every wallet shows for that mnemonic.
import { bech32, createBase58check } from "@scure/base";
import { HDKey } from "@scure/bip32";
import { mnemonicToSeedSync } from "@scure/bip39";
import { sha256 } from "@noble/hashes/sha2";
import { deriveAddress, toChecksumAddress } from "@/lib/deposits/addresses/derive-address";
import { ExtendedKeyError, parseAccountKey } from "@/lib/deposits/addresses/extended-key";

const MNEMONIC =
  "abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about";
const root = HDKey.fromMasterSeed(mnemonicToSeedSync(MNEMONIC));

// SLIP-132 version bytes of a BIP84 account key.
const ZPUB = { public: 0x04b24746, private: 0x04b2430c };
const VPUB = { public: 0x045f1cf6, private: 0x045f18bc };
const TPUB = { public: 0x043587cf, private: 0x04358394 };

/** The account key re-serialised with other version bytes (same key, other prefix). */
function withVersions(xpub: string, versions: { public: number; private: number }): string {
  const k = HDKey.fromExtendedKey(xpub);
  return new HDKey({
    versions,
    depth: k.depth,
    index: k.index,
    parentFingerprint: k.parentFingerprint,
    chainCode: k.chainCode!,
    publicKey: k.publicKey!,
  }).publicExtendedKey;
}

// BIP84 test vectors (bip-0084.mediawiki).
const BIP84_ACCOUNT_ZPRV =
  "zprvAdG4iTXWBoARxkkzNpNh8r6Qag3irQB8PzEMkAFeTRXxHpbF9z4QgEvBRmfvqWvGp42t42nvgGpNgYSJA9iefm1yYNZKEm7z6qUWCroSQnE";
const BIP84_ACCOUNT_ZPUB =
  "zpub6rFR7y4Q2AijBEqTUquhVz398htDFrtymD9xYYfG1m4wAcvPhXNfE3EfH1r1ADqtfSdVCToUG868RvUUkgDKf31mGDtKsAYz2oz2AGutZYs";
const BIP84_RECEIVE = [
  "bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu",
  "bc1qnjg0jd8228aq7egyzacy8cys3knf9xvrerkf9g",
];
const ETH_RECEIVE = [
  "0x9858EfFD232B4033E47d90003D41EC34EcaEda94",
  "0x6Fac4D18c912343BF86fa7049364Dd4E424Ab9C0",
];
const TRON_RECEIVE = ["TUEZSdKsoDHQMeZwihtdoBiN46zxhGWYdH", "TSeJkUh4Qv67VNFwY8LaAxERygNdy6NQZK"];

const accountXpub = (path: string) => root.derive(path).publicExtendedKey;

describe("Bitcoin: BIP84 native SegWit", () => {
  test("the account zpub from the mnemonic is BIP84's, and 0/0 and 0/1 are its receiving addresses", () => {
    const zpub = withVersions(accountXpub("m/84'/0'/0'"), ZPUB);
    expect(zpub).toBe(BIP84_ACCOUNT_ZPUB);
    // The vector's account zprv, made public, is the same key.
    expect(HDKey.fromExtendedKey(BIP84_ACCOUNT_ZPRV, ZPUB).publicExtendedKey).toBe(BIP84_ACCOUNT_ZPUB);
    const key = parseAccountKey("BITCOIN", BIP84_ACCOUNT_ZPUB);
    expect([0, 1].map((i) => deriveAddress(key, i))).toEqual(BIP84_RECEIVE);
  });

  test("the same key as an xpub gives the same addresses", () => {
    const key = parseAccountKey("BITCOIN", accountXpub("m/84'/0'/0'"));
    expect(key.testnet).toBe(false);
    expect(deriveAddress(key, 0)).toBe(BIP84_RECEIVE[0]);
  });

  test("a vpub or tpub gives tb1 addresses of the same key hash", () => {
    for (const versions of [VPUB, TPUB]) {
      const key = parseAccountKey("BITCOIN", withVersions(accountXpub("m/84'/0'/0'"), versions));
      expect(key.testnet).toBe(true);
      const testnet = deriveAddress(key, 1);
      expect(testnet.startsWith("tb1q")).toBe(true);
      const decoded = bech32.decode(testnet as `${string}1${string}`);
      const mainnet = bech32.decode(BIP84_RECEIVE[1] as `${string}1${string}`);
      expect(decoded.prefix).toBe("tb");
      expect(decoded.words).toEqual(mainnet.words);
    }
  });

  test("addresses are valid bech32 v0 programs of 20 bytes, distinct per index", () => {
    const key = parseAccountKey("BITCOIN", BIP84_ACCOUNT_ZPUB);
    const seen = new Set<string>();
    for (const i of [0, 1, 2, 41, 1000, 0x7fffffff]) {
      const a = deriveAddress(key, i);
      const { prefix, words } = bech32.decode(a as `${string}1${string}`);
      expect(prefix).toBe("bc");
      expect(words[0]).toBe(0);
      expect(bech32.fromWords(words.slice(1))).toHaveLength(20);
      seen.add(a);
    }
    expect(seen.size).toBe(6);
  });
});

describe("EVM: BIP44 coin type 60, EIP-55", () => {
  test("0/0 and 0/1 of m/44'/60'/0' are the mnemonic's well-known first addresses, checksummed", () => {
    const key = parseAccountKey("EVM", accountXpub("m/44'/60'/0'"));
    expect([0, 1].map((i) => deriveAddress(key, i))).toEqual(ETH_RECEIVE);
  });

  test("EIP-55: the checksum of the lower-case address gives the mixed case back", () => {
    for (const a of ETH_RECEIVE) {
      expect(toChecksumAddress(a.toLowerCase())).toBe(a);
      expect(toChecksumAddress(a.slice(2).toUpperCase())).toBe(a);
    }
    // EIP-55's own examples.
    expect(toChecksumAddress("0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed")).toBe(
      "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed",
    );
    expect(toChecksumAddress("0xfb6916095ca1df60bb79ce92ce3ea74c37c5d359")).toBe(
      "0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359",
    );
    expect(() => toChecksumAddress("0x1234")).toThrow();
  });
});

describe("Tron: the same secp256k1 key, base58check with 0x41", () => {
  test("0/0 and 0/1 of m/44'/195'/0' are the mnemonic's well-known Tron addresses", () => {
    const key = parseAccountKey("TRON", accountXpub("m/44'/195'/0'"));
    expect([0, 1].map((i) => deriveAddress(key, i))).toEqual(TRON_RECEIVE);
  });

  test("a Tron address is 0x41 and the 20 bytes an EVM address of the same key shows", () => {
    const base58check = createBase58check(sha256);
    const tron = parseAccountKey("TRON", accountXpub("m/44'/60'/0'"));
    const evm = parseAccountKey("EVM", accountXpub("m/44'/60'/0'"));
    const bytes = base58check.decode(deriveAddress(tron, 7));
    expect(bytes).toHaveLength(21);
    expect(bytes[0]).toBe(0x41);
    expect("0x" + Buffer.from(bytes.subarray(1)).toString("hex")).toBe(deriveAddress(evm, 7).toLowerCase());
  });
});

describe("only account public keys are accepted", () => {
  const secretParts = (key: string) => [key, key.slice(4, 40), key.slice(-30)];

  test.each([
    ["BITCOIN", "zprv", "m/84'/0'/0'", ZPUB],
    ["BITCOIN", "xprv", "m/84'/0'/0'", undefined],
    ["EVM", "xprv", "m/44'/60'/0'", undefined],
    ["TRON", "xprv", "m/44'/195'/0'", undefined],
  ] as const)("%s: an %s at %s is refused without being repeated", (family, _kind, path, versions) => {
    const node = root.derive(path);
    const xprv = versions
      ? new HDKey({
          versions,
          depth: node.depth,
          index: node.index,
          parentFingerprint: node.parentFingerprint,
          chainCode: node.chainCode!,
          privateKey: node.privateKey!,
        }).privateExtendedKey
      : node.privateExtendedKey;
    let error: unknown;
    try {
      parseAccountKey(family, xprv);
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(ExtendedKeyError);
    const message = (error as Error).message;
    expect(message).toMatch(/PRIVATE key/);
    for (const part of secretParts(xprv)) expect(message).not.toContain(part);
  });

  test("a key at another depth, of the wrong kind, or no key at all is refused, naming only the setting", () => {
    const master = root.publicExtendedKey;
    expect(() => parseAccountKey("EVM", master)).toThrow(/DEPOSIT_XPUB_EVM must be an account key \(depth 3/);
    expect(() => parseAccountKey("EVM", accountXpub("m/44'/60'/0'/0"))).toThrow(/depth 4/);
    // A BIP49 (wrapped SegWit) key on the Bitcoin setting.
    const ypub = withVersions(accountXpub("m/49'/0'/0'"), { public: 0x049d7cb2, private: 0x049d7878 });
    expect(() => parseAccountKey("BITCOIN", ypub)).toThrow(/ypub, for wrapped SegWit/);
    // A zpub is Bitcoin's only.
    expect(() => parseAccountKey("TRON", BIP84_ACCOUNT_ZPUB)).toThrow(
      /DEPOSIT_XPUB_TRON must be one of: xpub/,
    );
    for (const junk of [
      "",
      "hello",
      "0x" + "ab".repeat(32),
      MNEMONIC,
      BIP84_ACCOUNT_ZPUB.slice(0, -1) + "t",
    ]) {
      let message = "";
      try {
        parseAccountKey("BITCOIN", junk);
      } catch (err) {
        expect(err).toBeInstanceOf(ExtendedKeyError);
        message = (err as Error).message;
      }
      expect(message).toBe("DEPOSIT_XPUB_BITCOIN is not an extended public key (xpub)");
    }
  });

  test("child indexes are the non-hardened range", () => {
    const key = parseAccountKey("EVM", accountXpub("m/44'/60'/0'"));
    expect(() => deriveAddress(key, -1)).toThrow(RangeError);
    expect(() => deriveAddress(key, 0x80000000)).toThrow(RangeError);
    expect(() => deriveAddress(key, 1.5)).toThrow(RangeError);
  });
});
