#!/usr/bin/env bash
# `npm test`: every check of the project, each step timed (docs/testing.md says what runs
# where and why):
#   1. lint and type check, once (the builds below then skip Next's own type check);
#   2. Jest: unit, component and API tests on in-memory PGlite;
#   3. the browser suite in a real Chromium against a production build (every journey on a
#      phone, the @desktop ones on a desktop too), and beside it, one after the other, the
#      API suite on a real PostgreSQL (node-postgres, then the Neon serverless driver through
#      a local WebSocket proxy, on two databases) and Node 24's Jest pass;
#   4. the CSP nonce build's check.
# With Node 24 at hand (PORTFOLIO_NODE24_BIN, a folder holding its `node`: .ci/run installs
# it), the Neon pass and a second Jest run of the suites that can differ between Node
# versions run on Node 24, Vercel's runtime.
# The two builds without journeys (the nonce build's check, Vercel's) run after the browser
# suite: beside the API suite they were measured to slow it more than they gained
# (docs/testing.md).
#
#   npm test                         everything
#   npm test -- --no-browser         steps 1 and 2, the API suite (both drivers side by side) and Node 24's Jest
#   npm test -- --with-vercel-check  everything, then `npm run vercel:check` (what .ci/run uses)
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1
browser=1
vercel_check=""
for arg in "$@"; do
  case "$arg" in
    --no-browser) browser="" ;;
    --with-vercel-check) vercel_check=1 ;;
    *) echo "!! unknown option $arg (--no-browser, --with-vercel-check)" >&2; exit 2 ;;
  esac
done

node24_bin="${PORTFOLIO_NODE24_BIN:-}"
if [ -n "$node24_bin" ] && [ ! -x "$node24_bin/node" ]; then
  echo "!! PORTFOLIO_NODE24_BIN=$node24_bin holds no node binary" >&2
  exit 2
fi
with_node24() { PATH="$node24_bin:$PATH" "$@"; }

logs=$(mktemp -d)
trap 'rm -rf "$logs"' EXIT
total_started=$SECONDS
# Each step's time, as it ends: a file rather than a variable, so that steps run in a
# background job (`side … in_turn`) add theirs too.
record_time() { printf '%5d s  %s\n' "$1" "$2" >>"$logs/times"; }

# One step: its output as it comes, then its time. A failure ends the step (and, in the
# foreground, the run).
step() {
  local name=$1 started=$SECONDS
  shift
  echo "== $name"
  "$@" || { local status=$?; echo "!! $name failed (exit $status)" >&2; return "$status"; }
  record_time $((SECONDS - started)) "$name"
  echo "== $name: $((SECONDS - started)) s"
}

# Steps side by side: each one's output kept apart and shown when it ends, every one
# waited for, the run failing if any failed.
declare -a side_names=() side_pids=() side_starts=()
side() {
  local name=$1
  shift
  echo "== $name (started alongside)"
  ("$@") >"$logs/${#side_names[@]}.log" 2>&1 &
  side_pids+=($!)
  side_names+=("$name")
  side_starts+=("$SECONDS")
}
wait_sides() {
  local failed=0 i status
  for i in "${!side_pids[@]}"; do
    status=0
    wait "${side_pids[$i]}" || status=$?
    echo "== ${side_names[$i]}: output"
    cat "$logs/$i.log"
    record_time $((SECONDS - side_starts[$i])) "${side_names[$i]} (alongside)"
    if [ "$status" -ne 0 ]; then
      echo "!! ${side_names[$i]} failed (exit $status)" >&2
      failed=1
    else
      echo "== ${side_names[$i]}: done after $((SECONDS - side_starts[$i])) s"
    fi
  done
  side_names=() side_pids=() side_starts=()
  return "$failed"
}

report() {
  echo "== step times (Node $(node --version)${node24_bin:+ and $(with_node24 node --version)})"
  if [ -s "$logs/times" ]; then cat "$logs/times"; fi
  echo "$(printf '%5d s' $((SECONDS - total_started)))  in all"
}
# A step that fails ends the run: what still runs alongside is stopped.
trap 'report; for pid in "${side_pids[@]}"; do kill "$pid" 2>/dev/null || true; done; rm -rf "$logs"' EXIT

jest() { NODE_OPTIONS=--experimental-vm-modules npx jest --ci "$@"; }

