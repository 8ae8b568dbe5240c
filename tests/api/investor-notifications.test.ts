import { eq } from "drizzle-orm";
import { POST as markReadRoute } from "@/app/api/notifications/[id]/read/route";
import { POST as markAllRoute } from "@/app/api/notifications/read-all/route";
import { GET as listRoute } from "@/app/api/notifications/route";
import { notificationReads, notifications } from "@/db/schema";
import { setupTestDb } from "../helpers/db";
import { createUser } from "../helpers/factories";
import { call } from "../helpers/http";

const { db } = setupTestDb();

type Item = { id: number; title: string; read: boolean };

async function notify(values: { title: string; userId?: number | null; createdAt?: Date; deletedAt?: Date }) {
  const [row] = await db()
    .insert(notifications)
    .values({ content: `${values.title} body`, ...values })
    .returning();
  return row;
}

const list = async (token: string) => (await call(listRoute, "/api/notifications", { token })).body as Item[];
const markRead = (token: string, id: string) =>
  call(markReadRoute, `/api/notifications/${id}/read`, { method: "POST", token, params: { id } });
const readRows = (userId: number) =>
  db().select().from(notificationReads).where(eq(notificationReads.userId, userId));

describe("investor notifications", () => {
  it("lists broadcasts and the caller's own notifications, newest first, never another user's or deleted ones", async () => {
    const a = await createUser();
    const b = await createUser();
    const older = await notify({
      title: `Maintenance ${a.user.id}`,
      createdAt: new Date("2026-01-01T00:00:00Z"),
    });
    const mine = await notify({
      title: "For A",
      userId: a.user.id,
      createdAt: new Date("2026-02-01T00:00:00Z"),
    });
    const forB = await notify({ title: "For B", userId: b.user.id });
    const deleted = await notify({ title: "Gone", deletedAt: new Date() });

    const res = await call(listRoute, "/api/notifications", { token: a.token });
    expect(res.status).toBe(200);
    expect(Array.isArray(res.body)).toBe(true);
    const ids = (res.body as Item[]).map((n) => n.id);
    expect(ids.indexOf(mine.id)).toBeLessThan(ids.indexOf(older.id));
    expect(ids).not.toContain(forB.id);
    expect(ids).not.toContain(deleted.id);
    expect((res.body as Item[]).find((n) => n.id === mine.id)).toEqual({
      id: mine.id,
      title: "For A",
      content: "For A body",
      createdAt: "2026-02-01T00:00:00.000Z",
      read: false,
    });
  });

  it("keeps read flags per user", async () => {
    const a = await createUser();
    const b = await createUser();
    const broadcast = await notify({ title: "Broadcast" });
    const res = await markRead(a.token, String(broadcast.id));
    expect(res.status).toBe(200);
    expect((await list(a.token)).find((n) => n.id === broadcast.id)?.read).toBe(true);
    expect((await list(b.token)).find((n) => n.id === broadcast.id)?.read).toBe(false);
  });

  it("marks read idempotently", async () => {
    const a = await createUser();
    const n = await notify({ title: "Twice", userId: a.user.id });
    expect((await markRead(a.token, String(n.id))).status).toBe(200);
    expect((await markRead(a.token, String(n.id))).status).toBe(200);
    expect(await readRows(a.user.id)).toHaveLength(1);
  });

  it("answers 404 for a notification the caller cannot see, and writes nothing", async () => {
    const a = await createUser();
    const b = await createUser();
    const forB = await notify({ title: "Private", userId: b.user.id });
    const deleted = await notify({ title: "Deleted", deletedAt: new Date() });
    for (const id of [String(forB.id), String(deleted.id), "999999", "abc", "-1", "1.5", "0"]) {
      expect((await markRead(a.token, id)).status).toBe(404);
    }
    expect(await readRows(a.user.id)).toHaveLength(0);
  });

  it("marks all the caller's visible notifications read and no one else's", async () => {
    const a = await createUser();
    const b = await createUser();
    await notify({ title: "All 1" });
    const mine = await notify({ title: "All 2", userId: a.user.id });
    const forB = await notify({ title: "All 3", userId: b.user.id });
    const res = await call(markAllRoute, "/api/notifications/read-all", { method: "POST", token: a.token });
    expect(res.status).toBe(200);
    expect(res.body.marked).toBeGreaterThanOrEqual(2);
    const mineNow = await list(a.token);
    expect(mineNow.every((n) => n.read)).toBe(true);
    expect(mineNow.some((n) => n.id === mine.id)).toBe(true);
    expect((await readRows(a.user.id)).some((r) => r.notificationId === forB.id)).toBe(false);
    expect((await list(b.token)).every((n) => !n.read)).toBe(true);
    const again = await call(markAllRoute, "/api/notifications/read-all", { method: "POST", token: a.token });
    expect(again.body.marked).toBe(0);
  });
});
