#!/usr/bin/env bash
# Every check of the project, in the order a failure is cheapest to find: type-check, lint,
# format, unit tests, the build, HTML validation and performance budgets, then the browser suite
# on the shop's Worker in wrangler dev and, for what is nginx's own, on nginx with the generated
# site file (two Playwright projects; playwright.config.ts starts and stops both servers). From
# the build on, every step runs on a copy of the site with its catalogue edited
# (tests/checks/edited-site.mjs).
#
# Each step is one command run by `step`: no `a && b` chains, whose failure `set -e` ignores.
# The first failing step stops the run with its name; a summary of every step and its time is
# printed either way.
set -euo pipefail
cd "$(dirname "$0")/.."

# `bash tests/run.sh release` (npm run test:release): only the checks that guard a deploy.
suite=$([ "${1:-}" = release ] && echo "npm run test:release" || echo "npm test")
summary=()
current=""
site=""
started=$SECONDS
# Each step's output is also kept, so that a failure's summary can say which test failed: CI
# shows only the end of the run.
step_log=$(mktemp)

print_summary() {
  local status=$1
  # A step still running beside a failed one ends before its copy of the site goes.
  [ -z "${beside_pid:-}" ] || wait "$beside_pid" 2> /dev/null || true
  # The copy the steps from the build on run in (below); KEEP=1 keeps it.
  if [ -n "${site:-}" ]; then
    if [ -n "${KEEP:-}" ]; then echo "kept the tested copy: $site"; else rm -rf "$site"; fi
  fi
  echo
  echo "== summary"
  local line
  for line in "${summary[@]}"; do echo "$line"; done
  if [ -n "$current" ]; then
    printf '  FAIL  %-22s %4ss\n' "$current" "$((SECONDS - step_started))"
    why_failed
    echo "$suite failed at step \"$current\" (exit $status) after $((SECONDS - started)) s" >&2
  else
    echo "$suite passed in $((SECONDS - started)) s"
  fi
}
trap 'print_summary $?' EXIT

# The failing step's own words: Playwright's and Jest's failed-test lines and error messages,
# else its last lines.
why_failed() {
  local lines
  # Playwright's numbered failure reports ("  1) [chromium] › …" and the error under it), without
  # the progress lines of the line reporter, which would fill the tail.
  lines=$(grep -vE '^ *\[[0-9]+/[0-9]+\]|\[WebServer\]' "$step_log" |
    grep -E -A14 '^ +[0-9]+\) \[(chromium|nginx|cloudflare)\]' | head -n 60 || true)
  if [ -n "$lines" ]; then
    echo "$lines" | sed 's/^/        /'
    return
  fi
  lines=$(grep -E '✘|✕|FAIL |[0-9]+ (failed|flaky)|\[(chromium|nginx|cloudflare)\] ›|Error:|error |failed' "$step_log" |
    grep -v '^  ok ' | tail -n 30 || true)
  [ -n "$lines" ] || lines=$(tail -n 20 "$step_log")
  echo "$lines" | sed 's/^/        /'
}

step() {
  current=$1
  shift
  echo "== $current"
  step_started=$SECONDS
  "$@" 2>&1 | tee "$step_log"
  summary+=("$(printf '  ok    %-22s %4ss' "$current" "$((SECONDS - step_started))")")
  # Tests Playwright passed only on their retry (playwright.config.ts), named under the step.
  local flaky
  flaky=$(grep -E -A20 '^ +[0-9]+ flaky$' "$step_log" | grep -E '^ +\[(nginx|cloudflare)\] ›' || true)
  [ -z "$flaky" ] || summary+=("$(echo "$flaky" | sed 's/ ─*$//; s/^ */        flaky: /')")
  current=""
}

quiet() { "$@" > /dev/null; }

# A step run beside the next ones (two cores; these mostly run on one or wait): its output and
# time are printed when `join_beside` has waited for it, and its failure stops the run there.
beside() {
  beside_name=$1
  shift
  beside_log=$(mktemp)
  beside_started=$SECONDS
  (
    "$@" > "$beside_log" 2>&1 && rc=0 || rc=$?
    echo "$rc $SECONDS" > "$beside_log.end"
  ) &
  beside_pid=$!
}

