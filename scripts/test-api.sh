#!/usr/bin/env bash
# The API integration suite (tests/api) on a real PostgreSQL, twice:
#   pass b: node-postgres                      (API_TEST_DRIVER=pg)
#   pass c: the Neon serverless driver, through a local WebSocket-to-TCP proxy
#           (API_TEST_DRIVER=neon; scripts/neon-ws-proxy.ts, started and stopped by
#           the Jest global setup/teardown in tests/setup/)
# The embedded PGlite pass is the plain `npx jest` run of scripts/test.sh.
#
#   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test bash scripts/test-api.sh [jest args]
#
# The database is emptied and migrated at the start of each pass: its name must contain
# "test". Each pass runs in band, as its test files share that one database.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ -z "${TEST_DATABASE_URL:-}" ]; then
  echo "scripts/test-api.sh: set TEST_DATABASE_URL, e.g. postgres://postgres@127.0.0.1:5432/test" >&2
  exit 2
fi

export NEXT_TELEMETRY_DISABLED=1
export NODE_OPTIONS="--experimental-vm-modules${NODE_OPTIONS:+ $NODE_OPTIONS}"
shown_url=$(printf '%s' "$TEST_DATABASE_URL" | sed -E 's#//([^:/@]+):[^@]*@#//\1:***@#')

for driver in pg neon; do
  echo "== API tests on PostgreSQL with the ${driver} driver (${shown_url})"
  API_TEST_DRIVER="$driver" npx jest --ci --runInBand --config tests/setup/jest.server.config.mjs "$@"
done
