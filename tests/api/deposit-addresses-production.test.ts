// Production never shows the example deposit addresses built in for local use (somebody else's wallets): a
// network with neither an account key nor a fixed address of its own is listed as not available, and start-up
// says which.
import { HDKey } from "@scure/bip32";
import { mnemonicToSeedSync } from "@scure/bip39";
import { GET as addressesRoute } from "@/app/api/deposits/addresses/route";
import { unavailableDepositNetworks } from "@/lib/deposits/addresses/fixed-addresses";
import { env, resetEnvCache } from "@/lib/env";
import { setupTestDb } from "../helpers/db";
import { createUser } from "../helpers/factories";
import { call } from "../helpers/http";

setupTestDb();

const EXAMPLES = [
  "bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh",
  "0x742d35Cc6634C0532925a3b844Bc454e4438f44e",
  "TN3W4H6rK2ce4vX9YnFQHwKENnHjoxb3m9",
];
const EVM_XPUB = HDKey.fromMasterSeed(
  mnemonicToSeedSync(
    "abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about",
  ),
).derive("m/44'/60'/0'").publicExtendedKey;

const SETTINGS = [
  "NODE_ENV",
  "DEPOSIT_ADDRESS_BTC",
  "DEPOSIT_ADDRESS_ETH",
  "DEPOSIT_ADDRESS_USDT",
  "DEPOSIT_XPUB_BITCOIN",
  "DEPOSIT_XPUB_EVM",
  "DEPOSIT_XPUB_TRON",
] as const;
const vars = process.env as Record<string, string | undefined>;
const saved = Object.fromEntries(SETTINGS.map((k) => [k, vars[k]]));

function configure(settings: Partial<Record<(typeof SETTINGS)[number], string>>) {
  for (const k of SETTINGS) {
    const value = k in settings ? settings[k] : k === "NODE_ENV" ? saved.NODE_ENV : undefined;
    if (value === undefined) delete vars[k];
    else vars[k] = value;
  }
  resetEnvCache();
}
afterEach(() => configure({}));

type Entry = { asset: string; network: string; address: string; personal: boolean; available: boolean };
async function addressesOf(token: string): Promise<Entry[]> {
  const res = await call(addressesRoute, "/api/deposits/addresses", { token });
  expect(res.status).toBe(200);
  for (const example of EXAMPLES) expect(JSON.stringify(res.body)).not.toContain(example);
  return res.body.addresses;
}
const unavailable = (asset: string, network: string) => ({
  asset,
  network,
  address: "",
  personal: false,
  available: false,
  requiredConfirmations: 12,
});

describe("GET /api/deposits/addresses in production", () => {
  test("without keys or addresses: every network listed as not available, no example address", async () => {
    configure({ NODE_ENV: "production" });
    const { token } = await createUser();
    expect(await addressesOf(token)).toEqual([
      unavailable("BTC", "Bitcoin Network"),
      unavailable("ETH", "Ethereum Network"),
      unavailable("USDT", "Tron Network"),
    ]);
  });

  test("an address of the platform's own is shown; an example address set on purpose is not", async () => {
    configure({
      NODE_ENV: "production",
      DEPOSIT_ADDRESS_BTC: "bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq",
      DEPOSIT_ADDRESS_ETH: EXAMPLES[1]!.toLowerCase(),
    });
    const { token } = await createUser();
    expect(await addressesOf(token)).toEqual([
      {
        asset: "BTC",
        network: "Bitcoin Network",
        address: "bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq",
        personal: false,
        available: true,
        requiredConfirmations: 12,
      },
      unavailable("ETH", "Ethereum Network"),
      unavailable("USDT", "Tron Network"),
    ]);
  });

  test("a family with an account key gives the investor their own addresses; the others are not available", async () => {
    configure({ NODE_ENV: "production", DEPOSIT_XPUB_EVM: EVM_XPUB });
    const { token } = await createUser();
    const list = await addressesOf(token);
    expect(list.filter((e) => e.available).every((e) => e.personal && e.address.startsWith("0x"))).toBe(true);
    expect(list.filter((e) => e.available).map((e) => `${e.asset} ${e.network}`)).toEqual([
      "ETH Ethereum Network",
      "USDT Ethereum Network",
      "USDT Smart Chain (BNB Network)",
      "USDC Ethereum Network",
      "USDC Smart Chain (BNB Network)",
    ]);
    expect(list.filter((e) => !e.available)).toEqual([
      unavailable("BTC", "Bitcoin Network"),
      unavailable("USDT", "Tron Network"),
    ]);
  });

  test("administrators get no example address either", async () => {
    configure({ NODE_ENV: "production", DEPOSIT_XPUB_EVM: EVM_XPUB });
    const admin = await createUser({ role: "ADMIN" });
    expect((await addressesOf(admin.token)).every((e) => !e.available && e.address === "")).toBe(true);
  });
});

describe("outside production", () => {
  test("the example addresses stand in, available", async () => {
    const { token } = await createUser();
    const res = await call(addressesRoute, "/api/deposits/addresses", { token });
    expect(res.body.addresses.map((e: Entry) => [e.address, e.available])).toEqual(
      EXAMPLES.map((a) => [a, true]),
    );
    expect(unavailableDepositNetworks(env())).toEqual([]);
  });
});

describe("the start-up list of unavailable networks", () => {
  test("names each network and the settings that would open it, never a value", () => {
    configure({ NODE_ENV: "production", DEPOSIT_XPUB_EVM: EVM_XPUB });
    const lines = unavailableDepositNetworks(env());
    expect(lines).toEqual([
      "BTC on the Bitcoin Network: set DEPOSIT_XPUB_BITCOIN or DEPOSIT_ADDRESS_BTC",
      "USDT on the Tron Network: set DEPOSIT_XPUB_TRON or DEPOSIT_ADDRESS_USDT",
    ]);
    expect(lines.join("\n")).not.toContain(EVM_XPUB);
    configure({
      NODE_ENV: "production",
      DEPOSIT_ADDRESS_BTC: "bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq",
      DEPOSIT_ADDRESS_ETH: "0x0000000000000000000000000000000000000abc",
      DEPOSIT_XPUB_TRON: HDKey.fromMasterSeed(new Uint8Array(32).fill(7)).derive("m/44'/195'/0'")
        .publicExtendedKey,
    });
    expect(unavailableDepositNetworks(env())).toEqual([]);
  });
});
