#!/usr/bin/env bash
# Builds the DocC catalog of `Gestures` with the toolchain's own docc (no plugin dependency, so packages
# that depend on `Gestures` inherit nothing). Any warning fails the build.
set -euo pipefail
cd "$(dirname "$0")/.."
scratch=.build-docs
graphs="$scratch/symbol-graphs"
# The symbol graphs are written by the compiler, so they belong to the build: a build with nothing to
# recompile writes none. They are kept between runs (a second `make docs` reuses them); when they are missing
# while the build is cached (someone deleted them), the scratch folder starts over.
rm -rf "$scratch/Gestures.doccarchive"
if [ ! -f "$graphs/Gestures.symbols.json" ]; then rm -rf "$scratch"; fi
mkdir -p "$graphs"
swift build --scratch-path "$scratch" --target Gestures \
    -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$graphs"
if [ ! -f "$graphs/Gestures.symbols.json" ]; then
    echo "docs: the build wrote no symbol graph for Gestures into $graphs" >&2
    exit 1
fi
docc=$(command -v docc || true)
if [ -z "$docc" ]; then docc="$(dirname "$(readlink -f "$(command -v swift)")")/docc"; fi
"$docc" convert Sources/Gestures/Gestures.docc \
    --additional-symbol-graph-dir "$graphs" \
    --output-path "$scratch/Gestures.doccarchive" \
    --fallback-display-name Gestures --fallback-bundle-identifier org.touchtracker.Gestures \
    --warnings-as-errors
echo "docs: $scratch/Gestures.doccarchive"
