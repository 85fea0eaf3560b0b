#!/usr/bin/env bash
# `make install` works: installs the debug build into a temporary prefix, runs the installed binary from an
# unrelated folder with the package's own Assets out of reach (so it must find its installed font), then
# uninstalls and checks nothing is left. Everything lives in one temporary folder, removed on exit.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d "${TMPDIR:-/tmp}/tt-install.XXXXXX")
trap 'rm -rf "$work"' EXIT
prefix="$work/prefix"
"$root/scripts/install.sh" "$prefix" "$root/.build/debug" > /dev/null
# A copy of the tree outside the package: the binary cannot walk up to the package's Assets/.
cp -R "$prefix" "$work/moved"
cd "$work"
printf 'drag 100 100 300 150 0.2\nscreenshot shot.png\ndump d.json\n' > s.txt
TOUCHTRACKER_ASSET_TRACE=1 "$work/moved/bin/touchtracker" --headless --script s.txt --out "$work/out" 2> trace.txt
grep -q "DejaVuSans.ttf from $work/moved/share/touchtracker/DejaVuSans.ttf" trace.txt \
    || { echo "check-install: the installed font was not used:" >&2; cat trace.txt >&2; exit 1; }
[ -s "$work/out/shot.png" ] && grep -q '"begin": \[100.0, 100.0\]' "$work/out/d.json"
"$work/moved/bin/touchtracker" --version > /dev/null
# The installed catalogues: --lang finds zh_CN.po beside the font, and says nothing about English.
TOUCHTRACKER_ASSET_TRACE=1 "$work/moved/bin/touchtracker" --headless --script s.txt --out "$work/out" --lang zh_CN 2> trace.txt
grep -q "po from $work/moved/share/touchtracker/po" trace.txt && ! grep -q "stays in English" trace.txt \
    || { echo "check-install: the installed catalogues were not used:" >&2; cat trace.txt >&2; exit 1; }
# The playground's Open… lists the installed lesson files (the exercises, the stations, and Cancel).
printf 'scene playground\ntap 188 19\nwait 0.1\ndump p.json\n' > p.txt
"$work/moved/bin/touchtracker" --headless --script p.txt --out "$work/out" --export-dir "$work/empty"
[ "$(grep -c '"open.lesson.[0-9]*"' "$work/out/p.json")" -ge 12 ] \
    || { echo "check-install: Open… did not list the installed station files" >&2; exit 1; }
# The exercises are installed with their solutions, and the installed binary grades one.
exercises="$work/moved/share/touchtracker/Exercises"
[ "$(ls "$exercises"/*.solution.playground | wc -l)" -ge 5 ] \
    || { echo "check-install: the exercises were not installed in $exercises" >&2; exit 1; }
"$work/moved/bin/touchtracker" --headless --script "$exercises/tap-or-double-tap.solution.playground" --out "$work/out" > /dev/null \
    || { echo "check-install: the installed binary did not pass the installed tap-or-double-tap solution" >&2; exit 1; }
grep -q "^Exec=$prefix/bin/touchtracker$" "$prefix/share/applications/touchtracker.desktop"
[ -s "$prefix/share/icons/hicolor/scalable/apps/touchtracker.svg" ]
"$root/scripts/install.sh" --uninstall "$prefix" > /dev/null
left=$(find "$prefix" -type f | wc -l)
[ "$left" -eq 0 ] || { echo "check-install: $left files left after uninstall" >&2; exit 1; }
echo "check-install: installed, ran from $work with its own font, uninstalled"
