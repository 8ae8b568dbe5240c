#!/usr/bin/env bash
# The whole test suite (the README's test command): lint, typecheck, jest on the embedded database, jest on
# Postgres (when one is reachable or TEST_DATABASE_URL is set), the production build and the browser journeys
# (Playwright; SKIP_E2E=1 leaves them out) and the fault suite on that build (SKIP_FAULTS=1 leaves it out).
# Ends with one line "N passed, N failed".
set -uo pipefail
cd "$(dirname "$0")/.."
mkdir -p test-results
export NEXT_TELEMETRY_DISABLED=1 NEXT_IGNORE_INCORRECT_LOCKFILE=1
status=0
step() { echo; echo "=== $* ==="; }

step "lint"
npx eslint . || status=1
npx prettier --check . || status=1
step "typecheck"
npx tsc --noEmit || status=1

step "jest (embedded PGlite)"
env -u DATABASE_URL -u TEST_DATABASE_URL npm run -s test:unit -- --json --outputFile=test-results/jest-pglite.json || status=1

PG_URL="${TEST_DATABASE_URL:-postgres://postgres@127.0.0.1:5432/test}"
if [ -n "${TEST_DATABASE_URL:-}" ] || (command -v pg_isready >/dev/null && pg_isready -q -h 127.0.0.1 -p 5432); then
  step "jest (Postgres: ${PG_URL})"
  # Component tests answer their requests from fixtures and never open a database: the embedded run covers them.
  TEST_DATABASE_URL="$PG_URL" npm run -s test:unit -- --testPathIgnorePatterns='/tests/components/' --json --outputFile=test-results/jest-postgres.json || status=1
else
  echo "No Postgres at 127.0.0.1:5432 and no TEST_DATABASE_URL: skipping the Postgres run."
  rm -f test-results/jest-postgres.json
fi

rm -f test-results/e2e.json
if [ "${SKIP_E2E:-0}" != "1" ]; then
  step "build + browser journeys (Playwright)"
  if [ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ]; then
    # Playwright's JSON report (test-results/e2e.json) is what the summary counts; the log is for people.
    npm run -s test:e2e 2>&1 | tee test-results/e2e.log
    [ "${PIPESTATUS[0]}" -eq 0 ] || status=1
  else
    echo "Chromium not found at ${CHROMIUM_PATH:-/usr/bin/chromium} (apt-get install -y chromium): journeys not run."
    status=1
  fi
fi

# The fault suite (tests/faults, bench/README.md "Faults") on the journeys' production build: kill -9 during money
# requests, Postgres cut off under load, the mail server refusing. Its Postgres parts need the server above.
if [ "${SKIP_FAULTS:-0}" != "1" ] && [ -f .next/BUILD_ID ]; then
  step "fault suite"
  if [ -n "${TEST_DATABASE_URL:-}" ] || (command -v pg_isready >/dev/null && pg_isready -q -h 127.0.0.1 -p 5432); then
    npm run -s test:faults -- --url "$PG_URL" 2>&1 | tee test-results/faults.log
  else
    npm run -s test:faults -- --db pglite --skip-outage 2>&1 | tee test-results/faults.log
  fi
  [ "${PIPESTATUS[0]}" -eq 0 ] || { echo "fault suite: FAILED"; status=1; }
fi

node scripts/summarize-tests.mjs || status=1
exit $status
