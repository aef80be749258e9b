#!/usr/bin/env bash
# project_cli_test.sh REDDRAGON SOURCE_DIR - `reddragon project DIR [--json]`
# and `run DIR` without an entry (docs/projects.md).
set -u
RD=$1
SRC=$2
fail=0
check() {  # check NAME PYTHON-ASSERTION JSON
  if ! python3 -c "import json,sys; d=json.loads(sys.argv[1]); m={x['path']: x for x in d['modules']}; assert $2, 'assertion'" "$3"; then
    echo "FAIL: $1: $2"
    echo "$3" | head -c 2000
    fail=1
  fi
}
py=$SRC/tests/projects/python/nested
out=$("$RD" project --json "$py")
check "python entry" "d['entry'] == '__main__.py'" "$out"
check "gitignored dir and pattern skipped" "sorted(m) == ['__main__.py', 'app/__init__.py', 'app/config.py', 'app/core/__init__.py', 'app/core/engine.py', 'app/core/util.py', 'helpers/text.py']" "$out"
check "package chain" "m['__main__.py']['imports'][0]['modules'] == ['app/__init__.py', 'app/core/__init__.py', 'app/core/engine.py']" "$out"
check "relative parent" "m['app/core/engine.py']['imports'][0] == {'specifier': '..config.DEBUG', 'line': 1, 'resolved': True, 'modules': ['app/__init__.py', 'app/config.py']}" "$out"
check "namespace package" "m['__main__.py']['imports'][3]['modules'] == ['<namespace helpers>', 'helpers/text.py']" "$out"
check "star import" "m['app/core/__init__.py']['imports'] == [{'specifier': '.util.*', 'line': 2, 'resolved': True, 'modules': ['app/core/__init__.py', 'app/core/util.py']}]" "$out"
check "counts" "d['counts'] == {'modules': 7, 'imports': 8, 'resolved': 8, 'unresolved': 0}" "$out"
out=$("$RD" project --json "$SRC/tests/projects/python/packages")
check "missing module unresolved" "[i for i in m['main.py']['imports'] if not i['resolved']] == [{'specifier': 'missing_mod', 'line': 6, 'resolved': False, 'modules': []}]" "$out"
check "cycle both ways" "m['pkg/cycle_a.py']['imports'][0]['modules'][-1] == 'pkg/cycle_b.py' and m['pkg/cycle_b.py']['imports'][0]['modules'][-1] == 'pkg/cycle_a.py'" "$out"
out=$("$RD" project --json "$SRC/tests/projects/javascript/commonjs")
check "js entry index.js" "d['entry'] == 'index.js'" "$out"
check "js require forms" "[i['modules'] for i in m['index.js']['imports']] == [['lib/math.js'], ['lib/index.js'], ['lib/counter.js'], [], ['lib/cycle_a.js']]" "$out"
out=$("$RD" project --json "$SRC/tests/projects/javascript/esm")
check "package.json main" "d['entry'] == 'main.mjs'" "$out"
check "esm imports" "[i['specifier'] for i in m['main.mjs']['imports']] == ['./util/math.mjs', './util/greeter.mjs', './util/math.mjs', './util/ping.mjs']" "$out"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
mkdir -p "$tmp/ts/src/util" "$tmp/none"
printf '{ "compilerOptions": { "baseUrl": ".", "paths": { "@util/*": ["src/util/*"] } } }\n' > "$tmp/ts/tsconfig.json"
printf "import { f } from '@util/fmt';\nimport { g } from './src/util/fmt.js';\nconsole.log(f(), g());\n" > "$tmp/ts/index.ts"
printf "export function f() { return 1; }\nexport function g() { return 2; }\n" > "$tmp/ts/src/util/fmt.ts"
out=$("$RD" project --json "$tmp/ts")
check "ts paths and .js naming .ts" "[i['modules'] for i in m['index.ts']['imports']] == [['src/util/fmt.ts'], ['src/util/fmt.ts']]" "$out"
run=$("$RD" run "$tmp/ts")
[ "$run" = "1 2" ] || { echo "FAIL: ts run through paths: $run"; fail=1; }
printf 'print(1)\n' > "$tmp/none/lib.py"
err=$("$RD" run "$tmp/none" 2>&1)
rc=$?
[ $rc -eq 1 ] && [[ "$err" == *"is a directory with no entry point (python: __main__.py or main.py)"* ]] || { echo "FAIL: run DIR without entry: rc=$rc $err"; fail=1; }
text=$("$RD" project "$py")
[[ "$text" == *"7 modules, 8 imports: 8 resolved, 0 unresolved"* ]] || { echo "FAIL: text summary: $text"; fail=1; }
# file commands take a directory: its entry with the imports linked, and the
# linked module verifies (labels and registers of the modules do not collide)
for d in "$SRC"/tests/projects/*/*/; do
  v=$("$RD" verify "$d" 2>&1)
  [[ "$v" == ok:* ]] || { echo "FAIL: verify $d: $v"; fail=1; }
