#!/usr/bin/env bash
# Installs the Debian packages the project needs, only when pkg-config cannot find them.
# Uses sudo when not root. Safe to run again: it does nothing when everything is there.
set -euo pipefail
packages=(pkg-config libsdl2-dev libsdl2-ttf-dev libsdl2-image-dev)
if command -v pkg-config >/dev/null 2>&1 && pkg-config --exists sdl2 SDL2_ttf SDL2_image; then
    exit 0
fi
if ! command -v apt-get >/dev/null 2>&1; then
    echo "install-deps: SDL2, SDL2_ttf and SDL2_image are missing and this is not a Debian system;" >&2
    echo "install them with your package manager (${packages[*]})." >&2
    exit 1
fi
sudo=""
if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
echo "install-deps: SDL2 development packages are missing; running:"
echo "  $sudo apt-get update"
echo "  $sudo apt-get install -y ${packages[*]}"
$sudo apt-get update
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y "${packages[@]}"
pkg-config --exists sdl2 SDL2_ttf SDL2_image
