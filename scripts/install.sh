#!/usr/bin/env bash
# Installs (or with --uninstall removes) the app under PREFIX:
#   PREFIX/bin/touchtracker
#   PREFIX/share/touchtracker/DejaVuSans.ttf (and its license)   the font, found beside the binary
#   PREFIX/share/touchtracker/Playgrounds/*.playground          the lab's stations as lesson files (Open…)
#   PREFIX/share/touchtracker/Exercises/*.playground            the exercises and their solutions (Open… lists the exercises)
#   PREFIX/share/touchtracker/po/*.po, touchtracker.pot          the catalogues of the app's words (--lang, LANG; docs/translating.md)
#   PREFIX/share/applications/touchtracker.desktop                the menu entry
#   PREFIX/share/icons/hicolor/scalable/apps/touchtracker.svg     its icon
# Usage: scripts/install.sh PREFIX [BUILD_DIR]   (BUILD_DIR: where the built binary is, .build/release)
#        scripts/install.sh --uninstall PREFIX
set -euo pipefail
cd "$(dirname "$0")/.."
if [ "${1:-}" = "--uninstall" ]; then
    prefix=${2:?usage: install.sh --uninstall PREFIX}
    rm -f "$prefix/bin/touchtracker" "$prefix/share/applications/touchtracker.desktop" \
          "$prefix/share/icons/hicolor/scalable/apps/touchtracker.svg"
    rm -rf "$prefix/share/touchtracker"
    echo "uninstalled touchtracker from $prefix"
    exit 0
fi
prefix=${1:?usage: install.sh PREFIX [BUILD_DIR]}
build=${2:-.build/release}
[ -x "$build/touchtracker" ] || { echo "install: $build/touchtracker is not built" >&2; exit 1; }
install -d "$prefix/bin" "$prefix/share/touchtracker" "$prefix/share/applications" "$prefix/share/icons/hicolor/scalable/apps"
install -m 755 "$build/touchtracker" "$prefix/bin/touchtracker"
install -m 644 Assets/DejaVuSans.ttf Assets/DejaVuSans-LICENSE.txt "$prefix/share/touchtracker/"
install -d "$prefix/share/touchtracker/Playgrounds"
install -m 644 Assets/Playgrounds/*.playground "$prefix/share/touchtracker/Playgrounds/"
install -d "$prefix/share/touchtracker/Exercises"
install -m 644 Assets/Exercises/*.playground "$prefix/share/touchtracker/Exercises/"
install -d "$prefix/share/touchtracker/po"
install -m 644 Assets/po/*.po Assets/po/*.pot "$prefix/share/touchtracker/po/"
sed "s|^Exec=touchtracker|Exec=$prefix/bin/touchtracker|" Assets/touchtracker.desktop > "$prefix/share/applications/touchtracker.desktop"
chmod 644 "$prefix/share/applications/touchtracker.desktop"
install -m 644 Assets/touchtracker.svg "$prefix/share/icons/hicolor/scalable/apps/touchtracker.svg"
echo "installed touchtracker in $prefix/bin (run it from anywhere; $prefix/bin should be on your PATH)"
