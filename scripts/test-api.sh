#!/usr/bin/env bash
# The API integration suite (tests/api) on a real PostgreSQL:
#   pg:   node-postgres, on TEST_DATABASE_URL
#   neon: the Neon serverless driver, through a local WebSocket-to-TCP proxy
#         (scripts/neon-ws-proxy.ts, started and stopped by the Jest global setup and
#         teardown in tests/setup/), on a sibling database "<name>_neon" made on first use,
#         so the two passes can run at the same time (scripts/test.sh).
# The embedded PGlite pass is the plain `npx jest` run of scripts/test.sh.
#
#   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test bash scripts/test-api.sh [jest args]
#   API_TEST_DRIVERS=neon TEST_DATABASE_URL=... bash scripts/test-api.sh    one driver only
#
# Each database is emptied and migrated at the start of its pass: its name must contain
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

for driver in ${API_TEST_DRIVERS:-pg neon}; do
  echo "== API tests on PostgreSQL with the ${driver} driver (${shown_url}$([ "$driver" = neon ] && echo _neon), Node $(node --version))"
  API_TEST_DRIVER="$driver" npx jest --ci --runInBand --config tests/setup/jest.server.config.mjs "$@"
done
