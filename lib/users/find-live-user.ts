import { and, eq, isNull } from "drizzle-orm";
import type { Executor } from "@/db/client";
import { users, type User } from "@/db/schema";
import { notFound } from "@/lib/api/errors";

/** The live (not deleted) user an admin acts on, optionally row-locked for the rest of the transaction; 404 otherwise. */
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
  return user;
}
