#!/usr/bin/env bash
# Builds the console, then runs the Playwright journeys; e2e/harness starts the real server on a
# free port with a fresh data folder and stops it afterwards.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/ensure-chromium.sh
if [ "${E2E_SKIP_BUILD:-}" != "1" ]; then
  npx vite build --logLevel warn
  npx vite build --mode demo --logLevel warn
fi
npx playwright test --config e2e/playwright.config.ts "$@"
