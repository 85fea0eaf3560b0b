#!/usr/bin/env bash
# The screenshot suite against another SDL 2 build: PyPI's pysdl2-dll wheel (SDL2, SDL2_ttf and SDL2_image
# built by the pysdl2 project), loaded by LD_LIBRARY_PATH instead of Debian's. A test checks that the SDL
# in use is the wheel's, so the run cannot pass on the system's SDL by mistake. When PyPI cannot be
# reached this fails and says so.
set -euo pipefail
version="${1:?usage: test-other-sdl.sh SDL_VERSION (a pysdl2-dll release, e.g. 2.32.10)}"
cd "$(dirname "$0")/.."
dir=".build/sdl-$version"
lib="$dir/lib"
if [ ! -e "$lib/libSDL2-2.0.so.0" ]; then
    rm -rf "$dir"; mkdir -p "$dir"
    echo "test-sdl: downloading pysdl2-dll==$version from PyPI"
    if ! python3 -m pip download --quiet --no-deps --only-binary=:all: --platform manylinux_2_28_x86_64 \
            --dest "$dir" "pysdl2-dll==$version"; then
        echo "test-sdl: FAILED: could not download pysdl2-dll==$version from PyPI (is PyPI reachable?); nothing was tested" >&2
        exit 1
    fi
    python3 -m zipfile -e "$dir"/pysdl2_dll-*.whl "$dir/wheel"
    mkdir -p "$lib"
    for name in SDL2-2.0 SDL2_ttf-2.0 SDL2_image-2.0; do
        found="$(ls "$dir"/wheel/sdl2dll/dll/lib$name.so* | head -n 1)"
        ln -sf "$(realpath "$found")" "$lib/lib$name.so.0"
    done
fi
swift build --build-tests
echo "test-sdl: the screenshot suite with SDL $version ($lib)"
LD_LIBRARY_PATH="$(realpath "$lib")" EXPECT_SDL_VERSION="$version" swift test --skip-build --filter ScreenshotTests
