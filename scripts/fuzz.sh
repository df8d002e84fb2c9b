#!/usr/bin/env bash
# Fuzzes a target with libFuzzer (clang's, shipped with the Swift toolchain) for SECONDS:
#   scripts/fuzz.sh png 600        # one target, ten minutes
#   scripts/fuzz.sh --all 5        # every target five seconds (scripts/test.sh does this)
# A target is a folder Fuzz/<name>/ holding <name>.swift, whose LLVMFuzzerTestOneInput hands each input to a
# harness in Fuzz/Harness (the Fuzzing target); Fuzz/<name>/corpus holds its seed inputs. New inputs the fuzzer
# finds go to .build/fuzz/corpus/<name>; an input that crashes, hangs or runs out of memory is copied into
# Fuzz/<name>/regressions/, which FuzzRegressionTests replays in every test run, and the script fails.
# The targets are built in release with -sanitize=fuzzer into .build/fuzz (the first build takes a few minutes).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
usage="usage: scripts/fuzz.sh TARGET SECONDS | --all SECONDS   (targets: $(for d in Fuzz/*/; do n=$(basename "$d"); [ -f "Fuzz/$n/$n.swift" ] && printf '%s ' "$n"; done))"
[ $# -eq 2 ] || { echo "$usage" >&2; exit 2; }
seconds=$2
[[ "$seconds" =~ ^[1-9][0-9]*$ ]] || { echo "fuzz.sh: SECONDS must be a positive whole number, not \"$seconds\"" >&2; exit 2; }
targets=()
for dir in Fuzz/*/; do
  name=$(basename "$dir")
  [ -f "Fuzz/$name/$name.swift" ] && targets+=("$name")
done
if [ "$1" = --all ]; then
  chosen=("${targets[@]}")
else
  [ -f "Fuzz/$1/$1.swift" ] || { echo "fuzz.sh: no target \"$1\"; $usage" >&2; exit 2; }
  chosen=("$1")
fi

PKG_CONFIG_PATH="$(scripts/pkgconfig.sh)${PKG_CONFIG_PATH:+:$PKG_CONFIG_PATH}"
export PKG_CONFIG_PATH FUZZ=1
scratch=.build/fuzz
log=$(mktemp)
trap 'rm -f "$log"' EXIT
for name in "${chosen[@]}"; do
  if ! swift build -c release --sanitize fuzzer --scratch-path "$scratch" --product "fuzz-$name" >"$log" 2>&1; then
    grep -E "error:" "$log" >&2 || tail -n 30 "$log" >&2
    exit 1
  fi
done
bin="$(swift build -c release --sanitize fuzzer --scratch-path "$scratch" --show-bin-path)"

status=0
for name in "${chosen[@]}"; do
  work="$scratch/corpus/$name" artifacts="$scratch/artifacts/$name/"
  mkdir -p "$work" "$artifacts" "Fuzz/$name/regressions"
  rm -f "$artifacts"*
  # A target's lsan.supp names leaks inside the system libraries it drives (not ours to fix).
  suppressions=""
  [ -f "Fuzz/$name/lsan.supp" ] && suppressions="suppressions=$root/Fuzz/$name/lsan.supp"
  # Inputs of up to 64 KiB, 10 s each, 2 GiB of memory; the kept regressions are read as seeds too.
  LSAN_OPTIONS="$suppressions" "$bin/fuzz-$name" -max_total_time="$seconds" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="$artifacts" "$work" "Fuzz/$name/corpus" "Fuzz/$name/regressions" >"$log" 2>&1 || true
  runs=$(awk '/^stat::number_of_executed_units:/ { print $2 }' "$log" | tail -n 1)
  found=0
  for artifact in "$artifacts"*; do
    [ -f "$artifact" ] || continue
    found=$((found + 1))
    cp "$artifact" "Fuzz/$name/regressions/$(basename "$artifact")"
    echo "fuzz.sh: $name: $(basename "$artifact") kept in Fuzz/$name/regressions/" >&2
  done
  echo "fuzz: $name: ${runs:-0} inputs in ${seconds} s, $found crashing"
  if [ "$found" -gt 0 ]; then
    grep -E "ERROR|fuzz check failed|Fatal error|SUMMARY" "$log" | head -n 5 >&2 || true
    status=1
  fi
done
exit "$status"
