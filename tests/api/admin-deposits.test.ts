// The back office's Deposits: GET /api/admin/deposits (every state, the team's credits too, searched and paged)
// and GET /api/admin/deposits/scanners (each watched chain's cursor), administrators only.
import { GET as listRoute } from "@/app/api/admin/deposits/route";
import { GET as scannersRoute } from "@/app/api/admin/deposits/scanners/route";
import { chainCursors, deposits } from "@/db/schema";
import { resetEnvCache } from "@/lib/env";
import { setupTestDb } from "../helpers/db";
import { createUser, uniqueEmail } from "../helpers/factories";
import { call } from "../helpers/http";

const { db } = setupTestDb();

const hash = (n: number) => `0x${n.toString(16).padStart(64, "0")}`;
const ALICE_ADDRESS = "0x00000000000000000000000000000000000000a1";

let admin: Awaited<ReturnType<typeof createUser>>;
let alice: Awaited<ReturnType<typeof createUser>>;
let bob: Awaited<ReturnType<typeof createUser>>;
const ids: Record<string, number> = {};

beforeAll(async () => {
  admin = await createUser({ role: "ADMIN" });
  alice = await createUser({ name: "Alice Chain", email: uniqueEmail("alice") });
  bob = await createUser({ name: "Bob Credit", email: uniqueEmail("bob") });
  let at = Date.parse("2026-04-01T00:00:00Z");
  const chainRow = (
    key: string,
    userId: number,
    chainState: string,
    more: Partial<typeof deposits.$inferInsert> = {},
  ) => {
    at += 60_000;
    return {
      userId,
      asset: "ETHEREUM" as const,
      network: "Ethereum Network",
      amount: "0.5",
      status: (chainState === "CREDITED" || chainState === "FLAGGED" ? "COMPLETED" : "PENDING") as
        "COMPLETED" | "PENDING",
      chain: "ETHEREUM",
      txHash: hash(at),
      outputIndex: -1,
      address: ALICE_ADDRESS,
      chainAmount: "0.5",
      blockHeight: 1000 + Object.keys(ids).length,
      blockHash: hash(1000),
      confirmations: 4,
      requiredConfirmations: 12,
      chainState,
      createdAt: new Date(at),
      updatedAt: new Date(at),
      ...more,
      key,
    };
  };
  const rows = [
    {
      key: "credit",
      userId: bob.user.id,
      asset: "USDT" as const,
      network: "Tron Network",
      amount: "100",
      createdAt: new Date(at),
    },
    chainRow("pending", alice.user.id, "PENDING"),
    chainRow("credited", alice.user.id, "CREDITED", { confirmations: 12, creditedAt: new Date(at + 1) }),
    chainRow("below", alice.user.id, "BELOW_MINIMUM", {
      amount: "0.0001",
      chainAmount: "0.000123456789012345",
    }),
    chainRow("orphaned", alice.user.id, "ORPHANED"),
    chainRow("flagged", alice.user.id, "FLAGGED", { confirmations: 12, creditedAt: new Date(at + 1) }),
  ];
  for (const { key, ...values } of rows) {
    const [row] = await db().insert(deposits).values(values).returning();
    ids[key] = row!.id;
  }
});

afterEach(() => {
  for (const k of ["ETHEREUM_RPC_URL", "BITCOIN_ESPLORA_URL", "TRON_API_URL", "BITCOIN_CONFIRMATIONS"]) {
    delete process.env[k];
  }
  resetEnvCache();
});

const list = (query: Record<string, string> = {}, token = admin.token) =>
  call(listRoute, "/api/admin/deposits", { token, query });
const listedIds = (body: { deposits: { id: number }[] }) => body.deposits.map((d) => d.id);

