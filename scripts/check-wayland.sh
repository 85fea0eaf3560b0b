#!/usr/bin/env bash
# The SDL 3 backend's window under Wayland (`make test-sdl3` runs it): Debian's weston with its headless
# backend (installed when missing, as the other packages are), the same touch script replayed in a window
# under Xvfb (X11) and under weston (Wayland, DISPLAY unset), and the two state dumps compared whole: the
# same input gives the same engine log, drawing and timeline on both display servers.
# Usage: scripts/check-wayland.sh BINARY (the touchtracker built with the SDL3 trait).
set -euo pipefail
cd "$(dirname "$0")/.."
binary="$(realpath "$1")"
say() { echo "check-wayland: $*"; }
fail() { echo "check-wayland: FAILED: $*" >&2; exit 1; }
if ! command -v weston >/dev/null 2>&1; then
    sudo=""; if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
    say "weston is missing; running:"; echo "  $sudo apt-get update"; echo "  $sudo apt-get install -y weston"
    $sudo apt-get update
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y weston
fi
work="$(mktemp -d)"
weston_pid=""
cleanup() { [ -n "$weston_pid" ] && kill "$weston_pid" 2>/dev/null; rm -rf "$work"; }
trap cleanup EXIT
cat > "$work/s.tts" <<'TTS'
window 640 480
down 1 100 100
down 2 250 120
glide 0.5 1 160 380 2 300 360
up 1
up 2
wait 0.5
drag 100 400 500 400 0.3
wait 0.5
dump d.json
quit
TTS
mkdir -p "$work/x" "$work/wayland" "$work/runtime"
chmod 700 "$work/runtime"
xvfb-run -a -s "-screen 0 1280x1024x24" env SDL_RENDER_DRIVER=software "$binary" --script "$work/s.tts" --out "$work/x" \
    || fail "the script in a window under Xvfb"
# weston 10 (Debian 12) names its backend by its module: headless-backend.so.
export XDG_RUNTIME_DIR="$work/runtime"
weston --backend=headless-backend.so --socket=touchtracker-wl --width=1280 --height=1024 > "$work/weston.log" 2>&1 &
weston_pid=$!
for _ in $(seq 50); do [ -S "$XDG_RUNTIME_DIR/touchtracker-wl" ] && break; sleep 0.1; done
[ -S "$XDG_RUNTIME_DIR/touchtracker-wl" ] || { cat "$work/weston.log" >&2; fail "weston did not start"; }
env -u DISPLAY WAYLAND_DISPLAY=touchtracker-wl SDL_RENDER_DRIVER=software "$binary" --script "$work/s.tts" --out "$work/wayland" \
    || fail "the script in a window under weston (Wayland)"
dump() { python3 -c "import json,sys; print(json.dumps(json.load(open(sys.argv[1])), sort_keys=True, indent=1))" "$1"; }
diff <(dump "$work/x/d.json") <(dump "$work/wayland/d.json") > "$work/diff" || { head -40 "$work/diff" >&2; fail "the dumps under X11 and Wayland differ"; }
say "the same dump under X11 (Xvfb) and Wayland (weston, headless)"
