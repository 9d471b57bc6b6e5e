#!/usr/bin/env bash
# Serves the Cloudflare Pages upload folder (deploy/dist/cloudflare-pages/, written by the
# build's last step scripts/deploy/write-host-config.mjs) with `wrangler pages dev`: Cloudflare's
# own asset server (workerd) applying the generated _headers and _redirects, for the
# "cloudflare" project of the browser tests (playwright.config.ts starts and stops it).
# Loopback only, no account, nothing sent: metrics and error reports off, no update check
# (it asks the npm registry, which CI may not reach at run time), state in a temp folder.
set -euo pipefail
cd "$(dirname "$0")/.."
PORT="${WRANGLER_PORT:?set WRANGLER_PORT}"
SITE="$(pwd)/deploy/dist/cloudflare-pages"
# The base path from site.config.mjs: scripts/deploy/write-host-config.mjs names the folder so.
BASE="$(node --input-type=module -e "import('./site.config.mjs').then((c) => console.log(c.basePath))")"
[ -f "$SITE$BASE/index.html" ] && [ -f "$SITE/_headers" ] ||
  { echo "No Cloudflare Pages upload in $SITE: run npm run build first." >&2; exit 1; }

DIR="$(mktemp -d "${TMPDIR:-/tmp}/gps-wrangler.XXXXXX")"
export WRANGLER_SEND_METRICS=false WRANGLER_SEND_ERROR_REPORTS=false WRANGLER_HIDE_BANNER=true
export NO_UPDATE_NOTIFIER=1 CI=1 WRANGLER_LOG=warn CLOUDFLARE_CF_FETCH_ENABLED=false
# CLOUDFLARE_CF_FETCH_ENABLED=false: no download of the Request.cf sample.
# Wrangler keeps its logs and cache under the home folder: a throw-away one.
export HOME="$DIR/home" XDG_CONFIG_HOME="$DIR/home/.config" WRANGLER_CACHE_DIR="$DIR/cache"
mkdir -p "$HOME"

echo "wrangler pages dev serving $SITE at http://127.0.0.1:$PORT$BASE/"
# Not exec: the trap removes the temp folder when Playwright stops us.
node node_modules/wrangler/bin/wrangler.js pages dev "$SITE" --ip 127.0.0.1 --port "$PORT" \
  --compatibility-date 2026-04-01 --persist-to "$DIR/state" --show-interactive-dev-session=false \
  --inspector-port 0 &
WRANGLER_PID=$!
trap 'kill "$WRANGLER_PID" 2> /dev/null; wait "$WRANGLER_PID" 2> /dev/null; rm -rf "$DIR"' EXIT INT TERM
wait "$WRANGLER_PID"
