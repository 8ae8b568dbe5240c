// Idempotency keys are kept at least a day (a client retrying later than that is making a new request), then
// deleted. Pruning rides on new keys: about one insert in PRUNE_EVERY also deletes the expired rows, a
// single indexed delete, so no schedule is needed and a quiet server keeps few rows anyway.
import { lt } from "drizzle-orm";
import { getDb } from "@/db/client";
import { idempotencyKeys } from "@/db/schema";
import { now } from "@/lib/clock";

export const KEY_RETENTION_MS = 24 * 60 * 60 * 1000;
export const PRUNE_EVERY = 50;

/** Deletes the keys created more than KEY_RETENTION_MS ago; returns how many. */
export async function pruneIdempotencyKeys(): Promise<number> {
  const db = await getDb();
  const cutoff = new Date(now().getTime() - KEY_RETENTION_MS);
  const deleted = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, cutoff))
    .returning({ key: idempotencyKeys.key });
  return deleted.length;
}

/** Whether this new key also prunes: about one in PRUNE_EVERY. */
export function prunesNow(random: () => number = Math.random): boolean {
  return random() < 1 / PRUNE_EVERY;
}
