// GET /api/users/summary: the Users Management cards over every live investor, not one page of the list.
import { eq } from "drizzle-orm";
import { GET as summaryRoute } from "@/app/api/users/summary/route";
import { users } from "@/db/schema";
import { setupTestDb } from "../helpers/db";
import { createUser } from "../helpers/factories";
import { call } from "../helpers/http";
import { fund } from "../helpers/money";

const { db } = setupTestDb();

const summary = (token: string) => call(summaryRoute, "/api/users/summary", { token });

it("counts verified live investors and sums their USD main balances exactly", async () => {
  const admin = await createUser({ role: "ADMIN" });
  const before = (await summary(admin.token)).body as { verifiedUsers: number; totalBalance: number };

  const verified = await createUser();
  await db().update(users).set({ isVerified: true }).where(eq(users.id, verified.user.id));
  await fund(verified.user.id, "USD", "100.10000001");
  const plain = await createUser();
  await fund(plain.user.id, "USD", "0.00000002");
  await fund(plain.user.id, "BITCOIN", "5"); // coins are not the main balance
  const gone = await createUser();
  await db().update(users).set({ isVerified: true, deletedAt: new Date() }).where(eq(users.id, gone.user.id));
  await fund(admin.user.id, "USD", "999"); // administrators are not platform users

  const res = await summary(admin.token);
  expect(res.status).toBe(200);
  expect(res.body.verifiedUsers).toBe(before.verifiedUsers + 1);
  expect(res.body.totalBalance).toBeCloseTo(before.totalBalance + 100.10000003, 8);
});

it("is for administrators only", async () => {
  const investor = await createUser();
  expect((await summary(investor.token)).status).toBe(403);
  expect((await call(summaryRoute, "/api/users/summary", {})).status).toBe(401);
});
