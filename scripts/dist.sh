#!/usr/bin/env bash
# `make dist`: touchtracker-VERSION-linux-ARCH.tar.gz, a binary that runs on a Debian machine with no Swift.
# The Swift runtime and Foundation are linked in (`--static-swift-stdlib`); what stays dynamic is the C
# world the system provides: SDL 2, SDL2_ttf, SDL2_image, SQLite, glibc, libstdc++ (checked with ldd: a
# libswift*, libFoundation*, libdispatch or libBlocksRuntime left dynamic fails the build).
# Layout (the installed one of scripts/install.sh, so the binary finds its font beside it):
#   touchtracker-VERSION-linux-ARCH/bin/touchtracker
#   touchtracker-VERSION-linux-ARCH/share/touchtracker/{DejaVuSans.ttf,DejaVuSans-LICENSE.txt,Playgrounds/,Exercises/,po/}
#   touchtracker-VERSION-linux-ARCH/share/applications/touchtracker.desktop, share/icons/.../touchtracker.svg
#   touchtracker-VERSION-linux-ARCH/README, LICENSE
# Usage: scripts/dist.sh [OUTDIR]   (default: the current folder); prints the tarball's path last.
set -euo pipefail
cd "$(dirname "$0")/.."
out=${1:-.}
swift=${SWIFT:-swift}
version=$(sed -n 's/.*static let current = "\(.*\)".*/\1/p' Sources/TouchTracker/Version.swift)
arch=$(uname -m)
name="touchtracker-$version-linux-$arch"
# shellcheck source=scripts/runtime-packages.sh
. scripts/runtime-packages.sh

"$swift" build -c release --static-swift-stdlib --product touchtracker
bin=$("$swift" build -c release --static-swift-stdlib --show-bin-path)/touchtracker

# Nothing Swift-ish may be left to the dynamic linker.
deps=$(ldd "$bin")
if echo "$deps" | grep -Ei 'libswift|libFoundation|libdispatch|libBlocksRuntime|lib_Foundation|libicu|not found'; then
    echo "dist: $bin still needs the libraries above at run time (not linked statically)" >&2
    exit 1
fi

stage=$(mktemp -d)
trap 'rm -rf "$stage"' EXIT
root="$stage/$name"
scripts/install.sh "$root" "$(dirname "$bin")" >/dev/null
strip "$root/bin/touchtracker" 2>/dev/null || true
cp LICENSE "$root/LICENSE"
{
    echo "TouchTracker $version for Linux ($arch)"
    echo
    echo "The Swift runtime is linked into bin/touchtracker: no Swift toolchain is needed. What it needs at run"
    echo "time, from the system: SDL 2 (2.0.18 or newer), SDL2_ttf, SDL2_image, SQLite 3, fontconfig and FriBidi. On"
    echo "Debian 12 or newer (or Ubuntu 22.04 or newer), as root (a CI container: no sudo there, and no package"
    echo "lists until apt-get update):"
    echo
    echo "    apt-get update"
    echo "    apt-get install -y ${runtime_packages[*]}"
    echo
    echo "(as another user, put sudo before each). For text in Chinese, Japanese, Korean, Devanagari, Thai and"
    echo "emoji, which the shipped DejaVu Sans lacks, a machine should also have their fonts:"
    echo
    echo "    apt-get install -y ${font_packages[*]}"
    echo
    echo "Then, from this folder, either run it where it is:"
    echo
    echo "    bin/touchtracker                       # the app (a window)"
    echo "    bin/touchtracker test checks/          # a folder of touch scripts as a test suite"
    echo
    echo "or install it under /usr/local (it finds its font in ../share/touchtracker beside bin/):"
    echo
    echo "    sudo cp -R bin share /usr/local/"
    echo
    echo "In CI: tar -xzf $name.tar.gz -C /opt && export PATH=/opt/$name/bin:\$PATH"
    echo "Documentation: docs/ci.md and docs/touch-scripts.md in the sources."
    echo
    echo "The libraries bin/touchtracker links to (ELF NEEDED; libstdc++, libgcc and glibc are on every Debian):"
    objdump -p "$bin" | awk '/NEEDED/ {print "    " $2}'
} > "$root/README"
mkdir -p "$out"
tarball="$(cd "$out" && pwd)/$name.tar.gz"
tar -C "$stage" --owner=0 --group=0 --numeric-owner -czf "$tarball.tmp" "$name"
mv "$tarball.tmp" "$tarball"
echo "dist: $(du -h "$tarball" | cut -f1) $tarball"
echo "$tarball"
