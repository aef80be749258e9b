#!/usr/bin/env bash
# One input that once crashed, hung or exhausted memory (found by the
# mutation test, tests/robustness/crashers/): its IR must verify and
# `reddragon run` must end by itself, with any status but a signal, in
# bounded memory.
#   usage: run_crasher.sh <reddragon> <program>
set -uo pipefail
rd=$1
prog=$2
"$rd" verify "$prog" >/dev/null 2>&1
rc=$?
[ $rc -eq 0 ] || { echo "verify exit status $rc"; "$rd" verify "$prog" 2>&1 | head -5; exit 1; }
(ulimit -v 4000000; timeout 60 "$rd" run --max-steps 20000 "$prog" >/dev/null 2>&1)
rc=$?
if [ $rc -eq 124 ]; then echo "did not end within 60 s"; exit 1; fi
if [ $rc -ge 128 ]; then echo "killed by signal $((rc - 128))"; exit 1; fi
exit 0
