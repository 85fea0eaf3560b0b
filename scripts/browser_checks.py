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
