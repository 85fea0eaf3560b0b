#!/usr/bin/env bash
# Proves that `Gestures` works as a versioned dependency: the working tree is committed into a temporary
# git repository, tagged, and Examples/GesturesConsumer (copied beside it) resolves it by URL and version,
# builds, and runs a tap and a pan. Everything lives in one temporary folder, removed on exit.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
version=0.2.0
work=$(mktemp -d "${TMPDIR:-/tmp}/tt-consumer.XXXXXX")
trap 'rm -rf "$work"' EXIT

repo="$work/touchtracker"
mkdir -p "$repo"
# The files git knows or would add (not .build, not ignored ones), as they are now.
(cd "$root" && git ls-files -z --cached --others --exclude-standard) |
    while IFS= read -r -d '' f; do
        if [ -f "$root/$f" ]; then mkdir -p "$repo/$(dirname "$f")"; cp -p "$root/$f" "$repo/$f"; fi
    done
git -C "$repo" init -q
git -C "$repo" add -A
git -C "$repo" -c user.name=consumer-check -c user.email=consumer-check@localhost commit -qm "snapshot for the consumer check"
git -C "$repo" tag "$version"

cp -R "$root/Examples/GesturesConsumer" "$work/consumer"
rm -rf "$work/consumer/.build" "$work/consumer/Package.resolved"
echo "check-consumer: building Examples/GesturesConsumer against $version of a tagged clone"
mkdir -p "$work/tmp"   # SwiftPM's lock files go here too, and so are removed with the rest
TMPDIR="$work/tmp" GESTURES_PACKAGE_URL="file://$repo" GESTURES_PACKAGE_VERSION="$version" \
    swift run --package-path "$work/consumer" --scratch-path "$work/build" -q consumer

# The setup the app prints for a lesson compiles as is against Gestures and behaves as the lab's station:
# the committed Playground.swift must be what the app prints now, then it is built and driven.
binary="$root/.build/debug/touchtracker"
if [ ! -x "$binary" ]; then (cd "$root" && swift build --product touchtracker -q); fi
(cd "$root" && "$binary" --playground Examples/Playgrounds/tap-chain.playground --print-code gestures) > "$work/Playground.swift"
if ! cmp -s "$work/Playground.swift" "$root/Examples/GesturesConsumer/Sources/playground/Playground.swift"; then
    echo "check-consumer: Examples/GesturesConsumer/Sources/playground/Playground.swift is not what the app prints now:" >&2
    diff "$root/Examples/GesturesConsumer/Sources/playground/Playground.swift" "$work/Playground.swift" >&2 || true
    exit 1
fi
cp "$work/Playground.swift" "$work/consumer/Sources/playground/Playground.swift"
TMPDIR="$work/tmp" GESTURES_PACKAGE_URL="file://$repo" GESTURES_PACKAGE_VERSION="$version" \
    swift run --package-path "$work/consumer" --scratch-path "$work/build" -q playground
