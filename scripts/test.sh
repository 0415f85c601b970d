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
declare -a timings=()

# One step in the foreground: its output as it comes, then its time.
step() {
  local name=$1 started=$SECONDS
  shift
  echo "== $name"
  "$@"
  timings+=("$(printf '%5d s  %s' $((SECONDS - started)) "$name")")
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
    timings+=("$(printf '%5d s  %s (alongside)' $((SECONDS - side_starts[$i])) "${side_names[$i]}")")
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
  printf '%s\n' "${timings[@]}"
  if [ -s "$logs/in-turn" ]; then cat "$logs/in-turn"; fi
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

# One step of a chain that runs beside another step (`side … in_turn`): its time goes into
# the table.
timed_in_turn() {
  local name=$1 started=$SECONDS
  shift
  echo "== $name"
  "$@" || { echo "!! $name failed" >&2; return 1; }
  printf '%5d s  %s (alongside, in turn)\n' $((SECONDS - started)) "$name" >>"$logs/in-turn"
  echo "== $name: $((SECONDS - started)) s"
}
in_turn() {
  local step
  for step in "$@"; do "$step" || return 1; done
}

api_pg() { timed_in_turn "API suite, node-postgres (Node $(node --version))" env API_TEST_DRIVERS=pg bash scripts/test-api.sh; }
api_neon() {
  if [ -n "$node24_bin" ]; then
    timed_in_turn "API suite, Neon driver (Node 24)" with_node24 env API_TEST_DRIVERS=neon bash scripts/test-api.sh
  else
    timed_in_turn "API suite, Neon driver (Node $(node --version))" env API_TEST_DRIVERS=neon bash scripts/test-api.sh
  fi
}
# Node 24 runs what can differ between Node versions outside the API suite (which the Neon
# pass ran on it): module loading of the ESM-only Markdown packages (tests/posts), streams
# and archives (tests/backup), sharp (tests/images; the demo's seed is the same sharp calls,
# tests/demo runs once), sockets and SMTP
# (tests/notify, tests/faults), crypto, environment and the build's own modules
# (tests/config, tests/scripts). Components in jsdom, validators and page rendering are the
# same JavaScript on both and run once. One worker.
NODE24_JEST_DIRS=(tests/posts tests/backup tests/images tests/notify tests/faults tests/config tests/scripts)
node24_jest() {
  timed_in_turn "Jest on PGlite, what differs between Node versions (Node 24)" with_node24 env NODE_OPTIONS=--experimental-vm-modules \
    npx jest --ci --maxWorkers=1 "${NODE24_JEST_DIRS[@]}"
}

server_driver_steps=()
[ -n "${TEST_DATABASE_URL:-}" ] && server_driver_steps=(api_pg api_neon)
node24_steps=()
[ -n "$node24_bin" ] && node24_steps=(node24_jest)

if [ -n "$browser" ]; then
  # The browser suite waits on the browser and its timers as much as it computes, which
  # leaves about half a core free: the API suite (each driver in turn) and the Node 24 Jest
  # pass run there, one at a time, instead of as a step of their own (docs/testing.md).
  if [ "$((${#server_driver_steps[@]} + ${#node24_steps[@]}))" -gt 0 ]; then
    side "beside the browser suite, in turn: the API suite on each driver, Node 24's Jest" \
      in_turn "${server_driver_steps[@]}" "${node24_steps[@]}"
  fi
  step "browser suite: hash build, phone and @desktop journeys" bash scripts/e2e.sh --main-only
  wait_sides
else
  # Without the browser suite: the two drivers side by side, then Node 24's pass.
  for driver_step in "${server_driver_steps[@]}"; do side "the API suite ($driver_step)" in_turn "$driver_step"; done
  wait_sides
  if [ ${#node24_steps[@]} -gt 0 ]; then
    side "Node 24's Jest" in_turn node24_jest
    wait_sides
  fi
  echo "== browser suite: skipped (--no-browser)"
fi
if [ -n "$browser" ]; then step "browser suite: CSP nonce build" bash scripts/e2e.sh --nonce-only; fi
# Vercel's own build of the app (its CLI, offline, on Node 24), judged: public pages cached,
# the proxy on session pages only, lean functions (scripts/vercel-check.ts).
if [ -n "$vercel_check" ]; then step "Vercel's build (vercel:check, Node 24)" npm run vercel:check; fi
