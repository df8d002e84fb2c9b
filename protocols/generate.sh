#!/usr/bin/env bash
# Copies the standard protocol descriptions from the system's wayland-protocols package into
# xml/, and regenerates the committed C glue (src/, include/) from every file in xml/ with
# wayland-scanner. With --check it writes into a temporary folder and fails when the committed
# files differ (the WaylandTests suite runs it that way).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
out="$here"
check=0
# The misbehaving compositor of the tests (Sources/MisbehavingCompositor) speaks the server side of these.
serverProtocols=(xdg-shell pointer-gestures-unstable-v1)
server="$here/../Sources/CWaylandServer"
if [ "${1:-}" = "--check" ]; then
  check=1
  out=$(mktemp -d)
  trap 'rm -rf "$out"' EXIT
  mkdir -p "$out/xml" "$out/src" "$out/include" "$out/server"
  cp "$here"/xml/wlr-*.xml "$here"/xml/input-method-*.xml "$out/xml/"
fi

system=$(pkg-config --variable=pkgdatadir wayland-protocols)
# name in xml/ <- path under the system's wayland-protocols
standard=(
  "xdg-shell:stable/xdg-shell/xdg-shell.xml"
  "viewporter:stable/viewporter/viewporter.xml"
  "presentation-time:stable/presentation-time/presentation-time.xml"
  "xdg-decoration-unstable-v1:unstable/xdg-decoration/xdg-decoration-unstable-v1.xml"
  "fractional-scale-v1:staging/fractional-scale/fractional-scale-v1.xml"
  "primary-selection-unstable-v1:unstable/primary-selection/primary-selection-unstable-v1.xml"
  "text-input-unstable-v3:unstable/text-input/text-input-unstable-v3.xml"
  "pointer-gestures-unstable-v1:unstable/pointer-gestures/pointer-gestures-unstable-v1.xml"
  "idle-inhibit-unstable-v1:unstable/idle-inhibit/idle-inhibit-unstable-v1.xml"
)
for entry in "${standard[@]}"; do
  name=${entry%%:*}
  cp "$system/${entry#*:}" "$out/xml/$name.xml"
done

for xml in "$out"/xml/*.xml; do
  name=$(basename "$xml" .xml)
  wayland-scanner client-header "$xml" "$out/include/$name-client-protocol.h"
  wayland-scanner private-code "$xml" "$out/src/$name-protocol.c"
done
serverOut="$server"
[ $check -eq 1 ] && serverOut="$out/server"
for name in "${serverProtocols[@]}"; do
  wayland-scanner server-header "$out/xml/$name.xml" "$serverOut/$name-server-protocol.h"
done

if [ $check -eq 1 ]; then
  stale=0
  for f in "$out"/xml/*.xml "$out"/src/*-protocol.c "$out"/include/*-client-protocol.h; do
    rel=${f#"$out"/}
    if ! cmp -s "$f" "$here/$rel"; then
      echo "protocols: $rel is stale or missing" >&2
      stale=1
    fi
  done
  for name in "${serverProtocols[@]}"; do
    if ! cmp -s "$out/server/$name-server-protocol.h" "$server/$name-server-protocol.h"; then
      echo "protocols: Sources/CWaylandServer/$name-server-protocol.h is stale or missing" >&2
      stale=1
    fi
  done
  if [ $stale -ne 0 ]; then
    echo "protocols: run protocols/generate.sh and commit the result" >&2
    exit 1
  fi
  echo "protocols: generated glue is current"
fi
