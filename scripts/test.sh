#!/usr/bin/env bash
# The README's test command: installs the Debian packages that are missing (the headless
# compositors too), builds everything, and runs every test, end-to-end ones included, then a
# short run of every fuzz target (scripts/fuzz.sh).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/deps.sh --test
swift build --build-tests
swift test --skip-build --disable-swift-testing "$@"
# The whole suite also fuzzes each target under Fuzz/ for a few seconds (longer by hand: scripts/fuzz.sh TARGET SECONDS).
if [ $# -eq 0 ]; then
  scripts/fuzz.sh --all "${FUZZ_SECONDS:-5}"
fi
