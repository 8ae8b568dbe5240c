// Sign-in brute-force limits (docs/decisions.md, "Brute force"). An account is never locked for everyone: a
// stranger's wrong guesses must not keep the owner out. Instead:
//   - per client: 30 attempts in 15 minutes, over all accounts (password spraying);
//   - per (account, client): 5 attempts without a success in 15 minutes, then that client waits;
//   - per account: from the 5th failure in 15 minutes (from any clients, since the last success), a
//     growing wait of 1, 2, 4 ... up to 60 seconds after each failure. It binds only clients that have
//     already guessed wrong on this account; a client with no failures of its own gets its password
//     checked, so the owner at their own device gets in while addresses elsewhere hammer the account.
// Keys are per e-mail whether or not the account exists, so the limits do not reveal which addresses do.
import { sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { consume, count, hold, LIMITS, limited, secondsLeft, uncount } from "@/lib/rate-limit";

const WINDOW = 15 * 60;
const SLOW_AFTER = 5;
const MAX_WAIT = 60;

const clientKey = (client: string) => `signin:client:${client}`;
const pairPrefix = (email: string) => `signin:pair:${email}|`;
const pairKey = (email: string, client: string) => `${pairPrefix(email)}${client}`;
const accountKey = (email: string) => `signin:account:${email}`;
const waitKey = (email: string) => `signin:wait:${email}`;

/** Before the password is checked: counts the attempt, throws 429 when this client must wait. */
export async function enterSignin(email: string, client: string): Promise<void> {
  await consume(clientKey(client), LIMITS.signinPerClient);
  // Counted before the (slow) hash check, so parallel guesses cannot all slip in under the limit.
  const pair = await count(pairKey(email, client), WINDOW);
  if (pair.points > LIMITS.signinPerAccountClient.limit)
    throw limited(pair.retry, LIMITS.signinPerAccountClient);
  if (pair.points > 1) {
    const wait = await secondsLeft(waitKey(email));
    if (wait > 0) {
      // Refused untried: it must not count towards this client's five.
      await uncount(pairKey(email, client));
      throw limited(wait, LIMITS.signinPerAccountClient);
    }
  }
}

/** A wrong password (or an unknown e-mail): the account's failures grow its wait. */
export async function signinFailed(email: string): Promise<void> {
  const { points } = await count(accountKey(email), WINDOW);
  if (points >= SLOW_AFTER) await hold(waitKey(email), Math.min(2 ** (points - SLOW_AFTER), MAX_WAIT));
}

/**
 * The right password: this client's typos no longer count and the account's slowdown starts over (the
 * owner is here; other clients keep their own counts and their five).
 */
export async function signinSucceeded(email: string, client: string): Promise<void> {
  const db = await getDb();
  await db.execute(
    sql`delete from rate_limits where key in (${pairKey(email, client)}, ${accountKey(email)}, ${waitKey(email)})`,
  );
}

/** A password reset proves the mailbox: every sign-in limit on the account ends. */
export async function clearSigninLimits(email: string): Promise<void> {
  const db = await getDb();
  const prefix = pairPrefix(email);
  await db.execute(
    sql`delete from rate_limits
        where key in (${accountKey(email)}, ${waitKey(email)}) or left(key, ${prefix.length}) = ${prefix}`,
  );
}
