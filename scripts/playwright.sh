#!/bin/sh
# Runs a Python script of the browser tests (scripts/test-trace.py, scripts/test-report.py) with Playwright for
# Python driving Debian's headless Chromium. Playwright comes from PyPI into a venv under .build (no browser
# download: the scripts drive /usr/bin/chromium).
set -e
venv=.build/playwright-venv
if ! "$venv/bin/python" -c 'import playwright' 2>/dev/null; then
    python3 -m venv "$venv"
    "$venv/bin/pip" install --quiet playwright
fi
exec "$venv/bin/python" "$@"
