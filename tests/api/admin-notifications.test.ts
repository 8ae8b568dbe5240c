import { eq } from "drizzle-orm";
import { DELETE as deleteRoute, PUT as updateRoute } from "@/app/api/admin/notifications/[id]/route";
import { GET as listRoute, POST as createRoute } from "@/app/api/admin/notifications/route";
import { GET as investorBell } from "@/app/api/notifications/route";
import { auditEntries, notifications } from "@/db/schema";
import { setupTestDb } from "../helpers/db";
import { createUser } from "../helpers/factories";
import { call } from "../helpers/http";

const { db } = setupTestDb();

let admin: Awaited<ReturnType<typeof createUser>>;
let investor: Awaited<ReturnType<typeof createUser>>;
beforeAll(async () => {
  admin = await createUser({ role: "ADMIN" });
  investor = await createUser();
});

const create = (body: unknown) => call(createRoute, "/api/admin/notifications", { token: admin.token, body });
const bellTitles = async () =>
  (await call(investorBell, "/api/notifications", { token: investor.token })).body.map(
    (n: { title: string }) => n.title,
  );

describe("admin notifications", () => {
  it("creates trimmed broadcasts that investors see, pages them newest first, edits and soft-deletes them", async () => {
    const first = await create({ title: "  Maintenance  ", content: " Saturday 02:00 UTC " });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      message: "Notification created",
      notification: { title: "Maintenance", content: "Saturday 02:00 UTC" },
    });
    for (let i = 1; i <= 6; i++) await create({ title: `News ${i}`, content: `Item ${i}` });
    // A notification addressed to one investor is not the admin screen's business.
    await db()
      .insert(notifications)
      .values({ userId: investor.user.id, title: "Personal", content: "Only you" });

    const page1 = await call(listRoute, "/api/admin/notifications", {
      token: admin.token,
      query: { page: "1" },
    });
    expect(page1.status).toBe(200);
    expect(page1.body).toMatchObject({ total: 7, page: 1, limit: 5 });
    expect(page1.body.notifications.map((n: { title: string }) => n.title)).toEqual([
      "News 6",
      "News 5",
      "News 4",
      "News 3",
      "News 2",
    ]);
    expect(Object.keys(page1.body.notifications[0]).sort()).toEqual([
      "content",
      "createdAt",
      "id",
      "title",
      "updatedAt",
    ]);
    const page2 = await call(listRoute, "/api/admin/notifications", {
      token: admin.token,
      query: { page: "2", limit: "5" },
    });
    expect(page2.body.notifications.map((n: { title: string }) => n.title)).toEqual([
      "News 1",
      "Maintenance",
    ]);
    expect(await bellTitles()).toEqual(expect.arrayContaining(["Maintenance", "News 6", "Personal"]));

    const id = first.body.notification.id;
    const edited = await call(updateRoute, `/api/admin/notifications/${id}`, {
      method: "PUT",
      token: admin.token,
      params: { id: String(id) },
      body: { title: "Maintenance moved", content: "Sunday" },
    });
    expect(edited.body).toMatchObject({
      message: "Notification updated",
      notification: { id, title: "Maintenance moved", content: "Sunday" },
    });

    const gone = await call(deleteRoute, `/api/admin/notifications/${id}`, {
      method: "DELETE",
      token: admin.token,
      params: { id: String(id) },
    });
    expect(gone.body).toEqual({ message: "Notification deleted" });
    expect(await bellTitles()).not.toContain("Maintenance moved");
    const [row] = await db().select().from(notifications).where(eq(notifications.id, id));
    expect(row.deletedAt).not.toBeNull();
    const again = await call(deleteRoute, `/api/admin/notifications/${id}`, {
      method: "DELETE",
      token: admin.token,
      params: { id: String(id) },
    });
    expect(again.status).toBe(404);

    const actions = (await db().select().from(auditEntries)).map((a) => a.action);
    expect(actions).toEqual(
      expect.arrayContaining(["NOTIFICATION_CREATE", "NOTIFICATION_UPDATE", "NOTIFICATION_DELETE"]),
    );
  });

  it.each([
    ["a blank title", { title: "  ", content: "x" }],
    ["no content", { title: "x" }],
    ["a non-string title", { title: 5, content: "x" }],
  ])("refuses %s with 'Title and content are required' and writes nothing", async (_label, body) => {
    const before = (await db().select().from(notifications)).length;
    const res = await create(body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Title and content are required");
    expect(await db().select().from(notifications)).toHaveLength(before);
  });

  it("refuses bad paging and unknown ids", async () => {
    expect(
      (await call(listRoute, "/api/admin/notifications", { token: admin.token, query: { page: "0" } }))
        .status,
    ).toBe(400);
    expect(
      (await call(listRoute, "/api/admin/notifications", { token: admin.token, query: { limit: "x" } }))
        .status,
    ).toBe(400);
    const res = await call(updateRoute, "/api/admin/notifications/999", {
      method: "PUT",
      token: admin.token,
      params: { id: "999" },
      body: { title: "a", content: "b" },
    });
    expect(res.status).toBe(404);
  });
});
