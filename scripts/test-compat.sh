#!/usr/bin/env bash
# `make test-compat`: the screenshot suite and the SDL-level input tests on sdl2-compat over SDL 3 (what
# Fedora 42+, Arch, openSUSE Tumbleweed and Debian sid install as "SDL2"), built here from unmodified release
# sources and loaded by LD_LIBRARY_PATH instead of Debian's SDL 2 (Debian's SDL2_ttf and SDL2_image stay).
#
# Sources: the release archives in ../shared/vendor/ (beside the clone; VENDOR_DIR overrides), or source
# folders given as SDL3_SRC and SDL2COMPAT_SRC. The build is kept under .build/compat/ (a second run only
# checks it). Tests check that sdl2-compat and SDL 3 are really the libraries in use (SDL_GetVersion, and
# libSDL3 mapped into the test process), so the run cannot pass on the system's SDL by mistake.
set -euo pipefail
cd "$(dirname "$0")/.."
SDL3_VERSION=3.4.14
COMPAT_VERSION=2.32.70
vendor="${VENDOR_DIR:-../shared/vendor}"
dir="$PWD/.build/compat"
prefix="$dir/install"
say() { echo "test-compat: $*"; }
fail() { echo "test-compat: FAILED: $*" >&2; exit 1; }

# source_of, check_given_sources, install_build_packages, build: shared with scripts/build-sdl3.sh.
source scripts/sdl-build.sh

missing() {
    cat >&2 <<EOF
test-compat: FAILED: the sources of SDL 3 and sdl2-compat are needed, and $1 was not found. Either
  - put the release archives in $(realpath -m "$vendor")/ (VENDOR_DIR=folder to look elsewhere):
      SDL-release-$SDL3_VERSION.tar.xz            (git archive of libsdl-org/SDL, tag release-$SDL3_VERSION)
      sdl2-compat-release-$COMPAT_VERSION.tar.xz  (git archive of libsdl-org/sdl2-compat, tag release-$COMPAT_VERSION)
  - or give source folders: make test-compat SDL3_SRC=/path/to/SDL SDL2COMPAT_SRC=/path/to/sdl2-compat
Nothing was tested.
EOF
    exit 1
}
check_given_sources "SDL3_SRC=${SDL3_SRC:-}" "SDL2COMPAT_SRC=${SDL2COMPAT_SRC:-}"
sdl3_src="$(source_of "SDL 3" "${SDL3_SRC:-}" "SDL-release-$SDL3_VERSION.tar.xz")" || missing "SDL-release-$SDL3_VERSION.tar.xz"
compat_src="$(source_of sdl2-compat "${SDL2COMPAT_SRC:-}" "sdl2-compat-release-$COMPAT_VERSION.tar.xz")" \
    || missing "sdl2-compat-release-$COMPAT_VERSION.tar.xz"

# What building needs (the vendor README's list), installed only when missing, with sudo when not root.
scripts/install-deps.sh test
install_build_packages

mkdir -p "$dir"
build sdl3 "$sdl3_src" -DSDL_TESTS=OFF -DSDL_EXAMPLES=OFF -DSDL_AUDIO=OFF -DSDL_WAYLAND=OFF -DSDL_VULKAN=OFF \
    -DSDL_KMSDRM=OFF -DSDL_CAMERA=OFF -DSDL_HIDAPI=OFF
build sdl2-compat "$compat_src" -DSDL2COMPAT_TESTS=OFF

lib="$(dirname "$(find "$prefix" -name 'libSDL2-2.0.so.0' | head -n 1)")"
[ -e "$lib/libSDL2-2.0.so.0" ] || fail "no libSDL2-2.0.so.0 under $prefix after the build"
[ -e "$lib/libSDL3.so.0" ] || fail "no libSDL3.so.0 beside sdl2-compat in $lib"

swift build --build-tests
# The screenshot suite (with the check of which SDL is in use), the SDL-level tests, and the input tests
# that push SDL events through SDL's own queue.
filter='ScreenshotTests|SDLBackendTests|InputTranslationTests|CompatInputTests'
say "the screenshot suite and the SDL-level input tests on sdl2-compat $COMPAT_VERSION over SDL $SDL3_VERSION ($lib)"
LD_LIBRARY_PATH="$lib" EXPECT_SDL_VERSION="$COMPAT_VERSION" EXPECT_SDL3_LIBRARY="$lib/libSDL3.so.0" \
    swift test --skip-build --filter "$filter"