join_beside() {
  wait "$beside_pid" || true
  beside_pid=""
  local rc ended
  read -r rc ended < "$beside_log.end"
  echo "== $beside_name (ran beside the steps above)"
  cat "$beside_log" | tee "$step_log"
  rm -f "$beside_log" "$beside_log.end"
  if [ "$rc" != 0 ]; then
    current=$beside_name
    step_started=$beside_started
    exit "$rc"
  fi
  summary+=("$(printf '  ok    %-22s %4ss' "$beside_name" "$((ended - beside_started))")")
}

# The publish workflow's gate (docs/deploying.md, "Publishing on every save"): the build with the
# job's own settings, the two HTML validators and the browser specs that sweep every page
# (accessibility and console, links, SEO, content images) on the Worker's upload folder itself.
# Code checks run on pull requests.
if [ "$suite" != "npm test" ]; then
  step "chromium" bash scripts/ensure-chromium.sh
  step "java" bash scripts/ensure-java.sh
  step "build" npm run build
  step "html-validate" npx html-validate 'out/**/*.html'
  step "Nu Html Checker" node tests/checks/check-html-vnu.mjs
  step "browser tests" npx playwright test --project=cloudflare \
    a11y.spec.ts console.spec.ts links.spec.ts seo-build.spec.ts content.spec.ts serving.spec.ts
  exit 0
fi

step "chromium" bash scripts/ensure-chromium.sh
step "nginx" bash scripts/ensure-nginx.sh
step "java" bash scripts/ensure-java.sh
step "libreoffice" bash scripts/ensure-libreoffice.sh
export REQUIRE_NGINX=1

# Route types (PageProps, LayoutProps) come from typegen; with webpack, as the build runs.
step "route types" quiet npx next typegen --webpack
beside "lint" npx eslint .
step "type-check" npx tsc --noEmit
# The Worker against the Cloudflare types `wrangler types` writes from wrangler.jsonc (not committed).
step "Worker types" npm run --silent check:worker-types
step "workflows" node tests/checks/lint-workflows.mjs
step "format" quiet npx prettier --check .
# Every Georgian word of messages/ and content/ against hunspell-ka and the dealer's own words.
step "Georgian spelling" npm run --silent check:georgian
join_beside
step "unit tests" npx jest --ci --maxWorkers=2
# The catalogue spreadsheet through LibreOffice and back (CSV and .xlsx): no file may change.
# In its own temp folder, beside the build and the checks of its output.
beside "spreadsheets" node tests/checks/check-spreadsheets.mjs
# From here on, in a copy of the site with a product added and one removed (tests/checks/edited-site.mjs):
# no test may depend on today's catalogue. Built once; every later step checks that build.
edited=$(mktemp)
step "edited catalogue" node tests/checks/edited-site.mjs "$edited"
site=$(cat "$edited")
rm -f "$edited"
cd "$site"
# The default build, as `npm start` and a deploy make it: the forms post to the shop's Worker
# (tests/e2e/contact-endpoint.spec.ts serves its pages pointed at a loopback form service).
step "build" npm run build
step "edits in the export" node tests/checks/edited-site.mjs --built
# The Worker as `wrangler deploy` would upload it, production and preview (bundled, nothing sent).
step "worker bundle" node tests/checks/check-worker-bundle.mjs
step "html-validate" npx html-validate 'out/**/*.html'
step "Nu Html Checker" node tests/checks/check-html-vnu.mjs
step "performance budgets" node tests/checks/check-budgets.mjs
join_beside
# The whole browser suite (tests/e2e/site-content.ts derives what it expects from the content).
step "browser tests" env CI=1 npx playwright test
# The production site (SITE_STAGE=production, what the publishing workflow deploys from main), in a
# copy of the project: the sample's placeholder facts are refused; with real ones, the sample
# partners, pages and products without a photo are left out of the export, and its links hold.
beside "production site" node tests/checks/check-production-build.mjs
# The Worker's requests endpoint and the dealer's inbox page in wrangler dev with a local D1 and
# loopback stand-ins for Telegram and Cloudflare Access (each on its own ports).
step "requests endpoint" env PORT="$((${PORT:-3100} + 300))" node tests/requests/requests-smoke.mjs
step "inbox page" env PORT="$((${PORT:-3100} + 310))" node tests/requests/inbox-e2e.mjs
join_beside
