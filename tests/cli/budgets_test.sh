#!/usr/bin/env bash
# Runaway programs end cleanly with a report: an infinite loop hits the step
# budget (exit 5, status step_limit), an infinite recursion raises
# RecursionError like CPython (exit 1, status uncaught_exception); --trace
# prints one line per step. Natives charge steps for their work (a loop of
# sorts, scans, slices ends on a small step budget in well under a second),
# the wall clock (--time-limit) and the heap (--max-memory) have budgets of
# their own (status time_limit / memory_limit, exit 5), and a negative or
# absurd budget is a usage error (exit 2; 3 for a configuration key).
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
# --- natives charge steps: each loop ran for minutes on 100,000 steps when a
# built-in cost one step whatever it did.
budget_stops() {  # name, program text: exit 5 on a step budget of 100000, within 20 s
  printf "$2" >"$work/$1.py"
  local t0=$SECONDS
  timeout 20 "$rd" run --max-steps 100000 "$work/$1.py" >"$work/out" 2>"$work/err"
  local rc=$?
  [ $rc -eq 5 ] || fail "$1: exit $rc (124: not charged): $(tail -2 "$work/err")"
  grep -q "step budget of 100000 steps exhausted at $work/$1.py:" "$work/err" || fail "$1: report $(cat "$work/err")"
  [ $((SECONDS - t0)) -le 10 ] || fail "$1: took $((SECONDS - t0)) s"
}
budget_stops sorted 'big = list(range(200000))\nwhile True:\n    sorted(big)\n'
budget_stops listsort 'big = list(range(200000))\nwhile True:\n    big.sort()\n'
budget_stops contains 'big = list(range(2000000))\nwhile True:\n    -1 in big\n'
budget_stops substring 's = "ab" * 10000000\nwhile True:\n    "abc" in s\n'
budget_stops slice 's = "x" * 50000000\nwhile True:\n    t = s[1:]\n'
budget_stops compare 'a = list(range(2000000))\nb = list(range(2000000))\nwhile True:\n    a == b\n'
budget_stops sum_max 'big = list(range(2000000))\nwhile True:\n    sum(big)\n    max(big)\n'
budget_stops listcopy 'big = list(range(2000000))\nwhile True:\n    list(big)\n    set(big)\n'
budget_stops strmeth 's = "a,b" * 5000000\nwhile True:\n    s.replace("a", "c")\n    s.split(",")\n    ",".join([s, s])\n'
budget_stops repeat 'a = [0] * 100000\nwhile True:\n    b = a * 100\n'

# --- memory budget: doubling a string or a list stops at the budget (it
# reached 8.2 GB in 22 s), with status memory_limit and the location.
for kind in 'x = "ab"' 'x = [1, 2]'; do
  printf '%s\nwhile True:\n    x = x + x\n' "$kind" >"$work/double.py"
  timeout 60 "$rd" run --max-memory 64M "$work/double.py" >"$work/out" 2>"$work/err"
  rc=$?
  [ $rc -eq 5 ] || fail "doubling ($kind) exit $rc: $(tail -2 "$work/err")"
  grep -q "memory budget of 64 MiB exhausted at $work/double.py:3" "$work/err" || fail "doubling report: $(cat "$work/err")"
  grep -q -- "--max-memory" "$work/err" || fail "doubling report names no flag"
  { timeout 60 "$rd" run --json --max-memory 64M "$work/double.py" 2>/dev/null || true; } | python3 -c "
import json,sys; d=json.load(sys.stdin); assert d['status']=='memory_limit' and d['error']['type']=='MemoryLimit', d['status']" \
    || fail "json status for doubling ($kind)"
done
# the configuration key does the same; a list grown one item at a time too
printf 'x = []\nwhile True:\n    x.append("item")\n' >"$work/grow.py"
timeout 60 "$rd" --set vm.max_memory_mb=32 run --max-steps 1000000000 "$work/grow.py" >"$work/out" 2>"$work/err"
rc=$?
[ $rc -eq 5 ] || fail "growing list exit $rc: $(tail -2 "$work/err")"
grep -q "memory budget of 32 MiB exhausted" "$work/err" || fail "growing list report: $(cat "$work/err")"
# the default (2 GiB) does not stop an ordinary program
printf 'x = "ab" * 1000000\nprint(len(x + x))\n' >"$work/fine.py"
[ "$("$rd" run "$work/fine.py")" = "4000000" ] || fail "ordinary program under the default memory budget"

