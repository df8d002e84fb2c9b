#!/usr/bin/env bash
# The README's test command: installs the Debian packages that are missing (the headless
# compositors too), builds everything, and runs every test, end-to-end ones included.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/deps.sh --test
swift build --build-tests
swift test --skip-build --disable-swift-testing "$@"
