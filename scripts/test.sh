#!/usr/bin/env bash
# Every check of the project, in the order a failure is cheapest to find:
# type-check, lint, unit tests, production build, HTML validation and performance budgets, then
# the browser suite against the build, served both by scripts/serve.mjs and by nginx with
# deploy/nginx.conf (two Playwright projects; playwright.config.ts starts and stops both servers).
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/ensure-chromium.sh
bash scripts/ensure-nginx.sh
export REQUIRE_NGINX=1

echo "== type-check" && npx next typegen > /dev/null && npx tsc --noEmit
echo "== lint" && npx eslint .
echo "== format" && npx prettier --check . > /dev/null
echo "== unit tests" && npx jest --ci
# The contact form posts to a loopback server that tests/e2e/contact-endpoint.spec.ts starts on
# this port; tests/e2e/contacts.spec.ts serves the same pages without it to test the mail path.
contact_endpoint="http://127.0.0.1:$(( ${PORT:-3100} + 1 ))/contact"
# postbuild: scripts/csp.mjs writes each page's script policy.
echo "== build" && CONTACT_FORM_ENDPOINT="$contact_endpoint" npm run build
echo "== html-validate" && npx html-validate 'out/**/*.html'
echo "== performance budgets" && node scripts/check-budgets.mjs
echo "== browser tests" && npx playwright test
