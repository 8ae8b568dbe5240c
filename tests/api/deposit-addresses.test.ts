// GET /api/deposits/addresses with account public keys configured: each investor's own address per network,
// derived at child index = user id, recorded once, the same on every call and under concurrent first calls.
import { HDKey } from "@scure/bip32";
import { mnemonicToSeedSync } from "@scure/bip39";
import { eq } from "drizzle-orm";
import { GET as addressesRoute } from "@/app/api/deposits/addresses/route";
import { depositAddresses } from "@/db/schema";
import { addressLookupKey, depositAddressOwners } from "@/lib/deposits/addresses/address-owners";
import { accountKeyFor } from "@/lib/deposits/addresses/configured-keys";
import { deriveAddress } from "@/lib/deposits/addresses/derive-address";
import { resetEnvCache } from "@/lib/env";
import { setupTestDb } from "../helpers/db";
import { createUser } from "../helpers/factories";
import { call } from "../helpers/http";

const { db } = setupTestDb();

const root = HDKey.fromMasterSeed(
  mnemonicToSeedSync(
    "abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about",
  ),
);
const XPUB = {
  DEPOSIT_XPUB_BITCOIN: root.derive("m/84'/0'/0'").publicExtendedKey,
  DEPOSIT_XPUB_EVM: root.derive("m/44'/60'/0'").publicExtendedKey,
  DEPOSIT_XPUB_TRON: root.derive("m/44'/195'/0'").publicExtendedKey,
};
type Setting = keyof typeof XPUB;

function configure(settings: Partial<Record<Setting, string>>) {
  for (const name of Object.keys(XPUB) as Setting[]) {
    if (settings[name]) process.env[name] = settings[name];
    else delete process.env[name];
  }
  resetEnvCache();
}

afterEach(() => configure({}));

type Entry = { asset: string; network: string; address: string; personal: boolean };
const get = async (token?: string) => call(addressesRoute, "/api/deposits/addresses", { token });
const addressesOf = async (token: string): Promise<Entry[]> => {
  const res = await get(token);
  expect(res.status).toBe(200);
  return res.body.addresses;
};

