#!/usr/bin/env bash
# The one list of Debian packages the project needs, installed when any is missing.
# Used by both README commands (scripts/run.sh and scripts/test.sh).
set -euo pipefail

# Libraries and tools needed to build and run the demo.
BUILD_PACKAGES=(
  pkg-config
  libwayland-dev wayland-protocols
  libxkbcommon-dev
  libcairo2-dev libpixman-1-dev libpango1.0-dev librsvg2-dev
  libdecor-0-dev libdecor-0-plugin-1-cairo
  zlib1g-dev
  libdbus-1-dev
  libchipmunk-dev
  libqrencode-dev
  libhunspell-dev
  adwaita-icon-theme
)
# Headless compositors and their helpers for the end-to-end tests; gcc builds the library the
# module-loading test offers as a plugin, python3 draws the DocC timing figure; the tests draw text
# with fonts-dejavu-core only (Tests/Fonts/fonts.conf), and fonts-noto-mono is the other monospace
# family a desktop may have, which FontPinningTests installs privately to show the pin holds; python3-gi plays
# xdg-desktop-portal's settings on a private session bus (ReduceMotionFollowTests); dbus-daemon also runs the
# private session bus of the notification tests (UserNotificationsTests), whose notification server is their own;
# zbar-tools' zbarimg reads back the QR codes Core Image makes (QRCodeTests); hunspell-en-us is the dictionary
# UITextChecker's tests spell against (their language is en_US, whatever else a desktop has).
TEST_PACKAGES=(
  weston sway grim wtype wl-clipboard
  fonts-dejavu-core fonts-noto-mono
  gcc python3
  dbus-daemon at-spi2-core python3-pyatspi python3-gi
  zbar-tools hunspell-en-us
)

# The desktop benchmark's peers (scripts/bench-desktop.sh): the same scenes in Qt Quick and GTK 4,
# in headless sway, with the virtual pointer for latency.
BENCH_PACKAGES=(
  sway gcc python3 libgtk-4-dev
  qml-qt6 qml6-module-qtquick qml6-module-qtquick-window qml6-module-qtqml-workerscript qt6-wayland
)

want=("${BUILD_PACKAGES[@]}")
case "${1:-}" in
  --test) want+=("${TEST_PACKAGES[@]}") ;;
  --bench) want+=("${BENCH_PACKAGES[@]}") ;;
esac

missing=()
for p in "${want[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$p")
  fi
done
[ ${#missing[@]} -eq 0 ] && exit 0

echo "deps: installing ${missing[*]}" >&2
sudo=""
if [ "$(id -u)" -ne 0 ]; then
  sudo="sudo"
fi
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -qq
$sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
