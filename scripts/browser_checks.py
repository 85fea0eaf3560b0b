"""The browser tests' tally (scripts/test-trace.py, scripts/test-report.py): each check counted, a failed one
printed as it happens, and the exit code at the end."""
import sys

failures = []
passed = 0


def check(condition, what):
    global passed
    if condition:
        passed += 1
    else:
        failures.append(what)
        print("FAIL:", what, flush=True)


def finish(name):
    print(f"{name}: {passed} passed, {len(failures)} failed")
    sys.exit(1 if failures else 0)


def new_page(pw, width, height):
    """Debian's Chromium, headless, and a page of WIDTHxHEIGHT that keeps every URL it fetches and every
    error of its scripts: (browser, page, requests, errors)."""
    browser = pw.chromium.launch(executable_path="/usr/bin/chromium", headless=True, args=["--no-sandbox"])
    page = browser.new_page(viewport={"width": width, "height": height})
    requests, errors = [], []
    page.on("request", lambda r: requests.append(r.url))
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
    return browser, page, requests, errors
