#!/usr/bin/env bash
# The desktop benchmark (issue 19): the project's sprites and cards scenes as real windows in a
# private headless sway at 1920×1080, beside the same scenes in GTK 4 (cairo and GL) and Qt Quick
# (software), interleaved in rounds; then pointer-to-screen latency and the demo's cold start.
# Prints one table. `scripts/bench-desktop.sh [sprites] [cards] [--scale 2] [--rounds N] [--seconds S]`.
# Installs what it needs (scripts/deps.sh --bench), builds the release demo, virtual-pointer and bench.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/deps.sh --bench
PKG_CONFIG_PATH="$(scripts/pkgconfig.sh)${PKG_CONFIG_PATH:+:$PKG_CONFIG_PATH}"
export PKG_CONFIG_PATH
log=$(mktemp)
trap 'rm -f "$log"' EXIT
echo "bench-desktop: building (release)..." >&2
for product in demo virtual-pointer bench; do
  if ! swift build -c release --product "$product" >"$log" 2>&1; then
    grep -E "error:" "$log" >&2 || tail -n 30 "$log" >&2
    exit 1
  fi
done
bin="$(swift build -c release --show-bin-path)"
gtk="$bin/gtk-scenes"
if [ ! -x "$gtk" ] || [ Benchmarks/Desktop/gtk-scenes.c -nt "$gtk" ]; then
  gcc -O2 -Wall -o "$gtk" Benchmarks/Desktop/gtk-scenes.c $(pkg-config --cflags --libs gtk4) -lm
fi
exec python3 Benchmarks/Desktop/bench_desktop.py --demo "$bin/demo" --virtual-pointer "$bin/virtual-pointer" \
  --gtk "$gtk" --qml Benchmarks/Desktop/scenes.qml --assets assets --machine "$("$bin/bench" machine)" "$@"
