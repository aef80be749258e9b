#!/usr/bin/env bash
# javac_accepts_test.sh DIR - every Java program of the suite compiles with
# `javac -Xlint:all` and no diagnostic: the errors types.smt finds in them are
# ones javac does not report. Skipped (77) when javac is not installed.
set -uo pipefail
dir=$1
command -v javac > /dev/null || { echo "javac not installed: skipped"; exit 77; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
status=0
for f in "$dir"/java/*.java; do
  out=$(javac -Xlint:all -d "$tmp/$(basename "$f" .java)" "$f" 2>&1)
  if [ $? -ne 0 ] || [ -n "$out" ]; then
    echo "FAIL $f:"; echo "$out"; status=1
  fi
done
[ $status -eq 0 ] && echo "ok: javac $(javac -version 2>&1 | cut -d' ' -f2) accepts every program"
exit $status
