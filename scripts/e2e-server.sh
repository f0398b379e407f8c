#!/usr/bin/env bash
# The server the Playwright tests talk to: the production build (built here only when the sources
# changed since the last one; `npm test` builds first) on a brand-new embedded database with the
# demo users and the demo's month of history, so every run starts from the same state and never
# touches real data. Seeding the month takes a minute or two, so the seeded database is kept as a
# template (data/e2e-template-<hash of what the seed reads>-<UTC day>) and copied for each run.
set -euo pipefail
cd "$(dirname "$0")/.."
PORT="${1:-3100}"
export NEXT_TELEMETRY_DISABLED=1
export NEXTAUTH_SECRET="e2e-only-secret-$(date +%s)"
export NEXTAUTH_URL="http://127.0.0.1:${PORT}"
# The demo agent's key, known to the tests (its one definition: E2E_DEMO_API_KEY in lib/demo/demo-config.ts).
GROUNDCHECK_DEMO_API_KEY="$(sed -n 's/^export const E2E_DEMO_API_KEY = "\(gck_[^"]*\)";$/\1/p' lib/demo/demo-config.ts)"
[ -n "$GROUNDCHECK_DEMO_API_KEY" ] || { echo "E2E_DEMO_API_KEY not found in lib/demo/demo-config.ts" >&2; exit 1; }
export GROUNDCHECK_DEMO_API_KEY
unset DATABASE_URL

node scripts/build-if-changed.mjs

# The history is relative to today, so a template is good for the day it was made on.
key="$(node scripts/source-hash.mjs lib app/api prisma examples/sundry scripts/seed-demo.ts scripts/run-with-database.ts)"
template="data/e2e-template-${key:0:16}-$(date -u +%Y%m%d)"
if [ ! -d "$template" ]; then
  staging="data/e2e-staging-${PORT}-$$"
  rm -rf "$staging"
  start=$SECONDS
  GROUNDCHECK_DATA_DIR="$staging" npx tsx scripts/seed-demo.ts --quiet
  echo "e2e: demo data seeded in $((SECONDS - start)) s"
  for old in data/e2e-template-*; do [ -d "$old" ] && [ "$old" != "$template" ] && rm -rf "$old"; done
  # Another run may have made the same template meanwhile: either copy is as good.
  mv "$staging" "$template" 2>/dev/null || rm -rf "$staging"
fi
export GROUNDCHECK_DATA_DIR="data/e2e-${PORT}"
rm -rf "$GROUNDCHECK_DATA_DIR"
cp -a "$template" "$GROUNDCHECK_DATA_DIR"
exec npx next start -p "$PORT" -H 127.0.0.1
