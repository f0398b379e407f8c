#!/usr/bin/env bash
# The server the Playwright tests talk to: a production build on a brand-new embedded database
# with the demo users, so every run starts from the same state and never touches real data.
set -euo pipefail
cd "$(dirname "$0")/.."
PORT="${1:-3100}"
export GROUNDCHECK_DATA_DIR="data/e2e-${PORT}"
export NEXTAUTH_SECRET="e2e-only-secret-$(date +%s)"
export NEXTAUTH_URL="http://127.0.0.1:${PORT}"
# The demo agent's key, known to the tests (its one definition: E2E_DEMO_API_KEY in lib/demo/demo-config.ts).
GROUNDCHECK_DEMO_API_KEY="$(sed -n 's/^export const E2E_DEMO_API_KEY = "\(gck_[^"]*\)";$/\1/p' lib/demo/demo-config.ts)"
[ -n "$GROUNDCHECK_DEMO_API_KEY" ] || { echo "E2E_DEMO_API_KEY not found in lib/demo/demo-config.ts" >&2; exit 1; }
export GROUNDCHECK_DEMO_API_KEY
unset DATABASE_URL
rm -rf "$GROUNDCHECK_DATA_DIR"
npx tsx scripts/seed-demo.ts --quiet
exec npx next start -p "$PORT" -H 127.0.0.1
