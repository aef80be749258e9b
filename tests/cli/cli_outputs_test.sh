#!/usr/bin/env bash
# The main outputs of issue #2 on the seeds' example: IR text, JSON that
# reads back to identical text, Mermaid with the expected structure, DOT
# accepted by Graphviz (when installed), stats, and `run`.
#   usage: cli_outputs_test.sh <reddragon> <source dir>
set -uo pipefail
rd=$1
src=$2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail() { echo "FAIL: $*"; exit 1; }
ex="$src/examples/classify.py"

"$rd" ir "$ex" >"$work/a.ir" || fail "ir"
grep -q '^func_classify_0:' "$work/a.ir" || fail "no function label"
grep -q 'const <function:classify@func_classify_0>' "$work/a.ir" || fail "no function reference"

"$rd" ir --json "$ex" >"$work/a.ir.json" || fail "ir --json"
python3 -c "import json,sys; json.load(open(sys.argv[1]))" "$work/a.ir.json" || fail "JSON does not parse"
"$rd" ir "$work/a.ir.json" >"$work/b.ir" || fail "reading JSON back"
cmp -s "$work/a.ir" "$work/b.ir" || { diff "$work/a.ir" "$work/b.ir" | head; fail "JSON round trip differs"; }
"$rd" ir --from-json -l ir-json "$work/a.ir.json" >/dev/null || fail "--from-json"
"$rd" ir "$work/a.ir" >"$work/c.ir" || fail "reading IR text back"
cmp -s "$work/a.ir" "$work/c.ir" || fail "text round trip differs"

"$rd" cfg "$ex" --format mermaid >"$work/g.mmd" || fail "mermaid"
head -1 "$work/g.mmd" | grep -q '^flowchart TD$' || fail "mermaid header"
grep -q 'subgraph fn0\["classify"\]' "$work/g.mmd" || fail "function subgraph"
grep -q -- '-->|"T"|' "$work/g.mmd" || fail "true edge"
grep -q -- '-.->|"call"|' "$work/g.mmd" || fail "call edge"
python3 - "$work/g.mmd" <<'PY' || fail "mermaid structure"
import re, sys
text = open(sys.argv[1]).read().splitlines()
declared = set()
opened = 0
for line in text[1:]:
    s = line.strip()
    if s.startswith("subgraph"): opened += 1; continue
    if s == "end": opened -= 1; continue
    if s.startswith("classDef"): continue
    m = re.match(r'(b\d+)(\(\[|\[)"(.*)"(\]\)|\]):::(\w+)$', s)
    if m:
        assert '"' not in m.group(3), s
        declared.add(m.group(1)); continue
    m = re.match(r'(b\d+) (-->|-\.->)(\|"[^"]*"\|)? (b\d+)$', s)
    assert m, "unrecognised line: " + s
    assert m.group(1) in declared and m.group(4) in declared, s
assert opened == 0
PY
"$rd" cfg "$ex" --format dot >"$work/g.dot" || fail "dot"
if command -v dot >/dev/null; then
  dot -Tsvg "$work/g.dot" >"$work/g.svg" || fail "graphviz rejected the DOT output"
fi
"$rd" cfg "$ex" --function classify | grep -q '^block func_classify_0' || fail "cfg --function"
"$rd" cfg "$ex" --function nope 2>/dev/null && fail "unknown function accepted"

"$rd" stats "$ex" | grep -q '^CALL_FUNCTION' || fail "stats"
"$rd" stats --json "$ex" | python3 -c "import json,sys; d=json.load(sys.stdin); assert d['opcodes']['call_function'] == 2" || fail "stats json"

out=$("$rd" run "$ex") || fail "run"
[ "$out" = "positive" ] || fail "run printed '$out'"
"$rd" run --json "$ex" | python3 -c "
import json,sys
d=json.load(sys.stdin)
assert d['status']=='completed' and d['llm_calls']==0 and d['globals']['result']=='positive', d" || fail "run --json"
echo "cli outputs: ok"
