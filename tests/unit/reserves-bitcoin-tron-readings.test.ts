// Bitcoin and Tron reserve balances read at a snapshot, against recorded node answers: Esplora's GET /address/:a
// (confirmed balance, at the tip height recorded as the block) and Tron's triggerconstantcontract balanceOf of the
// configured USDT contract (at the tip read before). A node that fails, answers something else, or is not set
// leaves the reading `amount: null`, never zero; and the snapshot route publishes what was read.
import { readFileSync } from "node:fs";
import path from "node:path";
import { POST as snapshotPost } from "@/app/api/admin/reserves/snapshots/route";
import { GET as reservesGet } from "@/app/api/reserves/route";
import { resetEnvCache } from "@/lib/env";
import { readReserves, type ReserveReading } from "@/lib/reserves/read-reserves";
import { setupTestDb } from "../helpers/db";
import { esploraFixtureNode, type EsploraFixtureNode } from "../helpers/esplora-fixture-node";
import { createUser } from "../helpers/factories";
import { call } from "../helpers/http";
import { tronChain, tronFixtureNode, type TronFixtureNode } from "../helpers/tron-fixture-node";

setupTestDb();

const DIR = path.join(__dirname, "../fixtures/chain/reserves");
const esploraAddresses = JSON.parse(readFileSync(path.join(DIR, "esplora-addresses.json"), "utf8")) as Record<
  string,
  unknown
>;
const tronBalances = JSON.parse(readFileSync(path.join(DIR, "tron-balances.json"), "utf8")) as Record<
  string,
  unknown
>;

const BTC = {
  cold: "bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh",
  legacy: "1LqBGSKuX5yYUonjxT5qGfpUsXKYYWeabA",
  spent: "bc1p5cyxnuxmeuwuvkwfem96lqzszd02n6xdcjrs20cac6yqjjwudpxqkedrcr",
};
const TRX = { rich: "TDsxecCRjvoC1F4ZP8eJ76HuqtGWepV6jV", empty: "TSeJkUh4Qv67VNFwY8LaAxERygNdy6NQZK" };

const ESPLORA_URL = "https://esplora.invalid/api";
const TRON_URL = "https://tron.invalid";
const SETTINGS = ["RESERVE_ADDRESSES", "BITCOIN_ESPLORA_URL", "TRON_API_URL", "TRON_USDT_CONTRACT"];

type Nodes = {
  esplora: EsploraFixtureNode;
  tron: TronFixtureNode;
  fetch: typeof fetch;
  /** Paths asked of each node, in order. */
  asked: string[];
};

/** The fixture nodes, answering the reserve calls from the recorded answers; `fault` answers a call otherwise. */
function nodes(fault?: (url: URL, body: Record<string, unknown>) => Response | undefined): Nodes {
  const esplora = esploraFixtureNode();
  const tron = tronFixtureNode();
  const asked: string[] = [];
  const fetchImpl = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(typeof input === "string" || input instanceof URL ? input : input.url);
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
    asked.push(`${url.host} ${url.pathname} ${String(body.function_selector ?? "")}`.trim());
    const faulty = fault?.(url, body);
    if (faulty) return faulty;
    if (url.host === "esplora.invalid") {
      const m = /^\/api\/address\/([^/]+)$/.exec(url.pathname);
      if (m) {
        const found = esploraAddresses[decodeURIComponent(m[1]!)];
        // Esplora answers an address it has never seen with zero statistics; the test lists only recorded ones.
        return found
          ? Response.json(found)
          : new Response("Invalid Bitcoin address", {
              status: 400,
              headers: { "content-type": "text/plain" },
            });
      }
      return esplora.fetch(input, init);
    }
    if (
      url.pathname === "/wallet/triggerconstantcontract" &&
      body.function_selector === "balanceOf(address)"
    ) {
      const holder = Object.keys(tronBalances).find((a) => {
        const parameter = String(body.parameter);
        return (
          tronBalances[a] as {
            transaction: { raw_data: { contract: { parameter: { value: { data: string } } }[] } };
          }
        ).transaction.raw_data.contract[0]!.parameter.value.data.endsWith(parameter);
      });
      return Response.json(
        holder ? tronBalances[holder] : { result: { code: "CONTRACT_VALIDATE_ERROR", message: "" } },
      );
    }
    return tron.fetch(input, init);
  }) as typeof fetch;
  return { esplora, tron, fetch: fetchImpl, asked };
}

function configure(addresses: { network: string; address: string }[]) {
  process.env.RESERVE_ADDRESSES = JSON.stringify(addresses);
  process.env.BITCOIN_ESPLORA_URL = ESPLORA_URL;
  process.env.TRON_API_URL = TRON_URL;
  process.env.TRON_USDT_CONTRACT = tronChain.usdtContract;
  resetEnvCache();
}

const ALL = [
  { network: "BITCOIN", address: BTC.cold },
  { network: "BITCOIN", address: BTC.legacy },
  { network: "BITCOIN", address: BTC.spent },
  { network: "TRON", address: TRX.rich },
  { network: "TRON", address: TRX.empty },
];

beforeEach(() => configure(ALL));
afterAll(() => {
  for (const k of SETTINGS) delete process.env[k];
  resetEnvCache();
});

const errors = jest.spyOn(console, "error").mockImplementation(() => {});
afterEach(() => errors.mockClear());

const reading = (readings: ReserveReading[], address: string) => readings.find((r) => r.address === address);

