#!/usr/bin/env bash
# `npm run demo`: migrate the database, load the demo data (once: a second run adds nothing), build
# the production bundle (only when the sources changed since the last build) and serve it on
# http://localhost:3000. Seeding and building run side by side.
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1
mkdir -p data
npx tsx scripts/db/migrate.ts
started=$SECONDS
npx tsx scripts/seed-demo.ts & seed=$!
node scripts/build-if-changed.mjs > data/demo-build.log 2>&1 & build=$!
wait "$seed" || { kill "$build" 2>/dev/null; echo "demo: loading the demo data failed" >&2; exit 1; }
wait "$build" || { tail -40 data/demo-build.log >&2; echo "demo: the production build failed (data/demo-build.log)" >&2; exit 1; }
tail -1 data/demo-build.log
echo "demo: ready in $((SECONDS - started)) s"
# `next start` is production: it needs a session secret. The demo keeps one of its own in data/.
secret_file="data/demo-session-secret"
if [ -z "${NEXTAUTH_SECRET:-}" ]; then
  [ -s "$secret_file" ] || (umask 077 && node -e 'process.stdout.write(require("crypto").randomBytes(32).toString("base64url"))' > "$secret_file")
  NEXTAUTH_SECRET="$(cat "$secret_file")"
  export NEXTAUTH_SECRET
fi
exec npx next start -p "${PORT:-3000}"
