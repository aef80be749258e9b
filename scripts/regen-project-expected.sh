#!/usr/bin/env bash
# Regenerates tests/projects/<lang>/<name>.expected (the stdout of each
# multi-file project run by the real toolchain; docs/projects.md). The
# .expected files are committed so CI needs no toolchain. Do not hand-edit.
#   usage: scripts/regen-project-expected.sh [lang...]   (default: python javascript typescript java go c)
set -uo pipefail
cd "$(dirname "$0")/.."
langs=("$@")
[ ${#langs[@]} -gt 0 ] || langs=(python javascript typescript java go c)
entry_js() {  # package.json "main", else index.js
  local m
  m=$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1])).get("main",""))' "$1/package.json" 2>/dev/null)
  echo "$1/${m:-index.js}"
}
for lang in "${langs[@]}"; do
  for d in tests/projects/$lang/*/; do
    d=${d%/}
    case $lang in
      python)  # __main__.py, else main.py (what `reddragon run DIR` picks)
        main=.; [ -f "$d/__main__.py" ] || main=main.py
        (cd "$d" && timeout 60 python3 -B "$main") >"$d.expected" 2>/dev/null ;;
      javascript) timeout 60 node "$(entry_js "$d")" >"$d.expected" 2>/dev/null ;;
      typescript)
        tsv=$(sed -n 's/^set(RD_NPM_TYPESCRIPT_COMPILER \(.*\))$/\1/p' cmake/npm-packages.cmake)
        tsdir=${RD_NPM_CACHE:-$HOME/.cache/reddragon/npm}/tsc-${tsv#typescript@}
        [ -x "$tsdir/node_modules/.bin/tsc" ] || npm install --silent --prefix "$tsdir" "$tsv" >/dev/null 2>&1 || {
          echo "skip typescript: cannot install $tsv"; continue; }
        out=$(mktemp -d)
        if "$tsdir/node_modules/.bin/tsc" -p "$d" --outDir "$out"; then
          timeout 60 node "$out/index.js" >"$d.expected" 2>/dev/null
        else
          echo "tsc rejected $d"
        fi
        rm -rf "$out" ;;
      java)  # the one class with main (what `reddragon run DIR` picks), compiled with what it uses
        main=$(cd "$d" && grep -rlE 'static[[:space:]]+void[[:space:]]+main[[:space:]]*\(' --include='*.java' . | sort | head -1)
        cls=$(sed -n 's/^package[[:space:]]*\([A-Za-z0-9_.]*\)[[:space:]]*;.*/\1./p' "$d/$main" | head -1)$(basename "$main" .java)
        out=$(mktemp -d)
        if (cd "$d" && javac -d "$out" -sourcepath . "$main"); then
          timeout 60 java -cp "$out" "$cls" >"$d.expected" 2>/dev/null
        else
          echo "javac rejected $d"
        fi
        rm -rf "$out" ;;
      go) (cd "$d" && GOFLAGS=-mod=mod timeout 120 go run .) >"$d.expected" 2>/dev/null ;;
      c)  # every translation unit, headers from the root and include/
        out=$(mktemp -d)
        if (cd "$d" && find . -name '*.c' | sort | xargs gcc -std=c11 -w -I. -Iinclude -o "$out/a.out" -lm); then
          (cd "$d" && timeout 60 "$out/a.out") >"$d.expected" 2>/dev/null
        else
          echo "gcc rejected $d"
        fi
        rm -rf "$out" ;;
    esac
  done
done
