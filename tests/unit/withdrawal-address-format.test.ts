// Address formats for each withdrawal network, against the published test vectors: BIP-173 and BIP-350
// (segwit v0 bech32, v1+ bech32m), base58check P2PKH/P2SH, EIP-55 and Tron's base58check behind 0x41; then the
// well-formed addresses nobody can spend from, and labels holding bidi controls.
import { createBase58check } from "@scure/base";
import { sha256 } from "@noble/hashes/sha2";
import {
  addressFormatValid,
  canonicalAddress,
  unassignableAddress,
  withdrawalAddressSchema,
} from "@/lib/validation/withdrawal-addresses";
import { withdrawalFormSchema, withdrawalSchema } from "@/lib/validation/withdrawals";

const valid: [string, "BITCOIN" | "ETHEREUM" | "USDT" | "USDC", string][] = [
  // BIP-173 / BIP-350 valid segwit addresses.
  ["v0 P2WPKH, upper case", "BITCOIN", "BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4"],
  ["v0 P2WSH, testnet", "BITCOIN", "tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sl5k7"],
  ["v1, 40 bytes", "BITCOIN", "bc1pw508d6qejxtdg4y5r3zarvary0c5xw7kw508d6qejxtdg4y5r3zarvary0c5xw7kt5nd6y"],
  ["v16, 2 bytes", "BITCOIN", "BC1SW50QGDZ25J"],
  ["v2, 16 bytes", "BITCOIN", "bc1zw508d6qejxtdg4y5r3zarvaryvaxxpcs"],
  [
    "v0 P2WSH, testnet, leading zeros",
    "BITCOIN",
    "tb1qqqqqp399et2xygdj5xreqhjjvcmzhxw4aywxecjdzew6hylgvsesrxh6hy",
  ],
  ["v1 taproot", "BITCOIN", "bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0"],
  ["P2PKH", "BITCOIN", "1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2"],
  ["P2PKH, the genesis block's", "BITCOIN", "1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa"],
  ["P2SH", "BITCOIN", "3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy"],
  // EIP-55's own examples, and addresses of one case (no checksum to check).
  ["EIP-55", "ETHEREUM", "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed"],
  ["EIP-55", "ETHEREUM", "0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359"],
  ["EIP-55", "USDC", "0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB"],
  ["EIP-55", "USDC", "0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb"],
  ["all upper case", "ETHEREUM", "0x52908400098527886E0F7030069857D2E4169EE7"],
  ["all lower case", "ETHEREUM", "0xde709f2102306220921060314715629080e2fb77"],
  ["Tron", "USDT", "TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t"],
];

