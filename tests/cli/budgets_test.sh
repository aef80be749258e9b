#!/usr/bin/env bash
# Runaway programs end cleanly with a report: an infinite loop hits the step
# budget (exit 5, status step_limit), an infinite recursion raises
# RecursionError like CPython (exit 1, status uncaught_exception); --trace
# prints one line per step.
#   usage: budgets_test.sh <reddragon>
set -uo pipefail
rd=$1
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail() { echo "FAIL: $*"; exit 1; }

printf 'n = 0\nwhile True:\n    n += 1\n' >"$work/loop.py"
timeout 60 "$rd" run --max-steps 100000 "$work/loop.py" >"$work/out" 2>"$work/err"
rc=$?
[ $rc -eq 5 ] || fail "infinite loop exit $rc"
grep -q "step budget of 100000 steps exhausted at $work/loop.py:" "$work/err" || fail "no budget report: $(cat "$work/err")"
{ timeout 60 "$rd" run --json --max-steps 100000 "$work/loop.py" 2>/dev/null || true; } | python3 -c "
import json,sys; d=json.load(sys.stdin); assert d['status']=='step_limit' and d['steps']>=100000 and d['error']['type']=='StepLimit', d" \
  || fail "json status for the loop"

printf 'def f(n):\n    return f(n + 1)\nprint(f(0))\n' >"$work/rec.py"
timeout 60 "$rd" run "$work/rec.py" >"$work/out" 2>"$work/err"
rc=$?
[ $rc -eq 1 ] || fail "infinite recursion exit $rc"
grep -q "RecursionError: maximum recursion depth exceeded" "$work/err" || fail "no RecursionError: $(tail -3 "$work/err")"
{ timeout 60 "$rd" run --json "$work/rec.py" 2>/dev/null || true; } | python3 -c "
import json,sys; d=json.load(sys.stdin); assert d['status']=='uncaught_exception' and d['error']['type']=='RecursionError', d" \
  || fail "json status for the recursion"

printf 'x = 1\ny = x + 1\n' >"$work/t.py"
"$rd" run --trace "$work/t.py" 2>"$work/trace" >/dev/null || fail "trace run"
[ "$(grep -c '^step ' "$work/trace")" -ge 4 ] || fail "trace lines: $(cat "$work/trace")"
grep -q 'binop + ' "$work/trace" || fail "trace shows no instruction"
echo "budgets: ok"
