#!/usr/bin/env bash
# One corpus case: run a program with `reddragon run` and compare its stdout
# with the .expected file the real toolchain produced
# (scripts/regen-expected.sh). If <file>.expected.json exists, also run with
# --json and check that every key/value it lists is in the JSON document;
# if <file>.expected_stderr exists, stderr must be that; <file>.stdin, if
# it exists, is the program's standard input.
#   usage: run_corpus_case.sh <reddragon> <program>
set -uo pipefail
rd=$1
prog=$2
expected="$prog.expected"
[ -f "$expected" ] || { echo "missing $expected (run scripts/regen-expected.sh)"; exit 1; }
actual=$(mktemp)
trap 'rm -f "$actual" "$actual.json" "$actual.err"' EXIT
# <file>.stdin: the program's standard input (else none: /dev/null, so each
# language's default for a program without input, whatever runs the tests)
input=/dev/null
[ -f "$prog.stdin" ] && input="$prog.stdin"
timeout 60 "$rd" run "$prog" >"$actual" 2>"$actual.err" <"$input"
rc=$?
if [ $rc -ne 0 ] && [ ! -f "$prog.expected_status" ]; then
  echo "exit status $rc:"; head -20 "$actual.err"
fi
if [ -f "$prog.expected_status" ]; then
  want=$(cat "$prog.expected_status")
  [ "$rc" = "$want" ] || { echo "exit status $rc, expected $want"; head -20 "$actual.err"; exit 1; }
fi
# <file>.expected_stderr: what the program prints on stderr (Java's report
# of an uncaught exception), compared as well
if [ -f "$prog.expected_stderr" ] && ! cmp -s "$prog.expected_stderr" "$actual.err"; then
  echo "stderr differs from $prog.expected_stderr:"
  diff "$prog.expected_stderr" "$actual.err" | head -20
  exit 1
fi
if ! cmp -s "$expected" "$actual"; then
  echo "stdout differs from $expected:"
  diff "$expected" "$actual" | head -40
  exit 1
fi
if [ -f "$prog.expected.json" ]; then
  timeout 60 "$rd" run --json "$prog" >"$actual.json" 2>/dev/null <"$input"
  python3 - "$prog.expected.json" "$actual.json" <<'PY' || exit 1
import json, sys
want = json.load(open(sys.argv[1]))
got = json.load(open(sys.argv[2]))
def sub(w, g, path):
    if isinstance(w, dict):
        if not isinstance(g, dict):
            raise SystemExit(f"{path}: expected an object, got {g!r}")
        for k, v in w.items():
            if k not in g:
                raise SystemExit(f"{path}.{k}: missing in {sorted(g)}")
            sub(v, g[k], f"{path}.{k}")
    elif isinstance(w, list) and w and isinstance(w[0], dict) and "contains" in w[0]:
        for item in w[0]["contains"]:
            if not any(item.items() <= x.items() for x in g if isinstance(x, dict)):
                raise SystemExit(f"{path}: no element contains {item}")
    elif w != g:
        raise SystemExit(f"{path}: expected {w!r}, got {g!r}")
sub(want, got, "$")
PY
fi
exit 0