test("Bitcoin: each address's confirmed balance, at the tip height recorded as its block", async () => {
  const n = nodes();
  const readings = await readReserves(n.fetch);
  const tip = n.esplora.tip;
  expect(readings.filter((r) => r.network === "BITCOIN")).toEqual([
    { network: "BITCOIN", asset: "BTC", address: BTC.cold, amount: "1.35000000", block: tip },
    { network: "BITCOIN", asset: "BTC", address: BTC.legacy, amount: "0.00012345", block: tip },
    { network: "BITCOIN", asset: "BTC", address: BTC.spent, amount: "0.00000000", block: tip },
  ]);
  // The tip read before and after the addresses.
  const esploraCalls = n.asked.filter((a) => a.startsWith("esplora.invalid"));
  expect(esploraCalls[0]).toBe("esplora.invalid /api/blocks/tip/height");
  expect(esploraCalls.at(-1)).toBe("esplora.invalid /api/blocks/tip/height");
});

test("Bitcoin: a block arriving during the reading has the addresses read again at the new tip", async () => {
  const n = nodes();
  n.esplora.setTip(5);
  let first = true;
  const moving = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const res = await n.fetch(input, init);
    // After the first address of the first round, a block arrives.
    if (first && new URL(String(input)).pathname.startsWith("/api/address/")) {
      first = false;
      n.esplora.setTip(6);
    }
    return res;
  }) as typeof fetch;
  const readings = await readReserves(moving);
  expect(readings.filter((r) => r.network === "BITCOIN").map((r) => r.block)).toEqual([6, 6, 6]);
  expect(n.asked.filter((a) => a.includes(`/api/address/${BTC.cold}`))).toHaveLength(2);
});

test("Tron: each address's USDT (TRC-20 balanceOf of the configured contract), at the tip read before", async () => {
  const n = nodes();
  const readings = await readReserves(n.fetch);
  expect(readings.filter((r) => r.network === "TRON")).toEqual([
    {
      network: "TRON",
      asset: "USDT",
      address: TRX.rich,
      amount: "1234567.89123400",
      block: tronChain.lastHeight,
    },
    { network: "TRON", asset: "USDT", address: TRX.empty, amount: "0.00000000", block: tronChain.lastHeight },
  ]);
  const tronCalls = n.asked.filter((a) => a.startsWith("tron.invalid"));
  expect(tronCalls).toEqual([
    "tron.invalid /wallet/getnowblock",
    "tron.invalid /wallet/triggerconstantcontract decimals()",
    "tron.invalid /wallet/triggerconstantcontract balanceOf(address)",
    "tron.invalid /wallet/triggerconstantcontract balanceOf(address)",
  ]);
});

describe("a node error leaves the reading not read (amount null), never zero", () => {
  const unread = (readings: ReserveReading[], network: string) =>
    readings.filter((r) => r.network === network).every((r) => r.amount === null && r.block === null);

  test("Esplora answering 503, or an HTML page, or statistics of another address", async () => {
    for (const fault of [
      () => new Response("Service Unavailable", { status: 503 }),
      () => new Response("<html>hello</html>", { status: 200, headers: { "content-type": "text/html" } }),
      () => Response.json({ ...(esploraAddresses[BTC.legacy] as object) }),
    ]) {
      const n = nodes((url) => (url.pathname === `/api/address/${BTC.cold}` ? fault() : undefined));
      const readings = await readReserves(n.fetch);
      expect(unread(readings, "BITCOIN")).toBe(true);
      // Tron is read on its own.
      expect(reading(readings, TRX.rich)?.amount).toBe("1234567.89123400");
    }
    expect(errors).toHaveBeenCalled();
  });

  test("Esplora unreachable", async () => {
    const n = nodes((url) => {
      if (url.host === "esplora.invalid") throw new TypeError("fetch failed");
      return undefined;
    });
    expect(unread(await readReserves(n.fetch), "BITCOIN")).toBe(true);
  });

  test("Tron answering an error, a failed call, or HTTP 500", async () => {
    for (const fault of [
      () => Response.json({ Error: "class org.tron.core.exception.ContractValidateException : error" }),
      () => Response.json({ result: { code: "CONTRACT_VALIDATE_ERROR", message: "" } }),
      () => new Response("", { status: 500 }),
    ]) {
      const n = nodes((_url, body) =>
        body.function_selector === "balanceOf(address)" ? fault() : undefined,
      );
      const readings = await readReserves(n.fetch);
      expect(unread(readings, "TRON")).toBe(true);
      expect(reading(readings, BTC.cold)?.amount).toBe("1.35000000");
    }
  });

  test("no node set, or no USDT contract on Tron", async () => {
    delete process.env.BITCOIN_ESPLORA_URL;
    delete process.env.TRON_USDT_CONTRACT;
    resetEnvCache();
    const n = nodes();
    const readings = await readReserves(n.fetch);
    expect(readings).toHaveLength(5);
    expect(unread(readings, "BITCOIN") && unread(readings, "TRON")).toBe(true);
    expect(n.asked).toEqual([]);
  });
});

test("a snapshot publishes the Bitcoin and Tron readings with their blocks", async () => {
  const n = nodes();
  const spy = jest.spyOn(globalThis, "fetch").mockImplementation(n.fetch);
  try {
    const owner = await createUser({ role: "ADMIN" });
    const res = await call(snapshotPost, "/api/admin/reserves/snapshots", {
      method: "POST",
      token: owner.token,
    });
    expect(res.status).toBe(200);
    const published = await call(reservesGet, "/api/reserves");
    expect(published.body.reserves).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          network: "BITCOIN",
          address: BTC.cold,
          amount: "1.35000000",
          block: n.esplora.tip,
        }),
        expect.objectContaining({ network: "TRON", address: TRX.rich, amount: "1234567.89123400" }),
      ]),
    );
    expect(published.body.coverage.BTC.reserves).toBe("1.35012345");
  } finally {
    spy.mockRestore();
  }
});