const invalid: [string, "BITCOIN" | "ETHEREUM" | "USDT" | "USDC", string][] = [
  // BIP-350 invalid addresses.
  [
    "invalid human-readable part",
    "BITCOIN",
    "tc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vq5zuyut",
  ],
  ["v1 with a bech32 checksum", "BITCOIN", "bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqh2y7hd"],
  ["v2 with a bech32 checksum", "BITCOIN", "tb1z0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqglt7rf"],
  ["v16 with a bech32 checksum", "BITCOIN", "BC1S0XLXVLHEMJA6C4DQV22UAPCTQUPFHLXM9H8Z3K2E72Q4K9HCZ7VQ54WELL"],
  ["v0 with a bech32m checksum", "BITCOIN", "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kemeawh"],
  [
    "v0 with a bech32m checksum, testnet",
    "BITCOIN",
    "tb1q0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vq24jc47",
  ],
  [
    "a character outside the alphabet",
    "BITCOIN",
    "bc1p38j9r5y49hruaue7wxjce0updqjuyyx0kh56v8s25huc6995vvpql3jow4",
  ],
  ["witness version 17", "BITCOIN", "BC130XLXVLHEMJA6C4DQV22UAPCTQUPFHLXM9H8Z3K2E72Q4K9HCZ7VQ7ZWS8R"],
  ["a 1-byte program", "BITCOIN", "bc1pw5dgrnzv"],
  [
    "a 41-byte program",
    "BITCOIN",
    "bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7v8n0nx0muaewav253zgeav",
  ],
  ["a v0 program of 16 bytes", "BITCOIN", "BC1QR508D6QEJXTDG4Y5R3ZARVARYV98GJ9P"],
  ["mixed case", "BITCOIN", "tb1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vq47Zagq"],
  [
    "more than 4 bits of padding",
    "BITCOIN",
    "bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7v07qwwzcrf",
  ],
  ["non-zero padding", "BITCOIN", "tb1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vpggkg4j"],
  ["empty data", "BITCOIN", "bc1gmk9yu"],
  ["a base58 checksum off by one letter", "BITCOIN", "1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN3"],
  ["a Tron address for Bitcoin", "BITCOIN", "TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t"],
  ["an Ethereum address for Bitcoin", "BITCOIN", "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed"],
  // EIP-55: one letter's case changed breaks the checksum.
  ["EIP-55 with one letter's case changed", "ETHEREUM", "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD"],
  ["EIP-55 with one letter's case changed", "USDC", "0xFB6916095ca1df60bB79Ce92cE3Ea74c37c5d359"],
  ["39 hex digits", "ETHEREUM", "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAe"],
  ["no 0x", "ETHEREUM", "5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed"],
  ["a Bitcoin address for Ethereum", "ETHEREUM", "1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2"],
  // Tron: the 0x41 prefix and its checksum.
  ["a Bitcoin P2PKH address (prefix 0x00) for Tron", "USDT", "1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2"],
  ["a Tron checksum off by one letter", "USDT", "TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u"],
  ["an Ethereum address for Tron", "USDT", "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed"],
];

test.each(valid)("valid: %s (%s) %s", (_name, asset, address) => {
  expect(addressFormatValid(asset, address)).toBe(true);
});

test.each(invalid)("invalid: %s (%s) %s", (_name, asset, address) => {
  expect(addressFormatValid(asset, address)).toBe(false);
});

test("one spelling per address: EIP-55 for Ethereum, lower case for bech32, base58 as it is", () => {
  expect(canonicalAddress("ETHEREUM", "0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed")).toBe(
    "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed",
  );
  expect(canonicalAddress("BITCOIN", "BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4")).toBe(
    "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4",
  );
  expect(canonicalAddress("USDT", " TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t ")).toBe(
    "TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t",
  );
});

describe("withdrawalAddressSchema", () => {
  test("a good address: the network follows the asset and the address is stored canonically", () => {
    const parsed = withdrawalAddressSchema.parse({
      label: "  Ledger ",
      asset: "usdc",
      network: "ethereum",
      address: "0x5AAEB6053F3E94C9B9A09F33669435E7EF1BEAED",
    });
    expect(parsed).toEqual({
      label: "Ledger",
      asset: "USDC",
      network: "Ethereum Network",
      address: "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed",
    });
  });

  test("another network than the asset's is refused, as a withdrawal's is", () => {
    const parsed = withdrawalAddressSchema.safeParse({
      label: "Cold",
      asset: "USDT",
      network: "Ethereum Network",
      address: "TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t",
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["network", "USDT withdrawals go over Tron Network"],
    ]);
  });

  test("a bad checksum and a missing label are each named by their field", () => {
    const parsed = withdrawalAddressSchema.safeParse({
      label: " ",
      asset: "BITCOIN",
      address: "1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN3",
    });
    expect(parsed.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["label", "Label is required"],
      ["address", "Please enter a valid address for this network"],
    ]);
  });
});

