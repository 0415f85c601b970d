#!/usr/bin/env bash
# The browser suite. Without Chromium it fails under CI and warns loudly elsewhere.
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
exec npx playwright test "$@"
