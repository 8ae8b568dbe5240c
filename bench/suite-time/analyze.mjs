// `node bench/suite-time/analyze.mjs <jest --json output> <APEX_TEST_PROFILE file>`: where each test file's time went
// (bench/README.md, "Suite time"). The profile file is written by tests/helpers/db.ts when APEX_TEST_PROFILE names it.
import fs from "node:fs";
const j = JSON.parse(fs.readFileSync(process.argv[2], "utf8"));
const prof = new Map(
  fs
    .readFileSync(process.argv[3], "utf8")
    .trim()
    .split("\n")
    .map((l) => {
      const o = JSON.parse(l);
      return [o.file, o.marks];
    }),
);
const sum = {
  env: 0,
  setupFiles: 0,
  setupAfterEnv: 0,
  imports: 0,
  database: 0,
  migrations: 0,
  seed: 0,
  tests: 0,
  close: 0,
  total: 0,
  testsReported: 0,
};
let n = 0;
for (const r of j.testResults) {
  const p = r.perfStats ?? {};
  const marks = prof.get(r.name);
  if (!marks) {
    console.log("no marks", r.name);
    continue;
  }
  const m = Object.fromEntries(marks);
  n++;
  const total = r.endTime - r.startTime;
  const env = p.loadTestEnvironmentEnd - p.loadTestEnvironmentStart || 0;
  const sf = p.setupFilesEnd - p.setupFilesStart || 0;
  const sae = p.setupAfterEnvEnd - p.setupAfterEnvStart || 0;
  const imports = m.beforeAll - (p.setupAfterEnvEnd || r.startTime);
  const database = m.database - m.beforeAll,
    migrations = m.migrations - m.database,
    seed = m.seed - m.migrations;
  const tests = m.testsDone - m.ready,
    close = m.closed - m.testsDone;
  const testsReported = r.assertionResults.reduce((a, t) => a + (t.duration ?? 0), 0);
  Object.entries({
    env,
    setupFiles: sf,
    setupAfterEnv: sae,
    imports,
    database,
    migrations,
    seed,
    tests,
    close,
    total,
    testsReported,
  }).forEach(([k, v]) => (sum[k] += v));
  console.log(r.name.split("/").pop().padEnd(42), {
    total,
    env,
    imports,
    database,
    migrations,
    seed,
    tests,
    close,
  });
}
console.log(
  "files",
  n,
  "sum (s):",
  Object.fromEntries(Object.entries(sum).map(([k, v]) => [k, (v / 1000).toFixed(1)])),
);
console.log(
  "per file mean (ms):",
  Object.fromEntries(Object.entries(sum).map(([k, v]) => [k, Math.round(v / n)])),
);
console.log(
  "first start..last end (s):",
  (
    (Math.max(...j.testResults.map((r) => r.endTime)) - Math.min(...j.testResults.map((r) => r.startTime))) /
    1000
  ).toFixed(1),
  "jest startTime->now",
  j.startTime,
);
