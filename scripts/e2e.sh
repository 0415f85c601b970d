#!/usr/bin/env bash
# The browser suite (playwright.config.ts). Without Chromium it fails under CI and warns
# loudly elsewhere.
#   bash scripts/e2e.sh              the journeys on a "hash" build, then the nonce build's check
#   bash scripts/e2e.sh --main-only  the first only; `bash scripts/e2e.sh --nonce-only` the second
#   bash scripts/e2e.sh <playwright args>   the first only, with those arguments
set -euo pipefail
cd "$(dirname "$0")/.."
chromium="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ ! -x "$chromium" ]; then
  echo "!! ==================================================================" >&2
  echo "!! Chromium was not found at $chromium: the browser suite cannot run." >&2
  echo "!! Install it with:  sudo apt-get install -y chromium" >&2
  echo "!! (or set CHROMIUM_PATH to a Chromium or Chrome binary)." >&2
  echo "!! ==================================================================" >&2
  [ "${CI:-}" = "true" ] && exit 1
  exit 0
fi

case "${1:-}" in
  --nonce-only) exec env E2E_CSP_MODE=nonce npx playwright test ;;
  --main-only) exec npx playwright test ;;
  "") npx playwright test; exec env E2E_CSP_MODE=nonce npx playwright test ;;
  *) exec npx playwright test "$@" ;;
esac
