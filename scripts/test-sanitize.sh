#!/usr/bin/env bash
# Builds everything with AddressSanitizer + UndefinedBehaviorSanitizer
# (-DRD_SANITIZE=ON, plugins included) in a separate build directory and
# runs the whole CTest suite there.
#   usage: scripts/test-sanitize.sh [build dir, default build-asan]
set -euo pipefail
cd "$(dirname "$0")/.."
build=${1:-build-asan}
scripts/setup.sh "$build" -DRD_SANITIZE=ON
cd "$build"
# Every sanitizer report fails its test: UBSan stops at the first error
# (-fno-sanitize-recover), ASan at the first memory error, LeakSanitizer
# reports at exit. The stack traces are symbolised in the test's output.
# (ASan and LeakSanitizer run with their defaults.)
export UBSAN_OPTIONS="${UBSAN_OPTIONS:+$UBSAN_OPTIONS:}print_stacktrace=1"
ctest --output-on-failure -j"$(nproc)"
