// Idempotency keys are one transaction with the action they guard: claim, action and stored answer commit
// together or not at all, a second request with the key waits for the first and replays it, and a key never
// buys a caller extra guesses past a rate limit or the withdrawal PIN lockout.
import { eq, sql } from "drizzle-orm";
import { POST as withdrawRoute } from "@/app/api/withdrawals/route";
import { getDb, queryRows } from "@/db/client";
import { idempotencyKeys, users } from "@/db/schema";
import { badRequest } from "@/lib/api/errors";
import { parseBody } from "@/lib/api/route";
import { idempotent } from "@/lib/idempotency/idempotent";
import { enqueue } from "@/lib/jobs/queue";
import { postEntry } from "@/lib/ledger/post-entry";
import { consume } from "@/lib/rate-limit";
import { PIN_MAX_FAILURES } from "@/lib/withdrawal-pin/check-pin";
import { z } from "zod";
import { setupTestDb } from "../helpers/db";
import { createUser } from "../helpers/factories";
import { call } from "../helpers/http";
import { balanceOf, expectBooksBalanced, fund, setPin } from "../helpers/money";

const { db } = setupTestDb();
afterEach(expectBooksBalanced);

const BTC_ADDRESS = "bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh";
const withdrawal = (pin: string) => ({
  amount: "0.1",
  asset: "BITCOIN",
  network: "Bitcoin Network",
  address: BTC_ADDRESS,
  pin,
});
let n = 0;
const freshKey = () => `atomic-${++n}-${Date.now()}`;
const withdraw = (token: string, key: string, pin: string) =>
  call(withdrawRoute, "/api/withdrawals", {
    token,
    body: withdrawal(pin),
    headers: { "Idempotency-Key": key },
  });
const keyRows = (userId: number) =>
  db().select().from(idempotencyKeys).where(eq(idempotencyKeys.userId, userId));

const request = (key: string, payload: unknown) =>
  new Request("http://localhost:3000/api/test", {
    method: "POST",
    headers: { "content-type": "application/json", "Idempotency-Key": key },
    body: JSON.stringify(payload),
  });
const schema = z.object({ n: z.number() });

async function countOf(key: string): Promise<number> {
  const [row] = await queryRows<{ points: number }>(
    db(),
    sql`select points from rate_limits where key = ${key}`,
  );
  return Number(row?.points ?? 0);
}

describe("one transaction: claim, action, answer", () => {
  it("an unexpected failure after the action wrote undoes the writes and the claim together", async () => {
    const { user } = await createUser();
    await fund(user.id, "USDT", "10");
    let fail = true;
    const handler = idempotent(
      ({ req }: { req: Request; user: { id: number } }) => parseBody(req, schema),
      async ({ input }) => {
        // The action's own transaction, as domain code writes it: a savepoint of the key's transaction.
        await (
          await getDb()
        ).transaction((tx) =>
          postEntry(tx, {
            userId: user.id,
            asset: "USDT",
            amount: "-1",
            kind: "ADJUSTMENT",
            reference: `atomic-test:${user.id}`,
          }),
        );
        await enqueue(await getDb(), "test.noop", { n: input.n }, { dedupeKey: `atomic-job-${user.id}` });
        if (fail) throw new Error("killed between the action and its answer");
        return { ok: input.n };
      },
    );
    const key = freshKey();
    await expect(handler({ req: request(key, { n: 1 }), user })).rejects.toThrow("killed");
    expect(await balanceOf(user.id, "USDT")).toBe("10");
    expect(await keyRows(user.id)).toHaveLength(0);
    const jobs = await queryRows<{ id: number }>(
      db(),
      sql`select id from jobs where dedupe_key = ${`atomic-job-${user.id}`}`,
    );
    expect(jobs).toHaveLength(0);

    fail = false;
    const ok = (await handler({ req: request(key, { n: 1 }), user })) as Response;
    expect(ok.status).toBe(200);
    expect(await balanceOf(user.id, "USDT")).toBe("9");
    const [row] = await keyRows(user.id);
    expect(row.status).toBe(200);
    expect(row.responseBody).toEqual({ ok: 1 });
    const queued = await queryRows<{ id: number }>(
      db(),
      sql`select id from jobs where dedupe_key = ${`atomic-job-${user.id}`}`,
    );
    expect(queued).toHaveLength(1);
    await db().execute(sql`delete from jobs where dedupe_key = ${`atomic-job-${user.id}`}`);
  });

  it("ten concurrent requests with one key: one runs, the other nine wait for it and replay its answer", async () => {
    const { user, token } = await createUser();
    await setPin(user.id, "4821");
    await fund(user.id, "BITCOIN", "1");
    const key = freshKey();
    const answers = await Promise.all(Array.from({ length: 10 }, () => withdraw(token, key, "4821")));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    const ran = answers.filter((a) => a.headers.get("Idempotent-Replayed") === null);
    expect(ran).toHaveLength(1);
    for (const a of answers) expect(a.body).toEqual(ran[0].body);
    expect(await balanceOf(user.id, "BITCOIN")).toBe("0.9");
  });
});

