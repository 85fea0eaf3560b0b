#!/usr/bin/env bash
# Type-checks the SDL backend's SDL 3 layer (`--traits SDL3`) in every `make test`, even where SDL 3 is not
# installed or built: the backend module alone is compiled (not linked) against SDL 3.4's and SDL3_ttf's
# public headers, read straight from their release archives (../shared/vendor/, VENDOR_DIR overrides) into
# .build/sdl3-headers/, with pkg-config files that point there. A change to the shared backend code that
# breaks the SDL 3 side fails here, in seconds, not only in `make test-sdl3`.
# A machine whose pkg-config has SDL 3 (a distribution's, or scripts/build-sdl3.sh's) uses that instead.
set -euo pipefail
cd "$(dirname "$0")/.."
vendor="${VENDOR_DIR:-../shared/vendor}"
dir="$PWD/.build/sdl3-headers"
say() { echo "check-sdl3-layer: $*" >&2; }
sdl_archive="$vendor/SDL-release-3.4.14.tar.xz"
ttf_archive="$vendor/SDL_ttf-release-3.2.2.tar.xz"
if [ -e "$PWD/.build/sdl3/install/lib/pkgconfig/sdl3.pc" ]; then
    pc="$PWD/.build/sdl3/install/lib/pkgconfig"
elif pkg-config --atleast-version=3.4.0 sdl3 2>/dev/null && pkg-config --exists sdl3-ttf 2>/dev/null; then
    pc=""
else
    for a in "$sdl_archive" "$ttf_archive"; do
        [ -r "$a" ] || { say "FAILED: $a is needed to type-check the SDL 3 layer (VENDOR_DIR=folder to look elsewhere)"; exit 1; }
    done
    if [ ! -e "$dir/.complete" ]; then
        rm -rf "$dir"; mkdir -p "$dir/include" "$dir/pkgconfig"
        tar -xJf "$sdl_archive" -C "$dir/include" --strip-components=2 SDL-release-3.4.14/include/SDL3
        tar -xJf "$ttf_archive" -C "$dir/include" --strip-components=2 SDL_ttf-release-3.2.2/include/SDL3_ttf
        printf 'Name: sdl3\nDescription: SDL 3 headers only (type-checking)\nVersion: 3.4.14\nCflags: -I%s/include\nLibs: -lSDL3\n' "$dir" > "$dir/pkgconfig/sdl3.pc"
        printf 'Name: sdl3-ttf\nDescription: SDL3_ttf headers only (type-checking)\nVersion: 3.2.2\nRequires: sdl3\nCflags: -I%s/include\nLibs: -lSDL3_ttf\n' "$dir" > "$dir/pkgconfig/sdl3-ttf.pc"
        touch "$dir/.complete"
    fi
    pc="$dir/pkgconfig"
fi
say "the SDL backend with its SDL 3 layer (--traits SDL3), compiled against ${pc:-SDL 3 from pkg-config}"
out=$(PKG_CONFIG_PATH="${pc}${PKG_CONFIG_PATH:+:$PKG_CONFIG_PATH}" ${SWIFT:-swift} build --traits SDL3 --scratch-path .build/sdl3-check --target SDLBackend 2>&1) || { echo "$out" >&2; say "FAILED"; exit 1; }
if echo "$out" | grep -q "warning:"; then echo "$out" | grep -A3 "warning:" >&2; say "FAILED: warnings in the SDL 3 layer"; exit 1; fi
say "ok"
