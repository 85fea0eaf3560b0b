#!/bin/sh
# make test-trace: a trace opened in Debian's headless Chromium by Playwright for Python and in Debian's
# headless Firefox ESR by Marionette (scripts/test-trace.py, run by scripts/playwright.sh).
exec scripts/playwright.sh scripts/test-trace.py "${1:-.build/debug/touchtracker}" "${2:-.build/trace-test}"
