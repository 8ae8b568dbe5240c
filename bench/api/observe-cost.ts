// npx tsx bench/api/observe-cost.ts [--calls 200000] > /dev/null   (the request lines go to stdout)
// What the request log and the metrics cost one API call, in-process and without Next.js: a handler that
// answers at once, called bare and through logRequest (lib/log/request-log.ts: the request id, the log context,
// the JSON line written by pino's asynchronous stdout destination as in production, the histogram sample of
// lib/metrics/observe.ts), interleaved in blocks. CPU µs per call of this process; the figures go to stderr.
import { randomBytes } from "node:crypto";

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1] : fallback;
}
const calls = Number(arg("calls", "200000"));
const BLOCK = 10_000;

async function main() {
  Object.assign(process.env, {
    NODE_ENV: "production",
    LOG_LEVEL: "info",
    DATABASE_URL: "postgres://postgres@127.0.0.1:5432/unused",
    NEXTAUTH_SECRET: randomBytes(32).toString("base64url"),
    DATA_ENCRYPTION_KEY: randomBytes(32).toString("base64"),
    MAIL_TRANSPORT: "outbox",
  });
  const { logRequest, setRequestUser } = await import("@/lib/log/request-log");
  await import("@/lib/metrics/observe");
  const { metrics } = await import("@/lib/metrics/registry");
  const ctx = { params: Promise.resolve({ id: "42" }) };
  const handler = async (_req: Request, _ctx: typeof ctx) => {
    setRequestUser(7);
    return new Response('{"ok":true}', { headers: { "content-type": "application/json" } });
  };
  const url = "http://127.0.0.1:3000/api/transactions/42";
  const bare = () => handler(new Request(url), ctx);
  const observed = () => logRequest(new Request(url), ctx, handler);

  const block = async (fn: () => Promise<Response>) => {
    const cpu0 = process.cpuUsage();
    for (let i = 0; i < BLOCK; i++) await fn();
    const cpu = process.cpuUsage(cpu0);
    return cpu.user + cpu.system;
  };
  for (let i = 0; i < 3; i++) {
    await block(bare); // warm
    await block(observed);
  }
  const totals = { bare: 0, observed: 0 };
  for (let i = 0; i < calls / BLOCK; i++) {
    // Alternating which goes first, so neither always follows the other's garbage.
    const order = i % 2 ? (["observed", "bare"] as const) : (["bare", "observed"] as const);
    for (const which of order) totals[which] += await block(which === "bare" ? bare : observed);
  }
  const per = (us: number) => us / calls;
  const samples = (await metrics().httpDuration.get()).values.filter((v) => v.metricName?.endsWith("_count"));
  process.stderr.write(
    `${calls} calls each: bare ${per(totals.bare).toFixed(1)} µs CPU, with log line and metrics ` +
      `${per(totals.observed).toFixed(1)} µs CPU: ${(per(totals.observed) - per(totals.bare)).toFixed(1)} µs a request ` +
      `(histogram counted ${samples.reduce((n, v) => n + v.value, 0)} requests)\n`,
  );
}

main().then(
  () => setTimeout(() => process.exit(0), 200),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
