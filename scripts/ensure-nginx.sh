#!/usr/bin/env bash
# The serving tests run the generated nginx site file (deploy/dist/nginx/) in a real nginx: Debian's nginx-light is enough.
set -euo pipefail
NGINX="${NGINX_PATH:-/usr/sbin/nginx}"
if [ -x "$NGINX" ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get > /dev/null; then
  echo "== installing Debian's nginx-light (needed by the serving tests)"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq && apt-get install -y -qq nginx-light > /dev/null
  exit 0
fi
echo "nginx is missing at $NGINX. Install it (Debian: sudo apt-get install -y nginx-light)" >&2
echo "or set NGINX_PATH to an nginx binary, then run the tests again." >&2
exit 1
