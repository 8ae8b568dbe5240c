// Adds up jest's JSON reports and node --test's summary into the one closing line CI reads.
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
if (fs.existsSync("test-results/e2e.log")) {
  const log = fs.readFileSync("test-results/e2e.log", "utf8");
  // node --test closes with "ℹ pass N" (spec reporter) or "# pass N" (tap).
  const pass = [...log.matchAll(/^(?:ℹ|#) pass (\d+)/gm)].at(-1);
  const fail = [...log.matchAll(/^(?:ℹ|#) fail (\d+)/gm)].at(-1);
  const p = pass ? Number(pass[1]) : 0;
  const f = fail ? Number(fail[1]) : pass ? 0 : 1; // no summary at all: the journeys did not run
  passed += p;
  failed += f;
  rows.push(`browser journeys: ${p} passed, ${f} failed`);
}
console.log();
for (const row of rows) console.log(`  ${row}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
