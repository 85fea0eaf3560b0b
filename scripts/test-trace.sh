#!/bin/sh
# make test-trace: a trace opened in Debian's headless Chromium by Playwright for Python (scripts/test-trace.py).
# Playwright comes from PyPI into a venv under .build (no browser download: it drives /usr/bin/chromium).
set -e
binary=${1:-.build/debug/touchtracker}
out=${2:-.build/trace-test}
venv=.build/trace-venv
if ! "$venv/bin/python" -c 'import playwright' 2>/dev/null; then
    python3 -m venv "$venv"
    "$venv/bin/pip" install --quiet playwright
fi
exec "$venv/bin/python" scripts/test-trace.py "$binary" "$out"
