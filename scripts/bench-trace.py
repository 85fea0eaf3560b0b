#!/usr/bin/env python3
"""make bench: a trace's budgets (docs/trace.md), printed as figures beside their bounds, one line each:
- the size of a 10-second script's trace (at most 3 MB) and of a 60-second drawing's (at most 15 MB), and the
  lab's station 1 as a script and as a lesson;
- what recording costs: the lab's station scripts (`touchtracker test Tests/StationSuite --workers 1`) with
  `--trace on` against `--trace off`, run in pairs (off, then on at once) RUNS times: the median of the pairs'
  ratios (at most 15% more). A pair shares the machine's load of its moment; on this shared machine the
  medians of the two sides taken apart moved by 10 points between two runs of the bench a minute apart, and so
  did the fastest runs (both are printed too);
- in headless Chromium (Playwright for Python driving Debian's chromium, as make test-trace): a trace's first
  paint, a jump of the scrubber from the first frame to the last, and a drag of it across every frame at 60
  input events a second (each at most 1 s; the drag's slowest event too).

    bench-trace.py RELEASE_BINARY [RUNS]     (run by scripts/playwright.sh)
"""
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

from playwright.sync_api import sync_playwright

binary = os.path.abspath(sys.argv[1])
runs = int(sys.argv[2]) if len(sys.argv) > 2 else 9
root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
work = tempfile.mkdtemp(prefix="tt-bench-trace-")
env = {**os.environ, "CI": ""}


def line(what, figure, unit, bound):
    verdict = "ok" if figure <= bound else "OVER"
    print(f"{what}: {figure:.2f} {unit} (at most {bound:g} {unit}) {verdict}", flush=True)


def run(*args):
    p = subprocess.run([binary, *args], cwd=root, capture_output=True, text=True, env=env)
    if p.returncode not in (0, 3):
        sys.exit(f"bench-trace: {' '.join(args)} exited {p.returncode}: {p.stderr}")
    return p


def trace(script, name):
    out = os.path.join(work, name)
    run("--headless", "--script", script, "--out", os.path.join(work, "out"), "--trace", out)
    return out


ten = trace("Tests/TraceFixtures/ten-seconds.tts", "ten.html")
sixty = trace("Tests/TraceFixtures/sixty-seconds.tts", "sixty.html")
station = trace("Tests/StationSuite/01-tap-vs-double-tap.tts", "station-1.html")
lesson = os.path.join(work, "station-1-lesson.html")
run("trace", "Assets/Playgrounds/01-tap-vs-double-tap.playground", "--output", lesson)
mb = lambda p: os.path.getsize(p) / 1e6
line("trace size, a 10-second script (Tests/TraceFixtures/ten-seconds.tts)", mb(ten), "MB", 3)
line("trace size, a 60-second drawing (Tests/TraceFixtures/sixty-seconds.tts)", mb(sixty), "MB", 15)
print(f"trace size, the lab's station 1: as a script {mb(station) * 1000:.0f} KB, as a lesson {mb(lesson) * 1000:.0f} KB", flush=True)

times = {"off": [], "on": []}
for _ in range(runs):
    for mode in ("off", "on"):
        out = os.path.join(work, "suite-" + mode)
        shutil.rmtree(out, ignore_errors=True)
        started = time.monotonic()
        run("test", "Tests/StationSuite", "--workers", "1", "--trace", mode, "--output", out)
        times[mode].append(time.monotonic() - started)
pairs = [b / a for a, b in zip(times["off"], times["on"])]
print(f"the station scripts, --trace off: median {statistics.median(times['off']):.2f} s, fastest {min(times['off']):.2f} s; "
      f"--trace on: median {statistics.median(times['on']):.2f} s, fastest {min(times['on']):.2f} s ({runs} pairs, each off then on)", flush=True)
print("  each pair's on/off: " + " ".join(f"{r:.2f}" for r in pairs), flush=True)
line("what --trace on costs over --trace off (the median pair)", (statistics.median(pairs) - 1) * 100, "%", 15)

with sync_playwright() as pw:
    browser = pw.chromium.launch(executable_path="/usr/bin/chromium", headless=True, args=["--no-sandbox"])
    page = browser.new_page(viewport={"width": 1400, "height": 1000})
    for name, path in (("station 1", station), ("the 60-second drawing", sixty)):
        started = time.monotonic()
        page.goto("file://" + path)
        page.wait_for_selector("body[data-ready=true]")
        line(f"first paint, {name}", time.monotonic() - started, "s", 1)
        count = page.evaluate("JSON.parse(document.getElementById('trace-data').textContent).frames.length")
        show = "k => { const s = document.getElementById('scrubber'); s.value = k; s.dispatchEvent(new Event('input')); " \
               "return document.body.dataset.frame }"
        page.evaluate(show, 0)
        started = time.monotonic()
        shown = page.evaluate(show, count - 1)
        line(f"a jump from the first frame to the last, {name} ({count} frames)", time.monotonic() - started, "s", 1)
        assert shown == str(count - 1), f"the last frame shown: {shown}"
        # A drag across the whole scrubber in one second: 60 input events, each frame's picture shown.
        steps = [round(i * (count - 1) / 59) for i in range(60)]
        page.evaluate(show, 0)
        slowest, started = 0.0, time.monotonic()
        for k in steps:
            t = time.monotonic()
            page.evaluate(show, k)
            slowest = max(slowest, time.monotonic() - t)
        line(f"a drag from the first frame to the last, {name} (60 input events)", time.monotonic() - started, "s", 1)
        print(f"  its slowest input event: {slowest * 1000:.0f} ms", flush=True)
    browser.close()
shutil.rmtree(work, ignore_errors=True)
