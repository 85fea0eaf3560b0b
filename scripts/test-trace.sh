#!/bin/sh
# make test-trace: a trace opened in Debian's headless Chromium by Playwright for Python and in Debian's
# headless Firefox ESR by Marionette (scripts/test-trace.py; scripts/trace-venv.sh makes the venv).
set -e
binary=${1:-.build/debug/touchtracker}
out=${2:-.build/trace-test}
python=$(scripts/trace-venv.sh)
exec "$python" scripts/test-trace.py "$binary" "$out"
