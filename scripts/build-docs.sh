#!/usr/bin/env bash
# Builds the DocC catalog of `Gestures` with the toolchain's own docc (no plugin dependency, so packages
# that depend on `Gestures` inherit nothing). Any warning fails the build.
set -euo pipefail
cd "$(dirname "$0")/.."
scratch=.build-docs
graphs="$scratch/symbol-graphs"
rm -rf "$graphs" "$scratch/Gestures.doccarchive"
mkdir -p "$graphs"
swift build --scratch-path "$scratch" --target Gestures \
    -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$graphs"
docc=$(command -v docc || true)
if [ -z "$docc" ]; then docc="$(dirname "$(readlink -f "$(command -v swift)")")/docc"; fi
"$docc" convert Sources/Gestures/Gestures.docc \
    --additional-symbol-graph-dir "$graphs" \
    --output-path "$scratch/Gestures.doccarchive" \
    --fallback-display-name Gestures --fallback-bundle-identifier org.touchtracker.Gestures \
    --warnings-as-errors
echo "docs: $scratch/Gestures.doccarchive"
