#!/usr/bin/env bash
# The README's test command: installs the Debian packages that are missing (the headless
# compositors too), builds everything, and runs every test, end-to-end ones included. A full run
# (no arguments) then checks that scripts/run.sh with nothing to build prints only the demo's
# output, and fuzzes each target of Fuzz/ for FUZZ_SECONDS (default 5; scripts/fuzz.sh).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/deps.sh --test
# glib's .pc files put -pthread in Cflags, which SwiftPM refuses with a warning on every build.
PKG_CONFIG_PATH="$(scripts/pkgconfig.sh)${PKG_CONFIG_PATH:+:$PKG_CONFIG_PATH}"
export PKG_CONFIG_PATH
swift build --build-tests
# CI shows only the end of what a run prints, so a failed run ends by repeating its failures. A test
# that failed is run once more on its own: one that passes then is named at the end as flaky (to be
# fixed, never ignored); one that fails again, or a crash, fails the run.
log=$(mktemp)
flaky=""
finish() {
  rm -f "$log" "$log.again"
  [ -z "$flaky" ] || printf 'test.sh: FLAKY: these failed once and passed when run again:\n%s\n' "$flaky" >&2
}
trap finish EXIT
status=0
swift test --skip-build --disable-swift-testing "$@" 2>&1 | tee "$log" || status=$?
if [ "$status" -ne 0 ]; then
  failed=$(sed -nE "s/^Test Case '([A-Za-z0-9_]+)\.([A-Za-z0-9_]+)' failed \(.*/\1\/\2/p" "$log" | sort -u)
  again=1
  if [ -n "$failed" ] && ! grep -qE 'Fatal error|signal [0-9]+' "$log"; then
    pattern=$(printf '%s$|' $failed)
    again=0
    swift test --skip-build --disable-swift-testing --filter "${pattern%|}" >"$log.again" 2>&1 || again=$?
  fi
  if [ "$again" -ne 0 ]; then
    echo "test.sh: the tests failed (exit $status); the failures again:" >&2
    grep -E ': error: |^Test Case .* failed \(|Fatal error|signal [0-9]+' "$log" >&2 || true
    exit "$status"
  fi
  flaky=$(grep -E ': error: ' "$log" || echo "$failed")
fi
[ $# -eq 0 ] || exit 0

# A run with nothing to build says nothing but what the demo says.
expected=$("$(swift build --show-bin-path)/demo" list 2>&1)
actual=$(DEMO_CONFIGURATION=debug scripts/run.sh list 2>&1)
if [ "$actual" != "$expected" ]; then
  printf 'test.sh: scripts/run.sh with nothing to build printed more than the demo:\n%s\n' "$actual" >&2
  exit 1
fi
echo "test.sh: scripts/run.sh with nothing to build printed only the demo's output"

scripts/fuzz.sh --all "${FUZZ_SECONDS:-5}"
