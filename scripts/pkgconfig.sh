#!/usr/bin/env bash
# Prints a pkg-config folder to put first on PKG_CONFIG_PATH: copies of the system's .pc files whose Cflags carry
# -pthread (glib's gmodule-no-export-2.0 and gthread-2.0 on Debian), without it. -pthread is a compiler-driver
# flag, not a header path; SwiftPM refuses it in a system library's cflags with a "prohibited flag(s): -pthread"
# warning on every build. Without the flag the compile commands are the same, so nothing rebuilds.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
out="$root/.build/pkgconfig"
rm -rf "$out"
mkdir -p "$out"
search=$(pkg-config --variable pc_path pkg-config 2>/dev/null || echo /usr/lib/x86_64-linux-gnu/pkgconfig:/usr/share/pkgconfig)
IFS=: read -r -a folders <<<"$search"
for folder in "${folders[@]}"; do
  for pc in $(grep -l '^Cflags:.*-pthread' "$folder"/*.pc 2>/dev/null); do
    # The first folder on the search path wins, as for pkg-config itself.
    [ -e "$out/$(basename "$pc")" ] || sed '/^Cflags:/s/[[:space:]]-pthread\b//g' "$pc" >"$out/$(basename "$pc")"
  done
done
echo "$out"
