// PUT /api/users/security's `whitelistOnly`: the columns to write. On takes effect at once (and cancels a
// pending switch-off); off needs the PIN and, with two-factor on, the code, and takes effect only after the
// cool-down, so a stolen session and PIN cannot lift the rule and withdraw to a new address at once.
import { eq } from "drizzle-orm";
import type { Executor } from "@/db/client";
import type { PasskeyAssertion } from "@/lib/auth/passkeys/assertion-schema";
import { users } from "@/db/schema";
import { notFound } from "@/lib/api/errors";
import { now } from "@/lib/clock";
import { cooldownMs } from "./cooldown";
import { verifyPinAndCode } from "./verify-pin-and-code";
import { whitelistOn } from "./whitelist";

export type WhitelistColumns = {
  whitelistOnly?: boolean;
  whitelistOffAt?: Date | null;
  /** A guarded switch-off was just asked for: when, and when it takes effect (the owner is e-mailed). */
  switchedOff?: { at: Date; offAt: Date };
};

export async function whitelistChange(
  exec: Executor,
  userId: number,
  input: { whitelistOnly?: boolean; pin: string; otp: string; passkey?: PasskeyAssertion },
  client?: string,
): Promise<WhitelistColumns> {
  if (input.whitelistOnly === undefined) return {};
  if (input.whitelistOnly) return { whitelistOnly: true, whitelistOffAt: null };
  const [current] = await exec
    .select({ whitelistOnly: users.whitelistOnly, whitelistOffAt: users.whitelistOffAt })
    .from(users)
    .where(eq(users.id, userId));
  if (!current) throw notFound();
  const at = now();
  // Already off (or its switch-off already came): nothing to guard.
  if (!whitelistOn(current, at)) return { whitelistOnly: false, whitelistOffAt: null };
  // A switch-off already pending keeps its time: asking again neither hastens nor delays it.
  if (current.whitelistOffAt) return {};
  await verifyPinAndCode(userId, input, client, { purpose: "whitelist-off", binding: "" });
  const wait = cooldownMs();
  const offAt = new Date(at.getTime() + wait);
  return wait === 0
    ? { whitelistOnly: false, whitelistOffAt: null, switchedOff: { at, offAt } }
    : { whitelistOffAt: offAt, switchedOff: { at, offAt } };
}
