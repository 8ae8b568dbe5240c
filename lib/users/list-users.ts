import { and, asc, desc, isNull, ne, inArray } from "drizzle-orm";
import { getDb } from "@/db/client";
import { balances, users } from "@/db/schema";
import { env } from "@/lib/env";
import type { Asset } from "@/lib/money/assets";

/**
 * GET /api/users (Users Management): every live account except the built-in admin, newest first.
 * An explicit column list, so no password or PIN hash can leave. `balance` and `mainBalance` are both the
 * USD main balance (the screen's Balance column and dialog); the coins are under `balances`.
 */
export async function listUsers() {
  const db = await getDb();
  const rows = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      phone: users.phone,
      role: users.role,
      isVerified: users.isVerified,
      emailVerifiedAt: users.emailVerifiedAt,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(and(isNull(users.deletedAt), ne(users.email, env().ADMIN_EMAIL.toLowerCase())))
    .orderBy(desc(users.createdAt), desc(users.id));
  const ids = rows.map((u) => u.id);
  const held = ids.length
    ? await db
        .select({ userId: balances.userId, asset: balances.asset, amount: balances.amount })
        .from(balances)
        .where(inArray(balances.userId, ids))
        .orderBy(asc(balances.userId))
    : [];
  const byUser = new Map<number, Partial<Record<Asset, number>>>();
  for (const b of held) byUser.set(b.userId, { ...byUser.get(b.userId), [b.asset]: Number(b.amount) });
  return {
    users: rows.map((u) => {
      const of = byUser.get(u.id) ?? {};
      const main = of.USD ?? 0;
      return {
        id: u.id,
        name: u.name,
        email: u.email,
        phone: u.phone,
        role: u.role,
        isVerified: u.isVerified,
        emailVerified: u.emailVerifiedAt !== null,
        balance: main,
        mainBalance: main,
        balances: {
          BITCOIN: of.BITCOIN ?? 0,
          ETHEREUM: of.ETHEREUM ?? 0,
          USDT: of.USDT ?? 0,
          USDC: of.USDC ?? 0,
        },
        createdAt: u.createdAt.toISOString(),
      };
    }),
  };
}
