#!/bin/sh
# The Python that drives a browser for traces (make test-trace, make bench): a venv under .build with
# Playwright for Python from PyPI (no browser download: it drives Debian's /usr/bin/chromium) and Mozilla's
# Marionette client (for Debian's firefox-esr), Pillow and pixelmatch (Playwright's image comparison) for a
# frame's picture against a screenshot. Made when missing; prints the venv's python.
set -e
venv=.build/trace-venv
if ! "$venv/bin/python" -c 'import playwright, marionette_driver, PIL, pixelmatch' 2>/dev/null; then
    python3 -m venv "$venv" >&2
    "$venv/bin/pip" install --quiet playwright marionette-driver pillow pixelmatch >&2
fi
echo "$venv/bin/python"
