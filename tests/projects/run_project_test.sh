#!/usr/bin/env bash
# run_project_test.sh REDDRAGON DIR - `reddragon run DIR` (the project's
# entry, its imports linked) prints what the real toolchain printed
# (DIR.expected, from scripts/regen-project-expected.sh).
set -u
RD=$1
DIR=$2
out=$("$RD" run "$DIR" 2>/tmp/rd-project-$$.err)
rc=$?
if [ $rc -ne 0 ]; then
  echo "FAIL: exit status $rc"; cat /tmp/rd-project-$$.err; rm -f /tmp/rd-project-$$.err; exit 1
fi
rm -f /tmp/rd-project-$$.err
if ! diff <(echo "$out") "$DIR.expected"; then
  echo "FAIL: $DIR: output differs from $DIR.expected (< reddragon, > toolchain)"; exit 1
fi
# DIR.project (optional): lines `reddragon project DIR` must print, such as
# an import's resolution or the error for a Go import cycle
if [ -f "$DIR.project" ]; then
  listing=$("$RD" project "$DIR" 2>&1)
  while IFS= read -r line; do
    if ! grep -qxF -- "$line" <<<"$listing"; then
      echo "FAIL: $DIR: \`reddragon project\` does not list: $line"; echo "$listing"; exit 1
    fi
  done <"$DIR.project"
fi
