#!/usr/bin/env bash
# The whole test suite (the README's test command): lint and typecheck beside the production build, jest on the
# embedded database with two servers on Postgres through PgBouncer beside it (SKIP_INSTANCES=1 leaves them out),
# jest on Postgres (when one is reachable or TEST_DATABASE_URL is set) with the fault suite on the build beside it
# (SKIP_FAULTS=1 leaves it out), and the browser journeys on the build (Playwright; SKIP_E2E=1 leaves them out).
# Ends with one line "N passed, N failed".
set -uo pipefail
cd "$(dirname "$0")/.."
mkdir -p test-results
export NEXT_TELEMETRY_DISABLED=1 NEXT_IGNORE_INCORRECT_LOCKFILE=1
status=0
step() { echo; echo "=== $* ==="; }

# ESLint and tsc are one thread each, and the production build uses about one and a third of the 2 cores: side by
# side they took 169 s, against 76 s of checks and then 116 s of build (bench/README.md, "The checks beside the
# build"). The build's output streams; each check's is printed whole once it ends, so the log stays readable.
step "lint + typecheck, the production build beside them"
checks=(eslint prettier tsc)
npx eslint . >test-results/eslint.log 2>&1 &
pids=($!)
npx prettier --check . >test-results/prettier.log 2>&1 &
pids+=($!)
npx tsc --noEmit >test-results/tsc.log 2>&1 &
pids+=($!)

# The fault suite runs beside the Postgres jest run (below), the journeys after it: all on this build.
built=0
if [ "${SKIP_E2E:-0}" != "1" ] || [ "${SKIP_FAULTS:-0}" != "1" ] || [ "${SKIP_INSTANCES:-0}" != "1" ]; then
  if npm run -s build; then built=1; else echo "production build: FAILED"; status=1; fi
fi

for i in "${!checks[@]}"; do
  if wait "${pids[$i]}"; then echo "${checks[$i]}: ok"; else echo "${checks[$i]}: FAILED"; status=1; fi
  cat "test-results/${checks[$i]}.log"
done
# The Prometheus rules and scrape configuration operators deploy (ops/prometheus); promtool comes with Debian's
# prometheus package (.ci/run installs it).
if command -v promtool >/dev/null; then
  if promtool check rules ops/prometheus/alerts.yml >test-results/promtool.log 2>&1 &&
    promtool check config ops/prometheus/prometheus.yml >>test-results/promtool.log 2>&1 &&
    promtool test rules ops/prometheus/alerts.test.yml >>test-results/promtool.log 2>&1; then
    echo "promtool: ok"
  else
    echo "promtool: FAILED"
    status=1
  fi
  cat test-results/promtool.log
else
  echo "promtool: not installed (apt-get install prometheus), ops/prometheus not checked"
fi

PG_URL="${TEST_DATABASE_URL:-postgres://postgres@127.0.0.1:5432/test}"
have_pg=0
if [ -n "${TEST_DATABASE_URL:-}" ] || (command -v pg_isready >/dev/null && pg_isready -q -h 127.0.0.1 -p 5432); then
  have_pg=1
fi

# Two production servers on one Postgres database through PgBouncer in transaction mode (tests/multi-instance,
# docs/operations.md "Several instances"). It runs beside the embedded jest run, which does not touch Postgres;
# its output is printed whole once both have ended, and test-results/instances.json is counted in the summary.
rm -f test-results/instances.json
instances_pid=""
if [ "${SKIP_INSTANCES:-0}" != "1" ] && [ "$built" = 1 ] && [ "$have_pg" = 1 ]; then
  npm run -s test:instances -- --url "$PG_URL" >test-results/instances.log 2>&1 &
  instances_pid=$!
elif [ "${SKIP_INSTANCES:-0}" != "1" ] && [ "$have_pg" != 1 ]; then
  echo "No Postgres: the multi-instance suite (PgBouncer in front of Postgres) is not run."
fi

step "jest (embedded PGlite)"
env -u DATABASE_URL -u TEST_DATABASE_URL npm run -s test:unit -- --json --outputFile=test-results/jest-pglite.json || status=1

if [ -n "$instances_pid" ]; then
  wait "$instances_pid"
  rc=$?
  step "several instances (PgBouncer)"
  cat test-results/instances.log
  [ "$rc" -eq 0 ] || { echo "multi-instance suite: FAILED"; status=1; }
fi

# The fault suite (tests/faults, bench/README.md "Faults") on the production build: kill -9 during money requests,
# Postgres cut off (through a proxy of its own) under load, the mail server refusing. Much of it waits (restarts,
# the mail back-off), so it runs beside the Postgres jest run, on databases of its own; its output is printed whole
# once both have ended.
faults_pid=""
start_faults() {
  [ "${SKIP_FAULTS:-0}" != "1" ] && [ "$built" = 1 ] || return 0
  "$@" >test-results/faults.log 2>&1 &
  faults_pid=$!
}
end_faults() {
  [ -n "$faults_pid" ] || return 0
  wait "$faults_pid"
  local rc=$?
  step "fault suite"
  cat test-results/faults.log
  [ "$rc" -eq 0 ] || { echo "fault suite: FAILED"; status=1; }
  faults_pid=""
}

if [ "$have_pg" = 1 ]; then
  start_faults npm run -s test:faults -- --url "$PG_URL"
  step "jest (Postgres: ${PG_URL})"
  # Only the files that open a database run again here: component tests answer their requests from fixtures,
  # and a test file that never opens one runs the same on either (51 files, about two minutes of this run).
  mapfile -t pg_files < <(grep -l -E "helpers/(db|factories|money)|TEST_DATABASE_URL|onPostgres|setupTestDb|createTestDatabase|getDb" tests/unit/*.test.ts* tests/api/*.test.ts*)
  echo "${#pg_files[@]} test files open a database"
  TEST_DATABASE_URL="$PG_URL" npm run -s test:unit -- "${pg_files[@]}" --json --outputFile=test-results/jest-postgres.json || status=1
  end_faults
else
  echo "No Postgres at 127.0.0.1:5432 and no TEST_DATABASE_URL: skipping the Postgres run."
  rm -f test-results/jest-postgres.json
  start_faults npm run -s test:faults -- --db pglite --skip-outage
  end_faults
fi

rm -f test-results/e2e.json
if [ "${SKIP_E2E:-0}" != "1" ]; then
  step "browser journeys (Playwright)"
  if [ "$built" != 1 ]; then
    echo "The production build failed: journeys not run."
    status=1
  elif [ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ] || { [ -z "${CHROMIUM_PATH:-}" ] && [ -x /usr/bin/chromium-headless-shell ]; }; then
    # Playwright's JSON report (test-results/e2e.json) is what the summary counts; the log is for people.
    E2E_SKIP_BUILD=1 npm run -s test:e2e 2>&1 | tee test-results/e2e.log
    [ "${PIPESTATUS[0]}" -eq 0 ] || status=1
  else
    echo "Chromium not found at ${CHROMIUM_PATH:-/usr/bin/chromium} (apt-get install -y chromium): journeys not run."
    status=1
  fi
fi

node scripts/summarize-tests.mjs || status=1
exit $status
