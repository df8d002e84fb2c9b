#!/usr/bin/env bash
# The README's run command: installs the Debian packages that are missing, builds, and opens a
# demo scene on the Wayland desktop (`scripts/run.sh list` names them; `scripts/run.sh clouds
# --slow`). Arguments go to the demo.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/deps.sh
swift build -c release --product demo
export UIKIT_ASSETS="$PWD/assets${UIKIT_ASSETS:+:$UIKIT_ASSETS}"
exec "$(swift build -c release --show-bin-path)/demo" "$@"
