#!/usr/bin/env bash
# The README's run command: installs the Debian packages that are missing, builds, and opens
# the Wayland test window (the demo scenes take its place with issue 7). Arguments go to it.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/deps.sh
swift build -c release --product wayland-probe
exec "$(swift build -c release --show-bin-path)/wayland-probe" "$@"
