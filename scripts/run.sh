#!/usr/bin/env bash
# The README's run command: installs the Debian packages that are missing, builds, and opens a
# demo scene on the Wayland desktop (`scripts/run.sh list` names them; `scripts/run.sh clouds
# --slow`). Arguments go to the demo. With nothing to build it prints nothing but the demo's own
# output; a build says so in one line, and only its errors if it fails. DEMO_CONFIGURATION picks
# the build (release by default; debug reuses what `swift build` and the tests built).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/deps.sh
PKG_CONFIG_PATH="$(scripts/pkgconfig.sh)${PKG_CONFIG_PATH:+:$PKG_CONFIG_PATH}"
export PKG_CONFIG_PATH
configuration=${DEMO_CONFIGURATION:-release}
bin="$(swift build -c "$configuration" --show-bin-path)"
if [ ! -x "$bin/demo" ] || [ -n "$(find Package.swift Sources protocols -newer "$bin/demo" -print -quit)" ]; then
  echo "run.sh: building the demo ($configuration; a first build takes several minutes)..." >&2
fi
log=$(mktemp)
if ! swift build -c "$configuration" --product demo >"$log" 2>&1; then
  grep -E "error:" "$log" >&2 || tail -n 30 "$log" >&2
  rm -f "$log"
  exit 1
fi
rm -f "$log"
# SwiftPM relinks nothing when sources were touched but not changed: mark the demo current, so that the next run with
# nothing to build does not say it builds.
touch "$bin/demo"
export UIKIT_ASSETS="$PWD/assets${UIKIT_ASSETS:+:$UIKIT_ASSETS}"
# What the demo names when it suggests a command (the no-desktop hint).
export DEMO_COMMAND=scripts/run.sh
exec "$bin/demo" "$@"
