#!/usr/bin/env bash
# `npm test`: every test of the project, in order of speed.
#   1. unit, component and API integration tests on in-memory PGlite (Jest);
#   2. the API suite again on a real PostgreSQL, with node-postgres and with the Neon
#      serverless driver (through a local WebSocket proxy), when a server is reachable;
#   3. the end-to-end suite in a real Chromium against a production build.
# `--no-browser` runs 1 and 2 only (CI runs them again under Node 24 that way, .ci/run).
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1
browser=1
[ "${1:-}" = "--no-browser" ] && browser=""

echo "== Node $(node --version)"
echo "== 1/3 Jest: unit, component and API tests on embedded PGlite"
NODE_OPTIONS=--experimental-vm-modules npx jest --ci

# A local PostgreSQL (trust auth) is used when TEST_DATABASE_URL is not given.
if [ -z "${TEST_DATABASE_URL:-}" ] && command -v pg_isready >/dev/null 2>&1 \
  && pg_isready -q -h 127.0.0.1 -p 5432; then
  export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:5432/test"
fi
if [ -n "${TEST_DATABASE_URL:-}" ]; then
  echo "== 2/3 Jest: API tests on PostgreSQL (node-postgres and Neon serverless drivers)"
  bash scripts/test-api.sh
elif [ "${CI:-}" = "true" ]; then
  echo "!! No PostgreSQL for the server-driver tests (set TEST_DATABASE_URL)." >&2
  exit 1
else
  echo "!! WARNING: no PostgreSQL on 127.0.0.1:5432 and no TEST_DATABASE_URL:"
  echo "!! the server-driver API tests did NOT run. Start PostgreSQL or set TEST_DATABASE_URL."
fi

if [ -z "$browser" ]; then
  echo "== 3/3 Playwright: skipped (--no-browser)"
  exit 0
fi
echo "== 3/3 Playwright: browser journeys and axe audits in Chromium against a production build"
bash scripts/e2e.sh
