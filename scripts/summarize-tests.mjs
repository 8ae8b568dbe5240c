// Adds up jest's JSON reports, the multi-instance suite's and Playwright's JSON report into the one closing line CI reads.
import fs from "node:fs";

let passed = 0;
let failed = 0;
const rows = [];
for (const name of ["jest-pglite", "jest-postgres"]) {
  const file = `test-results/${name}.json`;
  if (!fs.existsSync(file)) continue;
  const r = JSON.parse(fs.readFileSync(file, "utf8"));
  // A suite that failed to run at all (syntax error, crashed worker) counts as a failure.
  const brokenSuites = r.numRuntimeErrorTestSuites ?? 0;
  passed += r.numPassedTests;
  failed += r.numFailedTests + brokenSuites;
  rows.push(`${name}: ${r.numPassedTests} passed, ${r.numFailedTests + brokenSuites} failed`);
}

// The multi-instance suite's checks (tests/multi-instance/run.ts), when it ran.
if (fs.existsSync("test-results/instances.json")) {
  const r = JSON.parse(fs.readFileSync("test-results/instances.json", "utf8"));
  passed += r.passed;
  failed += r.failed;
  rows.push(`several instances: ${r.passed} passed, ${r.failed} failed`);
}

/** Playwright's counts; a run that never got to its tests (build or server failed) is one failure. */
function journeys(file) {
  if (!fs.existsSync(file)) return { p: 0, f: 1, note: "did not run" };
  const { stats, errors = [] } = JSON.parse(fs.readFileSync(file, "utf8"));
  // expected: passed first time; flaky: failed, then passed on a retry; unexpected: failed.
  const p = stats.expected + stats.flaky;
  const f = stats.unexpected + (errors.length > 0 || p + stats.unexpected === 0 ? 1 : 0);
  const notes = [];
  if (stats.flaky) notes.push(`${stats.flaky} of them flaky (passed on a retry)`);
  if (stats.skipped) notes.push(`${stats.skipped} skipped`);
  if (errors.length) notes.push(`${errors.length} run error(s): ${errors[0].message?.split("\n")[0]}`);
  return { p, f, note: notes.join("; ") };
}

if (process.env.SKIP_E2E !== "1") {
  const { p, f, note } = journeys("test-results/e2e.json");
  passed += p;
  failed += f;
  rows.push(`browser journeys: ${p} passed, ${f} failed${note ? ` (${note})` : ""}`);
}
console.log();
for (const row of rows) console.log(`  ${row}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
