// Ending sessions on the server: the next request with such a session's token finds no live row (401).
import { and, eq, isNull, ne } from "drizzle-orm";
import { getDb, type Executor } from "@/db/client";
import { sessions } from "@/db/schema";
import { notFound } from "@/lib/api/errors";
import { now } from "@/lib/clock";

export const SESSION_NOT_FOUND = "Session not found";
const SESSION_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** Sign-out: the session a token names, if it is the token's user's (a token is only read after its
 *  signature checks, so its claims are ours). Already ended: nothing to do. */
export async function endSession(userId: number, sessionId: string): Promise<void> {
  const db = await getDb();
  await db
    .update(sessions)
    .set({ revokedAt: now() })
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

/** DELETE /api/auth/sessions/{id}: one of the caller's own active sessions; anyone else's is a 404. */
export async function revokeSession(userId: number, sessionId: string): Promise<void> {
  // Ids are 22 base64url characters; anything else names no row (and a NUL byte would upset Postgres).
  if (!SESSION_ID.test(sessionId)) throw notFound(SESSION_NOT_FOUND);
  const db = await getDb();
  const [row] = await db
    .update(sessions)
    .set({ revokedAt: now() })
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  if (!row) throw notFound(SESSION_NOT_FOUND);
}

/**
 * Every session of the user but `keep` (none: all). The token-version bump of a password change, reset or
 * delete already kills every token; the rows are ended too so the sessions list tells the truth.
 */
export async function revokeAllSessions(exec: Executor, userId: number, keep?: string): Promise<number> {
  const rows = await exec
    .update(sessions)
    .set({ revokedAt: now() })
    .where(
      and(eq(sessions.userId, userId), isNull(sessions.revokedAt), keep ? ne(sessions.id, keep) : undefined),
    )
    .returning({ id: sessions.id });
  return rows.length;
}
