#!/usr/bin/env bash
# Promises 1 and 3 of the architecture: a language (frontend + runtime) and
# a pass built OUT OF TREE against the INSTALLED SDK are discovered and used
# by the already built `reddragon`, with no rebuild of the kernel or the CLI.
#   usage: out_of_tree_test.sh <build dir> <source dir>
set -euo pipefail
build=$1
src=$2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

cli_before=$(stat -c %Y "$build/bin/reddragon")
cmake --install "$build" --prefix "$work/prefix" >/dev/null

for ex in toy_frontend count_pass; do
  cmake -S "$src/examples/$ex" -B "$work/$ex" -G Ninja -DCMAKE_PREFIX_PATH="$work/prefix" \
        -DCMAKE_BUILD_TYPE=Release >"$work/$ex.log" 2>&1 || { cat "$work/$ex.log"; exit 1; }
  cmake --build "$work/$ex" >>"$work/$ex.log" 2>&1 || { cat "$work/$ex.log"; exit 1; }
done

export REDDRAGON_PLUGIN_PATH="$work/toy_frontend/plugins:$work/count_pass/plugins"
rd="$build/bin/reddragon"

# Unknown before: without the plugin path the toy language is not known.
if REDDRAGON_PLUGIN_PATH= "$rd" ir "$src/examples/hello.toy" >/dev/null 2>"$work/err"; then
  echo "FAIL: .toy lowered without the plugin"; exit 1
fi
grep -q "unknown extension '.toy'" "$work/err" || { echo "FAIL: unexpected error: $(cat "$work/err")"; exit 1; }

# Discovered and used after.
"$rd" languages | grep -q "^toy " || { echo "FAIL: toy not listed"; "$rd" languages; exit 1; }
out=$("$rd" ir --no-spans "$src/examples/hello.toy")
expected='.source "'"$src"'/examples/hello.toy"
.language "toy"
entry:
  %0 = const 40
  decl_var x %0
  %1 = load_var x
  %2 = const 2
  %3 = binop + %1 %2
  decl_var y %3
  %4 = load_var y
  %5 = const 2
  %6 = binop * %4 %5
  store_var x %6
  %7 = load_var y
  %8 = call_function print %7'
if [ "$out" != "$expected" ]; then
  echo "FAIL: toy IR differs"; diff <(echo "$expected") <(echo "$out"); exit 1
fi

# The third-party pass runs by name, like a built-in one.
"$rd" passes | grep -q "^example.count-instructions " || { echo "FAIL: pass not listed"; exit 1; }
count=$("$rd" analyze "$src/examples/hello.toy" --pass example.count-instructions)
[ "$count" = "<module> 13" ] || { echo "FAIL: count pass printed: $count"; exit 1; }

# The toy runtime (examples/toy_frontend/toy_runtime.cpp) runs toy code:
# its `print` says yes/no for booleans and its `/` truncates integers.
# Outputs are compared byte for byte (files: $(...) would drop newlines).
"$rd" run "$src/examples/hello.toy" >"$work/hello.out" || { echo "FAIL: run hello.toy exited $?"; exit 1; }
printf '42\n' | cmp -s - "$work/hello.out" || { echo "FAIL: run hello.toy printed:"; cat "$work/hello.out"; exit 1; }
"$rd" run "$src/examples/halves.toy" >"$work/halves.out" || { echo "FAIL: run halves.toy exited $?"; exit 1; }
printf '3\n-3\nyes\nno\n' | cmp -s - "$work/halves.out" || { echo "FAIL: run halves.toy printed:"; cat "$work/halves.out"; exit 1; }

# The same IR without its language runs on the IR's semantics: every
# difference above came from the out-of-tree runtime.
"$rd" ir "$src/examples/halves.toy" >"$work/halves.toy.ir" || { echo "FAIL: ir halves.toy exited $?"; exit 1; }
grep -v '^\.language ' "$work/halves.toy.ir" >"$work/halves.ir"
"$rd" run "$work/halves.ir" >"$work/halves-ir.out" || { echo "FAIL: run halves.ir exited $?"; exit 1; }
printf '3.5\n-3.5\nFalse\nFalse\n' | cmp -s - "$work/halves-ir.out" ||
  { echo "FAIL: halves as plain IR printed:"; cat "$work/halves-ir.out"; exit 1; }

# `run --json` reports the runtime's output and values.
"$rd" run "$src/examples/halves.toy" --json >"$work/halves.json" || { echo "FAIL: run --json exited $?"; exit 1; }
python3 - "$work/halves.json" <<'PY' || { echo "FAIL: run --json:"; cat "$work/halves.json"; exit 1; }
import json, sys
r = json.load(open(sys.argv[1]))
assert r["status"] == "completed" and r["error"] is None, r
assert r["stdout"] == "3\n-3\nyes\nno\n", r["stdout"]
# types too: 3.0 == 3 and 1 == True in Python
want = {"n": 7, "half": 3, "debt": -3, "three": True, "big": False}
assert {k: (r["globals"].get(k), type(r["globals"].get(k))) for k in want} == \
       {k: (v, type(v)) for k, v in want.items()}, r["globals"]
PY

cli_after=$(stat -c %Y "$build/bin/reddragon")
[ "$cli_before" = "$cli_after" ] || { echo "FAIL: the CLI was rebuilt"; exit 1; }
echo "out-of-tree language (frontend + runtime) and pass: ok"
