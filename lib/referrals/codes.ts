// Each investor's referral code and link, and who may be the same person twice.
import { randomInt } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import type { Executor } from "@/db/client";
import { users } from "@/db/schema";
import { publicBaseUrl } from "@/lib/env";

/** No 0/O, 1/I/L: a code read aloud or typed from a screenshot is typed right. */
const ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
const CODE_LENGTH = 10;

export function newReferralCode(): string {
  let code = "";
  for (let i = 0; i < CODE_LENGTH; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}

/** The investor's code: their own, or one given now to an account that predates the programme. */
export async function ensureReferralCode(exec: Executor, userId: number): Promise<string> {
  const [user] = await exec.select({ code: users.referralCode }).from(users).where(eq(users.id, userId));
  if (user?.code) return user.code;
  await exec
    .update(users)
    .set({ referralCode: newReferralCode() })
    .where(and(eq(users.id, userId), isNull(users.referralCode)));
  const [given] = await exec.select({ code: users.referralCode }).from(users).where(eq(users.id, userId));
  return given.code!;
}

/** The sign-up link a code is shared as. */
export const referralLink = (code: string) => `${publicBaseUrl()}/signup?ref=${code}`;

const GMAIL_DOMAINS = new Set(["gmail.com", "googlemail.com"]);

/**
 * One mailbox, one spelling: lower case, no `+tag`, and for Gmail-style addresses (which ignore dots and
 * answer at both domains) no dots and one domain. Two addresses with the same spelling are one person.
 */
export function normalisedEmail(email: string): string {
  const lower = email.trim().toLowerCase();
  const at = lower.lastIndexOf("@");
  if (at < 0) return lower;
  let local = lower.slice(0, at);
  let domain = lower.slice(at + 1);
  local = local.split("+")[0];
  if (GMAIL_DOMAINS.has(domain)) {
    local = local.replace(/\./g, "");
    domain = "gmail.com";
  }
  return `${local}@${domain}`;
}
