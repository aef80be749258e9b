#!/usr/bin/env bash
# Sets up (scripts/setup.sh) and shows the main job on an example: the IR
# and the control-flow graph of examples/classify.py.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh build >/dev/null
file=${1:-examples/classify.py}
echo "== reddragon ir $file"
build/bin/reddragon ir "$file"
echo
echo "== reddragon cfg $file --format mermaid"
build/bin/reddragon cfg "$file" --format mermaid
echo
echo "== reddragon run $file"
build/bin/reddragon run "$file"
echo
echo "== reddragon run --json $file"
build/bin/reddragon run --json "$file"
echo
echo "== reddragon run --explore examples/checkout.py   (incomplete code: every feasible path, with a model)"
build/bin/reddragon run --explore examples/checkout.py
