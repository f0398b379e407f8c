#!/usr/bin/env bash
# `npm test`: the whole suite, in the order that fails fastest. Database tests run on the embedded
# PGlite and, when TEST_DATABASE_URL is set, on that PostgreSQL too. Ends with one summary line.
set -uo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1
mkdir -p test-reports
rm -f test-reports/vitest.json test-reports/playwright.json

step() {
  local name="$1"; shift
  local start=$SECONDS
  echo
  echo "==> $name"
  if ! "$@"; then
    echo "FAILED: $name ($((SECONDS - start))s)"
    node scripts/summarize-tests.mjs || true
    exit 1
  fi
  echo "ok: $name ($((SECONDS - start))s)"
}

if [ -z "${TEST_DATABASE_URL:-}" ]; then
  echo "note: TEST_DATABASE_URL is not set, so database tests run on the embedded PGlite only."
fi

step "lint" npx eslint . --max-warnings=0
step "typecheck" npx tsc --noEmit
step "unit, server and database tests (vitest)" npx vitest run --reporter=default --reporter=json --outputFile.json=test-reports/vitest.json
step "production build (skipped when the sources are unchanged)" node scripts/build-if-changed.mjs
step "browser" bash scripts/ensure-chromium.sh
step "end-to-end tests (playwright)" npx playwright test
node scripts/summarize-tests.mjs
