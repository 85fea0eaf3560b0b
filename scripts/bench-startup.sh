#!/usr/bin/env bash
# `make bench`: the start-up of touchtracker built by `swift build -c release` and of the dist tarball's
# binary (`make dist`), side by side: a headless script of one frame, run RUNS times each, in turn, so a
# drifting machine weighs on both alike. Prints each one's median and fastest wall time, in milliseconds.
# Usage: scripts/bench-startup.sh BUILT_BINARY TARBALL [RUNS]
set -euo pipefail
built=$1 tarball=$2 runs=${3:-20}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
tar -xzf "$tarball" -C "$work"
dist=$(ls -d "$work"/touchtracker-*/bin/touchtracker)
printf 'window 320 240\nwait 0.016\ndump d.json\n' > "$work/s.tts"
now_ms() { date +%s%N | awk '{ printf "%.3f", $1 / 1000000 }'; }
for i in $(seq "$runs"); do
    for which in built dist; do
        bin=$built; [ "$which" = dist ] && bin=$dist
        t0=$(now_ms)
        "$bin" --headless --script "$work/s.tts" --out "$work/out" >/dev/null
        t1=$(now_ms)
        echo "$which $(awk -v a="$t0" -v b="$t1" 'BEGIN { printf "%.3f", b - a }')" >> "$work/times"
    done
done
for which in built dist; do
    grep "^$which " "$work/times" | awk '{ print $2 }' | sort -n | awk -v w="$which" '
        { v[NR] = $1 } END { printf "start-up, %s binary: median %.1f ms, fastest %.1f ms (%d runs)\n", w == "dist" ? "the dist tarball'\''s" : "swift build -c release", v[int((NR + 1) / 2)], v[1], NR }'
done
