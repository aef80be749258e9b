#!/usr/bin/env bash
# callgraph_cli_test.sh REDDRAGON ROOT - `reddragon callgraph` and `impact`
# (docs/callgraph.md) on the projects in tests/projects/callgraph: golden
# outputs (method dispatch through a class hierarchy, import cycles with
# mutual recursion, a missing module left unresolved), JSON witnesses,
# --from-run, the graph formats, one file per other language, and errors.
set -u
RD=$(realpath "$1")
ROOT=$(realpath "$2")
cd "$ROOT/tests/projects/callgraph" || exit 1
fail=0
check() {  # check NAME: compare "$out" with a golden file
  if ! diff <(echo "$out") "$1"; then echo "FAIL: output differs from $1 (< reddragon, > golden)"; fail=1; fi
}
has() {  # has TEXT LINE...: every LINE is a whole line of TEXT
  local text=$1; shift
  for line in "$@"; do
    if ! grep -qxF -- "$line" <<<"$text"; then echo "FAIL: missing line: $line"; echo "$text" | head -40; fail=1; fi
  done
}

# goldens: a multi-file Python and JavaScript project
out=$("$RD" callgraph pyshapes) || { echo "FAIL: callgraph pyshapes exit $?"; fail=1; }
check pyshapes.callgraph
out=$("$RD" callgraph jsshapes) || { echo "FAIL: callgraph jsshapes exit $?"; fail=1; }
check jsshapes.callgraph
out=$("$RD" impact pyshapes area) || { echo "FAIL: impact pyshapes exit $?"; fail=1; }
check pyshapes.impact
out=$("$RD" impact jsshapes isOdd) || { echo "FAIL: impact jsshapes exit $?"; fail=1; }
check jsshapes.impact

# the properties the goldens hold, spelled out (a regenerated golden must keep them)
out=$("$RD" callgraph pyshapes)
has "$out" \
  "shapes.base.Shape.describe -> shapes.circle.Circle.area  (shapes/base.py:9)  [hierarchy]" \
  "shapes.base.Shape.describe -> shapes.square.Square.area  (shapes/base.py:9)  [hierarchy]" \
  "main.main -> shapes.square.Square.area  (main.py:25)  [hierarchy]" \
  "numbers_.parity.is_even -> numbers_.odd.is_odd  (numbers_/parity.py:7)" \
  "numbers_.odd.is_odd -> numbers_.parity.is_even  (numbers_/odd.py:7)" \
  "main.apply -> numbers_.parity.is_even  (main.py:11)" \
  "shapes.circle.Circle.__init__ -> shapes.base.Shape.__init__  (shapes/circle.py:6)" \
  "main.report -> ?plot  (main.py:16)"
# a receiver of known class: Square(3.0).area() reaches Square.area only
if grep -qF "main.main -> shapes.circle.Circle.area" <<<"$out"; then echo "FAIL: sq.area() not narrowed to Square"; fail=1; fi
out=$("$RD" callgraph jsshapes)
has "$out" \
  "lib.shape.Shape.describe -> lib.circle.Circle.area  (lib/shape.js:9)  [hierarchy]" \
  "lib.even.isEven -> lib.odd.isOdd  (lib/even.js:5)" \
  "lib.odd.isOdd -> lib.even.isEven  (lib/odd.js:5)" \
  "lib.circle.Circle.__init__ -> lib.shape.Shape.__init__  (lib/circle.js:5)" \
  "index.report -> ?plot  (index.js:16)" \
  "lib.shape.describeAll -> lib.shape.describeAll.__lambda  (lib/shape.js:14)  [callback]"
# the arrow passed to the native map is a callback: impact reaches past it
has "$("$RD" impact jsshapes describe)" \
  "  index.report  (index.js:14)  via index.report [index.js:15] -> lib.shape.describeAll [lib/shape.js:14] -> lib.shape.describeAll.__lambda [lib/shape.js:14] -> lib.shape.Shape.describe"

# impact --json: every chain is a path of call edges ending at a target
for args in "pyshapes area" "jsshapes isOdd"; do
  # shellcheck disable=SC2086
  "$RD" impact --json $args | python3 -c '
import json, sys
d = json.load(sys.stdin)
targets = {t["function"] for t in d["targets"]}
assert d["count"] == len(d["affected"]) > 0, d
for a in d["affected"]:
    ch = a["chain"]
    assert len(ch) == a["depth"] and ch[0]["caller"] == a["function"] and ch[-1]["callee"] in targets, a
    for x, y in zip(ch, ch[1:]):
        assert x["callee"] == y["caller"], a
    assert all(s["line"] > 0 and s["file"] for s in ch), a
