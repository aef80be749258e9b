#!/usr/bin/env bash
# ffi_cli_test.sh REDDRAGON ROOT - cross-language edges (docs/projects.md
# "Foreign calls", ADR 0015) on tests/projects/ffi/calc: a C library called
# from Python (ctypes), Go (cgo) and Java (JNI) is one graph. Goldens of
# callgraph, impact and taint, the JSON witnesses, and the same project
# without its C files, where nothing is foreign.
set -u
RD=$(realpath "$1")
ROOT=$(realpath "$2")
cd "$ROOT/tests/projects/ffi" || exit 1
fail=0
check() {  # check GOLDEN: compare "$out" with it
  if ! diff <(echo "$out") "$1"; then echo "FAIL: output differs from $1 (< reddragon, > golden)"; fail=1; fi
}
has() {  # has TEXT LINE...: every LINE is a whole line of TEXT
  local text=$1; shift
  for line in "$@"; do
    if ! grep -qxF -- "$line" <<<"$text"; then echo "FAIL: missing line: $line"; fail=1; fi
  done
}

out=$("$RD" callgraph calc) || { echo "FAIL: callgraph exit $?"; fail=1; }
check calc.callgraph
# the edges the golden must keep: one per binding
has "$out" \
  "app.total -> native.calc.add  (app.py:12)  [foreign]" \
  "gocalc.main.sum -> native.calc.add  (gocalc/main.go:14)  [foreign]" \
  "java.demo.Calc.Calc.add -> native.calc.Java_demo_Calc_add  (java/demo/Calc.java:7)  [foreign]"
# a handle in a field (self.lib), a symbol read into a variable (plus = lib.add)
has "$out" \
  "app.Calc.double -> native.calc.scale  (app.py:33)  [foreign]" \
  "app.<module> -> native.calc.add  (app.py:37)  [foreign]"
# CString is cgo's own helper and version() is in no file of the project:
# unresolved calls of those names, not methods of the program's classes
has "$out" "gocalc.main.main -> ?CString  (gocalc/main.go:19)" "app.<module> -> ?version  (app.py:37)"

out=$("$RD" impact calc add) || { echo "FAIL: impact exit $?"; fail=1; }
check calc.impact
has "$out" \
  "  app.total  (app.py:11)  via app.total [app.py:12] -> native.calc.add" \
  "  gocalc.main.sum  (gocalc/main.go:13)  via gocalc.main.sum [gocalc/main.go:14] -> native.calc.add"

out=$("$RD" taint calc) || { echo "FAIL: taint exit $?"; fail=1; }
check calc.taint

# JSON: the sites say "foreign"; each taint path crosses from one language's file into another's
"$RD" callgraph --format json calc | python3 -c '
import json, sys
d = json.load(sys.stdin)
names = sorted(s["name"] for s in d["sites"] if s["how"] == "foreign")
assert names == ["Java_demo_Calc_add", "Java_demo_Calc_runCommand", "add", "add", "add", "run_command", "run_pipe", "scale", "scale", "user_name"], names
fn = {f["id"]: f for f in d["functions"]}
for s in d["sites"]:
    if s["how"] == "foreign":
        assert [fn[c]["file"] for c in s["callees"]] == ["native/calc.c"], s
' || { echo "FAIL: callgraph --format json"; fail=1; }
"$RD" taint --format json calc | python3 -c '
import json, sys
d = json.load(sys.stdin)
crossed = set()
for f in d["findings"]:
    exts = [s["location"].rsplit(":", 1)[0].rsplit(".", 1)[-1] for s in f["path"]]
    crossed.add((exts[0], exts[-1]))
assert crossed == {("c", "py"), ("py", "c"), ("go", "c"), ("java", "c")}, crossed
' || { echo "FAIL: taint --format json"; fail=1; }

# without the C library nothing is foreign: the calls stay unresolved
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cp -r calc "$tmp/" && rm -r "$tmp/calc/native"
out=$("$RD" callgraph "$tmp/calc" 2>&1)
if grep -q "foreign" <<<"$out"; then echo "FAIL: a foreign edge without the C library"; fail=1; fi
has "$out" "app.shell -> ?run_command  (app.py:16)" "app.total -> ?add  (app.py:12)"
out=$("$RD" taint "$tmp/calc" 2>&1)
if grep -q "reaches system\|reaches popen\|reaches execlp" <<<"$out"; then echo "FAIL: a C sink without the C library"; fail=1; fi

# a Go program (its entry: gocalc/main.go) with the C library: the C files are appended to it
mkdir "$tmp/go" && cp -r calc/native calc/gocalc "$tmp/go/"
has "$("$RD" callgraph "$tmp/go")" \
  "sum -> native.calc.add  (gocalc/main.go:14)  [foreign]" \
  "main -> native.calc.run_pipe  (gocalc/main.go:19)  [foreign]"
if ! "$RD" taint "$tmp/go" | grep -qxF "  $tmp/go/native/calc.c:17  sink popen"; then echo "FAIL: Go entry: no path into C"; fail=1; fi

# a run is not affected: a foreign call stays symbolic (one runtime per run)
grep -qF "CDLL.add(4, 3)>" <<<"$(echo x | "$RD" run calc/app.py 2>&1)" || { echo "FAIL: run app.py"; fail=1; }
grep -qF "C.add(C.int(2), C.int(3))" <<<"$("$RD" run calc/gocalc/main.go 2>&1)" || { echo "FAIL: run main.go"; fail=1; }

[ $fail -eq 0 ] && echo "ffi: all checks passed"
exit $fail