side "lint (eslint)" npx eslint .
side "type check (tsc)" npx tsc --noEmit
wait_sides
export PORTFOLIO_TYPES_CHECKED=1

step "Jest on PGlite (Node $(node --version))" jest

# A local PostgreSQL (trust auth) is used when TEST_DATABASE_URL is not given.
if [ -z "${TEST_DATABASE_URL:-}" ] && command -v pg_isready >/dev/null 2>&1 \
  && pg_isready -q -h 127.0.0.1 -p 5432; then
  export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:5432/test"
fi
if [ -z "${TEST_DATABASE_URL:-}" ]; then
  if [ "${CI:-}" = "true" ]; then
    echo "!! No PostgreSQL for the server-driver tests (set TEST_DATABASE_URL)." >&2
    exit 1
  fi
  echo "!! WARNING: no PostgreSQL on 127.0.0.1:5432 and no TEST_DATABASE_URL:"
  echo "!! the server-driver API tests did NOT run. Start PostgreSQL or set TEST_DATABASE_URL."
fi

# Steps one after another in a background job (`side "…" in_turn NAME COMMAND ...`), each
# timed into the table; the first that fails ends the job.
in_turn() {
  while [ $# -gt 0 ]; do
    step "$1 (alongside, in turn)" "$2" || return
    shift 2
  done
}

api_pg_name="API suite, node-postgres (Node $(node --version))"
api_pg() { env API_TEST_DRIVERS=pg bash scripts/test-api.sh; }
api_neon_name="API suite, Neon driver (Node $(${node24_bin:+with_node24} node --version))"
api_neon() { ${node24_bin:+with_node24} env API_TEST_DRIVERS=neon bash scripts/test-api.sh; }
# Node 24 runs what can differ between Node versions outside the API suite (which the Neon
# pass ran on it): module loading of the ESM-only Markdown packages (tests/posts), streams
# and archives (tests/backup), sharp (tests/images; the demo's seed is the same sharp calls,
# tests/demo runs once), sockets and SMTP
# (tests/notify, tests/faults), crypto, environment and the build's own modules
# (tests/config, tests/scripts). Components in jsdom, validators and page rendering are the
# same JavaScript on both and run once. One worker.
NODE24_JEST_DIRS=(tests/posts tests/backup tests/images tests/notify tests/faults tests/config tests/scripts)
node24_jest_name="Jest on PGlite, what differs between Node versions (Node 24)"
node24_jest() {
  with_node24 env NODE_OPTIONS=--experimental-vm-modules npx jest --ci --maxWorkers=1 "${NODE24_JEST_DIRS[@]}"
}

# The steps beside the browser suite, as NAME COMMAND pairs.
beside=()
[ -n "${TEST_DATABASE_URL:-}" ] && beside+=("$api_pg_name" api_pg "$api_neon_name" api_neon)
[ -n "$node24_bin" ] && beside+=("$node24_jest_name" node24_jest)

if [ -n "$browser" ]; then
  # The browser suite waits on the browser and its timers as much as it computes, which
  # leaves about half a core free: the API suite (each driver in turn) and the Node 24 Jest
  # pass run there, one at a time, instead of as a step of their own (docs/testing.md).
  if [ ${#beside[@]} -gt 0 ]; then
    side "beside the browser suite, in turn: the API suite on each driver, Node 24's Jest" in_turn "${beside[@]}"
  fi
  step "browser suite: hash build, phone and @desktop journeys" bash scripts/e2e.sh --main-only
  wait_sides
else
  # Without the browser suite: the two drivers side by side, then Node 24's pass.
  if [ -n "${TEST_DATABASE_URL:-}" ]; then
    side "$api_pg_name" api_pg
    side "$api_neon_name" api_neon
    wait_sides
  fi
  if [ -n "$node24_bin" ]; then step "$node24_jest_name" node24_jest; fi
  echo "== browser suite: skipped (--no-browser)"
fi
if [ -n "$browser" ]; then step "browser suite: CSP nonce build" bash scripts/e2e.sh --nonce-only; fi
# Vercel's own build of the app (its CLI, offline, on Node 24), judged: public pages cached,
# the proxy on session pages only, lean functions (scripts/vercel-check.ts).
if [ -n "$vercel_check" ]; then step "Vercel's build (vercel:check, Node 24)" npm run vercel:check; fi
