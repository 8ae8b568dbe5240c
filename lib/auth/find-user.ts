import { and, eq, isNull } from "drizzle-orm";
import { getDb, type Executor } from "@/db/client";
import { users, type User } from "@/db/schema";

/** The live (not deleted) account with this e-mail; e-mails are stored lower-cased. */
export async function findLiveUserByEmail(email: string, exec?: Executor): Promise<User | undefined> {
  const db = exec ?? (await getDb());
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.email, email.toLowerCase()), isNull(users.deletedAt)))
    .limit(1);
  return user;
}
