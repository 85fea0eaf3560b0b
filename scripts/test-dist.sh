#!/usr/bin/env bash
# `make test-dist`: the tarball of `make dist` on a Debian with no Swift. A minimal Debian root (mmdebstrap's
# `essential` variant plus the run-time packages of scripts/runtime-packages.sh, nothing else) is made once
# under .build/dist-root/ (made again only when that list changes); the tarball is unpacked into it, and
# the project's suites run there through `chroot` as `make test-suite` runs them: the golden scenes, the
# lab's stations and the runner's passing fixtures, every script checked against its goldens.
# Needs root (chroot, mount), mmdebstrap (installed with apt-get when missing) and Debian's mirror.
# Usage: scripts/test-dist.sh TARBALL SCRIPT_PATH...   (the paths relative to the clone)
set -euo pipefail
cd "$(dirname "$0")/.."
tarball=${1:?usage: test-dist.sh TARBALL SCRIPT_PATH...}; shift
[ "$#" -gt 0 ] || { echo "test-dist: no script paths given" >&2; exit 2; }
[ "$(id -u)" -eq 0 ] || { echo "test-dist: needs root (chroot and mount); run it as root, or with sudo" >&2; exit 1; }
# shellcheck source=scripts/runtime-packages.sh
. scripts/runtime-packages.sh
suite=${DIST_SUITE:-bookworm}
start=$(date +%s%N)
elapsed() { local ms=$(( ($(date +%s%N) - start) / 1000000 )); printf '%d.%d' $((ms / 1000)) $((ms % 1000 / 100)); }

if ! command -v mmdebstrap >/dev/null 2>&1; then
    echo "test-dist: installing mmdebstrap (apt-get install -y mmdebstrap)"
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq mmdebstrap >/dev/null
fi

key=$(echo "$suite ${runtime_packages[*]}" | sha256sum | cut -c1-12)
root="$PWD/.build/dist-root/$suite-$key"
if [ ! -f "$root/.complete" ]; then
    rm -rf "$root"; mkdir -p "$(dirname "$root")"
    echo "test-dist: a bare Debian $suite root with only ${runtime_packages[*]} (mmdebstrap, once) in $root"
    mmdebstrap --quiet --variant=essential --include="$(IFS=,; echo "${runtime_packages[*]}")" "$suite" "$root"
    touch "$root/.complete"
    echo "test-dist: the root made in $(elapsed) s ($(du -sh "$root" | cut -f1))"
else
    echo "test-dist: the cached root $root"
fi
if chroot "$root" sh -c 'command -v swift || ls /usr/lib/*/libswiftCore.so /usr/lib/swift 2>/dev/null'; then
    echo "test-dist: the root has Swift in it: it proves nothing" >&2; exit 1
fi

work="$root/tt"
cleanup() { umount "$root/proc" 2>/dev/null || true; rm -rf "$work"; }
trap cleanup EXIT
rm -rf "$work"; mkdir -p "$work/opt" "$work/src"
tar -xzf "$tarball" -C "$work/opt"
dir=$(basename "$tarball" .tar.gz)
# Each script's folder whole (a script's goldens are beside it), links followed.
for p in "$@"; do
    folder=$p; [ -d "$p" ] || folder=$(dirname "$p")
    [ -e "$work/src/$folder" ] || { mkdir -p "$work/src/$(dirname "$folder")"; cp -RL "$folder" "$work/src/$folder"; }
done
mount -t proc proc "$root/proc"
echo "test-dist: unpacked, $(elapsed) s from the start; running the suites in the root:"
chroot "$root" /tt/opt/"$dir"/bin/touchtracker --version
cd_and_run="cd /tt/src && /tt/opt/$dir/bin/touchtracker test $* --output /tt/results --junit /tt/junit.xml"
first=""
while IFS= read -r line; do
    printf '%s\n' "$line"; last=$line
    if [ -z "$first" ]; then first=$(elapsed); echo "test-dist: the first script ran $first s from the start"; fi
done < <(code=0; chroot "$root" env -i PATH=/usr/bin:/bin HOME=/tt TMPDIR=/tmp sh -c "$cd_and_run" 2>&1 || code=$?; echo "exit $code")
case "$last" in
    "exit 0") ;;
    *) rm -rf .build/dist-results; cp -R "$work/results" .build/dist-results 2>/dev/null || true
       echo "test-dist: the suites failed in the root ($last; their output in .build/dist-results)" >&2; exit 1 ;;
esac
echo "test-dist: passed, $(elapsed) s from the start"
