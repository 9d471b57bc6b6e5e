#!/usr/bin/env bash
# Runs the shipped nginx site file in the foreground for the browser tests: the one the build
# wrote (deploy/dist/nginx/print-centre.conf, deploy/nginx.template.conf with the rules of
# deploy/host-rules.mjs filled in by scripts/deploy/write-host-config.mjs) in a throw-away
# config around it, with only the lines marked "# test:" rewritten (loopback ports, a
# self-signed certificate made here, out/ root, the redirect's https port).
# Playwright starts and stops it (playwright.config.ts); NGINX_PORT picks the https port,
# NGINX_HTTP_PORT (default NGINX_PORT + 1) the plain-http one that only redirects.
set -euo pipefail
cd "$(dirname "$0")/../.."
NGINX="${NGINX_PATH:-/usr/sbin/nginx}"
PORT="${NGINX_PORT:?set NGINX_PORT}"
HTTP_PORT="${NGINX_HTTP_PORT:-$((PORT + 1))}"
OUT="$(pwd)/out"
SITE="${HOST_CONFIG_DIR:-deploy/dist}/nginx/print-centre.conf"
# The base path from site.config.mjs, which the generated locations spell out.
BASE="$(node --input-type=module -e "import('./site.config.mjs').then((c) => console.log(c.basePath))")"
[ -f "$OUT/index.html" ] || { echo "No export in $OUT: run npm run build first." >&2; exit 1; }
[ -f "$SITE" ] || { echo "No nginx site file $SITE: run npm run build first." >&2; exit 1; }

DIR="$(mktemp -d "${TMPDIR:-/tmp}/gps-nginx.XXXXXX")"
trap 'rm -rf "$DIR"' EXIT
mkdir -p "$DIR/www" "$DIR/tmp"
ln -s "$OUT" "$DIR/www$BASE" # the site lives at <root>/gps-app/, as on the server

# A throw-away certificate for the loopback names, valid for two days.
openssl req -x509 -newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -nodes -days 2 \
  -subj "/CN=127.0.0.1" -addext "subjectAltName=IP:127.0.0.1,DNS:localhost" \
  -keyout "$DIR/privkey.pem" -out "$DIR/fullchain.pem" 2> "$DIR/openssl.log" ||
  { cat "$DIR/openssl.log" >&2; exit 1; }

# Each rewritten line must appear once, and no marker may be left: a marker moved to a line of
# another shape would otherwise leave production values (port 443, /etc/ssl) in the test.
rewritten=(
  "listen 127.0.0.1:$HTTP_PORT;"
  "listen 127.0.0.1:$PORT ssl http2;"
  "ssl_certificate $DIR/fullchain.pem;"
  "ssl_certificate_key $DIR/privkey.pem;"
  "root $DIR/www;"
  "return 301 https://\$host:$PORT\$request_uri;"
)
sed -e "s|^\( *\)listen 80; *# test: listen http\$|\1${rewritten[0]}|" \
  -e "s|^\( *\)listen 443 ssl http2; *# test: listen https\$|\1${rewritten[1]}|" \
  -e "s|^\( *\)ssl_certificate .*# test: certificate\$|\1${rewritten[2]}|" \
  -e "s|^\( *\)ssl_certificate_key .*# test: key\$|\1${rewritten[3]}|" \
  -e "s|^\( *\)root .*# test: root\$|\1${rewritten[4]}|" \
  -e "s|^\( *\)return 301 https://\$host\$request_uri; *# test: redirect\$|\1${rewritten[5]}|" \
  "$SITE" > "$DIR/site.conf"
for line in "${rewritten[@]}"; do
  [ "$(sed 's/^ *//' "$DIR/site.conf" | grep -cxF "$line")" = 1 ] ||
    { echo "$SITE lost its '# test:' markers (no '$line')" >&2; exit 1; }
done
! grep -nE '^ *[^# ].*# test:' "$DIR/site.conf" >&2 ||
  { echo "$SITE has '# test:' markers this script does not rewrite" >&2; exit 1; }

# As root, nginx workers would drop to "nobody", who may not read a checkout under /root.
USER_LINE=""
[ "$(id -u)" = "0" ] && USER_LINE="user root;"

cat > "$DIR/nginx.conf" <<CONF
$USER_LINE
worker_processes 1;
pid $DIR/nginx.pid;
error_log stderr warn;
events { worker_connections 256; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  log_not_found off; # the browser's /favicon.ico probes, outside /gps-app/
  sendfile on;
  client_body_temp_path $DIR/tmp/body;
  proxy_temp_path $DIR/tmp/proxy;
  fastcgi_temp_path $DIR/tmp/fastcgi;
  uwsgi_temp_path $DIR/tmp/uwsgi;
  scgi_temp_path $DIR/tmp/scgi;
  include $DIR/site.conf;
}
CONF

"$NGINX" -t -q -p "$DIR" -c "$DIR/nginx.conf"
echo "nginx serving $OUT at https://127.0.0.1:$PORT$BASE/ (http://127.0.0.1:$HTTP_PORT redirects)"
# Not exec: the trap removes the temp folder when Playwright stops us.
"$NGINX" -p "$DIR" -c "$DIR/nginx.conf" -g 'daemon off;' &
NGINX_PID=$!
trap 'kill "$NGINX_PID" 2> /dev/null; wait "$NGINX_PID" 2> /dev/null; rm -rf "$DIR"' EXIT INT TERM
wait "$NGINX_PID"
