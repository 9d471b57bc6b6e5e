#!/usr/bin/env bash
# Runs the shop's Worker (wrangler.jsonc) with `wrangler dev` on the build's assets folder
# (deploy/dist/cloudflare/, written by the build's last step scripts/deploy/write-host-config.mjs):
# Cloudflare's own asset server (workerd) applying the generated _headers and _redirects, and the
# Worker (worker/) with a local D1 and R2, for the "cloudflare" project of the browser tests
# (playwright.config.ts starts and stops it). On loopback, beside it:
#   WRANGLER_PORT      the site, its forms posting to the Worker, D1 with
#                      migrations/ applied, Telegram, e-mail and Access pointed at the stubs;
#   WRANGLER_PORT + 1  the Telegram Bot API stub, + 2 the Access key set (JWKS),
#   WRANGLER_PORT + 4  the stubs' control server (tests/requests/requests-test-stubs.mjs);
#   WRANGLER_PORT + 3  the same site with a D1 that has no tables: every request fails to store
#                      (the "database down" case, a real D1 error, not a browser mock);
#   WRANGLER_PORT + 6  the Worker as npm start runs it (local sign-in, console notifications);
#   WRANGLER_PORT + 7  the e-mail API stub (Resend's), for the dealer's and the customer's e-mails.
# Loopback only, no account, nothing sent: metrics and error reports off, no update check
# (it asks the npm registry, which CI may not reach at run time), state in a temp folder.
set -euo pipefail
cd "$(dirname "$0")/../.."
PORT="${WRANGLER_PORT:?set WRANGLER_PORT}"
UPLOAD="$(pwd)/deploy/dist/cloudflare"
# The base path from site.config.mjs: scripts/deploy/write-host-config.mjs names the folder so.
BASE="$(node --input-type=module -e "import('./site.config.mjs').then((c) => console.log(c.basePath))")"
[ -f "$UPLOAD$BASE/index.html" ] && [ -f "$UPLOAD/_headers" ] ||
  { echo "No Worker assets in $UPLOAD: run npm run build first." >&2; exit 1; }

DIR="$(mktemp -d "${TMPDIR:-/tmp}/gps-wrangler.XXXXXX")"
export WRANGLER_SEND_METRICS=false WRANGLER_SEND_ERROR_REPORTS=false WRANGLER_HIDE_BANNER=true
export NO_UPDATE_NOTIFIER=1 CI=1 CLOUDFLARE_CF_FETCH_ENABLED=false
# CLOUDFLARE_CF_FETCH_ENABLED=false: no download of the Request.cf sample.
# Wrangler keeps its logs and cache under the home folder: a throw-away one.
export HOME="$DIR/home" XDG_CONFIG_HOME="$DIR/home/.config" WRANGLER_CACHE_DIR="$DIR/cache"
mkdir -p "$HOME"
WRANGLER=(node node_modules/wrangler/bin/wrangler.js)
# Wrangler bundles worker/ into .wrangler/ here: removed again unless it was already there.
HAD_WRANGLER_FOLDER=$([ -d .wrangler ] && echo 1 || echo "")

PIDS=()
cleanup() {
  for pid in "${PIDS[@]}"; do kill "$pid" 2> /dev/null || true; done
  for pid in "${PIDS[@]}"; do wait "$pid" 2> /dev/null || true; done
  rm -rf "$DIR"
  [ -n "$HAD_WRANGLER_FOLDER" ] || rm -rf .wrangler
}
trap cleanup EXIT INT TERM

# Without WRANGLER_LOG here: `d1 migrations apply` reports what it applied.
"${WRANGLER[@]}" d1 migrations apply DB --local --persist-to "$DIR/state" > "$DIR/migrations.log" 2>&1 ||
  { cat "$DIR/migrations.log" >&2; exit 1; }
export WRANGLER_LOG=warn

node tests/requests/requests-test-stubs.mjs $((PORT + 1)) $((PORT + 2)) $((PORT + 4)) $((PORT + 7)) &
PIDS+=($!)

# The variables of tests/e2e/requests-server.ts; MIN_FILL_SECONDS=0 because a test types faster
# than people (the time check has unit tests), and the whole suite sends from one address.
VARS=(
  --var TELEGRAM_BOT_TOKEN:123456:e2e --var TELEGRAM_CHAT_ID:-1002
  --var "TELEGRAM_API_BASE:http://127.0.0.1:$((PORT + 1))"
  --var ACCESS_TEAM_DOMAIN:e2e-team --var ACCESS_AUD:e2e-application-aud
  --var "ACCESS_CERTS_URL:http://127.0.0.1:$((PORT + 2))/certs"
  --var MIN_FILL_SECONDS:0 --var RATE_LIMIT_PER_HOUR:100000
  --var EMAIL_API_KEY:re_e2e --var "EMAIL_FROM:Print Centre <shop@example.ge>"
  --var EMAIL_TO:dealer@example.ge --var "EMAIL_API_BASE:http://127.0.0.1:$((PORT + 7))"
)
serve() { # port, state folder
  "${WRANGLER[@]}" dev --assets "$UPLOAD" --ip 127.0.0.1 --port "$1" \
    --persist-to "$2" --show-interactive-dev-session=false --inspector-port 0 "${VARS[@]}" &
  PIDS+=($!)
}

answers() { # port: waits until the site there answers
  for _ in $(seq 1 120); do
    curl -sf -o /dev/null "http://127.0.0.1:$1$BASE/" && return
    sleep 1
  done
}
# The site the tests load first; the other two start behind it, one workerd at a time on a small
# machine, while the first tests run (the specs that use them wait until they answer).
echo "wrangler dev serving $UPLOAD at http://127.0.0.1:$PORT$BASE/"
serve "$PORT" "$DIR/state"
MAIN=$!
answers "$PORT"
echo "wrangler dev: a D1 without tables at http://127.0.0.1:$((PORT + 3))$BASE/"
serve $((PORT + 3)) "$DIR/no-tables"
answers $((PORT + 3))
# The Worker as npm start runs it (scripts/start.mjs): no Telegram or e-mail (notifications go
# to the console), no Access (the local sign-in for loopback host names), its own D1 and R2;
# tests/e2e/requests-loop.spec.ts.
"${WRANGLER[@]}" d1 migrations apply DB --local --persist-to "$DIR/local-state" > "$DIR/migrations-local.log" 2>&1 ||
  { cat "$DIR/migrations-local.log" >&2; exit 1; }
"${WRANGLER[@]}" dev --assets "$UPLOAD" --ip 127.0.0.1 --port $((PORT + 6)) \
  --persist-to "$DIR/local-state" --show-interactive-dev-session=false --inspector-port 0 \
  --var INBOX_LOCAL_SIGN_IN:loopback &
PIDS+=($!)
# Not exec: the trap stops everything and removes the temp folder when Playwright stops us.
wait "$MAIN"
