// Limits on the recovery forms (forgot-password, resend-code, verification-code guesses), on sign-in's rule
// (docs/decisions.md, "Brute force"): what strangers do must not stop the owner. Each form counts
//   - per client, over all addresses (one client spraying many);
//   - per (address, client): the old per-address numbers, now only the asking client's own requests;
//   - per address (forgot-password, resend-code: how much mail one mailbox can be sent), binding only a
//     client that has already asked for this address in the window: a client's first request always passes,
//     so the owner at their own device gets their link or code however many strangers asked before.
// Keys are per e-mail whether or not an account exists, so no answer says which addresses do.
import { clearLimit, consume, count, limited, type Limit } from "@/lib/rate-limit";

export type RecoveryLimits = { perClient: Limit; perPair: Limit; perAddress?: Limit };

const pairKey = (form: string, email: string, client: string) => `${form}:pair:${email}|${client}`;

/** Counts one request of `client` for `email` on `form`; throws 429 when this client must wait. */
export async function enterRecoveryLimits(
  form: string,
  email: string,
  client: string,
  limits: RecoveryLimits,
): Promise<void> {
  await consume(`${form}:ip:${client}`, limits.perClient);
  const pair = await count(pairKey(form, email, client), limits.perPair.windowSeconds);
  if (pair.points > limits.perPair.limit) throw limited(pair.retry, limits.perPair);
  if (!limits.perAddress) return;
  const address = await count(`${form}:address:${email}`, limits.perAddress.windowSeconds);
  if (pair.points > 1 && address.points > limits.perAddress.limit)
    throw limited(address.retry, limits.perAddress);
}

/** A success (the right code): this client's tries on the address no longer count. */
export const clearRecoveryPair = (form: string, email: string, client: string) =>
  clearLimit(pairKey(form, email, client));
