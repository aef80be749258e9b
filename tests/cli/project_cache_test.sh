#!/usr/bin/env bash
# project_cache_test.sh REDDRAGON SOURCE_DIR - project loading at scale
# (docs/projects.md): the on-disk module cache (hits and misses, one edit
# re-lowers one file, --no-cache), the same scan on one thread or several,
# errors of a linked module naming its own file, JavaScript and TypeScript
# modules linked into one program, a linked program's files through IR text
# and JSON.
set -u
RD=$1
SRC=$2
fail=0
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
check() {  # check NAME PYTHON-ASSERTION JSON
  if ! python3 -c "import json,sys; d=json.loads(sys.argv[1]); m={x['path']: x for x in d['modules']}; assert $2, 'assertion'" "$3"; then
    echo "FAIL: $1: $2"
    echo "$3" | head -c 1500
    echo
    fail=1
  fi
}
cp -r "$SRC/tests/projects/python/packages" "$tmp/pk"
C=(--set "project.cache_dir=$tmp/cache")
n=$(find "$tmp/pk" -name '*.py' | wc -l)

# cold: every file lowered and stored; warm: every file from the cache
out=$("$RD" "${C[@]}" project --json "$tmp/pk")
check "cold cache" "d['cache'] == {'enabled': True, 'hits': 0, 'misses': $n}" "$out"
cold_modules=$(python3 -c "import json,sys; print(json.dumps(json.loads(sys.argv[1])['modules']))" "$out")
out=$("$RD" "${C[@]}" project --json "$tmp/pk")
check "warm cache" "d['cache'] == {'enabled': True, 'hits': $n, 'misses': 0}" "$out"
python3 -c "import json,sys; assert json.loads(sys.argv[1])['modules'] == json.loads(sys.argv[2])" "$out" "$cold_modules" ||
  { echo "FAIL: the warm scan lists other modules or imports than the cold one"; fail=1; }
# one file's content changes: that file alone is lowered again
printf '\ndef added():\n    return 1\n' >> "$tmp/pk/utils.py"
out=$("$RD" "${C[@]}" project --json "$tmp/pk")
check "one edit, one miss" "d['cache'] == {'enabled': True, 'hits': $((n - 1)), 'misses': 1}" "$out"
out=$("$RD" "${C[@]}" project --json --no-cache "$tmp/pk")
check "--no-cache" "d['cache'] == {'enabled': False, 'hits': 0, 'misses': $n}" "$out"
out=$("$RD" "${C[@]}" --set project.cache=off project --json "$tmp/pk")
check "project.cache=off" "d['cache']['enabled'] == False and d['cache']['hits'] == 0" "$out"
# runs from cached modules print what the toolchain printed (the IR text round trip is exact enough to run)
cp -r "$SRC/tests/projects/python/packages" "$tmp/pk2"
for pass in cold warm; do
  got=$("$RD" "${C[@]}" run "$tmp/pk2" 2>&1)
  [ "$got" = "$(cat "$SRC/tests/projects/python/packages.expected")" ] || { echo "FAIL: run $pass from the cache: $got"; fail=1; }
