#!/usr/bin/env bash
# Everything that must pass before a change lands: lint, types, unit, server, story (axe and
# visual) and end-to-end tests. Used by `npm test` and by .ci/run.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/ensure-chromium.sh
source scripts/ensure-postgres.sh

echo "== lint";       npx eslint . --max-warnings 0
echo "== typecheck";  npx tsc --noEmit
echo "== unit, server and story tests (Chromium: $CHROME_PATH)"
npx vitest run
echo "== end-to-end journeys"
bash scripts/e2e.sh
