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

# The sources: a folder given, or the archive unpacked once under .build/compat/src.
source_of() {   # NAME VARIABLE ARCHIVE -> prints the source folder
    local name="$1" given="$2" archive="$3"
    if [ -n "$given" ]; then realpath "$given"; return; fi
    local base; base="$(basename "$archive" .tar.xz)"
    if [ ! -f "$dir/src/$base/CMakeLists.txt" ]; then
        [ -f "$vendor/$(basename "$archive")" ] || return 1
        mkdir -p "$dir/src"
        tar -xf "$vendor/$(basename "$archive")" -C "$dir/src"
    fi
    echo "$dir/src/$base"
}
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
for given in "SDL3_SRC=${SDL3_SRC:-}" "SDL2COMPAT_SRC=${SDL2COMPAT_SRC:-}"; do
    folder="${given#*=}"
    if [ -n "$folder" ] && [ ! -f "$folder/CMakeLists.txt" ]; then
        fail "${given%%=*}=$folder is not a source folder (it has no CMakeLists.txt); nothing was tested"
    fi
done
sdl3_src="$(source_of "SDL 3" "${SDL3_SRC:-}" "SDL-release-$SDL3_VERSION.tar.xz")" || missing "SDL-release-$SDL3_VERSION.tar.xz"
compat_src="$(source_of sdl2-compat "${SDL2COMPAT_SRC:-}" "sdl2-compat-release-$COMPAT_VERSION.tar.xz")" \
    || missing "sdl2-compat-release-$COMPAT_VERSION.tar.xz"

# What building needs (the vendor README's list), installed only when missing, with sudo when not root.
scripts/install-deps.sh test
packages=(cmake libx11-dev libxext-dev libxi-dev libxrandr-dev libxcursor-dev libxfixes-dev libxss-dev libxtst-dev
          libxinerama-dev libxkbcommon-dev libgl-dev libegl-dev)
if command -v dpkg-query >/dev/null 2>&1; then
    absent=()
    for p in "${packages[@]}"; do
        dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || absent+=("$p")
    done
    if [ ${#absent[@]} -gt 0 ]; then
        sudo=""; if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
        say "packages missing to build SDL 3; running:"
        echo "  $sudo apt-get update"; echo "  $sudo apt-get install -y ${absent[*]}"
        $sudo apt-get update
        DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y "${absent[@]}"
    fi
elif ! command -v cmake >/dev/null 2>&1; then
    fail "cmake is missing and this is not a Debian system; install cmake and the X11/OpenGL headers (${packages[*]})"
fi

# Builds one source folder into the prefix, unless the stamp says this very source and these options
# were built and installed already. cmake's own build folder is kept, so a changed source rebuilds only
# what changed.
build() {   # NAME SOURCE OPTIONS...
    local name="$1" src="$2"; shift 2
    local stamp="$dir/$name.stamp" key
    key="$(printf '%s\n' "$src" "$*")"
    if [ -f "$stamp" ] && [ "$(cat "$stamp")" = "$key" ] && [ -z "$(find "$src" -newer "$stamp" -type f -print -quit)" ]; then
        say "$name: built already ($prefix)"; return
    fi
    local started=$SECONDS slow=""
    [ "$name" = sdl3 ] && slow="about four minutes on two cores"
    say "$name: building from $src${slow:+ ($slow)}"
    cmake -S "$src" -B "$dir/build-$name" -DCMAKE_BUILD_TYPE=Release -DCMAKE_INSTALL_PREFIX="$prefix" \
        -DCMAKE_PREFIX_PATH="$prefix" "$@" > "$dir/$name.log" 2>&1 || { tail -30 "$dir/$name.log" >&2; fail "$name: cmake (log: $dir/$name.log)"; }
    cmake --build "$dir/build-$name" -j"$(nproc)" >> "$dir/$name.log" 2>&1 || { tail -30 "$dir/$name.log" >&2; fail "$name: build (log: $dir/$name.log)"; }
    cmake --install "$dir/build-$name" >> "$dir/$name.log" 2>&1 || { tail -30 "$dir/$name.log" >&2; fail "$name: install (log: $dir/$name.log)"; }
    echo "$key" > "$stamp"
    say "$name: built in $((SECONDS - started)) s"
}
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
