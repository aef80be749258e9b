#!/usr/bin/env bash
# lowering-rate.sh BIN FILE... | lowering-rate.sh BIN --list LISTFILE
# Real-code rate: how many files lower with no `unsupported` construct, how
# many crash or time out (20 s each), and the most frequent unsupported node
# kinds (occurrences). Used on CPython's standard library and npm's sources
# (docs/testing.md, "Real-code rates").
set -u
bin=$1; shift
if [ "${1:-}" = "--list" ]; then mapfile -t files < "$2"; else files=("$@"); fi
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
total=0 clean=0 bad=0
for f in "${files[@]}"; do
  total=$((total + 1))
  timeout 20 "$bin" ir "$f" > /dev/null 2> "$tmp/err"; rc=$?
  [ $rc -ge 124 ] && { bad=$((bad + 1)); echo "crash/timeout (rc $rc): $f"; }
  grep -q "unsupported" "$tmp/err" || clean=$((clean + 1))
  grep -o "unsupported [a-z_]*" "$tmp/err" >> "$tmp/kinds"
done
echo "files=$total clean=$clean crashes/timeouts=$bad"
[ -f "$tmp/kinds" ] && sort "$tmp/kinds" | uniq -c | sort -rn | head -15
exit 0
