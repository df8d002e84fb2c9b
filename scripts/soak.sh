#!/usr/bin/env bash
# Soak: runs a demo scene for SECONDS and prints its resident memory and open file descriptors
# every SOAK_INTERVAL seconds (default 10): `scripts/soak.sh clouds 3600`. Fails (status 1) when
# the demo exits early or, after the first SOAK_WARMUP seconds (default 10), leaks: its private
# resident memory (RssAnon) grows beyond 5%, its descriptors other than window buffers move by more
# than one (a file open at the moment of a sample), or
# it holds more than 3 window buffers. (Shared buffer memory counts in RSS but not in RssAnon: a
# compositor that holds both buffers for a frame makes the client allocate a third, which is
# bounded, not a leak.)
#
# The scene opens in the Wayland session of WAYLAND_DISPLAY; without one the script starts a
# headless sway of its own (as a user: sway refuses root). DEMO names the demo executable
# (default: the debug build's, built when missing); UIKIT_ASSETS defaults to the repository's.
set -euo pipefail
usage="usage: scripts/soak.sh SCENE SECONDS"
scene=${1:?$usage}
seconds=${2:?$usage}
interval=${SOAK_INTERVAL:-10}
warmup=${SOAK_WARMUP:-10}
root="$(cd "$(dirname "$0")/.." && pwd)"
demo=${DEMO:-}
if [ -z "$demo" ]; then
  (cd "$root" && swift build --product demo >/dev/null)
  demo="$(cd "$root" && swift build --show-bin-path)/demo"
fi
export UIKIT_ASSETS=${UIKIT_ASSETS:-$root/assets}

pids=()
cleanup() {
  # The demo first, then sway: the other way round the demo would report the lost connection.
  for ((i = ${#pids[@]} - 1; i >= 0; i--)); do
    kill "${pids[i]}" 2>/dev/null || true
    wait "${pids[i]}" 2>/dev/null || true
  done
  if [ -n "${own_runtime:-}" ]; then rm -rf "$own_runtime"; fi
}
trap cleanup EXIT

if [ -z "${WAYLAND_DISPLAY:-}" ]; then
  if [ "$(id -u)" = 0 ]; then
    echo "soak.sh: no WAYLAND_DISPLAY, and sway refuses to run as root; run as a user or in a Wayland session" >&2
    exit 1
  fi
  own_runtime=$(mktemp -d)
  chmod 700 "$own_runtime"
  printf 'output HEADLESS-1 resolution 800x600\nxwayland disable\n' >"$own_runtime/config"
  XDG_RUNTIME_DIR=$own_runtime WLR_BACKENDS=headless WLR_LIBINPUT_NO_DEVICES=1 WLR_RENDERER=pixman \
    sway --config "$own_runtime/config" >"$own_runtime/sway.log" 2>&1 &
  pids+=($!)
  export XDG_RUNTIME_DIR=$own_runtime
  for _ in $(seq 100); do
    socket=$(cd "$own_runtime" && ls wayland-? 2>/dev/null | head -n 1 || true)
    [ -n "$socket" ] && break
    sleep 0.1
  done
  sleep 0.5  # the socket file appears at bind(), a moment before sway listens
  [ -n "${socket:-}" ] || { echo "soak.sh: headless sway did not start: $(tail -n 3 "$own_runtime/sway.log")" >&2; exit 1; }
  export WAYLAND_DISPLAY=$socket
fi

"$demo" "$scene" &
demo_pid=$!
pids+=("$demo_pid")
baseline_anon="" baseline_fds="" verdict=0
for ((t = interval; t <= seconds; t += interval)); do
  sleep "$interval"
  if ! kill -0 "$demo_pid" 2>/dev/null; then
    wait "$demo_pid" && status=0 || status=$?
    echo "soak.sh: the demo exited after less than ${t} s with status $status" >&2
    exit 1
  fi
  rss=$(awk '/^VmRSS:/ { print $2 }' "/proc/$demo_pid/status")
  anon=$(awk '/^RssAnon:/ { print $2 }' "/proc/$demo_pid/status")
  links=$(for fd in /proc/"$demo_pid"/fd/*; do readlink "$fd" || true; done)
  buffers=$(grep -c '^/memfd:shm-buffer' <<<"$links" || true)
  fds=$(($(wc -l <<<"$links") - buffers))
  line="t=${t}s rss=${rss}kB anon=${anon}kB fds=${fds} buffers=${buffers}"
  if [ "$t" -ge "$warmup" ]; then
    if [ -z "$baseline_anon" ]; then
      baseline_anon=$anon baseline_fds=$fds
      line+=" (baseline)"
    elif [ $((anon * 100)) -gt $((baseline_anon * 105)) ] || [ "$fds" -gt $((baseline_fds + 1)) ] || [ "$fds" -lt $((baseline_fds - 1)) ] || [ "$buffers" -gt 3 ]; then
      line+=" (beyond the baseline: anon ${baseline_anon}kB +5%, fds ${baseline_fds} ±1, 3 buffers)"
      verdict=1
    fi
  else
    line+=" (warm-up)"
  fi
  echo "$line"
done
[ -n "$baseline_anon" ] || { echo "soak.sh: no sample after the ${warmup} s warm-up; run longer" >&2; exit 1; }
if [ "$verdict" = 0 ]; then
  echo "soak.sh: $scene ran ${seconds} s; private memory stayed within 5% of ${baseline_anon}kB, descriptors at ${baseline_fds} (±1) and buffers at most 3"
else
  echo "soak.sh: $scene grew beyond its baseline" >&2
fi
exit "$verdict"
