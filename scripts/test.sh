#!/usr/bin/env bash
# Everything that must pass before a change lands: lint, types, unit, server, story (axe and
# visual) and end-to-end tests. Used by `npm test` and by .ci/run. Sized for two cores (ADR 0013):
# lint and types side by side, then the node projects on two workers, then the stories on two
# pages of one browser, then the journeys.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/ensure-chromium.sh
source scripts/ensure-postgres.sh

started=$SECONDS
logs="$(mktemp -d)"
trap 'rm -rf "$logs"' EXIT
took() { echo "   ($(( SECONDS - $1 )) s)"; }

echo "== lint and typecheck"
t=$SECONDS
npx tsc --noEmit >"$logs/tsc" 2>&1 &
tsc_pid=$!
lint_status=0
npx eslint . --max-warnings 0 || lint_status=$?
tsc_status=0
wait "$tsc_pid" || tsc_status=$?
cat "$logs/tsc"
if [ "$lint_status" != 0 ] || [ "$tsc_status" != 0 ]; then exit 1; fi
took "$t"

echo "== unit and server tests"
t=$SECONDS
npx vitest run --project unit --project server
took "$t"

echo "== story tests (Chromium: $CHROME_PATH)"
t=$SECONDS
# A browser that cannot connect to Vitest in time is retried once; any other failure fails the run.
if ! npx vitest run --project stories 2>&1 | tee "$logs/stories"; then
  if grep -q 'Failed to connect to the browser session' "$logs/stories"; then
    echo "== story tests: the browser did not connect in time; running them once more"
    npx vitest run --project stories
  else
    exit 1
  fi
fi
took "$t"

echo "== end-to-end journeys"
t=$SECONDS
bash scripts/e2e.sh
took "$t"

echo "== all tests passed in $(( (SECONDS - started) / 60 )) min $(( (SECONDS - started) % 60 )) s"
