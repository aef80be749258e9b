#!/usr/bin/env bash
# Installs what building RedDragon needs on a fresh Debian 12 machine
# (only the packages that are missing), then configures and builds.
#   usage: scripts/setup.sh [build dir] [extra cmake args...]
set -euo pipefail
cd "$(dirname "$0")/.."
build=${1:-build}
shift || true

packages=(cmake ninja-build g++ ccache pkg-config
          libboost1.81-dev libboost-json1.81-dev libboost-graph1.81-dev libz3-dev libpcre2-dev
          libspdlog-dev libcurl4-openssl-dev libcli11-dev libgtest-dev libgmock-dev libbenchmark-dev
          graphviz python3 python3-jsonschema)
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
# npm fetches the tree-sitter packages; use the machine's node if it has one.
command -v npm >/dev/null || missing+=(nodejs npm)
if [ ${#missing[@]} -gt 0 ]; then
  echo "setup: installing ${missing[*]}" >&2
  if [ "$(id -u)" -ne 0 ]; then SUDO=sudo; else SUDO=; fi
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

# tree-sitter runtime and grammars come from npm (`npm pack`) at configure
# time into ~/.cache/reddragon/npm; nothing third-party is in the repository.
cmake -S . -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo "$@" >/dev/null
cmake --build "$build" -j"$(nproc)"
