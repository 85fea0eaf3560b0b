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

cp -RL "$root/Examples/GesturesConsumer" "$work/consumer"   # -L: Station08 links the check mark from GestureExamples
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

# The same for the lab's 23 station files: each StationNN/Playground.swift is what the app prints now, and
# the `stations` target drives each with its station's interactions (Stations/NN-name.txt) and expected log.
for f in "$root"/Assets/Playgrounds/[0-9][0-9]-*.playground; do
    n=$(basename "$f" | cut -c1-2)
    (cd "$root" && "$binary" --playground "Assets/Playgrounds/$(basename "$f")" --print-code gestures) > "$work/Station$n.swift"
    if ! cmp -s "$work/Station$n.swift" "$root/Examples/GesturesConsumer/Sources/Station$n/Playground.swift"; then
        echo "check-consumer: Examples/GesturesConsumer/Sources/Station$n/Playground.swift is not what the app prints now for $f:" >&2
        diff "$root/Examples/GesturesConsumer/Sources/Station$n/Playground.swift" "$work/Station$n.swift" >&2 || true
        exit 1
    fi
done
TMPDIR="$work/tmp" GESTURES_PACKAGE_URL="file://$repo" GESTURES_PACKAGE_VERSION="$version" \
    swift run --package-path "$work/consumer" --scratch-path "$work/build" -q stations "$work/consumer/Stations"
