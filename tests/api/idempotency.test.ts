// Idempotency keys on the money-moving POSTs: a retry with the key gets the first answer and moves nothing,
// a different request with the key is refused, input refused as malformed stores nothing, two at once run
// once, keys are per user, and the expired ones are pruned.
import { and, eq, sql } from "drizzle-orm";
import { POST as approveRoute } from "@/app/api/withdrawals/approve/route";
import { POST as rejectRoute } from "@/app/api/withdrawals/reject/route";
import { POST as resetRoute } from "@/app/api/users/reset-balance/route";
import { POST as withdrawRoute } from "@/app/api/withdrawals/route";
import { POST as subscribeRoute } from "@/app/api/investments/subscribe/route";
import { POST as interestRoute } from "@/app/api/investments/calculate-interest/route";
import { POST as creditRoute } from "@/app/api/users/credit/route";
import { queryRows } from "@/db/client";
import { idempotencyKeys } from "@/db/schema";
import { ApiError } from "@/lib/api/errors";
import { parseBody } from "@/lib/api/route";
import { setClockOffsetForTests } from "@/lib/clock";
import { idempotent } from "@/lib/idempotency/idempotent";
import { pruneIdempotencyKeys } from "@/lib/idempotency/prune";
import { requestHash } from "@/lib/idempotency/request-hash";
import { z } from "zod";
import { setupTestDb } from "../helpers/db";
import { createUser } from "../helpers/factories";
import { call } from "../helpers/http";
import { balanceOf, createPlan, expectBooksBalanced, fund, setPin } from "../helpers/money";

const { db } = setupTestDb();
afterEach(expectBooksBalanced);
afterEach(() => setClockOffsetForTests(0));

const PATH = "/api/withdrawals";
const BTC_ADDRESS = "bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh";
const body = (patch: Record<string, unknown> = {}) => ({
  amount: "0.25",
  asset: "BITCOIN",
  network: "Bitcoin Network",
  address: BTC_ADDRESS,
  pin: "4821",
  ...patch,
});
let n = 0;
const freshKey = () => `test-key-${++n}-${Date.now()}`;

async function investorWithPin(btc = "1") {
  const created = await createUser();
  await setPin(created.user.id, "4821");
  if (btc !== "0") await fund(created.user.id, "BITCOIN", btc);
  return created;
}

const withdraw = (token: string, key: string | null, b: unknown = body()) =>
  call(withdrawRoute, PATH, { token, body: b, headers: key === null ? {} : { "Idempotency-Key": key } });

async function withdrawals(userId: number) {
  const [c] = await queryRows<{ requests: number; entries: number }>(
    db(),
    sql`select (select count(*) from withdrawal_requests where user_id = ${userId})::int as requests,
               (select count(*) from ledger_entries where user_id = ${userId} and kind = 'WITHDRAWAL')::int as entries`,
  );
  return { requests: Number(c.requests), entries: Number(c.entries) };
}

const keyRows = (userId: number) =>
  db().select().from(idempotencyKeys).where(eq(idempotencyKeys.userId, userId));