describe("a key never buys extra guesses", () => {
  it("wrong PINs under fresh keys count and lock; the lock commits though its 429 is not kept", async () => {
    const { user, token } = await createUser();
    await setPin(user.id, "4821");
    await fund(user.id, "BITCOIN", "1");
    const keys = Array.from({ length: PIN_MAX_FAILURES }, freshKey);
    for (const [i, key] of keys.entries()) {
      const res = await withdraw(token, key, "1111");
      expect(res.status).toBe(i < PIN_MAX_FAILURES - 1 ? 400 : 429);
    }
    const [locked] = await db()
      .select({ until: users.pinLockedUntil })
      .from(users)
      .where(eq(users.id, user.id));
    expect(locked.until!.getTime()).toBeGreaterThan(Date.now());
    // The lock's notice was queued in the same transaction and committed with it.
    const notices = await queryRows<{ id: number }>(
      db(),
      sql`select id from jobs where dedupe_key like ${`mail:pin-locked:${user.id}:%`}`,
    );
    expect(notices).toHaveLength(1);
    // The 429 kept nothing; the four refusals before it are kept and replayed without counting again.
    const rows = await keyRows(user.id);
    expect(rows.map((r) => r.status).sort()).toEqual([400, 400, 400, 400]);
    const replayed = await withdraw(token, keys[0], "1111");
    expect(replayed.status).toBe(400);
    expect(replayed.headers.get("Idempotent-Replayed")).toBe("true");
    // The right PIN, under a new key or the 429's key, is still locked out.
    expect((await withdraw(token, freshKey(), "4821")).status).toBe(429);
    expect((await withdraw(token, keys[PIN_MAX_FAILURES - 1], "4821")).status).toBe(429);
    expect(await balanceOf(user.id, "BITCOIN")).toBe("1");
  });

  it("a rate limit counted inside the action stays counted, whether the action refuses or is limited", async () => {
    const { user } = await createUser();
    const limitKey = `test-limit:${user.id}`;
    const handler = idempotent(
      ({ req }: { req: Request; user: { id: number } }) => parseBody(req, schema),
      async () => {
        await consume(limitKey, { limit: 2, windowSeconds: 60 });
        throw badRequest("Wrong guess");
      },
    );
    const first = freshKey();
    expect(((await handler({ req: request(first, { n: 1 }), user })) as Response).status).toBe(400);
    expect(((await handler({ req: request(freshKey(), { n: 2 }), user })) as Response).status).toBe(400);
    const limitedKey = freshKey();
    await expect(handler({ req: request(limitedKey, { n: 3 }), user })).rejects.toThrow(/Too many/);
    expect(await countOf(limitKey)).toBe(3);
    // The limited key kept nothing: sent again, it counts (and is limited) again.
    await expect(handler({ req: request(limitedKey, { n: 3 }), user })).rejects.toThrow(/Too many/);
    expect(await countOf(limitKey)).toBe(4);
    // A kept refusal is replayed without running (nothing learnt, nothing counted).
    const again = (await handler({ req: request(first, { n: 1 }), user })) as Response;
    expect(again.headers.get("Idempotent-Replayed")).toBe("true");
    expect(await countOf(limitKey)).toBe(4);
  });
});
