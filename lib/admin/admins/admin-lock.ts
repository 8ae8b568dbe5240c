// Changes to the administrators serialise on one lock, so two owners demoting or removing each other at the
// same moment cannot leave the platform without an owner.
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Executor } from "@/db/client";
import { users, type User } from "@/db/schema";
import { conflict, notFound } from "@/lib/api/errors";

const ADMINS_LOCK = 727101;

export async function lockAdmins(exec: Executor) {
  await exec.execute(sql`select pg_advisory_xact_lock(${ADMINS_LOCK})`);
}

export const ADMIN_NOT_FOUND = "Administrator not found";
export const LAST_OWNER = "The platform needs at least one owner: make another administrator owner first";

/** A live administrator by id; 404 for anyone else (an investor is not an administrator). */
export async function findLiveAdmin(exec: Executor, id: number): Promise<User> {
  const [admin] = await exec
    .select()
    .from(users)
    .where(and(eq(users.id, id), eq(users.role, "ADMIN"), isNull(users.deletedAt)))
    .limit(1);
  if (!admin) throw notFound(ADMIN_NOT_FOUND);
  return admin;
}

/** Refuses a change that would leave no active owner (call it under lockAdmins). */
export async function assertAnotherOwner(exec: Executor, leaving: User) {
  if (leaving.adminRole !== "OWNER") return;
  const [{ count }] = await exec
    .select({ count: sql<number>`count(*)::int` })
    .from(users)
    .where(
      and(
        eq(users.role, "ADMIN"),
        eq(users.adminRole, "OWNER"),
        isNull(users.deletedAt),
        sql`${users.emailVerifiedAt} is not null`,
        sql`${users.id} <> ${leaving.id}`,
      ),
    );
  if (Number(count) === 0) throw conflict(LAST_OWNER);
}
