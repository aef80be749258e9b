#!/usr/bin/env bash
# One input that once crashed, hung or exhausted memory (found by the
# mutation test, tests/robustness/crashers/): its IR must verify and
# `reddragon run` must end by itself, with any status but a signal, in
# bounded memory, and (in a sanitizer build) without a sanitizer report.
#   usage: run_crasher.sh <reddragon> <program>
# Memory is bounded with `ulimit -v 4 GB`, except in an ASan build (CTest
# sets RD_SANITIZED=1 when configured with -DRD_SANITIZE=ON; a binary
# linked with libasan is detected too): ASan reserves terabytes of address
# space for its shadow memory and cannot start under ulimit -v, so there the
# bound is ASan's own hard_rss_limit_mb.
set -uo pipefail
rd=$1
prog=$2
asan=${RD_SANITIZED:-0}
if [ "$asan" != 1 ] && command -v ldd >/dev/null && ldd "$rd" 2>/dev/null | grep -q 'libasan'; then asan=1; fi
err=$(mktemp)
trap 'rm -f "$err"' EXIT
"$rd" verify "$prog" >/dev/null 2>"$err"
rc=$?
[ $rc -eq 0 ] || { echo "verify exit status $rc"; head -20 "$err"; exit 1; }
if [ "$asan" = 1 ]; then
  export ASAN_OPTIONS="${ASAN_OPTIONS:+$ASAN_OPTIONS:}hard_rss_limit_mb=4000"
  timeout 60 "$rd" run --max-steps 20000 "$prog" >/dev/null 2>"$err"
else
  (ulimit -v 4000000; timeout 60 "$rd" run --max-steps 20000 "$prog" >/dev/null 2>"$err")
fi
rc=$?
if [ $rc -eq 124 ]; then echo "did not end within 60 s"; exit 1; fi
if [ $rc -ge 128 ]; then echo "killed by signal $((rc - 128))"; exit 1; fi
# A sanitizer report exits with status 1, which is otherwise a fine status.
# (Only sanitizer lines: a program's own "panic: runtime error: ..." is output.)
report='ERROR: (Address|Leak)Sanitizer|SUMMARY: UndefinedBehaviorSanitizer|^[^ ]+:[0-9]+:[0-9]+: runtime error:'
if [ "$asan" = 1 ] && grep -qE "$report" "$err"; then
  echo "sanitizer report (exit status $rc):"
  grep -m1 -A30 -E "$report" "$err"
  exit 1
fi
exit 0
