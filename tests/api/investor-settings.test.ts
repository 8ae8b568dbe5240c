import { eq } from "drizzle-orm";
import { POST as settingsRoute } from "@/app/api/user/settings/route";
import { GET as getNotifPrefs, PUT as putNotifPrefs } from "@/app/api/users/notifications/route";
import { GET as getPrefs, PUT as putPrefs } from "@/app/api/users/preferences/route";
import { PUT as profileRoute } from "@/app/api/users/profile/route";
import { users } from "@/db/schema";
import { verifySecret } from "@/lib/auth/password";
import { setupTestDb } from "../helpers/db";
import { createUser, uniqueEmail } from "../helpers/factories";
import { call } from "../helpers/http";
import { mailedTo } from "../helpers/jobs";

const { db } = setupTestDb();

async function reload(id: number) {
  const [row] = await db().select().from(users).where(eq(users.id, id));
  return row;
}

describe("POST /api/user/settings", () => {
  it("stores the transaction PIN hashed", async () => {
    const a = await createUser();
    const res = await call(settingsRoute, "/api/user/settings", {
      token: a.token,
      body: { transactionPin: "0427" },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: "Settings saved successfully" });
    const row = await reload(a.user.id);
    expect(row.transactionPinHash).not.toContain("0427");
    expect(await verifySecret(row.transactionPinHash, "0427")).toBe(true);
    expect(row.withdrawalPinHash).toBeNull();
  });

  it.each([
    ["three digits", { transactionPin: "123" }, "PIN must be exactly 4 digits"],
    ["five digits", { transactionPin: "12345" }, "PIN must be exactly 4 digits"],
    ["letters", { transactionPin: "12a4" }, "PIN must contain only numbers"],
    ["a number, not a string", { transactionPin: 1234 }, undefined],
    ["a missing PIN", {}, undefined],
  ])("answers 400 for %s and writes nothing", async (_label, body, message) => {
    const a = await createUser();
    const res = await call(settingsRoute, "/api/user/settings", { token: a.token, body });
    expect(res.status).toBe(400);
    expect(res.body.errors[0].path).toBe("transactionPin");
    if (message) expect(res.body.message).toBe(message);
    expect((await reload(a.user.id)).transactionPinHash).toBeNull();
  });

  it("answers 400 to malformed JSON", async () => {
    const a = await createUser();
    const res = await call(settingsRoute, "/api/user/settings", {
      token: a.token,
      rawBody: '{"transactionPin": ',
    });
    expect(res.status).toBe(400);
    expect((await reload(a.user.id)).transactionPinHash).toBeNull();
  });
});

