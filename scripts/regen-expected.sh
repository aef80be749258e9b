#!/usr/bin/env bash
# Regenerates tests/corpus/<lang>/*.expected with the real toolchains, where
# installed. The .expected files are committed so CI needs no toolchain.
# Do not hand-edit them.
#   usage: scripts/regen-expected.sh [lang...]     (default: every language present)
set -uo pipefail
cd "$(dirname "$0")/.."
langs=("$@")
[ ${#langs[@]} -gt 0 ] || langs=(python javascript typescript java c go lua php ruby)
# run_expect FILE CMD...: CMD's stdout becomes FILE.expected, a non-zero exit
# status FILE.expected_status. Programs marked "expect: symbolic" (missing
# imports, unknown calls) cannot run under the real toolchain: curated by hand.
# in_of FILE: the program's standard input, FILE.stdin if it exists, else
# /dev/null (tests/corpus/run_corpus_case.sh gives the VM the same)
in_of() { if [ -f "$1.stdin" ]; then echo "$1.stdin"; else echo /dev/null; fi; }
run_expect() {
  local f=$1; shift
  if grep -q "expect: symbolic" "$f"; then return; fi
  timeout 60 "$@" >"$f.expected" 2>/dev/null <"$(in_of "$f")"
  local rc=$?
  if [ $rc -ne 0 ]; then echo "$rc" >"$f.expected_status"; else rm -f "$f.expected_status"; fi
}
for lang in "${langs[@]}"; do
  dir=tests/corpus/$lang
  [ -d "$dir" ] || continue
  case $lang in
    python)
      command -v python3 >/dev/null || { echo "skip python: no python3"; continue; }
      for f in "$dir"/*.py; do
        # Programs with missing imports cannot run under CPython; their
        # expectations (.expected + .expected.json) are curated by hand.
        if grep -q "^# expect: symbolic" "$f"; then continue; fi
        timeout 60 python3 "$f" >"$f.expected" 2>/dev/null <"$(in_of "$f")"
        rc=$?
        if [ $rc -ne 0 ]; then echo "$rc" >"$f.expected_status"; else rm -f "$f.expected_status"; fi
      done ;;
    javascript)
      command -v node >/dev/null || { echo "skip javascript: no node"; continue; }
      # a program marked "expect: stderr" has its stderr (console.error,
      # console.warn) compared too
      for f in "$dir"/*.js; do
        run_expect "$f" node "$f"
        if grep -q "expect: stderr" "$f"; then timeout 60 node "$f" 2>"$f.expected_stderr" >/dev/null <"$(in_of "$f")"; fi
      done ;;
    typescript)
      # tsc from npm (pinned in cmake/npm-packages.cmake), installed once
      # into the npm cache; each program is compiled alone, then run by node.
      tsv=$(sed -n 's/^set(RD_NPM_TYPESCRIPT_COMPILER \(.*\))$/\1/p' cmake/npm-packages.cmake)
      tsdir=${RD_NPM_CACHE:-$HOME/.cache/reddragon/npm}/tsc-${tsv#typescript@}
      [ -x "$tsdir/node_modules/.bin/tsc" ] || npm install --silent --prefix "$tsdir" "$tsv" >/dev/null 2>&1 || {
        echo "skip typescript: cannot install $tsv"; continue; }
      for f in "$dir"/*.ts; do
        out=$(mktemp -d)
        if "$tsdir/node_modules/.bin/tsc" --target es2020 --module commonjs --lib es2020,dom --strict --outDir "$out" "$f" >"$out/tsc.log"; then
          run_expect "$f" node "$out/$(basename "${f%.ts}").js"
        else
          echo "tsc rejected $f:"; cat "$out/tsc.log"
        fi
        rm -rf "$out"
      done ;;
    php)
      command -v php >/dev/null || { echo "skip php: no php"; continue; }
      for f in "$dir"/*.php; do run_expect "$f" php -d display_errors=stderr "$f"; done ;;
    java)
      command -v java >/dev/null || { echo "skip java: no java"; continue; }
      # single-file source launch (java File.java): javac + java in one step
      # what the program writes to stderr (System.err, printStackTrace, an
      # uncaught exception's report) is compared too, less the JDK's own
      # frames (java.base/...), which the runtime does not have
      for f in "$dir"/*.java; do
        grep -q "expect: symbolic" "$f" && continue  # (curated by hand, as run_expect says)
        err=$(mktemp)
        timeout 60 java -Xss64m "$f" >"$f.expected" 2>"$err" <"$(in_of "$f")"
        rc=$?
        if [ $rc -ne 0 ]; then echo "$rc" >"$f.expected_status"; else rm -f "$f.expected_status"; fi
        grep -v $'^\tat java\.base/' "$err" >"$f.expected_stderr"
        [ -s "$f.expected_stderr" ] || rm -f "$f.expected_stderr"
        rm -f "$err"
      done ;;
    c)
      command -v gcc >/dev/null || { echo "skip c: no gcc"; continue; }
      for f in "$dir"/*.c; do
        bin=$(mktemp)
        if gcc -std=c11 -O0 -w -o "$bin" "$f" -lm; then run_expect "$f" "$bin"; else echo "gcc rejected $f"; fi
        rm -f "$bin"
      done ;;
    go)
      command -v go >/dev/null || { echo "skip go: no go (apt-get install golang-go)"; continue; }
      # go build, then run the binary: `go run` reports every failure as 1
      for f in "$dir"/*.go; do
        bin=$(mktemp)
        if GO111MODULE=off GOCACHE=${GOCACHE:-/tmp/rd-gocache} go build -o "$bin" "$f"; then run_expect "$f" "$bin"
          # a program marked "expect: stderr" also has its stderr (os.Stderr) compared
          if grep -q "expect: stderr" "$f"; then timeout 60 "$bin" 2>"$f.expected_stderr" >/dev/null <"$(in_of "$f")"; fi
        else echo "go build rejected $f"; fi
        rm -f "$bin"
      done ;;
    lua)
      command -v lua5.4 >/dev/null || { echo "skip lua: no lua5.4"; continue; }
      # run from the program's directory: error positions read "prog.lua:LINE:"
      for f in "$dir"/*.lua; do
        if grep -q "expect: symbolic" "$f"; then continue; fi
        (cd "$dir" && timeout 60 lua5.4 "$(basename "$f")" </dev/null >"$(basename "$f").expected" 2>/dev/null)
        rc=$?
        if [ $rc -ne 0 ]; then echo "$rc" >"$f.expected_status"; else rm -f "$f.expected_status"; fi
      done ;;
    ruby)
      command -v ruby >/dev/null || { echo "skip ruby: no ruby"; continue; }
      for f in "$dir"/*.rb; do run_expect "$f" ruby "$f"; done ;;
    *) echo "no regeneration rule for $lang yet" ;;
  esac
  echo "regenerated $dir with $(ls "$dir" | grep -c '\.expected$') expected files"
done
