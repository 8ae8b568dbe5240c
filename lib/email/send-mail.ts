// Outgoing mail through nodemailer: SMTP_URL, or an outbox folder under DATA_DIR (one JSON file per message) so
// sign-up and resets work on a machine with no mail server. MAIL_TRANSPORT chooses (./mail-transport.ts).
import fs from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import { env } from "@/lib/env";
import { mailTransport } from "./mail-transport";
import { areaLog } from "@/lib/log/logger";
import { personalise } from "./personalise";

export type Mail = {
  to: string | string[];
  subject: string;
  text: string;
  html?: string;
  /** A stable Message-ID (the queue's mail job sets one), so a message sent twice reads as one. */
  messageId?: string;
  /**
   * The account the mail is about, when its address may no longer be the account's (the e-mail change's
   * notice to the old address): its anti-phishing code, language and lock link come from this account.
   */
  userId?: number;
};
export type OutboxMessage = {
  to: string[];
  from: string;
  subject: string;
  text: string;
  html?: string;
  sentAt: string;
};

export function outboxDir(): string {
  return path.resolve(env().DATA_DIR, "outbox");
}

let transport: nodemailer.Transporter | undefined;

/**
 * Bounds on one SMTP conversation (ms), well inside a mail job's 5-minute lease (lib/jobs/worker.ts): a mail
 * server that hangs fails the try instead of holding the job until another worker takes it over and sends it
 * twice. nodemailer's own defaults wait up to 10 minutes. SMTP_URL's query can set each one otherwise.
 */
const SMTP_TIMEOUTS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 60_000 };

function withTimeouts(url: string): string {
  const missing = Object.entries(SMTP_TIMEOUTS).filter(([key]) => !new RegExp(`[?&]${key}=`).test(url));
  if (missing.length === 0) return url;
  return `${url}${url.includes("?") ? "&" : "?"}${missing.map(([k, v]) => `${k}=${v}`).join("&")}`;
}

export async function sendMail(input: Mail): Promise<void> {
  // Every subject on one line whoever built it: a line break in a header could start a header of its own.
  const clean = { ...input, subject: input.subject.replace(/[\r\n]+\s*/g, " ") };
  // Each account's copy carries its anti-phishing code (and, on a security e-mail, its lock link):
  // ./personalise.ts. A message to several accounts goes out as one copy each.
  const recipients = Array.isArray(clean.to) ? clean.to : [clean.to];
  if (recipients.length === 1) return deliver(await personalise({ ...clean, to: recipients[0] }));
  const copies = await Promise.all(recipients.map((to) => personalise({ ...clean, to, userId: undefined })));
  if (copies.every((c) => c.text === clean.text && c.html === clean.html)) return deliver(clean);
  for (const copy of copies) await deliver(copy);
}

async function deliver(mail: Mail): Promise<void> {
  const { SMTP_URL, MAIL_FROM } = env();
  const to = Array.isArray(mail.to) ? mail.to : [mail.to];
  if (mailTransport() === "smtp") {
    // Production refuses to start so (lib/security/production-settings.ts); elsewhere, say it at the first mail.
    if (!SMTP_URL) throw new Error("MAIL_TRANSPORT=smtp needs SMTP_URL");
    transport ??= nodemailer.createTransport(withTimeouts(SMTP_URL));
    await transport.sendMail({
      from: MAIL_FROM,
      to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      messageId: mail.messageId,
    });
    return;
  }
  // Still rendered by nodemailer (JSON transport), so a message that would fail to build fails here too.
  const json = nodemailer.createTransport({ jsonTransport: true });
  await json.sendMail({
    from: MAIL_FROM,
    to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    messageId: mail.messageId,
  });
  const message: OutboxMessage = {
    to,
    from: MAIL_FROM,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    sentAt: new Date().toISOString(),
  };
  const dir = outboxDir();
  await fs.mkdir(dir, { recursive: true });
  const safe = to
    .join(",")
    .replace(/[^a-zA-Z0-9@._,-]/g, "_")
    .slice(0, 80);
  const file = path.join(dir, `${Date.now()}-${Math.random().toString(36).slice(2, 8)}-${safe}.json`);
  await fs.writeFile(file, JSON.stringify(message, null, 2));
  areaLog("mail").info({ subject: mail.subject, to, file }, "outbox");
}

/** The newest outbox messages to an address (tests and the README's "where mail goes"). */
export async function readOutbox(address: string): Promise<OutboxMessage[]> {
  const dir = outboxDir();
  let files: string[] = [];
  try {
    files = await fs.readdir(dir);
  } catch {
    return [];
  }
  const messages = await Promise.all(
    files
      .filter((f) => f.endsWith(".json"))
      .map(async (f) => JSON.parse(await fs.readFile(path.join(dir, f), "utf8")) as OutboxMessage),
  );
  return messages
    .filter((m) => m.to.includes(address.toLowerCase()))
    .sort((a, b) => b.sentAt.localeCompare(a.sentAt));
}
