#!/usr/bin/env bash
# Runs the browser tests beside the other test projects given as arguments (`.ci/run`: `api`)
# and fails if either side fails. The browser tests then share the machine's two cores with the
# API tests' workers: a busy machine (issue 13), so a test that waits for a fixed time or assumes
# an animation finished fails here, and the two halves share the wall-clock time.
# E2E_SHARD=k/n runs the k-th of n parts of the browser tests only (`.ci/run`'s second pass).
set -uo pipefail
logs=$(mktemp -d)
projects=()
for p in "$@"; do projects+=(--project "$p"); done
npx vitest run "${projects[@]}" >"$logs/side.log" 2>&1 &
side=$!
e2e_rc=0
npx vitest run --project e2e ${E2E_SHARD:+--shard=$E2E_SHARD} 2>&1 | tee "$logs/e2e.log" || e2e_rc=$?
side_rc=0
wait "$side" || side_rc=$?
echo "== $* tests (exit $side_rc)"
cat "$logs/side.log"
echo "== browser tests (exit $e2e_rc): summary"
grep -E 'FAIL|Test Files|Tests |Duration|^tests:|^slowest|^  +[0-9.]+ s  ' "$logs/e2e.log" || true
rm -rf "$logs"
[ "$side_rc" = 0 ] && [ "$e2e_rc" = 0 ]