# --- time budget: an endless loop on an unbounded step budget stops on the clock
printf 'n = 0\nwhile True:\n    n += 1\n' >"$work/spin.py"
t0=$SECONDS
timeout 60 "$rd" run --time-limit 0.5 --max-steps 1000000000000000 "$work/spin.py" >"$work/out" 2>"$work/err"
rc=$?
[ $rc -eq 5 ] || fail "time limit exit $rc"
[ $((SECONDS - t0)) -le 10 ] || fail "time limit took $((SECONDS - t0)) s"
grep -q "time budget of 0.5 s exhausted at $work/spin.py:" "$work/err" || fail "time report: $(cat "$work/err")"
grep -q -- "--time-limit" "$work/err" || fail "time report names no flag"
{ timeout 60 "$rd" --set vm.time_limit_ms=300 run --json --max-steps 1000000000000000 "$work/spin.py" 2>/dev/null || true; } | python3 -c "
import json,sys; d=json.load(sys.stdin); assert d['status']=='time_limit' and d['error']['type']=='TimeLimit', d['status']" \
  || fail "json status for the time limit"

# --- negative or absurd budgets are usage errors (never wrapped to 2^64-1)
usage() {  # expected exit, message fragment, args...
  local want=$1 msg=$2
  shift 2
  "$rd" "$@" "$work/t.py" >"$work/out" 2>"$work/err"
  local rc=$?
  [ $rc -eq "$want" ] || fail "$* exit $rc (want $want)"
  grep -q -- "$msg" "$work/err" || fail "$*: no '$msg' in: $(cat "$work/err")"
}
usage 2 "--max-steps must be an integer from 1 to" run --max-steps -1
usage 2 "--max-steps must be" run --max-steps 0
usage 2 "--max-steps must be" run --max-steps 18446744073709551615
usage 2 "--max-steps must be" run --max-steps 12abc
usage 2 "--max-depth must be an integer from 1 to 1000000" run --max-depth -1
usage 2 "--max-depth must be" run --max-depth 4294967297
usage 2 "--time-limit must be a number of seconds" run --time-limit -1
usage 2 "--time-limit must be" run --time-limit 1e99
usage 2 "--max-memory must be a size in bytes" run --max-memory -1
usage 2 "--max-memory must be" run --max-memory 0
usage 2 "--max-memory must be" run --max-memory 16E
usage 2 "--max-memory must be" run --max-memory 64X
# the configuration schema (config_keys.def) carries each key's range
usage 2 "vm.max_steps must be between 1 and" --set vm.max_steps=-1 run
usage 2 "vm.max_call_depth must be between 1 and 1000000" --set vm.max_call_depth=-1 run
usage 2 "vm.time_limit_ms must be between 0 and" --set vm.time_limit_ms=-5 run
usage 2 "vm.max_memory_mb must be between 1 and" --set vm.max_memory_mb=0 run
usage 2 "vm.max_memory_mb must be between 1 and" --set vm.max_memory_mb=-64 run
# in-range values run
"$rd" run --max-steps 1000 --max-depth 50 --time-limit 10 --max-memory 1G "$work/t.py" >/dev/null || fail "valid budgets"
# Jump threading: a jump to a bare jump goes straight on (the end of an
# if/else or a ternary inside a loop, a continue), so a trace never shows
# two unconditional branches in a row in code without try/finally.
cat >"$work/thread.c" <<'C'
#include <stdio.h>
int main(void) {
    int odd = 0, even = 0, big = 0;
    for (int i = 0; i < 20; i++) {
        if (i % 2) odd++;
        else even++;
        big += i > 10 ? i : 0;
        if (i == 15) continue;
    }
    printf("%d %d %d\n", odd, even, big);
    return 0;
}
C
timeout 60 "$rd" run --trace "$work/thread.c" >"$work/out" 2>"$work/trace" || fail "thread.c run"
[ "$(cat "$work/out")" = "10 10 135" ] || fail "thread.c output $(cat "$work/out")"
awk '{ br = ($4 == "branch") } br && prev { bad++ } { prev = br } END { exit bad > 0 }' "$work/trace" \
  || fail "a jump landed on a jump: $(grep -B1 -A1 -m3 ' branch ' "$work/trace" | head -6)"
echo "budgets: ok"
