import { and, desc, eq, gt, isNull, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { sessions, users } from "@/db/schema";
import { now } from "@/lib/clock";

/** GET /api/auth/sessions: the caller's active sessions (not revoked, not idle past the timeout), newest first. */
export async function listSessions(userId: number, currentSessionId: string) {
  const db = await getDb();
  const rows = await db
    .select({
      id: sessions.id,
      device: sessions.device,
      ip: sessions.ip,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      passkeyName: sessions.passkeyName,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        gt(
          sessions.lastSeenAt,
          sql`${now().toISOString()}::timestamptz - ${users.sessionTimeout} * interval '1 minute'`,
        ),
      ),
    )
    .orderBy(desc(sessions.createdAt), desc(sessions.id));
  return {
    sessions: rows.map((r) => ({
      id: r.id,
      device: r.device,
      ip: r.ip,
      createdAt: new Date(r.createdAt).toISOString(),
      lastSeenAt: new Date(r.lastSeenAt).toISOString(),
      current: r.id === currentSessionId,
      /** The passkey the session was signed in with; null for a password sign-in. */
      passkey: r.passkeyName ?? null,
    })),
  };
}
