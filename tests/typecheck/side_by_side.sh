#!/usr/bin/env bash
# side_by_side.sh REDDRAGON [MYPY] - prints, per erroneous program of the
# suite, what `mypy --strict` (Python) or `javac -Xlint:all` (Java) says next
# to types.smt's finding. Not a CTest (mypy is not a build dependency):
#   python3 -m venv /tmp/mypyvenv && /tmp/mypyvenv/bin/pip install mypy
#   tests/typecheck/side_by_side.sh build/bin/reddragon "/tmp/mypyvenv/bin/python -m mypy"
set -uo pipefail
rd=$1 mypy=${2:-python3 -m mypy}
dir=$(cd "$(dirname "$0")" && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
for f in "$dir"/python/e*.py "$dir"/java/e*.java; do
  echo "=== ${f#$dir/}"
  case $f in
    *.py) echo "--- mypy --strict:"; $mypy --strict --python-version 3.12 --cache-dir "$tmp/cache" "$f" 2>&1 | sed 's/^/    /' ;;
    *.java) echo "--- javac -Xlint:all:"; out=$(javac -Xlint:all -d "$tmp/$(basename "$f" .java)" "$f" 2>&1); echo "    ${out:-(no output, exit $?)}" ;;
  esac
  echo "--- types.smt:"; "$rd" analyze "$f" --pass types.smt 2>&1 | grep -v '^types.smt:' | sed 's/^/    /'
done
