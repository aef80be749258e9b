#!/usr/bin/env bash
# The program's standard input (docs/adr/0020-program-standard-input.md):
# `--stdin FILE`, a file or a pipe on reddragon's stdin (auto), `--stdin none`
# and /dev/null (none: Python's input() is unknown, C's stdin empty), an
# unreadable --stdin file is a usage error (exit 2) naming it, and --explore
# gives every path the whole input.
#   usage: stdin_test.sh <reddragon>
set -uo pipefail
rd=$1
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail() { echo "FAIL: $*"; exit 1; }

printf 'name = input("who? ")\nprint("hi", name)\nprint(input())\n' >"$work/greet.py"
printf 'ada\nsecond line\n' >"$work/in.txt"
out=$(timeout 60 "$rd" run --stdin "$work/in.txt" "$work/greet.py" </dev/null) || fail "--stdin FILE run"
[ "$out" = $'who? hi ada\nsecond line' ] || fail "--stdin FILE: $out"
out=$(timeout 60 "$rd" run "$work/greet.py" <"$work/in.txt") || fail "redirected file run"
[ "$out" = $'who? hi ada\nsecond line' ] || fail "stdin from a file: $out"
out=$(printf 'bob\nx\n' | timeout 60 "$rd" run "$work/greet.py") || fail "pipe run"
[ "$out" = $'who? hi bob\nx' ] || fail "stdin from a pipe: $out"
out=$(timeout 60 "$rd" run "$work/greet.py" </dev/null) || fail "/dev/null run"
case $out in "hi <sym_"*"input('who? ')>"*) ;; *) fail "no input should leave input() unknown: $out" ;; esac
out=$(timeout 60 "$rd" run --stdin none "$work/greet.py" <"$work/in.txt") || fail "--stdin none run"
case $out in "hi <sym_"*) ;; *) fail "--stdin none: $out" ;; esac
printf 'print(input())\nprint(input())\nprint(input())\n' >"$work/three.py"
timeout 60 "$rd" run --stdin "$work/in.txt" "$work/three.py" >"$work/out" 2>"$work/err" </dev/null
[ $? -eq 1 ] || fail "input() past the end should raise EOFError"
grep -q "EOFError: EOF when reading a line" "$work/err" || fail "no EOFError: $(cat "$work/err")"
timeout 60 "$rd" run --stdin "$work/missing.txt" "$work/greet.py" >"$work/out" 2>"$work/err" </dev/null
[ $? -eq 2 ] || fail "missing --stdin file should be a usage error"
grep -q "cannot read '$work/missing.txt'" "$work/err" || fail "error names the file: $(cat "$work/err")"

printf '#include <stdio.h>\nint main(void){int a=0,b=0,n=scanf("%%d %%d",&a,&b);printf("%%d %%d %%d %%d\\n",n,a,b,getchar());return 0;}\n' >"$work/sum.c"
out=$(printf '3 4\n' | timeout 60 "$rd" run "$work/sum.c") || fail "C pipe run"
[ "$out" = "2 3 4 10" ] || fail "C scanf over a pipe: $out"
out=$(timeout 60 "$rd" run "$work/sum.c" </dev/null) || fail "C /dev/null run"
[ "$out" = "-1 0 0 -1" ] || fail "C without input reads EOF: $out"

# every explored path reads the input from its start
printf 'import sensors\nline = input()\nif sensors.read() > 0.5:\n    print("a", line)\nelse:\n    print("b", line)\n' >"$work/paths.py"
out=$(timeout 60 "$rd" run --explore --stdin "$work/in.txt" "$work/paths.py" </dev/null) || fail "explore run"
[ "$(grep -c 'ada' <<<"$out")" -ge 2 ] || fail "each path reads the input: $out"
echo "stdin ok"
