#!/usr/bin/env bash
# Runs the shipped deploy/nginx.conf in the foreground for the browser tests: a throw-away
# config around it, with only the lines marked "# test:" rewritten (loopback port, out/ root).
# Playwright starts and stops it (playwright.config.ts); NGINX_PORT picks the port.
set -euo pipefail
cd "$(dirname "$0")/.."
NGINX="${NGINX_PATH:-/usr/sbin/nginx}"
PORT="${NGINX_PORT:?set NGINX_PORT}"
OUT="$(pwd)/out"
[ -f "$OUT/index.html" ] || { echo "No export in $OUT: run npm run build first." >&2; exit 1; }

DIR="$(mktemp -d "${TMPDIR:-/tmp}/gps-nginx.XXXXXX")"
trap 'rm -rf "$DIR"' EXIT
mkdir -p "$DIR/www" "$DIR/tmp"
ln -s "$OUT" "$DIR/www/gps-app" # the site lives at <root>/gps-app/, as on the server

sed -e "s|^\( *\)listen .*# test: listen|\1listen 127.0.0.1:$PORT;|" \
  -e "s|^\( *\)root .*# test: root|\1root $DIR/www;|" deploy/nginx.conf > "$DIR/site.conf"
grep -q "listen 127.0.0.1:$PORT;" "$DIR/site.conf" && grep -q "root $DIR/www;" "$DIR/site.conf" ||
  { echo "deploy/nginx.conf lost its '# test:' markers" >&2; exit 1; }

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
echo "nginx serving $OUT at http://127.0.0.1:$PORT/gps-app/"
# Not exec: the trap removes the temp folder when Playwright stops us.
"$NGINX" -p "$DIR" -c "$DIR/nginx.conf" -g 'daemon off;' &
NGINX_PID=$!
trap 'kill "$NGINX_PID" 2> /dev/null; wait "$NGINX_PID" 2> /dev/null; rm -rf "$DIR"' EXIT INT TERM
wait "$NGINX_PID"
