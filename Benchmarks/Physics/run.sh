#!/usr/bin/env bash
# Runs the same physics scene (scene.h) on Chipmunk2D and Box2D, for docs/Physics.md: the measurement behind the
# choice of engine. Needs gcc, g++, libchipmunk-dev and libbox2d-dev (not a dependency of the project: install it
# for this run with `apt-get install -y libbox2d-dev`). `run.sh [rounds]` interleaves the engines, 5 rounds by
# default; `CALLGRIND=1 run.sh 1` counts instructions instead (steady on a busy machine).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
gcc -O2 -o "$out/chipmunk" "$here/chipmunk.c" -lchipmunk -lm
g++ -O2 -o "$out/box2d" "$here/box2d.cpp" -lbox2d
run() {
  if [ -n "${CALLGRIND:-}" ]; then
    valgrind --tool=callgrind --callgrind-out-file=/dev/null "$@" 2>&1 | grep -E "^(chipmunk|box2d)|Collected"
  else
    # Debian's Chipmunk is built with its debug checks and says so on every run: those two lines are dropped.
    "$@" | grep -E "^(chipmunk|box2d)"
  fi
}
for _ in $(seq "${1:-5}"); do
  run "$out/chipmunk"
  run "$out/chipmunk" default
  run "$out/chipmunk" sleep
  run "$out/box2d"
  run "$out/box2d" nosleep
done
