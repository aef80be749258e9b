#!/usr/bin/env bash
# run_typecheck.sh REDDRAGON FILE - runs the types.smt pass on FILE and
# compares its findings (kind + line) with the `expect:` comments in FILE:
# `# expect: KIND LINE` (Java: `// expect: KIND LINE`), or `expect: none`.
# Fails on any missing or extra finding, and on a non-zero exit.
set -uo pipefail
rd=$1 file=$2
out=$("$rd" analyze "$file" --pass types.smt 2>&1)
rc=$?
if [ $rc -ne 0 ]; then
  echo "FAIL $file: exit $rc"; echo "$out"; exit 1
fi
expected=$(grep -oE '^(#|//) expect: [a-z-]+( [0-9]+)?' "$file" | sed -E 's/^(#|\/\/) expect: //' | grep -v '^none$' | sort)
actual=$(echo "$out" | grep -E "^[^ ]+:[0-9]+:[0-9]+: [a-z-]+:" | sed -E 's/^[^ ]+:([0-9]+):[0-9]+: ([a-z-]+):.*/\2 \1/' | sort)
if [ "$expected" != "$actual" ]; then
  echo "FAIL $file"
  echo "expected:"; echo "${expected:-  (none)}"
  echo "actual:";   echo "${actual:-  (none)}"
  echo "--- output"; echo "$out"
  exit 1
fi
echo "ok $file: $(echo "$actual" | grep -c . ) finding(s) as expected"
