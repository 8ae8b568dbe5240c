import { and, eq, isNull } from "drizzle-orm";
import type { Executor } from "@/db/client";
import { users, type User } from "@/db/schema";
import { conflict, notFound } from "@/lib/api/errors";

/**
 * The live (not deleted) investor an admin acts on, optionally row-locked for the rest of the transaction;
 * 404 otherwise. Administrator accounts hold no money and cannot be credited, reset, verified or deleted
 * (an admin crediting their own account could then withdraw and approve it).
 */
export async function findLiveUser(
  exec: Executor,
  userId: number,
  opts: { lock?: boolean } = {},
): Promise<User> {
  const query = exec
    .select()
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
    .limit(1);
  const [user] = opts.lock ? await query.for("update") : await query;
  if (!user) throw notFound("User not found");
  if (user.role !== "INVESTOR") throw conflict("This action applies to investor accounts only");
  return user;
}
