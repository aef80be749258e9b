#!/usr/bin/env bash
# dataflow_cli_test.sh REDDRAGON SOURCE_DIR - `reddragon dataflow` end to end
# on examples/deps.py (Python frontend plugin + dataflow.* pass plugins).
set -u
RD=$1
SRC=$2
fail=0
check() {  # check NAME EXPECTED-SUBSTRING OUTPUT
  if [[ "$3" != *"$2"* ]]; then
    echo "FAIL: $1: expected to find: $2"
    echo "$3" | head -40
    fail=1
  fi
}
ex=$SRC/examples/deps.py
out=$("$RD" dataflow "$ex")
check "default is deps" "total -> {b, e, h}" "$out"
check "call result" "g -> {c}" "$out"
check "spans" "total <- e: defined 15:0-15:5, reads e 15:12-15:13" "$out"
out=$("$RD" dataflow "$ex" --transitive)
check "transitive" "total -> {a, b, c, d, e, f, g, h}" "$out"
out=$("$RD" dataflow "$ex" --format mermaid)
check "mermaid header" "flowchart BT" "$out"
check "mermaid edge" "s0_h --> s0_total" "$out"
check "mermaid class" "classDef sink" "$out"
out=$("$RD" dataflow "$ex" --format dot --analysis reaching)
check "dot" "digraph dataflow" "$out"
out=$("$RD" dataflow "$ex" --format json --analysis defuse --function square)
check "json function" '"name":"square"' "$out"
out=$("$RD" dataflow "$ex" --analysis liveness)
check "liveness" "live-in" "$out"
"$RD" dataflow "$ex" --function nope >/dev/null 2>&1
rc=$?
[[ $rc -eq 1 ]] || { echo "FAIL: unknown function exit $rc"; fail=1; }
"$RD" dataflow "$ex" --analysis bogus >/dev/null 2>&1
rc=$?
[[ $rc -eq 2 ]] || { echo "FAIL: bad --analysis exit $rc"; fail=1; }
out=$("$RD" passes)
check "passes lists plugins" "dataflow.deps" "$out"
exit $fail
