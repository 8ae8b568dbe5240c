// The server the container runs (Dockerfile: `node server.js` in .next/standalone, with public/ and .next/static
// copied in as Next documents), started with the image's settings: it migrates, seeds and serves, its static files
// included; and, production refusing a first owner without a password of its own, it exits saying so. It needs the
// production build (`npm test` builds before jest); without one it is skipped.
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { createTestDatabase, onPostgres } from "../helpers/db";

const DIST = path.resolve(process.env.NEXT_DIST_DIR || ".next");
const STANDALONE = path.join(DIST, "standalone");
const SERVER = path.join(STANDALONE, "server.js");
const built = fs.existsSync(SERVER);

const drops: (() => Promise<void>)[] = [];
const children: ChildProcess[] = [];

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/** The database settings: a fresh Postgres database, or the embedded one on purpose (EMBEDDED_DATABASE=1). */
async function databaseSettings(dataDir: string): Promise<Record<string, string>> {
  if (!onPostgres) return { EMBEDDED_DATABASE: "1", DATA_DIR: dataDir };
  const created = await createTestDatabase({ empty: true });
  drops.push(created.drop);
  await created.handle.close();
  return { DATABASE_URL: created.handle.url!, DATA_DIR: dataDir };
}

async function start(port: number, settings: Record<string, string>) {
  const child = spawn(process.execPath, [SERVER], {
    env: {
      PATH: process.env.PATH ?? "",
      HOME: process.env.HOME ?? os.tmpdir(),
      // The runner stage's settings (Dockerfile), the rest as compose passes them.
      NODE_ENV: "production",
      PORT: String(port),
      HOSTNAME: "0.0.0.0",
      NEXT_TELEMETRY_DISABLED: "1",
      NEXTAUTH_URL: `http://127.0.0.1:${port}`,
      NEXTAUTH_SECRET: randomBytes(32).toString("base64"),
      DATA_ENCRYPTION_KEY: randomBytes(32).toString("base64"),
      MAIL_TRANSPORT: "outbox",
      INTEREST_CRON: "0",
      PRICE_FEED_URL: "http://127.0.0.1:9/unreachable",
      ...settings,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.push(child);
  let output = "";
  child.stdout!.on("data", (d) => (output += d));
  child.stderr!.on("data", (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return { child, exited, output: () => output };
}

beforeAll(() => {
  if (!built) return;
  // As Next documents (and the Dockerfile does): the standalone folder does not copy these by itself.
  fs.cpSync("public", path.join(STANDALONE, "public"), { recursive: true, force: true });
  fs.cpSync(path.join(DIST, "static"), path.join(STANDALONE, ".next", "static"), {
    recursive: true,
    force: true,
  });
});

afterAll(async () => {
  for (const child of children)
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
  for (const drop of drops) await drop();
});

(built ? test : test.skip)(
  `node server.js from the standalone folder migrates ${onPostgres ? "Postgres" : "the embedded database"}, seeds and serves`,
  async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "apex-standalone-"));
    const port = await freePort();
    const app = await start(port, {
      ...(await databaseSettings(dataDir)),
      ADMIN_EMAIL: "owner@example.com",
      ADMIN_PASSWORD: `Owner-${randomBytes(6).toString("hex")}`,
    });
    const base = `http://127.0.0.1:${port}`;
    let ready: { status: string; checks: Record<string, string> } | undefined;
    for (const until = Date.now() + 120_000; Date.now() < until && app.child.exitCode === null;) {
      const res = await fetch(`${base}/api/ready`).catch(() => null);
      if (res?.status === 200) {
        ready = await res.json();
        break;
      }
      await new Promise((r) => setTimeout(r, 500));
    }
    expect({ ready, log: ready ? "" : app.output() }).toMatchObject({ ready: { status: "ready" } });
    expect(ready!.checks.migrations).toBe("ok");
    expect((await fetch(`${base}/api/health`)).status).toBe(200);
    // A page, its script from .next/static, and a file from public/.
    const page = await fetch(`${base}/login`);
    expect(page.status).toBe(200);
    const script = /\/_next\/static\/[^"']+\.js/.exec(await page.text())?.[0];
    expect(script).toBeDefined();
    expect((await fetch(`${base}${script}`)).status).toBe(200);
    expect((await fetch(`${base}/favicon.ico`)).status).toBe(200);
    // The first owner was made from ADMIN_EMAIL and ADMIN_PASSWORD (the password is never echoed).
    expect(app.output()).toContain("Administrator account created");
    expect(app.output()).toContain("password: the value of ADMIN_PASSWORD");
    app.child.kill("SIGTERM");
    const stopped = await Promise.race([
      app.exited,
      new Promise((r) => setTimeout(() => r("still running"), 30_000)),
    ]);
    expect(stopped).toBe(0);
    fs.rmSync(dataDir, { recursive: true, force: true });
  },
  180_000,
);

(built ? test : test.skip)(
  "without ADMIN_PASSWORD on a database with no owner, it exits naming the variable and serves nothing",
  async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "apex-standalone-"));
    const port = await freePort();
    const app = await start(port, await databaseSettings(dataDir));
    const code = await Promise.race([
      app.exited,
      new Promise<"still running">((r) => setTimeout(() => r("still running"), 120_000)),
    ]);
    expect(code).toBe(1);
    expect(app.output()).toMatch(/no OWNER administrator exists yet and ADMIN_PASSWORD is not set/);
    fs.rmSync(dataDir, { recursive: true, force: true });
  },
  180_000,
);
