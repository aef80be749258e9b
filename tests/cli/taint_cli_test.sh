#!/usr/bin/env bash
# taint_cli_test.sh REDDRAGON SOURCE_DIR SARIF_SCHEMA - `reddragon taint`,
# `slice` and `diagnostics` (docs/taint.md): witness paths through three
# functions in two files (Python, JavaScript), call-site contexts and
# sanitizers, slices across files, and SARIF 2.1.0 output validated against
# the official schema (fetched from npm at configure time).
set -u
RD=$1
SRC=$2
SCHEMA=$3
fail=0
cd "$SRC" || exit 1
golden() {  # golden NAME EXPECTED-FILE COMMAND...
  local name=$1 want=$2
  shift 2
  local got
  got=$("$@" 2>&1)
  if [ "$got" != "$(cat "$want")" ]; then
    echo "FAIL: $name"
    diff <(echo "$got") "$want" | head -40
    fail=1
  fi
}
check() {  # check NAME PYTHON-ASSERTION JSON
  if ! python3 -c "import json,sys; d=json.loads(sys.argv[1]); assert $2, 'assertion'" "$3"; then
    echo "FAIL: $1: $2"
    echo "$3" | head -c 2000
    fail=1
  fi
}
T=tests/taint
E=$T/expected
# java_web and c_lib: no main anywhere (a servlet tree four directories deep, a C library): every file is analysed
# c_buffers: C library calls that copy between their arguments (snprintf, strcat, sscanf: config/taint/c.json "propagators")
for p in python_three_functions python_contexts python_module_globals javascript_exec mixed_ts_js java_web c_lib c_buffers; do
  golden "taint $p" "$E/$p.taint" "$RD" taint "$T/$p"
done
golden "backward slice across files" "$E/python_three_functions.backward_slice" \
  "$RD" slice "$T/python_three_functions/shell.py:8" line --project "$T/python_three_functions"
golden "forward slice from the entry's imports" "$E/python_three_functions.forward_slice" \
  "$RD" slice "$T/python_three_functions/main.py:10" target --forward
golden "forward slice from a callee returns to every caller" "$E/javascript_exec.forward_slice" \
  "$RD" slice "$T/javascript_exec/lib/format.js:2" s --forward --project "$T/javascript_exec"

# the path crosses files: source in main.py, steps in shell.py, sink in shell.py
out=$("$RD" taint --format json "$T/python_three_functions")
check "json path across files" "[s['file'] for s in d['findings'][0]['path']][0].endswith('main.py') and any(s['file'].endswith('shell.py') for s in d['findings'][0]['path'][1:-1]) and d['findings'][0]['path'][-1]['line'] == 8" "$out"
check "three functions on the path" "sum(s['what'].startswith('call ') or ', call ' in s['what'] for s in d['findings'][0]['path']) >= 3" "$out"
out=$("$RD" taint --format json "$T/python_contexts")
check "contexts: constant through ident and the sanitized call are clean" "sorted(f['path'][-1]['line'] for f in d['findings']) == [19, 21]" "$out"
out=$("$RD" slice --json "$T/python_three_functions/shell.py:8" line --project "$T/python_three_functions")
check "slice json lines in both files" "{l['file'].split('/')[-1] for l in d['lines']} == {'main.py', 'shell.py'} and d['direction'] == 'backward'" "$out"

# summaries: formals reaching returns and fields, per function
out=$("$RD" taint --summaries --format json "$T/python_three_functions")
check "summaries" "{x['function'].split('\$')[-1]: x['to_return'] for x in d['summaries'] if x['function'].split('\$')[-1] in ('build', 'quote_args')} == {'build': ['name'], 'quote_args': ['arg']} and d['converged']" "$out"
out=$("$RD" taint --summaries --format json "$T/python_module_globals")
check "summary: a formal stored into a module global" "any(x['function'].endswith('remember') and {'to': 'last', 'from': ['value']} in x['flows'] for x in d['summaries'])" "$out"

