// Shared by the auth API tests: client addresses, same-origin headers, cookies and mailed secrets.
import { randomInt } from "node:crypto";
import { readOutbox } from "@/lib/email/send-mail";
import { PEER_HEADER, stampFor } from "@/lib/net/peer-stamp";
import { runQueuedJobs } from "../helpers/jobs";

export const randomIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

/** The headers `next start` gives a request from `address` (instrumentation.ts stamps the socket's peer). */
export function fromPeer(address: string, headers: Record<string, string> = {}): Record<string, string> {
  return { ...headers, [PEER_HEADER]: stampFor(address) };
}

/** A fresh client address per test, so per-client limits of one test never leak into another. */
export function freshIp(): Record<string, string> {
  return fromPeer(randomIp());
}

/** What a browser sends with a cookie-authenticated POST from our own page. */
export const SAME_ORIGIN = { origin: "http://localhost:3000", host: "localhost:3000" };

/** The `token` cookie a response sets: its value and attributes. */
export function sessionCookieOf(headers: Headers) {
  const raw = headers.getSetCookie().find((c) => c.startsWith("token="));
  if (!raw) return undefined;
  const [pair, ...attrs] = raw.split(";").map((s) => s.trim());
  return { value: pair.slice("token=".length), attrs: attrs.map((a) => a.toLowerCase()), raw };
}

export async function mailedCode(email: string): Promise<string> {
  await runQueuedJobs();
  const [mail] = await readOutbox(email);
  const code = mail?.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no verification code mailed to ${email}`);
  return code;
}

export async function mailedResetToken(email: string): Promise<string> {
  await runQueuedJobs();
  const [mail] = await readOutbox(email);
  const token = mail?.text.match(/\/reset-password\/([A-Za-z0-9_-]+)/)?.[1];
  if (!token) throw new Error(`no reset link mailed to ${email}`);
  return token;
}
