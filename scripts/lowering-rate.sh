#!/usr/bin/env bash
# lowering-rate.sh BIN FILE... | lowering-rate.sh BIN --list LISTFILE
# Real-code rate: lowers every file in its own process (20 s timeout each)
# and reports files, lines, crashes (a signal or a sanitizer abort),
# timeouts, files with no `unsupported` construct, and the most frequent
# unsupported node kinds (occurrences). Used on CPython's and Ruby's standard
# libraries, npm's sources and Debian's PHP and Lua library packages
# (docs/testing.md, "Real-code rates").
set -u
bin=$1; shift
if [ "${1:-}" = "--list" ]; then mapfile -t files < "$2"; else files=("$@"); fi
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
total=0 clean=0 crashes=0 timeouts=0 lines=0
: > "$tmp/kinds"
for f in "${files[@]}"; do
  total=$((total + 1))
  lines=$((lines + $(wc -l < "$f")))
  timeout 20 "$bin" ir "$f" > /dev/null 2> "$tmp/err"; rc=$?
  if [ $rc -eq 124 ]; then timeouts=$((timeouts + 1)); echo "timeout: $f"
  elif [ $rc -gt 124 ] || grep -q "AddressSanitizer\|runtime error:" "$tmp/err"; then
    crashes=$((crashes + 1)); echo "crash (rc $rc): $f"
  fi
  grep -q "unsupported" "$tmp/err" || clean=$((clean + 1))
  grep -o "unsupported [a-z_]*" "$tmp/err" >> "$tmp/kinds"
done
echo "files=$total lines=$lines clean=$clean crashes=$crashes timeouts=$timeouts"
sort "$tmp/kinds" | uniq -c | sort -rn | head -15
exit 0