done
ls "$tmp/cache"/*/*.rdmod >/dev/null 2>&1 || { echo "FAIL: no entries under the cache dir"; fail=1; }
# a linked program from cached modules is the one lowered afresh, to the byte (IR JSON and text)
for form in "" "--json"; do
  a=$("$RD" "${C[@]}" ir $form "$tmp/pk2" | md5sum)
  b=$("$RD" "${C[@]}" ir $form --no-cache "$tmp/pk2" | md5sum)
  [ "$a" = "$b" ] || { echo "FAIL: ir $form of the project differs from cached modules and fresh ones"; fail=1; }
done

# pruning: past project.cache_max_mb, the least recently used entries go
# (old entries of edited files first), and what this run used stays
mkdir -p "$tmp/cache2/aa"
for i in 1 2 3; do
  head -c 600000 /dev/zero > "$tmp/cache2/aa/old$i.rdmod"
  touch -d '3 days ago' "$tmp/cache2/aa/old$i.rdmod"
done
P=(--set "project.cache_dir=$tmp/cache2" --set project.cache_max_mb=1)
"$RD" "${P[@]}" project --json "$tmp/pk" >/dev/null
left=$(ls "$tmp/cache2/aa" | grep -c '^old' || true)
# 1.8 MB of old entries, a limit of 1 MB: pruned to 3/4 of it, two go
[ "$left" = 1 ] || { echo "FAIL: pruning kept $left of 3 old entries (1 expected) past project.cache_max_mb=1"; fail=1; }
out=$("$RD" "${P[@]}" project --json "$tmp/pk")
check "pruning keeps the entries just used" "d['cache'] == {'enabled': True, 'hits': $n, 'misses': 0}" "$out"
for i in 1 2 3; do head -c 600000 /dev/zero > "$tmp/cache2/aa/old$i.rdmod"; done
printf '\n# edited\n' >> "$tmp/pk/utils.py"
"$RD" --set "project.cache_dir=$tmp/cache2" --set project.cache_max_mb=0 project --json "$tmp/pk" >/dev/null
[ "$(ls "$tmp/cache2/aa" | grep -c '^old')" = 3 ] || { echo "FAIL: project.cache_max_mb=0 pruned"; fail=1; }

# a C file's entry covers the headers it includes: editing one re-lowers the files including it
mkdir -p "$tmp/c"
printf '#include <stdio.h>\n#include "util.h"\nint main(void) { printf("%%d\\n", limit()); return 0; }\n' > "$tmp/c/main.c"
printf 'int limit(void);\n' > "$tmp/c/util.h"
printf '#include "conf.h"\nint limit(void) { return LIMIT; }\n' > "$tmp/c/util.c"
printf '#define LIMIT 3\n' > "$tmp/c/conf.h"
got=$("$RD" "${C[@]}" run "$tmp/c" 2>&1)
[ "$got" = 3 ] || { echo "FAIL: C project with a local header: $got"; fail=1; }
out=$("$RD" "${C[@]}" project --json "$tmp/c")
printf '#define LIMIT 4\n' > "$tmp/c/conf.h"
out=$("$RD" "${C[@]}" project --json "$tmp/c")
# the C frontend claims headers too: conf.h (changed) and util.c (includes it) lower again, main.c and util.h do not
check "edited header: the file including it is lowered again" "len(d['modules']) == 4 and d['cache']['misses'] == 2 and d['cache']['hits'] == 2" "$out"
got=$("$RD" "${C[@]}" run "$tmp/c" 2>&1)
[ "$got" = 4 ] || { echo "FAIL: an edited header is not seen through the module cache: $got"; fail=1; }

# a cache directory that cannot be written: one warning, and the run goes on
touch "$tmp/notadir"
got=$("$RD" --set "project.cache_dir=$tmp/notadir/c" run "$tmp/pk2" 2>"$tmp/err.txt")
[ "$got" = "$(cat "$SRC/tests/projects/python/packages.expected")" ] || { echo "FAIL: run with an unwritable cache: $got"; fail=1; }
[ "$(grep -c 'module cache: cannot write' "$tmp/err.txt")" = 1 ] || { echo "FAIL: unwritable cache: not one warning"; cat "$tmp/err.txt"; fail=1; }

# one thread or several: the same listing
a=$("$RD" "${C[@]}" --set project.workers=1 project --json "$SRC/tests/projects/python/nested")
b=$("$RD" "${C[@]}" --set project.workers=4 project --json --no-cache "$SRC/tests/projects/python/nested")
check "workers=1" "d['workers'] == 1" "$a"
check "workers=4" "d['workers'] == 4" "$b"
python3 -c "import json,sys; assert json.loads(sys.argv[1])['modules'] == json.loads(sys.argv[2])['modules']" "$a" "$b" ||
  { echo "FAIL: project.workers=1 and 4 list different modules"; fail=1; }
# --json and a non-terminal stderr: no progress line
err=$("$RD" "${C[@]}" project --json "$SRC/tests/projects/python/nested" 2>&1 >/dev/null)
[ -z "$err" ] || { echo "FAIL: project --json wrote to stderr: $err"; fail=1; }

# an error in a linked module names that module's file, line and column
mkdir -p "$tmp/err" "$tmp/jserr"
printf 'import utils\nprint("start")\nutils.fail(3)\n' > "$tmp/err/main.py"
printf '# utils\n\ndef fail(n):\n    return n + "x"\n' > "$tmp/err/utils.py"
err=$("$RD" "${C[@]}" run "$tmp/err" 2>&1)
[[ "$err" == *"utils.py:4:"* ]] || { echo "FAIL: error in utils.py not named as utils.py:4: $err"; fail=1; }
[[ "$err" != *"main.py:4:"* ]] || { echo "FAIL: error in utils.py named main.py: $err"; fail=1; }
printf "const lib = require('./lib');\nconsole.log('start');\nlib.boom();\n" > "$tmp/jserr/index.js"
printf "// lib\nfunction boom() {\n  null.x;\n}\nmodule.exports = { boom };\n" > "$tmp/jserr/lib.js"
err=$("$RD" "${C[@]}" run "$tmp/jserr" 2>&1)
[[ "$err" == *"lib.js:3:"* ]] || { echo "FAIL: error in lib.js not named as lib.js:3: $err"; fail=1; }
# the file runs survive the IR's text and JSON forms
"$RD" "${C[@]}" ir "$tmp/err" > "$tmp/err.ir"
grep -q '^\.file [0-9]* ".*utils.py"' "$tmp/err.ir" || { echo "FAIL: ir text has no .file run for utils.py"; fail=1; }
err=$("$RD" run "$tmp/err.ir" 2>&1)
[[ "$err" == *"utils.py:4:"* ]] || { echo "FAIL: run of the IR text: error not in utils.py:4: $err"; fail=1; }
"$RD" "${C[@]}" ir --json "$tmp/err" > "$tmp/err.irjson"
err=$("$RD" run "$tmp/err.irjson" 2>&1)
[[ "$err" == *"utils.py:4:"* ]] || { echo "FAIL: run of the IR JSON: error not in utils.py:4: $err"; fail=1; }

# JavaScript and TypeScript modules link into one program, both ways
mixed=$SRC/tests/projects/typescript/mixed_js
out=$("$RD" "${C[@]}" project --json "$mixed")
check "ts entry imports js" "m['index.ts']['imports'][0]['modules'] == ['lib/greet.js'] and m['index.ts']['imports'][2]['modules'] == ['lib/ids.js']" "$out"
check "js imports ts" "m['lib/greet.js']['imports'][0]['modules'] == ['lib/shapes.ts']" "$out"
linked=$("$RD" "${C[@]}" ir "$mixed" | grep -c '^func___rd_init_')
[ "$linked" = 3 ] || { echo "FAIL: the mixed project links 3 modules (greet.js, shapes.ts, ids.js), got $linked"; fail=1; }
exit $fail