describe("GET /api/admin/deposits", () => {
  it("is for administrators only", async () => {
    expect((await call(listRoute, "/api/admin/deposits")).status).toBe(401);
    expect((await list({}, alice.token)).status).toBe(403);
  });

  it("lists every deposit newest first, in every state, with its owner and chain facts", async () => {
    const res = await list();
    expect(res.status).toBe(200);
    expect(res.body.pagination).toEqual({ total: 6, limit: 20, offset: 0 });
    expect(listedIds(res.body)).toEqual(
      ["flagged", "orphaned", "below", "credited", "pending", "credit"].map((k) => ids[k]),
    );
    const byId = new Map(res.body.deposits.map((d: { id: number }) => [d.id, d]));
    expect(byId.get(ids.pending!)).toEqual({
      id: ids.pending,
      userId: alice.user.id,
      name: "Alice Chain",
      email: alice.user.email,
      asset: "ETHEREUM",
      network: "Ethereum Network",
      chain: "ETHEREUM",
      amount: "0.5",
      chainAmount: "0.5",
      status: "PENDING",
      state: "PENDING",
      txHash: expect.stringMatching(/^0x[0-9a-f]{64}$/),
      outputIndex: -1,
      address: ALICE_ADDRESS,
      blockHeight: expect.any(Number),
      blockHash: hash(1000),
      confirmations: 4,
      requiredConfirmations: 12,
      explorerUrl: expect.stringMatching(/^https:\/\/etherscan\.io\/tx\/0x[0-9a-f]{64}$/),
      createdAt: expect.any(String),
      creditedAt: null,
      updatedAt: expect.any(String),
    });
    expect(byId.get(ids.below!)).toMatchObject({
      state: "BELOW_MINIMUM",
      chainAmount: "0.000123456789012345",
    });
    expect(byId.get(ids.credit!)).toMatchObject({
      name: "Bob Credit",
      state: "ADMIN_CREDIT",
      status: "COMPLETED",
      chain: null,
      txHash: null,
      explorerUrl: null,
      confirmations: null,
      requiredConfirmations: null,
      blockHeight: null,
      amount: "100",
    });
  });

  it("filters by state, any case, the team's credits included", async () => {
    const cases: [string, string][] = [
      ["pending", "pending"],
      ["CREDITED", "credited"],
      ["below_minimum", "below"],
      ["orphaned", "orphaned"],
      ["flagged", "flagged"],
      ["admin_credit", "credit"],
    ];
    for (const [state, key] of cases) {
      const res = await list({ state });
      expect(res.status).toBe(200);
      expect(listedIds(res.body)).toEqual([ids[key]]);
      expect(res.body.pagination.total).toBe(1);
    }
  });

  it("searches the owner's name or e-mail, the address and the transaction hash", async () => {
    expect((await list({ q: "bob cred" })).body.deposits.map((d: { state: string }) => d.state)).toEqual([
      "ADMIN_CREDIT",
    ]);
    expect((await list({ q: alice.user.email.slice(0, 10) })).body.pagination.total).toBe(5);
    expect((await list({ q: ALICE_ADDRESS.slice(-6) })).body.pagination.total).toBe(5);
    const pending = (await list({ state: "pending" })).body.deposits[0];
    const byHash = await list({ q: pending.txHash });
    expect(listedIds(byHash.body)).toEqual([ids.pending]);
    expect((await list({ q: "100%" })).body.deposits).toEqual([]);
    expect(
      (await list({ q: "alice", state: "flagged" })).body.deposits.map((d: { id: number }) => d.id),
    ).toEqual([ids.flagged]);
  });

  it("pages like the other admin lists", async () => {
    const res = await list({ limit: "2", offset: "2" });
    expect(res.body.pagination).toEqual({ total: 6, limit: 2, offset: 2 });
    expect(listedIds(res.body)).toEqual([ids.below, ids.credited]);
  });

  it("refuses a state it does not know and a bad page, with the field named", async () => {
    const bad = await list({ state: "lost" });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([expect.objectContaining({ path: "state" })]);
    expect((await list({ limit: "0" })).status).toBe(400);
  });
});

describe("GET /api/admin/deposits/scanners", () => {
  const scanners = (token = admin.token) => call(scannersRoute, "/api/admin/deposits/scanners", { token });

  it("is for administrators only", async () => {
    expect((await call(scannersRoute, "/api/admin/deposits/scanners")).status).toBe(401);
    expect((await scanners(alice.token)).status).toBe(403);
  });

  it("lists nothing when no chain is watched", async () => {
    const res = await scanners();
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ scanners: [] });
  });

  it("gives each watched chain its cursor, lag and last error; one never scanned says so", async () => {
    process.env.ETHEREUM_RPC_URL = "http://127.0.0.1:1/rpc";
    process.env.BITCOIN_ESPLORA_URL = "http://127.0.0.1:1/esplora";
    process.env.TRON_API_URL = "http://127.0.0.1:1/tron";
    process.env.BITCOIN_CONFIRMATIONS = "6";
    resetEnvCache();
    const scannedAt = new Date("2026-04-02T10:00:00Z");
    const failedAt = new Date("2026-04-02T10:00:30Z");
    await db()
      .insert(chainCursors)
      .values([
        { chain: "ETHEREUM", height: 1990, hash: hash(1990), tip: 2000, scannedAt },
        {
          chain: "TRON",
          height: 500,
          hash: hash(500),
          tip: 500,
          scannedAt,
          lastError: "TRON node answered 503",
          lastErrorAt: failedAt,
        },
        // A chain no longer watched keeps its cursor, but is not listed.
        { chain: "BSC", height: 7, hash: hash(7), tip: 9, scannedAt },
      ]);

    const res = await scanners();
    expect(res.status).toBe(200);
    expect(res.body.scanners).toEqual([
      {
        chain: "BITCOIN",
        network: "Bitcoin Network",
        requiredConfirmations: 6,
        scanned: false,
        height: null,
        tip: null,
        lag: null,
        scannedAt: null,
        lastError: null,
        lastErrorAt: null,
      },
      {
        chain: "ETHEREUM",
        network: "Ethereum Network",
        requiredConfirmations: 12,
        scanned: true,
        height: 1990,
        tip: 2000,
        lag: 10,
        scannedAt: scannedAt.toISOString(),
        lastError: null,
        lastErrorAt: null,
      },
      {
        chain: "TRON",
        network: "Tron Network",
        requiredConfirmations: 12,
        scanned: true,
        height: 500,
        tip: 500,
        lag: 0,
        scannedAt: scannedAt.toISOString(),
        lastError: "TRON node answered 503",
        lastErrorAt: failedAt.toISOString(),
      },
    ]);
    expect(JSON.stringify(res.body)).not.toContain("127.0.0.1");
  });
});
