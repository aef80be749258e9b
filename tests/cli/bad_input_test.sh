#!/usr/bin/env bash
# Bad input never crashes or hangs `reddragon ir`: each case gets a clear
# message or SYMBOLIC placeholders, and the documented exit status
# (docs/cli.md: 0 ok, 1 input error, 2 usage, 3 plugin/config, 4 internal).
#   usage: bad_input_test.sh <reddragon binary>
set -uo pipefail
rd=$1
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fails=0

# expect <name> <expected exit> <stderr must contain ('' = anything)> <stdout must contain> -- args...
expect() {
  local name=$1 want=$2 err_pat=$3 out_pat=$4
  shift 5
  timeout 60 "$rd" "$@" >"$work/out" 2>"$work/err"
  local got=$?
  if [ "$got" -ne "$want" ]; then
    echo "FAIL $name: exit $got, expected $want"; head -c 600 "$work/err"; fails=$((fails + 1)); return
  fi
  if [ -n "$err_pat" ] && ! grep -q -- "$err_pat" "$work/err"; then
    echo "FAIL $name: stderr lacks '$err_pat':"; head -c 600 "$work/err"; fails=$((fails + 1)); return
  fi
  if [ -n "$out_pat" ] && ! grep -q -- "$out_pat" "$work/out"; then
    echo "FAIL $name: stdout lacks '$out_pat':"; head -c 600 "$work/out"; fails=$((fails + 1)); return
  fi
  echo "ok   $name"
}

: >"$work/empty.py"
expect empty-file 0 "" "^entry:" -- ir "$work/empty.py"

head -c 4096 /dev/urandom >"$work/binary.py"; printf '\0' >>"$work/binary.py"
expect binary-file 1 "binary.py: error: file looks binary (NUL byte at offset" "" -- ir "$work/binary.py"

printf 'x = "caf\xe9"\nprint(x)\n' >"$work/latin1.py"
expect invalid-utf8 0 "latin1.py:1:9: warning: invalid UTF-8 at byte offset 8" "call_function print" -- ir "$work/latin1.py"

python3 - "$work/big.py" <<'PY'
import sys
with open(sys.argv[1], "w") as f:
    i = 0
    size = 0
    while size < 10 * 1024 * 1024:
        line = f"def f{i}(a, b):\n    c = a + b * {i}\n    if c > 10:\n        return c\n    return [a, b, {{'k': c}}]\n"
        f.write(line); size += len(line); i += 1
PY
expect ten-megabytes 0 "" "func_f0_" -- ir --no-spans "$work/big.py"

python3 -c "print('x = ' + '(' * 10000 + '1' + ')' * 10000)" >"$work/nested.py"
expect nested-parens 0 "nesting deeper than 1000 levels" "symbolic \"too_deep\"" -- ir "$work/nested.py"

python3 -c "print('x = ' + '[' * 10000 + ']' * 10000)" >"$work/nested_list.py"
expect nested-lists 0 "nesting deeper than 1000 levels" "" -- ir "$work/nested_list.py"

echo 'print(1)' >"$work/prog.unknownext"
expect unknown-extension 1 "prog.unknownext: error: cannot tell the language of this file (unknown extension '.unknownext')" "" -- ir "$work/prog.unknownext"
expect language-override 0 "" "call_function print" -- ir -l python "$work/prog.unknownext"
expect unknown-language 3 "no frontend plugin for language 'klingon'" "" -- ir -l klingon "$work/prog.unknownext"

expect missing-file 1 "nothere.py: error: no such file" "" -- ir "$work/nothere.py"
expect directory 1 "is a directory" "" -- ir "$work"

printf 'def f(:\n    return 1\nprint(2)\n' >"$work/syntax.py"
expect syntax-error 0 "syntax.py:1:" "call_function print" -- ir "$work/syntax.py"
expect syntax-error-strict 1 "error:" "" -- ir --strict "$work/syntax.py"
# A JavaScript file that does not parse: `run --strict` keeps node's contract
# (nothing runs, the error on stderr, exit status 1); without --strict the run
# goes on with SYMBOLIC placeholders where the syntax error was (docs/cli.md).
printf 'console.log("before");\nlet x = ;\nconsole.log(x);\n' >"$work/syntax.js"
expect js-syntax-error-run 0 "syntax.js:2:9: error: syntax error" "before" -- run "$work/syntax.js"
expect js-syntax-error-run-strict 1 "syntax.js:2:9: error: syntax error" "" -- run --strict "$work/syntax.js"
if [ -s "$work/out" ]; then echo "FAIL js-syntax-error-run-strict: the program ran: $(cat "$work/out")"; fails=$((fails + 1)); fi

expect bad-flag 2 "" "" -- ir --no-such-flag "$work/empty.py"
printf '{"resolver": "magic"}' >"$work/config.json"
expect bad-config 3 "config.json: error: configuration key 'resolver' must be a string (one of symbolic|llm)" "" -- --config "$work/config.json" ir "$work/empty.py"
printf 'entry:\n  %%0 = frobnicate\n' >"$work/bad.ir"
expect bad-ir-text 1 "bad.ir:2:8: error: unknown opcode 'frobnicate'" "" -- ir "$work/bad.ir"
printf 'entry:\n  branch nowhere\n' >"$work/unverified.ir"
expect verify-finds-errors 1 "undefined label 'nowhere'" "" -- verify "$work/unverified.ir"

# Only the plugin the command needs is opened.
echo 'print(1)' >"$work/one.py"
"$rd" -vv ir "$work/one.py" >/dev/null 2>"$work/log"
loaded=$(grep -c "loaded plugin" "$work/log")
if [ "$loaded" -ne 1 ] || ! grep -q "loaded plugin 'python'" "$work/log"; then
  echo "FAIL lazy-loading: $(cat "$work/log")"; fails=$((fails + 1))
else
  echo "ok   lazy-loading"
fi

[ "$fails" -eq 0 ] || { echo "$fails bad-input case(s) failed"; exit 1; }
echo "all bad-input cases ok"
