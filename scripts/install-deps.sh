#!/usr/bin/env bash
# Installs the Debian packages the project needs, only when something is missing.
# Usage: scripts/install-deps.sh [build|test]
#   build (default; `make run`, `make install`, `make build`): what building and running the app need:
#         pkg-config, SQLite (the drawing's store, through GRDB), SDL2, SDL2_ttf and SDL2_image, fontconfig
#         (the system's fonts for what the shipped font lacks), FriBidi (right-to-left text among left-to-right).
#   test  (`make test`): those, and what the tests need besides: Xvfb, xauth and Mesa's software OpenGL
#         (llvmpipe) for the tests that open a real window with SDL's OpenGL renderer; xdotool for the tests
#         that drive a real window with real X input; Chromium (headless, no display needed) for the test
#         that opens `touchtracker test`'s HTML report in a real browser; Firefox ESR, the second browser
#         a trace is opened in (make test-trace); xmllint (libxml2-utils) for the
#         test that checks its JUnit XML against the JUnit schema; python3-venv for the CI files' linters
#         (check-jsonschema and zizmor from PyPI, `make ci-lint-tools`); python3-yaml and mmdebstrap for the
#         check that every command of the CI examples' jobs is in its image (`make check-ci-commands`); Noto's CJK, core and colour emoji
#         fonts for the tests of text in other scripts; gettext's msgfmt for the check of the catalogues
#         (Assets/po).
# Uses sudo when not root. Safe to run again: it does nothing when everything is there.
set -euo pipefail
set_name=${1:-build}
build_packages=(pkg-config libsqlite3-dev libsdl2-dev libsdl2-ttf-dev libsdl2-image-dev libfontconfig-dev libfribidi-dev)
test_packages=(xvfb xauth libgl1-mesa-dri libglx-mesa0 xdotool chromium firefox-esr libxml2-utils python3-venv python3-yaml mmdebstrap fonts-noto-cjk fonts-noto-core fonts-noto-color-emoji gettext)
have_build() {
    command -v pkg-config >/dev/null 2>&1 && pkg-config --exists sdl2 SDL2_ttf SDL2_image sqlite3 fontconfig fribidi
}
have_test() {
    command -v xvfb-run >/dev/null 2>&1 && command -v xauth >/dev/null 2>&1 && command -v xdotool >/dev/null 2>&1 \
        && ls /usr/lib/*/dri/swrast_dri.so >/dev/null 2>&1 \
        && command -v chromium >/dev/null 2>&1 && command -v firefox-esr >/dev/null 2>&1 && command -v xmllint >/dev/null 2>&1 \
        && python3 -c 'import venv, ensurepip, yaml' >/dev/null 2>&1 && command -v mmdebstrap >/dev/null 2>&1 \
        && [ -e /usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc ] && [ -e /usr/share/fonts/truetype/noto/NotoColorEmoji.ttf ] \
        && [ -e /usr/share/fonts/truetype/noto/NotoSansDevanagari-Regular.ttf ] \
        && command -v msgfmt >/dev/null 2>&1
}
case "$set_name" in
    build) packages=("${build_packages[@]}"); have_all() { have_build; }; what="SDL2, SDL2_ttf, SDL2_image or SQLite" ;;
    test) packages=("${build_packages[@]}" "${test_packages[@]}"); have_all() { have_build && have_test; }
          what="SDL2, SQLite, Xvfb, xdotool, Mesa, Chromium, Firefox ESR, xmllint, python3-venv, python3-yaml, mmdebstrap or gettext" ;;
    *) echo "usage: install-deps.sh [build|test]" >&2; exit 2 ;;
esac
if have_all; then exit 0; fi
if ! command -v apt-get >/dev/null 2>&1; then
    echo "install-deps: $what is missing and this is not a Debian system;" >&2
    echo "install them with your package manager (${packages[*]})." >&2
    exit 1
fi
sudo=""
if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
echo "install-deps: some packages are missing ($what); running:"
echo "  $sudo apt-get update"
echo "  $sudo apt-get install -y ${packages[*]}"
$sudo apt-get update
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y "${packages[@]}"
have_all || { echo "install-deps: still missing after the install" >&2; exit 1; }
