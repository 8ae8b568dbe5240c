// The mail server refusing for a while, with an app restart (kill -9) in between: a real local SMTP server
// (smtp-server) answers 451 to every message, the back office's Send Mail queues messages for several
// recipients, each is refused at least once, the app is killed and started again, the server then accepts,
// and every message must arrive exactly once (one per recipient, each Message-ID once), every mail job DONE.
import { randomUUID } from "node:crypto";
import net from "node:net";
import { sql } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import { queryRows } from "@/db/client";
import { createFaultDb, seedFaultDb } from "./database";
import { startApp, type App } from "./server";

export type MailReport = {
  mails: number;
  refusals: number;
  restarts: number;
  delivered: number;
  lost: number;
  duplicated: number;
  deliveredAfterAcceptMs: number;
  failures: string[];
};

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
    probe.on("error", reject);
  });
}

type Received = { to: string[]; messageId: string };

async function startSmtp() {
  const state = { refusing: true, refusals: 0, received: [] as Received[] };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onMailFrom(_address, _session, callback) {
      if (!state.refusing) return callback();
      state.refusals++;
      callback(Object.assign(new Error("Mailbox busy, try again later"), { responseCode: 451 }));
    },
    onData(stream, session, callback) {
      let raw = "";
      stream.on("data", (chunk: Buffer) => (raw += chunk.toString("utf8")));
      stream.on("end", () => {
        const messageId = /^message-id:\s*(.+)$/im.exec(raw)?.[1]?.trim() ?? "";
        state.received.push({ to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()), messageId });
        callback();
      });
    },
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return { port, state, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

async function until(what: string, check: () => Promise<boolean>, timeoutMs: number): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (await check()) return Date.now() - started;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
}

export async function mailOutage(opts: {
  kind: "postgres" | "pglite";
  serverUrl: string;
  port: number;
  secrets: Record<string, string>;
  sends: number;
  recipientsPerSend: number;
  log: (s: string) => void;
}): Promise<MailReport> {
  const { log } = opts;
  const failures: string[] = [];
  const smtp = await startSmtp();
  const fdb = await createFaultDb(opts.kind, opts.serverUrl);
  let app: App | undefined;
  // The embedded database belongs to the app's process while it runs: the suite reads the jobs through the back
  // office's Jobs API there, and straight from Postgres otherwise.
  const handle = opts.kind === "postgres" ? await fdb.open() : undefined;
  try {
    const seeded = await seedFaultDb(fdb, 1);
    const env = { ...opts.secrets, ...fdb.env, SMTP_URL: `smtp://127.0.0.1:${smtp.port}` };
    app = await startApp(opts.port, env, "start with the mail server refusing");
    const run = randomUUID().slice(0, 8);
    const expected: string[] = [];
    for (let s = 0; s < opts.sends; s++) {
      const recipients = Array.from(
        { length: opts.recipientsPerSend },
        (_, r) => `faults-${run}-${s}-${r}@example.com`,
      );
      expected.push(...recipients);
      const res = await fetch(`${app.base}/api/email`, {
        method: "POST",
        headers: { authorization: `Bearer ${seeded.adminToken}`, "content-type": "application/json" },
        body: JSON.stringify({
          subject: `Fault suite ${s}`,
          body: "A message that must arrive once.",
          recipients,
        }),
      });
      if (res.status !== 200) failures.push(`Send Mail ${s} answered ${res.status}`);
    }
    const mailJobs = async (): Promise<{ status: string; attempts: number }[]> => {
      if (handle)
        return queryRows<{ status: string; attempts: number }>(
          handle.db,
          sql`select status, attempts from jobs where kind = 'mail' and dedupe_key like 'mail:admin-mail:%'`,
        );
      // Send Mail's are the only mail jobs of this database (its sessions were made without a sign-in).
      const res = await fetch(`${app!.base}/api/admin/jobs?limit=50`, {
        headers: { authorization: `Bearer ${seeded.adminToken}` },
      });
      if (res.status !== 200) throw new Error(`GET /api/admin/jobs answered ${res.status}`);
      const body = (await res.json()) as { jobs: { kind: string; status: string; attempts: number }[] };
      return body.jobs.filter((j) => j.kind === "mail");
    };
    // Every message tried and refused at least once before the restart.
    await until(
      "every mail job to be refused once",
      async () => {
        const rows = await mailJobs();
        return rows.length === expected.length && rows.every((r) => r.attempts >= 1 && r.status !== "DONE");
      },
      60_000,
    );
    log(`  ${expected.length} mails queued, each refused at least once (${smtp.state.refusals} refusals)`);
    await app.kill();
    log("  app killed (-9) while the mail server refuses; started again");
    app = await startApp(opts.port, env, "restart during the mail outage");
    await new Promise((r) => setTimeout(r, 2_000));
    smtp.state.refusing = false;
    const acceptedAt = Date.now();
    log("  mail server accepting");
    // The back-off (10 s, 20 s, ... ±25 %) decides when each job tries again.
    await until(
      "every mail job DONE",
      async () => {
        const rows = await mailJobs();
        return rows.length === expected.length && rows.every((r) => r.status === "DONE");
      },
      120_000,
    );
    // A moment for a stray second copy to show.
    await new Promise((r) => setTimeout(r, 2_000));
    const deliveredAfterAcceptMs = Date.now() - acceptedAt - 2_000;

    const perRecipient = new Map<string, number>();
    for (const m of smtp.state.received)
      for (const to of m.to) perRecipient.set(to, (perRecipient.get(to) ?? 0) + 1);
    const lost = expected.filter((to) => !perRecipient.has(to)).length;
    const duplicated = [...perRecipient.values()].reduce((s, n) => s + Math.max(0, n - 1), 0);
    const ids = smtp.state.received.map((m) => m.messageId);
    if (new Set(ids).size !== ids.length) failures.push("a Message-ID arrived twice");
    if (ids.some((id) => !id)) failures.push("a message without a Message-ID");
    const stray = [...perRecipient.keys()].filter((to) => !expected.includes(to));
    if (stray.length) failures.push(`mail to unexpected recipients: ${stray.join(", ")}`);
    if (lost) failures.push(`${lost} mails never arrived`);
    if (duplicated) failures.push(`${duplicated} mails arrived twice`);
    const failed = (await mailJobs()).filter((r) => r.status !== "DONE").length;
    if (failed) failures.push(`${failed} mail jobs not DONE`);
    await app.stop();
    app = undefined;
    return {
      mails: expected.length,
      refusals: smtp.state.refusals,
      restarts: 1,
      delivered: smtp.state.received.length,
      lost,
      duplicated,
      deliveredAfterAcceptMs,
      failures,
    };
  } finally {
    await app?.kill();
    await handle?.close();
    await smtp.close();
    await fdb.drop();
  }
}
