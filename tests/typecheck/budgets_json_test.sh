#!/usr/bin/env bash
# budgets_json_test.sh REDDRAGON DIR - types.smt reports the budgets it hits,
# rejects malformed budget values, and writes JSON with path and witness.
set -uo pipefail
rd=$1 dir=$2
fail() { echo "FAIL: $*"; exit 1; }
prog=$dir/python/e01_cast_after_sibling_check.py

out=$(RD_TYPES_SMT="max-paths=1" "$rd" analyze "$prog" --pass types.smt) || fail "exit status with max-paths=1"
echo "$out" | grep -q "^budget: f: path budget of 1 reached" || fail "path budget not reported: $out"

out=$(RD_TYPES_SMT="loop-bound=1,max-depth=1" "$rd" analyze "$dir/python/c08_infeasible_path.py" --pass types.smt) || fail "exit status"
echo "$out" | grep -q "^budget: f: depth budget of 1 branches reached" || fail "depth budget not reported: $out"

out=$(RD_TYPES_SMT="max-paths=abc" "$rd" analyze "$prog" --pass types.smt 2>&1)
[ $? -ne 0 ] || fail "a malformed budget must fail"
echo "$out" | grep -q "option max-paths must be an integer in 1..1000000" || fail "message: $out"

out=$(RD_TYPES_SMT="max-depth=100000" "$rd" analyze "$prog" --pass types.smt 2>&1)
[ $? -ne 0 ] && echo "$out" | grep -q "max-depth must be an integer in 1..2000" || fail "depth range: $out"

"$rd" analyze "$prog" --pass types.smt --format json | python3 -c '
import json, sys
r = json.load(sys.stdin)
(f,) = r["findings"]
assert f["kind"] == "invalid-cast", f
assert f["span"]["start_line"] == 21, f
assert f["path"] == ["isinstance(x, Cat)"], f
assert f["witness"] == {"x": "Cat"}, f
assert r["functions"] >= 1 and r["paths"] >= 1 and r["budget"] == [], r
' || fail "json output"

out=$("$rd" analyze "$dir/../corpus/javascript/allergies.js" --pass types.smt 2>&1)
[ $? -ne 0 ] && echo "$out" | grep -q "supports python and java" || fail "other languages: $out"
echo ok
