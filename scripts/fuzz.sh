#!/usr/bin/env bash
# Runs a libFuzzer target under Fuzz/ for SECONDS: `scripts/fuzz.sh TARGET SECONDS`, or
# `scripts/fuzz.sh --all SECONDS` for each in turn (the bounded run scripts/test.sh makes).
# A target is a folder Fuzz/TARGET with TARGET.swift (defining LLVMFuzzerTestOneInput),
# target.conf (the package sources, C files, module maps and pkg-config packages it is built
# with), corpus/ (its seed inputs), lsan.supp (optional: leaks of system libraries to ignore,
# each with its reason) and regressions/ (every crash found, kept and replayed
# first on each run). It is built with the toolchain's clang/swiftc (-sanitize=fuzzer,address)
# into .build/fuzz/TARGET; the growing corpus stays there.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)

usage() { echo "usage: scripts/fuzz.sh TARGET|--all SECONDS (targets: $(for d in Fuzz/*/; do [ -f "$d/target.conf" ] && printf '%s ' "$(basename "$d")"; done))" >&2; exit 2; }
[ $# -eq 2 ] || usage
target=$1
seconds=$2
[[ "$seconds" =~ ^[0-9]+$ ]] && [ "$seconds" -gt 0 ] || usage

if [ "$target" = "--all" ]; then
  for dir in Fuzz/*/; do
    [ -f "$dir/target.conf" ] && "$0" "$(basename "$dir")" "$seconds"
  done
  exit 0
fi
dir="Fuzz/$target"
[ -f "$dir/target.conf" ] || { echo "fuzz: no target \"$target\" (no $dir/target.conf)" >&2; usage; }

SOURCES=() C_SOURCES=() MODULE_MAPS=() PACKAGES=()
# shellcheck source=/dev/null
source "$dir/target.conf"
out="$root/.build/fuzz/$target"
mkdir -p "$out/corpus" "$out/objects" "$dir/regressions"

flags=() libs=()
for map in "${MODULE_MAPS[@]}"; do flags+=(-Xcc "-fmodule-map-file=$root/$map" -I "$root/$(dirname "$map")"); done
if [ ${#PACKAGES[@]} -gt 0 ]; then
  for f in $(pkg-config --cflags "${PACKAGES[@]}"); do flags+=(-Xcc "$f"); done
  read -r -a libs <<< "$(pkg-config --libs "${PACKAGES[@]}")"
fi
objects=()
for c in "${C_SOURCES[@]}"; do
  object="$out/objects/$(basename "$c" .c).o"
  clang -c -g -O1 -fsanitize=fuzzer-no-link,address $(pkg-config --cflags "${PACKAGES[@]}") -I "$root/$(dirname "$c")/../include" "$root/$c" -o "$object"
  objects+=("$object")
done
sources=()
for s in "${SOURCES[@]}"; do sources+=("$root/$s"); done
# (gold's notes on ASan's local symbols are noise: the build's output shows only when it fails)
swiftc -sanitize=fuzzer,address -parse-as-library -g -Onone -module-name "Fuzz_$target" \
  "${flags[@]}" "${sources[@]}" "$dir/$target.swift" "${objects[@]}" "${libs[@]}" -o "$out/fuzz-$target" >"$out/build.log" 2>&1 \
  || { grep -v "Cannot export local symbol" "$out/build.log" >&2; exit 1; }
# Swift's own crash backtracer would stand in the way of the sanitizer's report. A target's
# lsan.supp names leaks of system libraries it found and cannot fix (each with its reason).
export SWIFT_BACKTRACE=enable=no
if [ -f "$dir/lsan.supp" ]; then
  export LSAN_OPTIONS="suppressions=$root/$dir/lsan.supp:print_suppressions=0"
fi

# Every kept crash must no longer crash, then fuzz from the seeds and what earlier runs found.
regressions=$(find "$dir/regressions" -type f ! -name '.keep' | sort)
if [ -n "$regressions" ]; then
  # shellcheck disable=SC2086
  "$out/fuzz-$target" $regressions >/dev/null 2>&1 || { echo "fuzz $target: a kept regression input crashes again:" >&2; "$out/fuzz-$target" $regressions 2>&1 | tail -30 >&2; exit 1; }
fi
log="$out/last-run.log"
if "$out/fuzz-$target" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="$root/$dir/regressions/" "$out/corpus" "$dir/corpus" >"$log" 2>&1; then
  runs=$(grep -o 'stat::number_of_executed_units: *[0-9]*' "$log" | grep -o '[0-9]*$' || echo "?")
  echo "fuzz $target: $runs inputs in ${seconds} s, no crash ($(find "$out/corpus" -type f | wc -l) in the corpus)"
else
  echo "fuzz $target: crash found; the input is kept in $dir/regressions/ (commit it with the fix):" >&2
  grep -E "ERROR|SUMMARY|Fatal error|#[0-9]+ " "$log" | head -30 >&2
  exit 1
fi
