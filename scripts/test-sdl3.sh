#!/usr/bin/env bash
# `make test-sdl3`: the SDL 3 backend (the package's SDL3 trait, BACKEND=sdl3) end to end. Builds SDL 3.4.14
# and SDL3_ttf 3.2.2 from ../shared/vendor (or SDL3_SRC, SDL3_TTF_SRC; scripts/build-sdl3.sh, kept under
# .build/sdl3/), the package with the trait in its own folder (.build/sdl3/swift), then:
#   - SDL 3 is the library in use (its version, libSDL3 mapped into the test process, no SDL 2 mapped) and
#     the state dump names it (`SDL 3.4.14`);
#   - the screenshot suite against the same goldens as SDL 2, within the standard tolerance;
#   - SDL 3's own events (pens with tilt and eraser, proximity and distance, pinch, a cancelled finger)
#     through the backend's converter (SDL3BackendTests);
#   - under Xvfb: the window goldens with SDL's OpenGL renderer (as on SDL 2), and real X input (xdotool);
#   - under Wayland (weston's headless backend): a script replayed to the same dump as under X11
#     (scripts/check-wayland.sh).
set -euo pipefail
cd "$(dirname "$0")/.."
say() { echo "test-sdl3: $*"; }
started=$SECONDS

scripts/install-deps.sh test
lib="$(scripts/build-sdl3.sh)"
if [ "$lib" = system ]; then
    lib="$(pkg-config --variable=libdir sdl3)"
    version="$(pkg-config --modversion sdl3)"
else
    version=3.4.14
fi
export PKG_CONFIG_PATH="$PWD/.build/sdl3/install/lib/pkgconfig${PKG_CONFIG_PATH:+:$PKG_CONFIG_PATH}"
flags=(--traits SDL3 --scratch-path .build/sdl3/swift -Xlinker -rpath -Xlinker "$PWD/.build/sdl3/install/lib")
say "building with the SDL3 trait (.build/sdl3/swift)"
swift build "${flags[@]}" --build-tests 2>&1 | grep -E "error|warning: |Compiling|Build complete" | grep -v "^\[" || true
swift build "${flags[@]}" --build-tests >/dev/null   # the status: any error fails here

# Each part runs whatever an earlier one found; the run fails at the end, naming the parts that failed.
failed=()
say "the screenshot suite and SDL 3's events on SDL $version ($lib)"
EXPECT_SDL_VERSION="$version" EXPECT_SDL3_LIBRARY="$lib/libSDL3.so.0" \
    swift test "${flags[@]}" --skip-build --filter 'ScreenshotTests|SDL3BackendTests|DimmedDrawingTests' || failed+=("the screenshot suite and SDL 3's events")

window=(xvfb-run -a -s "-screen 0 2048x1200x24" env TOUCHTRACKER_WINDOW_TESTS=1)
# The window goldens are OpenGL's (Window-opengl), as `make test-window` checks them on SDL 2; SDL's software
# renderer is what the headless screenshot suite above checks against the software goldens.
say "the window goldens under Xvfb, SDL's OpenGL renderer"
"${window[@]}" SDL_RENDER_DRIVER=opengl swift test "${flags[@]}" --skip-build --filter WindowScreenshotTests \
    || failed+=("the window goldens (opengl)")
# Real X input (xdotool) moves the one pointer of its own X server: never beside other windows.
say "real X input under Xvfb"
"${window[@]}" SDL_RENDER_DRIVER=opengl swift test "${flags[@]}" --skip-build --filter WindowInputTests || failed+=("real X input")
say "the window under Wayland (weston, headless) against X11"
scripts/check-wayland.sh .build/sdl3/swift/debug/touchtracker || failed+=("Wayland")
if [ ${#failed[@]} -gt 0 ]; then
    echo "test-sdl3: FAILED after $((SECONDS - started)) s: $(IFS=';'; echo "${failed[*]}" | sed 's/;/; /g')" >&2
    exit 1
fi
say "passed in $((SECONDS - started)) s"
