#!/usr/bin/env bash
# Regenerates tests/corpus/<lang>/*.expected with the real toolchains, where
# installed. The .expected files are committed so CI needs no toolchain.
# Do not hand-edit them.
#   usage: scripts/regen-expected.sh [lang...]     (default: every language present)
set -uo pipefail
cd "$(dirname "$0")/.."
langs=("$@")
[ ${#langs[@]} -gt 0 ] || langs=(python javascript typescript java c go)
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
        timeout 60 python3 "$f" >"$f.expected" 2>/dev/null
        rc=$?
        if [ $rc -ne 0 ]; then echo "$rc" >"$f.expected_status"; else rm -f "$f.expected_status"; fi
      done ;;
    *) echo "no regeneration rule for $lang yet" ;;
  esac
  echo "regenerated $dir with $(ls "$dir" | grep -c '\.expected$') expected files"
done