describe("GET /api/deposits/addresses with account keys", () => {
  test("an investor's own addresses: Bitcoin, one EVM address for Ethereum and BNB Smart Chain, Tron", async () => {
    configure(XPUB);
    const a = await createUser();
    const btc = deriveAddress(accountKeyFor("BITCOIN")!, a.user.id);
    const evm = deriveAddress(accountKeyFor("EVM")!, a.user.id);
    const tron = deriveAddress(accountKeyFor("TRON")!, a.user.id);
    expect(btc).toMatch(/^bc1q[02-9ac-hj-np-z]{38}$/);
    expect(evm).toMatch(/^0x[0-9a-fA-F]{40}$/);
    expect(tron).toMatch(/^T[1-9A-HJ-NP-Za-km-z]{33}$/);

    expect(await addressesOf(a.token)).toEqual([
      {
        asset: "BTC",
        network: "Bitcoin Network",
        address: btc,
        personal: true,
        requiredConfirmations: 12,
        available: true,
      },
      {
        asset: "ETH",
        network: "Ethereum Network",
        address: evm,
        personal: true,
        requiredConfirmations: 12,
        available: true,
      },
      {
        asset: "USDT",
        network: "Tron Network",
        address: tron,
        personal: true,
        requiredConfirmations: 12,
        available: true,
      },
      {
        asset: "USDT",
        network: "Ethereum Network",
        address: evm,
        personal: true,
        requiredConfirmations: 12,
        available: true,
      },
      {
        asset: "USDT",
        network: "Smart Chain (BNB Network)",
        address: evm,
        personal: true,
        requiredConfirmations: 12,
        available: true,
      },
      {
        asset: "USDC",
        network: "Ethereum Network",
        address: evm,
        personal: true,
        requiredConfirmations: 12,
        available: true,
      },
      {
        asset: "USDC",
        network: "Smart Chain (BNB Network)",
        address: evm,
        personal: true,
        requiredConfirmations: 12,
        available: true,
      },
    ]);

    // Recorded, one row per family, at child index = user id, found by address.
    const rows = await db().select().from(depositAddresses).where(eq(depositAddresses.userId, a.user.id));
    expect(rows.map((r) => [r.network, r.childIndex, r.address]).sort()).toEqual(
      [
        ["BITCOIN", a.user.id, btc],
        ["EVM", a.user.id, evm],
        ["TRON", a.user.id, tron],
      ].sort(),
    );
    const [byAddress] = await db().select().from(depositAddresses).where(eq(depositAddresses.address, tron));
    expect(byAddress!.userId).toBe(a.user.id);
  });

  test("stable across calls, and two investors never share an address", async () => {
    configure(XPUB);
    const a = await createUser();
    const b = await createUser();
    const first = await addressesOf(a.token);
    expect(await addressesOf(a.token)).toEqual(first);
    const other = await addressesOf(b.token);
    const mine = new Set(first.map((e) => e.address));
    expect(other.some((e) => mine.has(e.address))).toBe(false);
    expect(other.find((e) => e.asset === "ETH")!.address).toBe(
      deriveAddress(accountKeyFor("EVM")!, b.user.id),
    );
    expect(
      await db().select().from(depositAddresses).where(eq(depositAddresses.userId, a.user.id)),
    ).toHaveLength(3);
  });

  test("parallel first calls answer one address per network and record it once", async () => {
    configure(XPUB);
    const a = await createUser();
    const answers = await Promise.all(Array.from({ length: 6 }, () => get(a.token)));
    expect(answers.map((r) => r.status)).toEqual(Array(6).fill(200));
    for (const r of answers) expect(r.body).toEqual(answers[0]!.body);
    const rows = await db().select().from(depositAddresses).where(eq(depositAddresses.userId, a.user.id));
    expect(rows).toHaveLength(3);
  });

  test("each entry says its network's required confirmations, as configured", async () => {
    configure(XPUB);
    process.env.ETHEREUM_CONFIRMATIONS = "30";
    process.env.BITCOIN_CONFIRMATIONS = "3";
    resetEnvCache();
    try {
      const a = await createUser();
      const byNetwork = new Map((await addressesOf(a.token)).map((e) => [e.network, e]));
      expect(byNetwork.get("Ethereum Network")).toMatchObject({ requiredConfirmations: 30 });
      expect(byNetwork.get("Bitcoin Network")).toMatchObject({ requiredConfirmations: 3 });
      expect(byNetwork.get("Tron Network")).toMatchObject({ requiredConfirmations: 12 });
    } finally {
      delete process.env.ETHEREUM_CONFIRMATIONS;
      delete process.env.BITCOIN_CONFIRMATIONS;
      resetEnvCache();
    }
  });

  test("a network without a key keeps its fixed address; tokens on EVM chains only with the EVM key", async () => {
    configure({ DEPOSIT_XPUB_TRON: XPUB.DEPOSIT_XPUB_TRON });
    const a = await createUser();
    expect(await addressesOf(a.token)).toEqual([
      {
        asset: "BTC",
        network: "Bitcoin Network",
        address: "bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh",
        personal: false,
        requiredConfirmations: 12,
        available: true,
      },
      {
        asset: "ETH",
        network: "Ethereum Network",
        address: "0x742d35Cc6634C0532925a3b844Bc454e4438f44e",
        personal: false,
        requiredConfirmations: 12,
        available: true,
      },
      {
        asset: "USDT",
        network: "Tron Network",
        address: deriveAddress(accountKeyFor("TRON")!, a.user.id),
        personal: true,
        requiredConfirmations: 12,
        available: true,
      },
    ]);
  });

  test("a new key gives new addresses; those of the earlier key stay recorded for the watchers", async () => {
    configure(XPUB);
    const a = await createUser();
    const before = (await addressesOf(a.token)).find((e) => e.asset === "ETH")!.address;
    configure({ ...XPUB, DEPOSIT_XPUB_EVM: root.derive("m/44'/60'/1'").publicExtendedKey });
    const after = (await addressesOf(a.token)).find((e) => e.asset === "ETH")!.address;
    expect(after).not.toBe(before);
    expect(after).toBe(deriveAddress(accountKeyFor("EVM")!, a.user.id));
    const evmRows = await db().select().from(depositAddresses).where(eq(depositAddresses.network, "EVM"));
    expect(
      evmRows
        .filter((r) => r.userId === a.user.id)
        .map((r) => r.address)
        .sort(),
    ).toEqual([before, after].sort());
  });

  test("administrators hold no money: the fixed addresses, nothing recorded", async () => {
    configure(XPUB);
    const admin = await createUser({ role: "ADMIN" });
    const list = await addressesOf(admin.token);
    expect(list.every((e) => !e.personal)).toBe(true);
    expect(list.map((e) => e.asset)).toEqual(["BTC", "ETH", "USDT"]);
    expect(
      await db().select().from(depositAddresses).where(eq(depositAddresses.userId, admin.user.id)),
    ).toEqual([]);
  });

  test("anonymous: 401, nothing derived", async () => {
    configure(XPUB);
    const res = await get();
    expect(res.status).toBe(401);
  });
});

describe("depositAddressOwners (the chain watchers' lookup)", () => {
  test("finds each investor by address in the form a chain reports it, and nobody for other addresses", async () => {
    configure(XPUB);
    const a = await createUser();
    const b = await createUser();
    const mine = await addressesOf(a.token);
    await addressesOf(b.token);
    const evm = mine.find((e) => e.asset === "ETH")!.address;
    const btc = mine.find((e) => e.asset === "BTC")!.address;
    const tron = mine.find((e) => e.network === "Tron Network")!.address;
    const bEvm = deriveAddress(accountKeyFor("EVM")!, b.user.id);
    const stranger = "0x" + "12".repeat(20);

    const owners = await depositAddressOwners([
      evm.toLowerCase(),
      btc.toUpperCase(),
      tron,
      bEvm,
      stranger,
      "junk",
    ]);
    // Keyed by the lookup form (lower case for EVM and bech32), each with the address as stored and shown.
    expect(owners.get(evm.toLowerCase())).toEqual({
      userId: a.user.id,
      network: "EVM",
      childIndex: a.user.id,
      address: evm,
    });
    expect(owners.get(btc)).toEqual({
      userId: a.user.id,
      network: "BITCOIN",
      childIndex: a.user.id,
      address: btc,
    });
    expect(owners.get(tron)).toEqual({
      userId: a.user.id,
      network: "TRON",
      childIndex: a.user.id,
      address: tron,
    });
    expect(owners.get(addressLookupKey(bEvm)!)?.userId).toBe(b.user.id);
    expect(owners.size).toBe(4);
    expect(await depositAddressOwners([])).toEqual(new Map());
  });
});
