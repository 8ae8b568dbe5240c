import { z } from "zod";
import { and, asc, count, desc, eq, ilike, inArray, isNull, ne, or } from "drizzle-orm";
import { getDb } from "@/db/client";
import { balances, users } from "@/db/schema";
import { ROLES } from "@/lib/enums";
import { env } from "@/lib/env";
import type { Asset } from "@/lib/money/assets";
import { readPage } from "@/lib/paging/read-page";
import { containsPattern } from "@/lib/paging/search";
import type { UserListQuery } from "@/lib/validation/admin-lists";
import { requestedPage } from "@/lib/validation/paging";

const coinAmount = z.number();
/** One row of the Users Management list; every row is parsed through it, so only these fields leave. */
export const listedUserSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    email: z.string(),
    phone: z.string(),
    role: z.enum(ROLES),
    isVerified: z.boolean(),
    emailVerified: z.boolean(),
    twoFactorEnabled: z.boolean().describe("Two-factor sign-in is on (an administrator may reset it)"),
    locked: z
      .boolean()
      .describe("The account is locked (by its owner or an administrator): it signs in nowhere"),
    lockedAt: z.string().nullable().describe("When it was locked, ISO 8601; null when it is not locked"),
    balance: z.number().describe("USD main balance (the Balance column)"),
    mainBalance: z.number().describe("USD main balance (the user dialog)"),
    balances: z.object({ BITCOIN: coinAmount, ETHEREUM: coinAmount, USDT: coinAmount, USDC: coinAmount }),
    createdAt: z.string().describe("ISO 8601 timestamp"),
  })
  .meta({ id: "ListedUser" });

/**
 * GET /api/users (Users Management): every live account except the built-in admin, newest first.
 * An explicit column list, so no password or PIN hash can leave. `balance` and `mainBalance` are both the
 * USD main balance (the screen's Balance column and dialog); the coins are under `balances`.
 * Paged (lib/validation/paging.ts) when given `limit`, `offset`, `q` (name, e-mail or phone) or `status`.
 */
export async function listUsers(query: UserListQuery = {}) {
  const db = await getDb();
  const page = requestedPage(query);
  const pattern = query.q === undefined ? undefined : containsPattern(query.q);
  const where = and(
    isNull(users.deletedAt),
    ne(users.email, env().ADMIN_EMAIL.toLowerCase()),
    query.status ? eq(users.isVerified, query.status === "VERIFIED") : undefined,
    pattern
      ? or(ilike(users.name, pattern), ilike(users.email, pattern), ilike(users.phone, pattern))
      : undefined,
  );
  const select = db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      phone: users.phone,
      role: users.role,
      isVerified: users.isVerified,
      emailVerifiedAt: users.emailVerifiedAt,
      twoFactorEnabledAt: users.twoFactorEnabledAt,
      lockedAt: users.lockedAt,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(where)
    .orderBy(desc(users.createdAt), desc(users.id));
  const total = () => db.select({ total: count() }).from(users).where(where);
  const { rows, pagination } = await readPage(select.$dynamic(), total, page);
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
  const listed = rows.map((u) => {
    const of = byUser.get(u.id) ?? {};
    const main = of.USD ?? 0;
    return listedUserSchema.parse({
      id: u.id,
      name: u.name,
      email: u.email,
      phone: u.phone,
      role: u.role,
      isVerified: u.isVerified,
      emailVerified: u.emailVerifiedAt !== null,
      twoFactorEnabled: u.twoFactorEnabledAt !== null,
      locked: u.lockedAt !== null,
      lockedAt: u.lockedAt?.toISOString() ?? null,
      balance: main,
      mainBalance: main,
      balances: {
        BITCOIN: of.BITCOIN ?? 0,
        ETHEREUM: of.ETHEREUM ?? 0,
        USDT: of.USDT ?? 0,
        USDC: of.USDC ?? 0,
      },
      createdAt: u.createdAt.toISOString(),
    });
  });
  return pagination ? { users: listed, pagination } : { users: listed };
}
