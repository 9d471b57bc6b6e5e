#!/usr/bin/env bash
# The Nu Html Checker (vnu.jar, tests/checks/check-html-vnu.mjs) needs Java 17+: Debian's default JRE.
set -euo pipefail
JAVA="${JAVA_PATH:-java}"
java_major() {
  # `java -version` prints e.g. `openjdk version "17.0.15" 2025-04-15` (or "1.8.0_…") on stderr.
  "$JAVA" -version 2>&1 | sed -nE '1s/.*version "(1\.)?([0-9]+).*/\2/p'
}
if command -v "$JAVA" > /dev/null && [ "$(java_major)" -ge 17 ] 2> /dev/null; then exit 0; fi
if [ -z "${JAVA_PATH:-}" ] && [ "$(id -u)" = "0" ] && command -v apt-get > /dev/null; then
  echo "== installing Debian's default-jre-headless (needed by the HTML checker)"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq && apt-get install -y -qq default-jre-headless > /dev/null
  # Debian releases before 12 ship Java 11 as the default: check what was installed.
  if [ "$(java_major)" -ge 17 ] 2> /dev/null; then exit 0; fi
fi
echo "Java 17 or newer is missing ($JAVA). Install it (Debian: sudo apt-get install -y" >&2
echo "default-jre-headless) or set JAVA_PATH to a java binary, then run the tests again." >&2
exit 1