describe("Idempotency-Key on POST /api/withdrawals", () => {
  it("replays the first answer with Idempotent-Replayed and moves the money once", async () => {
    const { user, token } = await investorWithPin("1");
    const key = freshKey();
    const first = await withdraw(token, key);
    expect(first.status).toBe(200);
    expect(first.headers.get("Idempotent-Replayed")).toBeNull();
    const again = await withdraw(token, key, { ...body(), pin: "4821", amount: "0.25" });
    expect(again.status).toBe(200);
    expect(again.headers.get("Idempotent-Replayed")).toBe("true");
    expect(again.body).toEqual(first.body);
    expect(await balanceOf(user.id, "BITCOIN")).toBe("0.75");
    expect(await withdrawals(user.id)).toEqual({ requests: 1, entries: 1 });
    const [row] = await keyRows(user.id);
    expect(row).toMatchObject({ key, status: 200, completedAt: expect.any(Date) });
  });

  it("without the header, two identical requests both run, as before", async () => {
    const { user, token } = await investorWithPin("1");
    expect((await withdraw(token, null)).status).toBe(200);
    expect((await withdraw(token, null)).status).toBe(200);
    expect(await balanceOf(user.id, "BITCOIN")).toBe("0.5");
    expect(await keyRows(user.id)).toHaveLength(0);
  });

  it("treats the same JSON in another key order as the same request", async () => {
    const { user, token } = await investorWithPin("1");
    const key = freshKey();
    expect((await withdraw(token, key)).status).toBe(200);
    const reordered = Object.fromEntries(Object.entries(body()).reverse());
    const again = await withdraw(token, key, reordered);
    expect(again.headers.get("Idempotent-Replayed")).toBe("true");
    expect(await withdrawals(user.id)).toEqual({ requests: 1, entries: 1 });
  });

  it("replays a refusal the action gave, even after the balance was topped up", async () => {
    const { user, token } = await investorWithPin("0.1");
    const key = freshKey();
    const first = await withdraw(token, key);
    expect(first.status).toBeGreaterThanOrEqual(400);
    expect(first.status).toBeLessThan(500);
    await fund(user.id, "BITCOIN", "1");
    const again = await withdraw(token, key);
    expect(again.status).toBe(first.status);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get("Idempotent-Replayed")).toBe("true");
    expect(await withdrawals(user.id)).toEqual({ requests: 0, entries: 0 });
    // A new action (a new key) runs.
    expect((await withdraw(token, freshKey())).status).toBe(200);
    expect(await balanceOf(user.id, "BITCOIN")).toBe("0.85");
  });

  it("refuses the key with a different request (422) and writes nothing", async () => {
    const { user, token } = await investorWithPin("1");
    const key = freshKey();
    expect((await withdraw(token, key)).status).toBe(200);
    const other = await withdraw(token, key, body({ amount: "0.5" }));
    expect(other.status).toBe(422);
    expect(other.body.message).toBe("This idempotency key was used with a different request");
    expect(other.body.code).toBe("THIS_IDEMPOTENCY_KEY_WAS_USED_WITH_A_DIFFERENT_REQUEST");
    expect(await balanceOf(user.id, "BITCOIN")).toBe("0.75");
    expect(await withdrawals(user.id)).toEqual({ requests: 1, entries: 1 });
  });

  it("stores nothing for input refused as malformed: the corrected request runs with the same key", async () => {
    const { user, token } = await investorWithPin("1");
    const key = freshKey();
    const bad = await withdraw(token, key, body({ amount: "-1" }));
    expect(bad.status).toBe(400);
    expect(await keyRows(user.id)).toHaveLength(0);
    const broken = await call(withdrawRoute, PATH, {
      token,
      rawBody: "{not json",
      headers: { "Idempotency-Key": key },
    });
    expect(broken.status).toBe(400);
    expect(await keyRows(user.id)).toHaveLength(0);
    const good = await withdraw(token, key);
    expect(good.status).toBe(200);
    expect(good.headers.get("Idempotent-Replayed")).toBeNull();
    expect(await withdrawals(user.id)).toEqual({ requests: 1, entries: 1 });
  });

  it("refuses a key that is empty, too long or not printable", async () => {
    const { user, token } = await investorWithPin("1");
    for (const key of ["", " ", "k".repeat(256), "a\tb"]) {
      const res = await withdraw(token, key);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe("IDEMPOTENCY_KEY_MUST_BE_1_TO_255_PRINTABLE_CHARACTERS");
    }
    expect((await withdraw(token, "k".repeat(255))).status).toBe(200);
    expect(await withdrawals(user.id)).toEqual({ requests: 1, entries: 1 });
  });

  it("runs ten concurrent requests with one key exactly once", async () => {
    const { user, token } = await investorWithPin("1");
    const key = freshKey();
    const answers = await Promise.all(Array.from({ length: 10 }, () => withdraw(token, key)));
    const ran = answers.filter((a) => a.status === 200 && a.headers.get("Idempotent-Replayed") === null);
    expect(ran).toHaveLength(1);
    // The others waited for its commit (one transaction with the key's claim) and replay its answer.
    for (const a of answers) {
      if (a === ran[0]) continue;
      expect(a.status).toBe(200);
      expect(a.headers.get("Idempotent-Replayed")).toBe("true");
      expect(a.body).toEqual(ran[0].body);
    }
    expect(await balanceOf(user.id, "BITCOIN")).toBe("0.75");
    expect(await withdrawals(user.id)).toEqual({ requests: 1, entries: 1 });
  });

  it("keeps keys per user: the same key from two investors runs for each", async () => {
    const a = await investorWithPin("1");
    const b = await investorWithPin("1");
    const key = freshKey();
    const ra = await withdraw(a.token, key);
    const rb = await withdraw(b.token, key);
    expect([ra.status, rb.status]).toEqual([200, 200]);
    expect(rb.headers.get("Idempotent-Replayed")).toBeNull();
    expect(await balanceOf(a.user.id, "BITCOIN")).toBe("0.75");
    expect(await balanceOf(b.user.id, "BITCOIN")).toBe("0.75");
  });
});

