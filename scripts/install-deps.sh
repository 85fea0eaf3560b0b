#!/usr/bin/env bash
# Installs the Debian packages the project needs, only when something is missing.
# Uses sudo when not root. Safe to run again: it does nothing when everything is there.
set -euo pipefail
# SQLite (the drawing's store, through GRDB); SDL2 and its libraries; Xvfb, xauth and Mesa's software OpenGL (llvmpipe) for the tests that open a real
# window with SDL's OpenGL renderer; xdotool for the tests that drive a real window with real X input; Chromium (headless, no
# display needed) for the test that opens `touchtracker test`'s HTML report in a real browser; xmllint (libxml2-utils) for the
# test that checks its JUnit XML against the JUnit schema.
packages=(pkg-config libsqlite3-dev libsdl2-dev libsdl2-ttf-dev libsdl2-image-dev xvfb xauth libgl1-mesa-dri libglx-mesa0 xdotool chromium libxml2-utils)
have_all() {
    command -v pkg-config >/dev/null 2>&1 && pkg-config --exists sdl2 SDL2_ttf SDL2_image sqlite3 \
        && command -v xvfb-run >/dev/null 2>&1 && command -v xauth >/dev/null 2>&1 && command -v xdotool >/dev/null 2>&1 \
        && ls /usr/lib/*/dri/swrast_dri.so >/dev/null 2>&1 \
        && command -v chromium >/dev/null 2>&1 && command -v xmllint >/dev/null 2>&1
}
if have_all; then exit 0; fi
if ! command -v apt-get >/dev/null 2>&1; then
    echo "install-deps: SDL2, SDL2_ttf, SDL2_image, Xvfb, xdotool, Mesa, Chromium or xmllint is missing and this is not a Debian system;" >&2
    echo "install them with your package manager (${packages[*]})." >&2
    exit 1
fi
sudo=""
if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
echo "install-deps: some packages are missing (SDL2, Xvfb, xdotool, Mesa, Chromium or xmllint); running:"
echo "  $sudo apt-get update"
echo "  $sudo apt-get install -y ${packages[*]}"
$sudo apt-get update
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y "${packages[@]}"
have_all || { echo "install-deps: still missing after the install" >&2; exit 1; }
