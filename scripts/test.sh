#!/usr/bin/env bash
# Every check of the project, in the order a failure is cheapest to find:
# type-check, lint, unit tests, production build and its performance budgets, then the browser
# suite against the build.
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/ensure-chromium.sh

echo "== type-check" && npx next typegen > /dev/null && npx tsc --noEmit
echo "== lint" && npx eslint .
echo "== format" && npx prettier --check . > /dev/null
echo "== unit tests" && npx jest --ci
echo "== build" && npm run build
echo "== performance budgets" && node scripts/check-budgets.mjs
echo "== browser tests" && npx playwright test