describe("Idempotency-Key on the other money routes", () => {
  it("POST /api/investments/subscribe pays once", async () => {
    const { user, token } = await createUser();
    await fund(user.id, "USDT", "3000");
    const plan = await createPlan({ minimumAmount: "1000" });
    const key = freshKey();
    const send = () =>
      call(subscribeRoute, "/api/investments/subscribe", {
        token,
        body: { planId: plan.id, asset: "USDT", amount: 1000 },
        headers: { "Idempotency-Key": key },
      });
    const first = await send();
    expect(first.status).toBe(200);
    const again = await send();
    expect(again.headers.get("Idempotent-Replayed")).toBe("true");
    expect(again.body).toEqual(first.body);
    expect(await balanceOf(user.id, "USDT")).toBe("2000");
  });

  it("POST /api/users/credit credits once; another admin's same key is their own", async () => {
    const admin = await createUser({ role: "ADMIN" });
    const other = await createUser({ role: "ADMIN" });
    const { user } = await createUser();
    const key = freshKey();
    const credit = (token: string) =>
      call(creditRoute, "/api/users/credit", {
        token,
        body: { userId: user.id, currency: "USDT", amount: "100", reason: "", adminId: admin.user.id },
        headers: { "Idempotency-Key": key },
      });
    expect((await credit(admin.token)).status).toBe(200);
    const again = await credit(admin.token);
    expect(again.headers.get("Idempotent-Replayed")).toBe("true");
    expect(await balanceOf(user.id, "USDT")).toBe("100");
    const byOther = await credit(other.token);
    expect(byOther.headers.get("Idempotent-Replayed")).toBeNull();
    expect(await balanceOf(user.id, "USDT")).toBe("200");
  });

  it("POST /api/withdrawals/approve replays the decision; the key on another withdrawal is refused", async () => {
    const admin = await createUser({ role: "ADMIN" });
    const { token } = await investorWithPin("1");
    const ids: number[] = [];
    for (let i = 0; i < 2; i++) ids.push((await withdraw(token, null)).body.withdrawalRequest.id);
    const key = freshKey();
    const approve = (id: number) =>
      call(approveRoute, "/api/withdrawals/approve", {
        token: admin.token,
        query: { id: String(id) },
        body: {},
        headers: { "Idempotency-Key": key },
      });
    const first = await approve(ids[0]);
    expect(first.status).toBe(200);
    const again = await approve(ids[0]);
    expect(again.status).toBe(200);
    expect(again.headers.get("Idempotent-Replayed")).toBe("true");
    expect(again.body).toEqual(first.body);
    expect((await approve(ids[1])).status).toBe(422);
  });

  it("POST /api/withdrawals/reject refunds once; POST /api/users/reset-balance resets once", async () => {
    const admin = await createUser({ role: "ADMIN" });
    const { user, token } = await investorWithPin("1");
    const id = (await withdraw(token, null)).body.withdrawalRequest.id;
    const rejectKey = freshKey();
    const reject = () =>
      call(rejectRoute, "/api/withdrawals/reject", {
        token: admin.token,
        query: { id: String(id) },
        body: {},
        headers: { "Idempotency-Key": rejectKey },
      });
    const first = await reject();
    expect(first.status).toBe(200);
    const again = await reject();
    expect(again.headers.get("Idempotent-Replayed")).toBe("true");
    expect(again.body).toEqual(first.body);
    expect(await balanceOf(user.id, "BITCOIN")).toBe("1");

    const resetKey = freshKey();
    const reset = () =>
      call(resetRoute, "/api/users/reset-balance", {
        token: admin.token,
        body: { userId: user.id, reason: "" },
        headers: { "Idempotency-Key": resetKey },
      });
    expect((await reset()).status).toBe(200);
    expect(await balanceOf(user.id, "BITCOIN")).toBe("0");
    await fund(user.id, "BITCOIN", "2");
    const replayed = await reset();
    expect(replayed.headers.get("Idempotent-Replayed")).toBe("true");
    expect(await balanceOf(user.id, "BITCOIN")).toBe("2");
  });

  it("a key used on one route is refused on another (422)", async () => {
    const admin = await createUser({ role: "ADMIN" });
    const { user } = await createUser();
    const key = freshKey();
    const credited = await call(creditRoute, "/api/users/credit", {
      token: admin.token,
      body: { userId: user.id, currency: "USDT", amount: "5" },
      headers: { "Idempotency-Key": key },
    });
    expect(credited.status).toBe(200);
    const reset = await call(resetRoute, "/api/users/reset-balance", {
      token: admin.token,
      body: { userId: user.id, reason: "" },
      headers: { "Idempotency-Key": key },
    });
    expect(reset.status).toBe(422);
    expect(await balanceOf(user.id, "USDT")).toBe("5");
  });

  it("POST /api/investments/calculate-interest replays the run", async () => {
    const admin = await createUser({ role: "ADMIN" });
    const key = freshKey();
    const run = () =>
      call(interestRoute, "/api/investments/calculate-interest", {
        token: admin.token,
        body: {},
        headers: { "Idempotency-Key": key },
      });
    const first = await run();
    expect(first.status).toBe(200);
    const again = await run();
    expect(again.headers.get("Idempotent-Replayed")).toBe("true");
    expect(again.body).toEqual(first.body);
  });
});