# configuration: a file of its own, and errors as values
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
printf '{"sources": [{"call": "input"}], "sinks": [{"call": "print", "category": "log"}]}\n' > "$tmp/cfg.json"
out=$("$RD" taint --format json --config "$tmp/cfg.json" "$T/python_contexts")
check "custom config" "d['sinks'] == 0 and d['findings'] == []" "$out"
printf '{"sources": [{"call": "input"}], "sinks": [{"call": "eval", "category": "code"}]}\n' > "$tmp/cfg.json"
out=$("$RD" taint --format json --config "$tmp/cfg.json" "$T/python_contexts")
check "custom config finds eval" "[f['rule'] for f in d['findings']] == ['code']" "$out"
printf '{"sources": [{"cal": "input"}]}\n' > "$tmp/bad.json"
"$RD" taint --config "$tmp/bad.json" "$T/python_contexts" > /dev/null 2> "$tmp/err"
rc=$?
if [ $rc -ne 2 ] || ! grep -q 'sources\[0\]: needs exactly one of' "$tmp/err"; then echo "FAIL: bad config: rc=$rc $(cat "$tmp/err")"; fail=1; fi
printf '{"propagators": [{"call": "strcpy", "from": [1]}]}\n' > "$tmp/bad.json"
"$RD" taint --config "$tmp/bad.json" "$T/c_buffers" > /dev/null 2> "$tmp/err"
rc=$?
if [ $rc -ne 2 ] || ! grep -q 'propagators\[0\]: a propagator is a "call" with non-empty "from" and "to"' "$tmp/err"; then echo "FAIL: bad propagator: rc=$rc $(cat "$tmp/err")"; fail=1; fi
# without the propagators the buffers stay clean: they are what finds these paths
printf '{"sources": [{"parameter": "main.argv"}, {"call": "getenv"}], "sinks": [{"call": "system"}, {"call": "popen"}, {"call": "printf", "args": [0]}]}\n' > "$tmp/noprop.json"
out=$("$RD" taint --format json --config "$tmp/noprop.json" "$T/c_buffers")
check "no propagators, no buffer findings" "d['findings'] == [] and d['sinks'] == 4" "$out"
"$RD" slice "$T/python_three_functions/main.py:10" nosuchvar > /dev/null 2> "$tmp/err"
rc=$?
if [ $rc -ne 1 ] || ! grep -q "main.py:10:1: error: no variable 'nosuchvar'" "$tmp/err"; then echo "FAIL: slice unknown var: rc=$rc $(cat "$tmp/err")"; fail=1; fi
"$RD" slice "$T/python_three_functions/main.py" target > /dev/null 2>&1
[ $? -eq 2 ] || { echo "FAIL: slice without a line is a usage error"; fail=1; }

# hand-written IR is verified before the analyses read it
printf '.language "python"\nentry:\n  %%0 = call_function input\n  %%1 = call_method %%0 system %%9\n' > "$tmp/bad.ir"
"$RD" taint "$tmp/bad.ir" > /dev/null 2> "$tmp/err"
rc=$?
if [ $rc -ne 1 ] || ! grep -q "register %9 is used but never defined" "$tmp/err"; then echo "FAIL: unverified IR: rc=$rc $(cat "$tmp/err")"; fail=1; fi
printf '.language "python"\nentry:\n  %%0 = call_function input\n  %%1 = call_function eval %%0\n' > "$tmp/good.ir"
out=$("$RD" taint --format json "$tmp/good.ir")
check "IR input" "[f['sink'] for f in d['findings']] == ['eval']" "$out"

# SARIF 2.1.0 against the official schema
printf 'def broken(:\n    pass\nx = = 1\n' > "$tmp/broken.py"
"$RD" taint --format sarif "$T/python_three_functions" > "$tmp/taint.sarif"
"$RD" taint --format sarif "$T/javascript_exec" > "$tmp/taint_js.sarif"
"$RD" diagnostics --format sarif "$tmp/broken.py" > "$tmp/diag.sarif"
if ! python3 - "$SCHEMA" "$tmp/taint.sarif" "$tmp/taint_js.sarif" "$tmp/diag.sarif" <<'PY'
import json, sys
import jsonschema
schema = json.load(open(sys.argv[1]))
assert "2.1.0" in schema.get("title", ""), schema.get("title")
validator = jsonschema.Draft4Validator(schema)
docs = [json.load(open(p)) for p in sys.argv[2:]]
for path, doc in zip(sys.argv[2:], docs):
    errors = sorted(validator.iter_errors(doc), key=str)
    assert not errors, f"{path}: {errors[0]}"
    assert doc["version"] == "2.1.0"
taint, taint_js, diag = docs
res = taint["runs"][0]["results"]
assert len(res) == 1 and res[0]["ruleId"] == "command-injection", res
flow = res[0]["codeFlows"][0]["threadFlows"][0]["locations"]
uris = [l["location"]["physicalLocation"]["artifactLocation"]["uri"] for l in flow]
assert uris[0].endswith("main.py") and uris[-1].endswith("shell.py"), uris
assert flow[-1]["location"]["physicalLocation"]["region"]["startLine"] == 8
assert len(taint_js["runs"][0]["results"][0]["codeFlows"][0]["threadFlows"][0]["locations"]) >= 4
d = diag["runs"][0]["results"]
assert d and all(r["ruleId"] in ("lowering", "verifier", "input") for r in d), d
assert any(r["level"] == "error" and r["locations"][0]["physicalLocation"]["region"]["startLine"] == 1 for r in d), d
# a broken document must fail the schema (the check can fail)
bad = json.loads(json.dumps(taint)); bad["runs"][0]["results"][0]["level"] = "fatal"
assert list(validator.iter_errors(bad)), "schema accepted an invalid level"
PY
then echo "FAIL: SARIF schema validation"; fail=1; fi
[ $fail -eq 0 ] && echo "taint/slice/sarif: all checks passed"
exit $fail
