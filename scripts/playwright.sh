#!/bin/sh
# Runs a Python script of the browser tests (scripts/test-trace.py, scripts/test-report.py, make bench's
# scripts/bench-trace.py) in a venv under .build: Playwright for Python driving Debian's headless Chromium (no
# browser download: the scripts drive /usr/bin/chromium), Mozilla's Marionette client driving Debian's Firefox
# ESR, and Pillow with pixelmatch (Playwright's image comparison) for a trace's picture against a screenshot.
set -e
venv=.build/playwright-venv
if ! "$venv/bin/python" -c 'import playwright, marionette_driver, PIL, pixelmatch' 2>/dev/null; then
    python3 -m venv "$venv"
    "$venv/bin/pip" install --quiet playwright marionette-driver pillow pixelmatch
fi
exec "$venv/bin/python" "$@"
