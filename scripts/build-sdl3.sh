#!/usr/bin/env bash
# Builds what the SDL 3 backend needs (`make build BACKEND=sdl3`, `make test-sdl3`): SDL 3.4.14 and SDL3_ttf
# 3.2.2 from unmodified release sources, installed under .build/sdl3/install/ (a second run only checks
# them), then prints the folder whose pkgconfig/ and libraries the build uses.
#
# Sources: the release archives in ../shared/vendor/ (beside the clone; VENDOR_DIR overrides), or source
# folders given as SDL3_SRC and SDL3_TTF_SRC. A system whose pkg-config already has SDL 3.4 or later and
# SDL3_ttf (a distribution's libsdl3-dev and libsdl3-ttf-dev) uses those instead, unless SDL3_VENDORED=1.
# SDL 3 is built with its X11 and Wayland video drivers (Wayland: libwayland-dev, installed when missing).
set -euo pipefail
cd "$(dirname "$0")/.."
SDL3_VERSION=3.4.14
TTF_VERSION=3.2.2
vendor="${VENDOR_DIR:-../shared/vendor}"
dir="$PWD/.build/sdl3"
prefix="$dir/install"
say() { echo "build-sdl3: $*" >&2; }
fail() { echo "build-sdl3: FAILED: $*" >&2; exit 1; }
# source_of, check_given_sources, install_build_packages, build: shared with scripts/test-compat.sh.
source scripts/sdl-build.sh

if [ -z "${SDL3_VENDORED:-}" ] && [ -z "${SDL3_SRC:-}${SDL3_TTF_SRC:-}" ] \
    && pkg-config --atleast-version=3.4.0 sdl3 2>/dev/null && pkg-config --exists sdl3-ttf 2>/dev/null; then
    say "the system's SDL $(pkg-config --modversion sdl3) and SDL3_ttf $(pkg-config --modversion sdl3-ttf) (pkg-config)"
    echo "system"; exit 0
fi

missing() {
    cat >&2 <<MSG
build-sdl3: FAILED: the sources of SDL 3 and SDL3_ttf are needed, and $1 was not found. Either
  - put the release archives in $(realpath -m "$vendor")/ (VENDOR_DIR=folder to look elsewhere):
      SDL-release-$SDL3_VERSION.tar.xz      (git archive of libsdl-org/SDL, tag release-$SDL3_VERSION)
      SDL_ttf-release-$TTF_VERSION.tar.xz   (git archive of libsdl-org/SDL_ttf, tag release-$TTF_VERSION)
  - or give source folders: SDL3_SRC=/path/to/SDL SDL3_TTF_SRC=/path/to/SDL_ttf
  - or install a distribution's libsdl3-dev (3.4 or later) and libsdl3-ttf-dev.
MSG
    exit 1
}
check_given_sources "SDL3_SRC=${SDL3_SRC:-}" "SDL3_TTF_SRC=${SDL3_TTF_SRC:-}"
sdl3_src="$(source_of "SDL 3" "${SDL3_SRC:-}" "SDL-release-$SDL3_VERSION.tar.xz")" || missing "SDL-release-$SDL3_VERSION.tar.xz"
ttf_src="$(source_of SDL3_ttf "${SDL3_TTF_SRC:-}" "SDL_ttf-release-$TTF_VERSION.tar.xz")" || missing "SDL_ttf-release-$TTF_VERSION.tar.xz"

install_build_packages libwayland-dev libfreetype-dev libharfbuzz-dev >&2
mkdir -p "$dir"
# SDL_RPATH off: its pkg-config file would otherwise carry linker flags SwiftPM refuses (-Wl,-rpath); the
# builds give the rpath themselves (Makefile's SDL3_BUILD).
build sdl3 "$sdl3_src" -DSDL_TESTS=OFF -DSDL_EXAMPLES=OFF -DSDL_AUDIO=OFF -DSDL_WAYLAND=ON -DSDL_VULKAN=OFF \
    -DSDL_KMSDRM=OFF -DSDL_CAMERA=OFF -DSDL_HIDAPI=OFF -DSDL_RPATH=OFF >&2
build sdl3-ttf "$ttf_src" -DSDLTTF_VENDORED=OFF -DSDLTTF_HARFBUZZ=ON -DSDLTTF_PLUTOSVG=OFF -DSDLTTF_SAMPLES=OFF >&2
[ -e "$prefix/lib/libSDL3.so.0" ] || fail "no libSDL3.so.0 in $prefix/lib after the build"
[ -e "$prefix/lib/pkgconfig/sdl3-ttf.pc" ] || fail "no sdl3-ttf.pc in $prefix/lib/pkgconfig after the build"
echo "$prefix/lib"
