// PgBouncer in transaction mode in front of the machine's Postgres, as a child process with an ini of its own:
// what a managed Postgres's pooler URL is in production. Debian's pgbouncer (1.18) refuses to run as root, so a
// root caller hands it to the `postgres` user (-u), and its files sit in a directory that user can read.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort } from "@/lib/chain/anvil";

export type Bouncer = {
  port: number;
  /** The pooled URL of one database (the server behind it is the one given to startPgbouncer). */
  urlOf: (database: string) => string;
  /** Transactions PgBouncer has passed to one database (its admin console's SHOW STATS). */
  transactions: (database: string) => Promise<number>;
  stop: () => Promise<void>;
  log: () => string;
};

export function pgbouncerBinary(): string | null {
  for (const candidate of [process.env.PGBOUNCER_BIN, "/usr/sbin/pgbouncer", "/usr/bin/pgbouncer"])
    if (candidate && fs.existsSync(candidate)) return candidate;
  const which = spawnSync("sh", ["-c", "command -v pgbouncer"], { encoding: "utf8" });
  return which.status === 0 ? which.stdout.trim() : null;
}

export async function startPgbouncer(serverUrl: string, poolSize = 20): Promise<Bouncer> {
  const binary = pgbouncerBinary();
  if (!binary)
    throw new Error(
      "pgbouncer not found (apt-get install -y pgbouncer, or PGBOUNCER_BIN=/path/to/pgbouncer)",
    );
  const server = new URL(serverUrl);
  const user = decodeURIComponent(server.username || "postgres");
  const password = decodeURIComponent(server.password);
  const port = await freePort();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "apex-pgbouncer-"));
  fs.chmodSync(dir, 0o755);
  const authFile = path.join(dir, "userlist.txt");
  fs.writeFileSync(authFile, `"${user}" "${password}"\n`, { mode: 0o644 });
  const ini = path.join(dir, "pgbouncer.ini");
  const serverPassword = password ? ` password=${password}` : "";
  fs.writeFileSync(
    ini,
    [
      "[databases]",
      // Every database name a client asks for, on the one server: the test's throw-away database included.
      `* = host=${server.hostname} port=${server.port || "5432"} user=${user}${serverPassword}`,
      "[pgbouncer]",
      "listen_addr = 127.0.0.1",
      `listen_port = ${port}`,
      "unix_socket_dir =",
      password ? "auth_type = plain" : "auth_type = trust",
      `auth_file = ${authFile}`,
      "pool_mode = transaction",
      `default_pool_size = ${poolSize}`,
      "max_client_conn = 200",
      // postgres.js sends these at connect; pgbouncer refuses a startup parameter it does not know.
      "ignore_startup_parameters = extra_float_digits,options,search_path",
      "server_reset_query =",
      "log_connections = 0",
      "log_disconnections = 0",
      "admin_users = " + user,
      "",
    ].join("\n"),
    { mode: 0o644 },
  );
  const asRoot = process.getuid?.() === 0;
  const child: ChildProcess = spawn(binary, asRoot ? ["-u", "postgres", ini] : [ini], {
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  let output = "";
  child.stdout!.on("data", (d) => (output += d));
  child.stderr!.on("data", (d) => (output += d));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      try {
        process.kill(-child.pid!, "SIGTERM");
      } catch {
        child.kill("SIGTERM");
      }
      const timer = setTimeout(() => child.kill("SIGKILL"), 3000);
      await exited;
      clearTimeout(timer);
    }
    fs.rmSync(dir, { recursive: true, force: true });
  };
  process.once("exit", () => {
    if (child.exitCode === null) child.kill("SIGKILL");
  });
  const urlOf = (database: string) => {
    const url = new URL(serverUrl);
    url.hostname = "127.0.0.1";
    url.port = String(port);
    url.pathname = `/${database}`;
    return url.toString();
  };
  // Ready when it accepts a TCP connection (it listens once its ini is read).
  const deadline = Date.now() + 10_000;
  const net = await import("node:net");
  for (;;) {
    if (child.exitCode !== null) throw new Error(`pgbouncer exited with ${child.exitCode}:\n${output}`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, "127.0.0.1");
      socket.once("connect", () => (socket.destroy(), resolve(true)));
      socket.once("error", () => resolve(false));
    });
    if (open) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`pgbouncer did not listen on ${port} within 10 s:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  const transactions = async (database: string) => {
    const { default: postgres } = await import("postgres");
    // The admin console answers only the simple query protocol.
    const console = postgres(urlOf("pgbouncer"), {
      prepare: false,
      max: 1,
      fetch_types: false,
      onnotice: () => {},
    });
    try {
      const rows = await console.unsafe("SHOW STATS").simple();
      const row = [...rows].find((r) => r.database === database);
      return Number(row?.total_xact_count ?? 0);
    } finally {
      await console.end({ timeout: 2 });
    }
  };
  return { port, urlOf, transactions, stop, log: () => output };
}