describe("PUT /api/users/profile", () => {
  const put = (token: string, body: unknown) =>
    call(profileRoute, "/api/users/profile", { method: "PUT", token, body });

  it("updates the caller's name, e-mail and phone and tells the old address", async () => {
    const a = await createUser();
    const b = await createUser();
    const email = uniqueEmail("renamed");
    const res = await put(a.token, {
      name: "  Grace Hopper ",
      email: email.toUpperCase(),
      phone: "+44 20 7946 0958",
      currentPassword: a.password,
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe("Profile updated successfully!");
    expect(res.body.user).toMatchObject({
      id: a.user.id,
      name: "Grace Hopper",
      email,
      phone: "+44 20 7946 0958",
    });
    expect(JSON.stringify(res.body)).not.toMatch(/hash/i);
    expect(await reload(a.user.id)).toMatchObject({ name: "Grace Hopper", email });
    expect((await reload(b.user.id)).email).toBe(b.user.email);
    const [notice] = await mailedTo(a.user.email);
    expect(notice.text).toContain(email);
  });

  it("answers 409 for another live account's e-mail and changes nothing", async () => {
    const a = await createUser();
    const b = await createUser();
    const res = await put(a.token, {
      name: "A B",
      email: b.user.email,
      phone: "+12025550123",
      currentPassword: a.password,
    });
    expect(res.status).toBe(409);
    expect(res.body.errors[0].path).toBe("email");
    expect(await reload(a.user.id)).toMatchObject({ email: a.user.email, name: a.user.name });
  });

  it.each([
    ["without", undefined],
    ["with a wrong", "not-my-password"],
  ])("refuses an e-mail change %s current password and changes nothing", async (_label, currentPassword) => {
    const a = await createUser();
    const res = await put(a.token, {
      name: "Taken Over",
      email: uniqueEmail("attacker"),
      phone: "+12025550123",
      currentPassword,
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toContainEqual({
      path: "currentPassword",
      message: "Enter your current password to change your email address",
    });
    expect(await reload(a.user.id)).toMatchObject({ email: a.user.email, name: a.user.name });
  });

  it("accepts the caller's own e-mail unchanged", async () => {
    const a = await createUser();
    const res = await put(a.token, { name: "New Name", email: a.user.email, phone: "+12025550123" });
    expect(res.status).toBe(200);
    expect(await mailedTo(a.user.email)).toHaveLength(0);
  });

  it.each([
    ["a blank name", { name: "   ", email: "ok@example.com", phone: "+12025550123" }, "name"],
    ["a bad e-mail", { name: "A B", email: "not-an-email", phone: "+12025550123" }, "email"],
    ["a bad phone", { name: "A B", email: "ok@example.com", phone: "12" }, "phone"],
    ["a 16-digit phone", { name: "A B", email: "ok@example.com", phone: "+1234567890123456" }, "phone"],
    ["wrong types", { name: 42, email: "ok@example.com", phone: "+12025550123" }, "name"],
  ])("answers 400 for %s and changes nothing", async (_label, body, path) => {
    const a = await createUser();
    const res = await put(a.token, body);
    expect(res.status).toBe(400);
    expect(res.body.errors.map((e: { path: string }) => e.path)).toContain(path);
    expect(await reload(a.user.id)).toMatchObject({
      email: a.user.email,
      name: a.user.name,
      phone: a.user.phone,
    });
  });
});

describe("/api/users/notifications", () => {
  const prefs = {
    investmentUpdates: false,
    transactionAlerts: true,
    weeklyReports: true,
    systemUpdates: false,
    emailFrequency: "weekly",
  };

  it("answers the defaults before anything is saved", async () => {
    const a = await createUser();
    const res = await call(getNotifPrefs, "/api/users/notifications", { token: a.token });
    expect(res.status).toBe(200);
    expect(res.body.notificationPrefs).toEqual({
      investmentUpdates: true,
      transactionAlerts: true,
      weeklyReports: false,
      systemUpdates: true,
      emailFrequency: "daily",
    });
  });

  it("saves the caller's preferences and reads them back, leaving other users alone", async () => {
    const a = await createUser();
    const b = await createUser();
    const res = await call(putNotifPrefs, "/api/users/notifications", {
      method: "PUT",
      token: a.token,
      body: prefs,
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: "Notification preferences saved!", notificationPrefs: prefs });
    expect(
      (await call(getNotifPrefs, "/api/users/notifications", { token: a.token })).body.notificationPrefs,
    ).toEqual(prefs);
    expect((await reload(b.user.id)).notificationPrefs).toBeNull();
  });

  it.each([
    ["an unknown frequency", { ...prefs, emailFrequency: "hourly" }, "emailFrequency"],
    ["a string for a boolean", { ...prefs, weeklyReports: "true" }, "weeklyReports"],
    ["a missing switch", { ...prefs, systemUpdates: undefined }, "systemUpdates"],
  ])("answers 400 for %s and writes nothing", async (_label, body, path) => {
    const a = await createUser();
    const res = await call(putNotifPrefs, "/api/users/notifications", {
      method: "PUT",
      token: a.token,
      body,
    });
    expect(res.status).toBe(400);
    expect(res.body.errors[0].path).toBe(path);
    expect((await reload(a.user.id)).notificationPrefs).toBeNull();
  });
});

describe("/api/users/preferences", () => {
  it("answers the defaults, then the saved preferences", async () => {
    const a = await createUser();
    const before = await call(getPrefs, "/api/users/preferences", { token: a.token });
    expect(before.body.preferences).toEqual({ currency: "USD", language: "en", autoRefresh: true });
    const saved = { currency: "JPY", language: "ja", autoRefresh: false };
    const res = await call(putPrefs, "/api/users/preferences", {
      method: "PUT",
      token: a.token,
      body: saved,
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: "Preferences saved!", preferences: saved });
    expect((await call(getPrefs, "/api/users/preferences", { token: a.token })).body.preferences).toEqual(
      saved,
    );
  });

  it.each([
    ["an unknown currency", { currency: "DOGE", language: "en", autoRefresh: true }, "currency"],
    ["an unknown language", { currency: "USD", language: "pt", autoRefresh: true }, "language"],
    ["a number for autoRefresh", { currency: "USD", language: "en", autoRefresh: 1 }, "autoRefresh"],
    ["a blank currency", { currency: " ", language: "en", autoRefresh: true }, "currency"],
  ])("answers 400 for %s and writes nothing", async (_label, body, path) => {
    const a = await createUser();
    const res = await call(putPrefs, "/api/users/preferences", { method: "PUT", token: a.token, body });
    expect(res.status).toBe(400);
    expect(res.body.errors[0].path).toBe(path);
    expect((await reload(a.user.id)).preferences).toBeNull();
  });

  it("answers 400 to malformed JSON", async () => {
    const a = await createUser();
    const res = await call(putPrefs, "/api/users/preferences", {
      method: "PUT",
      token: a.token,
      rawBody: "currency=USD",
    });
    expect(res.status).toBe(400);
    expect((await reload(a.user.id)).preferences).toBeNull();
  });
});
