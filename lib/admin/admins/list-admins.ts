import { and, asc, eq, isNull } from "drizzle-orm";
import { getDb } from "@/db/client";
import { users } from "@/db/schema";
import { listedAdmin } from "./admin-output";

/** GET /api/admin/admins: every live administrator, oldest first (the built-in owner at the top). */
export async function listAdmins() {
  const db = await getDb();
  const rows = await db
    .select()
    .from(users)
    .where(and(eq(users.role, "ADMIN"), isNull(users.deletedAt)))
    .orderBy(asc(users.createdAt), asc(users.id));
  return { admins: rows.map(listedAdmin) };
}
