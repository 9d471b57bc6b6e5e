#!/usr/bin/env bash
# Playwright cannot download browsers here: the suite uses Debian's Chromium.
set -euo pipefail
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$CHROMIUM" ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get > /dev/null; then
  echo "== installing Debian's chromium (needed by the browser tests)"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq && apt-get install -y -qq chromium > /dev/null
  exit 0
fi
echo "Chromium is missing at $CHROMIUM. Install it (Debian: sudo apt-get install -y chromium)" >&2
echo "or set CHROMIUM_PATH to a Chromium binary, then run the tests again." >&2
exit 1