// Well-formed addresses nobody can spend from: coins sent there are lost, so the book and the withdrawal refuse
// them with their own field error.
const unassignable: [string, "BITCOIN" | "ETHEREUM" | "USDT" | "USDC", string][] = [
  ["the zero address", "ETHEREUM", "0x0000000000000000000000000000000000000000"],
  ["the zero address", "USDC", "0x0000000000000000000000000000000000000000"],
  ["the 0x…dEaD burn address", "ETHEREUM", "0x000000000000000000000000000000000000dEaD"],
  ["the 0x…dEaD burn address, lower case", "USDC", "0x000000000000000000000000000000000000dead"],
  ["a precompiled contract (ecrecover)", "ETHEREUM", "0x0000000000000000000000000000000000000001"],
  ["Tron's zero address (0x41 and 20 zero bytes)", "USDT", "T9yD14Nj9j7xAB4dbGeiX9h8unkKHxuWwb"],
  ["P2PKH of the zero hash", "BITCOIN", "1111111111111111111114oLvT2"],
  ["P2WPKH of the zero hash", "BITCOIN", "bc1qqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqq9e75rs"],
  ["P2WSH of the zero hash", "BITCOIN", "bc1qqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqthqst8"],
  [
    "P2TR of the zero key (x = 0 is on no point)",
    "BITCOIN",
    "bc1pqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqpqqenm",
  ],
  ["the Bitcoin eater", "BITCOIN", "1BitcoinEaterAddressDontSendf59kuE"],
];

const spendable: [string, "BITCOIN" | "ETHEREUM" | "USDT" | "USDC", string][] = [
  ["a vanity address with 7 leading zero bytes", "ETHEREUM", "0x00000000000000ADc04C56Bf30aC9d3c0aAF14dC"],
  ["17 leading zero bytes", "ETHEREUM", "0x0000000000000000000000000000000001000000"],
  ["an ordinary EIP-55 address", "USDC", "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed"],
  ["an ordinary Tron address", "USDT", "TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t"],
  ["P2PKH, the genesis block's", "BITCOIN", "1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa"],
  ["v1 taproot", "BITCOIN", "bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0"],
];

test("Tron's zero address is the base58check of 0x41 and 20 zero bytes", () => {
  const payload = new Uint8Array(21);
  payload[0] = 0x41;
  expect(createBase58check(sha256).encode(payload)).toBe("T9yD14Nj9j7xAB4dbGeiX9h8unkKHxuWwb");
});

test.each(unassignable)("unassignable: %s (%s) %s", (_name, asset, address) => {
  expect(addressFormatValid(asset, address)).toBe(true);
  expect(unassignableAddress(address)).toBe(true);
  const book = withdrawalAddressSchema.safeParse({ label: "Burn", asset, address });
  expect(book.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
    ["address", "Nobody can spend from this address: coins sent there are lost"],
  ]);
  const withdrawal = withdrawalSchema.safeParse({ amount: "1", asset, address, pin: "1234" });
  expect(withdrawal.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
    ["address", "Nobody can spend from this address: coins sent there are lost"],
  ]);
  expect(withdrawalFormSchema.safeParse({ amount: "1", asset, address, pin: "1234" }).success).toBe(false);
});

test.each(spendable)("spendable: %s (%s) %s", (_name, asset, address) => {
  expect(unassignableAddress(address)).toBe(false);
  expect(withdrawalSchema.safeParse({ amount: "1", asset, address, pin: "1234" }).success).toBe(true);
});

test.each([
  ["U+202E right-to-left override", "Cold \u202Ewallet"],
  ["U+202D left-to-right override", "\u202DLedger"],
  ["U+2067 right-to-left isolate", "Ledger\u2067 x\u2069"],
  ["U+200F right-to-left mark", "Ledger\u200F"],
  ["U+061C Arabic letter mark", "\u061CLedger"],
])("a label holding a bidi control (%s) is refused by its field", (_name, label) => {
  const parsed = withdrawalAddressSchema.safeParse({
    label,
    asset: "ETHEREUM",
    address: "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed",
  });
  expect(parsed.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
    ["label", "Label must not contain text direction control characters"],
  ]);
});

test("labels in right-to-left scripts stay welcome", () => {
  for (const label of ["محفظة باردة", "ארנק קר", "コールド"])
    expect(
      withdrawalAddressSchema.safeParse({
        label,
        asset: "ETHEREUM",
        address: "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed",
      }).success,
    ).toBe(true);
});