describe("the idempotent wrapper", () => {
  const request = (key: string, payload: unknown) =>
    new Request("http://localhost:3000/api/test", {
      method: "POST",
      headers: { "content-type": "application/json", "Idempotency-Key": key },
      body: JSON.stringify(payload),
    });
  const schema = z.object({ n: z.number() });

  it("stores nothing after an unexpected failure or a rate limit, so the retry runs", async () => {
    const { user } = await createUser();
    const userId = user.id;
    let calls = 0;
    const failures = [new Error("boom"), new ApiError(429, "Too many attempts. Please try again later.")];
    const handler = idempotent(
      ({ req }: { req: Request; user: { id: number } }) => parseBody(req, schema),
      async ({ input }) => {
        calls++;
        const failure = failures.shift();
        if (failure) throw failure;
        return { doubled: input.n * 2 };
      },
    );
    const key = freshKey();
    await expect(handler({ req: request(key, { n: 2 }), user })).rejects.toThrow("boom");
    expect(await keyRows(userId)).toHaveLength(0);
    await expect(handler({ req: request(key, { n: 2 }), user })).rejects.toThrow("Too many attempts");
    expect(await keyRows(userId)).toHaveLength(0);
    const ok = (await handler({ req: request(key, { n: 2 }), user })) as Response;
    expect(await ok.json()).toEqual({ doubled: 4 });
    const replayed = (await handler({ req: request(key, { n: 2 }), user })) as Response;
    expect(replayed.headers.get("Idempotent-Replayed")).toBe("true");
    expect(calls).toBe(3);
  });

  it("hashes method, path with its query and body by value, keyed", () => {
    const h = (method: string, url: string, text: string) => requestHash(method, url, text);
    expect(h("POST", "http://x/a?b=1&a=2", '{"x":1,"y":[1,{"b":2,"a":1}]}')).toBe(
      h("POST", "http://x/a?a=2&b=1", '{ "y": [1, {"a":1,"b":2}], "x": 1 }'),
    );
    expect(h("POST", "http://x/a?id=1", "{}")).not.toBe(h("POST", "http://x/a?id=2", "{}"));
    expect(h("POST", "http://x/a", "")).toBe(h("POST", "http://x/a", "{}"));
    expect(h("POST", "http://x/a", '{"x":1}')).not.toBe(h("PUT", "http://x/a", '{"x":1}'));
    expect(h("POST", "http://x/a", '{"x":1}')).not.toMatch(/^[0-9a-f]{0,63}$/);
  });
});

describe("pruning", () => {
  it("deletes keys older than 24 hours and keeps the younger ones", async () => {
    const { user, token } = await investorWithPin("1");
    const oldKey = freshKey();
    setClockOffsetForTests(-25 * 60 * 60 * 1000);
    expect((await withdraw(token, oldKey)).status).toBe(200);
    setClockOffsetForTests(-23 * 60 * 60 * 1000);
    const dayOldKey = freshKey();
    expect((await withdraw(token, dayOldKey)).status).toBe(200);
    setClockOffsetForTests(0);
    expect(await pruneIdempotencyKeys()).toBeGreaterThanOrEqual(1);
    const left = (await keyRows(user.id)).map((r) => r.key);
    expect(left).toEqual([dayOldKey]);
    // The pruned key is free again: a request with it runs as a new one.
    const reused = await withdraw(token, oldKey);
    expect(reused.headers.get("Idempotent-Replayed")).toBeNull();
    expect(await balanceOf(user.id, "BITCOIN")).toBe("0.25");
    const [row] = await db()
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, user.id), eq(idempotencyKeys.key, dayOldKey)));
    expect(row.status).toBe(200);
  });

  it("runs after a new key now and then (every key here, with the dice fixed)", async () => {
    const { user, token } = await investorWithPin("1");
    setClockOffsetForTests(-25 * 60 * 60 * 1000);
    expect((await withdraw(token, freshKey())).status).toBe(200);
    setClockOffsetForTests(0);
    const dice = jest.spyOn(Math, "random").mockReturnValue(0);
    try {
      expect((await withdraw(token, freshKey())).status).toBe(200);
    } finally {
      dice.mockRestore();
    }
    expect(await keyRows(user.id)).toHaveLength(1);
  });
});
