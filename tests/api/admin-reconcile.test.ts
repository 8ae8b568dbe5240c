import { and, eq, sql } from "drizzle-orm";
import { GET as reconcileRoute } from "@/app/api/admin/reconcile/route";
import { balances } from "@/db/schema";
import { setupTestDb } from "../helpers/db";
import { createUser } from "../helpers/factories";
import { call } from "../helpers/http";
import { fund } from "../helpers/money";

const { db } = setupTestDb();

describe("GET /api/admin/reconcile", () => {
  it("reports balanced books, then names a balance that no ledger entry explains", async () => {
    const admin = await createUser({ role: "ADMIN" });
    const { user } = await createUser();
    await fund(user.id, "USDT", "25");
    const clean = await call(reconcileRoute, "/api/admin/reconcile", { token: admin.token });
    expect(clean.body).toEqual({ balanced: true, mismatches: [] });

    // A balance changed behind the ledger's back (what the CHECK and the ledger module exist to prevent).
    await db()
      .update(balances)
      .set({ amount: sql`${balances.amount} + 1` })
      .where(and(eq(balances.userId, user.id), eq(balances.asset, "USDT")));
    const dirty = await call(reconcileRoute, "/api/admin/reconcile", { token: admin.token });
    expect(dirty.body.balanced).toBe(false);
    expect(dirty.body.mismatches).toEqual([{ userId: user.id, asset: "USDT", balance: "26", ledger: "25" }]);
  });
});
