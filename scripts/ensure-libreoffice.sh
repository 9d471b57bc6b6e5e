#!/usr/bin/env bash
# The spreadsheet round trips (tests/checks/check-spreadsheets.mjs) open the catalogue in LibreOffice
# Calc, headless: Debian's libreoffice-calc-nogui (no desktop parts).
set -euo pipefail
if command -v soffice > /dev/null; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get > /dev/null; then
  echo "== installing Debian's libreoffice-calc-nogui (needed by the spreadsheet round trips)"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq && apt-get install -y -qq --no-install-recommends libreoffice-calc-nogui > /dev/null
  if command -v soffice > /dev/null; then exit 0; fi
fi
echo "LibreOffice (soffice) is missing. Install it (Debian: sudo apt-get install -y" >&2
echo "libreoffice-calc-nogui), then run the tests again." >&2
exit 1
