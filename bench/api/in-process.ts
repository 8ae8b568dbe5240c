// npm run bench:api:in-process -- [--calls 20000] [--url postgres://…/test] [--async-context]
// The authentication steps and the routes' own reads timed in-process, without Next.js around them: CPU per call (this process, all
// threads) and wall time, 10 calls in flight at a time, interleaved, on the API bench's throw-away database.
// --async-context: run inside an AsyncLocalStorage store, as every Next.js request does, so every promise pays
// for the async hooks' tracking as it does in the server.
import { AsyncLocalStorage } from "node:async_hooks";
import { createApiBenchDatabase } from "./database";
import { liveUser, sessionForToken } from "@/lib/auth/authenticate";
import { forgetVerifiedTokens, readToken } from "@/lib/auth/token";
import { getBalances } from "@/lib/accounts/get-balances";
import { legacyListTransactions } from "@/bench/twins/legacy-list-transactions";
import { listTransactions } from "@/lib/transactions/list-transactions";

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1] : fallback;
}
const calls = Number(arg("calls", "20000"));
const serverUrl = arg("url", process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test");

async function time(fn: () => Promise<unknown>, n: number, inFlight = 10) {
  const cpu0 = process.cpuUsage();
  const t0 = process.hrtime.bigint();
  let next = 0;
  await Promise.all(
    Array.from({ length: inFlight }, async () => {
      while (next++ < n) await fn();
    }),
  );
  const wall = Number(process.hrtime.bigint() - t0) / 1e3;
  const cpu = process.cpuUsage(cpu0);
  return { cpuUs: (cpu.user + cpu.system) / n, wallUs: wall / n };
}

async function main() {
  process.env.NEXTAUTH_SECRET ??= "in-process-bench-secret-0123456789abcdef";
  const db = await createApiBenchDatabase(serverUrl);
  try {
    if (process.argv.includes("--async-context")) new AsyncLocalStorage().enterWith({ request: true });
    const claims = (await readToken(db.token))!;
    const steps: Record<string, () => Promise<unknown>> = {
      // A token seen for the first time (decrypted), and one this process has verified before (cached).
      "readToken, first time": () => {
        forgetVerifiedTokens();
        return readToken(db.token);
      },
      "readToken, seen before": () => readToken(db.token),
      "liveUser (user only)": () => liveUser(claims.userId, claims.tokenVersion),
      "sessionForToken (token + user + session)": async () => {
        if (!(await sessionForToken(db.token, "bearer"))) throw new Error("session refused");
      },
      getBalances: () => getBalances(claims.userId),
      // GET /api/users/transactions's read (38 rows), and the same read as it was before it was prepared.
      listTransactions: () => listTransactions(claims.userId, {}),
      "listTransactions, before": () => legacyListTransactions(claims.userId),
    };
    const results: Record<string, { cpuUs: number[]; wallUs: number[] }> = {};
    for (const name of Object.keys(steps)) await time(steps[name], 500); // warm-up
    for (let round = 0; round < 5; round++) {
      for (const [name, fn] of Object.entries(steps)) {
        const r = await time(fn, Math.round(calls / 5));
        (results[name] ??= { cpuUs: [], wallUs: [] }).cpuUs.push(r.cpuUs);
        results[name].wallUs.push(r.wallUs);
      }
    }
    const med = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
    console.log(`${"step".padEnd(44)} ${"CPU µs/call".padStart(12)} ${"wall µs/call".padStart(13)}`);
    for (const [name, r] of Object.entries(results)) {
      console.log(
        `${name.padEnd(44)} ${med(r.cpuUs).toFixed(0).padStart(12)} ${med(r.wallUs).toFixed(0).padStart(13)}`,
      );
    }
  } finally {
    await db.drop();
  }
  process.exit(0);
}
main().catch((err) => {
  console.error(err);
  process.exit(1);
});