done
inits=$("$RD" ir "$SRC/tests/projects/python/packages" | grep -c '^func___rd_init_')
[ "$inits" = 6 ] || { echo "FAIL: ir DIR links 6 modules, got $inits"; fail=1; }
# several files are one program, exactly those files (as `gcc a.c b.c`):
# the entry is the one the language names (C's main) whatever the order
mkdir -p "$tmp/many/sub"
printf 'int twice(int x) { return 2 * x; }\n' > "$tmp/many/util.c"
printf 'int twice(int x) { return 3 * x; }\n' > "$tmp/many/alt.c"
printf '#include <stdio.h>\nint twice(int x);\nint main(void) { printf("%%d\\n", twice(21)); return 0; }\n' > "$tmp/many/main.c"
out=$("$RD" run "$tmp/many/util.c" "$tmp/many/main.c" 2>&1)
[ "$out" = 42 ] || { echo "FAIL: run util.c main.c (gcc: 42): $out"; fail=1; }
out=$("$RD" run "$tmp/many/main.c" "$tmp/many/alt.c" 2>&1)
[ "$out" = 63 ] || { echo "FAIL: run main.c alt.c (gcc: 63): $out"; fail=1; }
printf 'import helper\nimport sub.x\nprint(helper.f(), sub.x.v)\n' > "$tmp/many/app.py"
printf 'def f():\n    return "given"\n' > "$tmp/many/helper.py"
printf 'v = 5\n' > "$tmp/many/sub/x.py"
out=$("$RD" run "$tmp/many/app.py" "$tmp/many/helper.py" "$tmp/many/sub/x.py" 2>&1)
[ "$out" = "given 5" ] || { echo "FAIL: run app.py helper.py sub/x.py: $out"; fail=1; }
out=$("$RD" run "$tmp/many/app.py" "$tmp/many/helper.py" 2>&1)
[[ "$out" == "given <sym_"* ]] || { echo "FAIL: a module not given stays symbolic: $out"; fail=1; }
n=$("$RD" ir "$tmp/many/app.py" "$tmp/many/helper.py" | grep -c '^func___rd_init_')
[ "$n" = 1 ] || { echo "FAIL: ir of two files links 1 module, got $n"; fail=1; }
cg=$("$RD" callgraph "$tmp/many/app.py" "$tmp/many/helper.py" 2>&1)
[[ "$cg" == *"helper.f"* ]] || { echo "FAIL: callgraph of two files: $cg"; fail=1; }
"$RD" dataflow "$tmp/many/util.c" "$tmp/many/main.c" >/dev/null 2>&1 || { echo "FAIL: dataflow of two files"; fail=1; }
err=$("$RD" run "$tmp/many/main.c" "$tmp/many/nosuch.c" 2>&1)
rc=$?
[ $rc -eq 1 ] && [[ "$err" == *"nosuch.c: error: no such file"* ]] || { echo "FAIL: missing file: rc=$rc $err"; fail=1; }
exit $fail
