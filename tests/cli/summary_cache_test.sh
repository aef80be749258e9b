#!/usr/bin/env bash
# summary_cache_test.sh REDDRAGON SOURCE_DIR - function summaries kept
# across runs (docs/adr/0017-summary-cache.md): a cold run computes and
# stores every function's summary, a warm run takes them all from the
# cache, editing one function recomputes it and its transitive callers
# only (not the functions whose lines moved), and taint, slice and
# callgraph print the same cold, warm and after an edit as without the
# cache; --no-cache and a damaged entry.
set -u
RD=$1
SRC=$2
fail=0
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
P=$tmp/p
mkdir -p "$P"
cat > "$P/main.py" <<'PY'
import sys
from text import wrap, keep


def build(p):
    return wrap(p)


def run(cmd):
    import os
    return os.system(cmd)


def main():
    line = build(sys.argv[1])
    run(keep(line))


main()
PY
cat > "$P/text.py" <<'PY'
def inner(s):
    return s.strip()


def wrap(s):
    return "'" + inner(s) + "'"


def keep(t):
    return t


def other(u, v):
    u.data = v
    return u


def ping(n):
    return pong(n)


def pong(n):
    return ping(n)
PY
C=(--set "project.cache_dir=$tmp/cache")
stats() {  # stats JSON -> "hits misses" of the summary cache
  python3 -c "import json,sys; c=json.loads(sys.argv[1])['summary_cache']; print(c['hits'], c['misses'])" "$1"
}
strip() {  # JSON without the summary cache's counts
  python3 -c "import json,sys; d=json.loads(sys.argv[1]); d.pop('summary_cache'); print(json.dumps(d, sort_keys=True))" "$1"
}
expect() {  # expect NAME WANT GOT
  if [ "$2" != "$3" ]; then
    echo "FAIL: $1: want '$2', got '$3'"
    fail=1
  fi
}
outputs() {  # every output the cache must not change, cache counts left out
  "$RD" "$@" taint "$P" 2>&1
  strip "$("$RD" "$@" taint --format json "$P")"
  strip "$("$RD" "$@" taint --summaries --format json "$P")"
  "$RD" "$@" taint --format sarif "$P"
  "$RD" "$@" slice "$P/main.py:11" cmd --project "$P" 2>&1
  strip "$("$RD" "$@" slice --json "$P/text.py:2" s --forward --project "$P")"
  "$RD" "$@" callgraph "$P" 2>&1
}

# cold: every function with parameters computed and stored
cold=$("$RD" "${C[@]}" taint --format json "$P")
read -r hits n <<< "$(stats "$cold")"
expect "cold run computes every summary" 0 "$hits"
[ "$n" -ge 7 ] || { echo "FAIL: cold run computed $n summaries (the project alone has 7 functions with parameters)"; fail=1; }
[ -n "$(find "$tmp/cache/summaries" -name '*.rdsum' 2> /dev/null)" ] || { echo "FAIL: nothing stored"; fail=1; }
# warm: every summary from the cache
expect "warm run hits every summary" "$n 0" "$(stats "$("$RD" "${C[@]}" taint --format json "$P")")"
expect "slice reads the same entries" "$n 0" "$(stats "$("$RD" "${C[@]}" slice --json "$P/main.py:11" cmd --project "$P")")"
# the same outputs as without the cache, warm
nocache=$(outputs --set project.cache=off)
expect "warm outputs equal uncached ones" "$nocache" "$(outputs "${C[@]}")"

# one edit in inner(), which also moves every later line of text.py:
# inner, wrap (calls inner) and build (calls wrap) are computed again
sed -i 's/    return s.strip()/    s = s.lower()\n    return s.strip()/' "$P/text.py"
expect "one edit: the function and its two transitive callers" "$((n - 3)) 3" "$(stats "$("$RD" "${C[@]}" taint --format json "$P")")"
expect "after the edit, warm" "$n 0" "$(stats "$("$RD" "${C[@]}" taint --format json "$P")")"
nocache=$(outputs --set project.cache=off)
expect "outputs after the edit equal uncached ones" "$nocache" "$(outputs "${C[@]}")"
# an edit inside a recursive pair: both are computed again, nothing else
sed -i 's/    return pong(n)/    return pong(n + 1)/' "$P/text.py"
expect "an edit in a cycle recomputes the cycle" "$((n - 2)) 2" "$(stats "$("$RD" "${C[@]}" taint --format json "$P")")"

# --no-cache: neither read nor written
out=$("$RD" "${C[@]}" taint --no-cache --format json "$P")
python3 -c "import json,sys; assert json.loads(sys.argv[1])['summary_cache'] == {'enabled': False, 'hits': 0, 'misses': 0}" "$out" ||
  { echo "FAIL: --no-cache: $out"; fail=1; }
"$RD" --set "project.cache_dir=$tmp/none" taint --no-cache "$P" > /dev/null 2>&1
[ ! -e "$tmp/none/summaries" ] || { echo "FAIL: --no-cache wrote $tmp/none/summaries"; fail=1; }
# damaged entries read as misses and are written again
for f in $(find "$tmp/cache/summaries" -name '*.rdsum'); do printf 'reddragon-summary-cache-1\nx\nzz 1 1\n' > "$f"; done
expect "damaged entries are misses" "0 $n" "$(stats "$("$RD" "${C[@]}" taint --format json "$P")")"
expect "and stored again" "$n 0" "$(stats "$("$RD" "${C[@]}" taint --format json "$P")")"

[ $fail -eq 0 ] && echo "summary cache: all checks passed"
exit $fail