' || { echo "FAIL: impact --json $args"; fail=1; }
done

# JSON: counts agree with the sites
"$RD" callgraph --format json pyshapes | python3 -c '
import json, sys
d = json.load(sys.stdin)
c, sites = d["counts"], d["sites"]
assert c["sites"] == len(sites) and c["functions"] == len(d["functions"]), c
assert c["resolved"] == sum(1 for s in sites if s["how"] != "unresolved"), c
assert c["edges"] == sum(len(s["callees"]) for s in sites), c
names = {f["qualified"] for f in d["functions"]}
assert "shapes.base.Shape.describe" in names and "numbers_.odd.is_odd" in names, names
' || { echo "FAIL: callgraph --format json"; fail=1; }

# --from-run: edges the run took are marked; a call through getattr only the trace resolves
out=$("$RD" callgraph --from-run single/dynamic.py 2>/dev/null)
has "$out" \
  "<module> -> pick  (single/dynamic.py:9)  [taken]" \
  "<module> -> Greeter.hello  (single/dynamic.py:10)  [taken]  [trace]" \
  "<module> -> Greeter.bye  (single/dynamic.py:12)  [taken]  [trace]"
out=$("$RD" callgraph single/dynamic.py)
has "$out" "<module> -> ?f  (single/dynamic.py:10)"
out=$("$RD" callgraph --from-run pyshapes 2>/dev/null)
has "$out" \
  "shapes.base.Shape.describe -> shapes.circle.Circle.area  (shapes/base.py:9)  [hierarchy]  [taken]" \
  "shapes.base.Shape.describe -> shapes.base.Shape.area  (shapes/base.py:9)  [hierarchy]  [not taken]"

# Mermaid and DOT
out=$("$RD" callgraph --format mermaid jsshapes)
[ "$(head -1 <<<"$out")" = "flowchart LR" ] || { echo "FAIL: mermaid header"; fail=1; }
grep -qE '^  f[0-9]+ -\.-> f[0-9]+$' <<<"$out" || { echo "FAIL: mermaid has no hierarchy edge"; fail=1; }
grep -qF '["lib.odd.isOdd"]' <<<"$out" || { echo "FAIL: mermaid node label"; fail=1; }
out=$("$RD" callgraph --format dot pyshapes)
[ "$(head -1 <<<"$out")" = "digraph callgraph {" ] && [ "$(tail -1 <<<"$out")" = "}" ] || { echo "FAIL: dot frame"; fail=1; }
grep -qE '^  f[0-9]+ -> f[0-9]+ \[style=dashed\];$' <<<"$out" || { echo "FAIL: dot hierarchy edge"; fail=1; }

# the other languages, one file each
has "$("$RD" callgraph single/Main.java)" \
  "Main.total -> Sq.area  (single/Main.java:5)  [hierarchy]" \
  "Main.total -> Circ.area  (single/Main.java:5)  [hierarchy]" \
  "Main.main -> Main.total  (single/Main.java:6)" \
  "Main.main -> Sq.__init__  (single/Main.java:6)"
has "$("$RD" callgraph single/shapes.go)" \
  "apply -> helper  (single/shapes.go:11)" \
  "main -> Sq_Grow  (single/shapes.go:15)" \
  "main -> Sq_Area  (single/shapes.go:17)"
has "$("$RD" callgraph single/funcs.c)" \
  "twice -> sq  (single/funcs.c:3)" \
  "main -> sq  (single/funcs.c:4)"
has "$("$RD" callgraph single/app.ts)" \
  "Animal.speak -> Dog.sound  (single/app.ts:4)  [hierarchy]" \
  "Animal.speak -> Cat.sound  (single/app.ts:4)  [hierarchy]" \
  "<module> -> Dog.sound  (single/app.ts:12)  [hierarchy]"
if grep -qF "<module> -> Cat.sound  (single/app.ts:12)" <<<"$("$RD" callgraph single/app.ts)"; then
  echo "FAIL: new Dog(...).sound() not narrowed"; fail=1
fi

# errors: an unknown function, a missing file
err=$("$RD" impact pyshapes no_such_function 2>&1); rc=$?
[ $rc -eq 1 ] && grep -qF "no function named 'no_such_function'" <<<"$err" || { echo "FAIL: impact of an unknown function: rc=$rc $err"; fail=1; }
"$RD" callgraph does/not/exist.py >/dev/null 2>&1; rc=$?
[ $rc -ne 0 ] && [ $rc -lt 4 ] || { echo "FAIL: callgraph of a missing file: rc=$rc"; fail=1; }

[ $fail -eq 0 ] && echo "callgraph CLI: all checks passed"
exit $fail
