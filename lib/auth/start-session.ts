// Every token is minted here, for a sessions row created with it: sign-in, admin login and the second step
// of a two-factor sign-in all end in startSession.
import { randomBytes } from "node:crypto";
import { getDb, type Executor } from "@/db/client";
import { sessions } from "@/db/schema";
import { now } from "@/lib/clock";
import { signInNoticeJob } from "@/lib/jobs/definitions/sign-in-notice";
import { deviceLabel } from "./device-label";
import { deviceIsNew, type SignIn } from "./sign-in-notice";
import { mintToken, type Role } from "./token";

export type SessionUserInput = { id: number; role: Role; tokenVersion: number; email: string };
export type SessionOrigin = { ip: string; userAgent: string | null | undefined };
/** A sign-in made with a passkey: its name, recorded with the session. */
export type SessionMethod = { passkeyName?: string };

/** A new sessions row and its token, nothing else (tests and the bench sign users in with it). */
export async function createSession(
  user: SessionUserInput,
  origin: SessionOrigin,
  exec?: Executor,
  method: SessionMethod = {},
): Promise<{ sessionId: string; token: string; device: string; createdAt: Date }> {
  const sessionId = randomBytes(16).toString("base64url");
  const device = deviceLabel(origin.userAgent);
  const at = now();
  await (exec ?? (await getDb())).insert(sessions).values({
    id: sessionId,
    userId: user.id,
    device,
    ip: origin.ip.slice(0, 64),
    createdAt: at,
    lastSeenAt: at,
    passkeyName: method.passkeyName ?? null,
  });
  return { sessionId, token: await mintToken(user, sessionId), device, createdAt: at };
}

/** A sign-in: the session, its token, and (queued with it, run after the commit) the user's sign-in notice. */
export async function startSession(
  user: SessionUserInput,
  origin: SessionOrigin,
  method: SessionMethod = {},
): Promise<string> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    // Before the session is written, so the new session is not its own "seen before".
    const newDevice = await deviceIsNew(tx, user.id, deviceLabel(origin.userAgent));
    const { sessionId, token, device, createdAt } = await createSession(user, origin, tx, method);
    const at = createdAt.toISOString();
    const notice: SignIn = { userId: user.id, sessionId, device, ip: origin.ip, at, newDevice };
    if (method.passkeyName) notice.passkey = method.passkeyName;
    await signInNoticeJob.enqueue(tx, notice, { dedupeKey: `sign-in-notice:${sessionId}` });
    return token;
  });
}
