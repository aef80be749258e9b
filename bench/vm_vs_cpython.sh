#!/usr/bin/env bash
# Whole-command timing of `reddragon run` against `python3` on the same
# programs, measured in the same run (best of N). Prints a table with the
# ratio and the VM's steps per second. Not part of the test suite.
#   usage: bench/vm_vs_cpython.sh [build dir] [repetitions]
set -euo pipefail
cd "$(dirname "$0")/.."
build=${1:-build}
reps=${2:-3}
rd=$build/bin/reddragon
best() {  # best wall time in seconds of "$@" over $reps runs
  local b=999
  for _ in $(seq "$reps"); do
    local s e
    s=$(date +%s.%N); "$@" >/dev/null 2>&1; e=$(date +%s.%N)
    b=$(python3 -c "print(min($b, $e - $s))")
  done
  echo "$b"
}
printf "%-18s %10s %10s %8s %14s\n" program cpython_s reddragon_s ratio steps_per_s
for p in bench/programs/*.py; do
  py=$(best python3 "$p")
  rdt=$(best "$rd" run "$p")
  steps=$("$rd" run --json "$p" | python3 -c "import json,sys; print(json.load(sys.stdin)['steps'])")
  printf "%-18s %10.3f %10.3f %8.2f %14.0f\n" "$(basename "$p")" "$py" "$rdt" \
    "$(python3 -c "print($rdt / $py)")" "$(python3 -c "print($steps / $rdt)")"
done
