#!/usr/bin/env bash
# Playwright drives Debian's Chromium (browsers cannot be downloaded on these machines).
# Installs it when we are root; otherwise says exactly what to install.
set -euo pipefail
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$CHROMIUM" ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Chromium is missing: installing Debian's chromium package (one time)..."
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  exit 0
fi
echo "Chromium is missing at $CHROMIUM. Install it, then run npm test again:" >&2
echo "  sudo apt-get install -y chromium      (or set CHROMIUM_PATH to a Chromium binary)" >&2
exit 1
