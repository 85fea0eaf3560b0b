#!/usr/bin/env python3
"""A trace (docs/trace.md) in a real browser: Playwright for Python driving Debian's Chromium, headless, with no
browser download (make test-trace; scripts/playwright.sh makes the venv). It writes traces with the binary, opens
each from file:// and checks what a person would: the failing check selected on open with its expected and actual
side by side, the highlighted script line and the recognizer states shown at a frame, a click on a script line, the
keys (arrows, shift+arrows, space), markup in a script line and a file name shown as text, nothing fetched, and a
lesson's trace with its UIKit code. It leaves a screenshot of each viewer in the output folder.

    test-trace.py BINARY OUTPUT_FOLDER
"""
import json
import os
import shutil
import subprocess
import sys
import time

from playwright.sync_api import sync_playwright

from browser_checks import check, finish, new_page

binary, out = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2])
root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
shutil.rmtree(out, ignore_errors=True)
os.makedirs(out)


def run(*args, code):
    p = subprocess.run([binary, *args], cwd=root, capture_output=True, text=True, env={**os.environ, "CI": ""})
    check(p.returncode == code, f"{' '.join(args)} exited {p.returncode}, not {code}: {p.stderr}")
    return p


# A script whose name and lines hold markup, and whose last check fails.
hostile = os.path.join(out, "scripts", "<img src=x onerror=window.__pwned=1>.tts")
os.makedirs(os.path.dirname(hostile))
shutil.copy(os.path.join(root, "Tests/TraceFixtures/lab-tap.tts"), hostile)
trace = os.path.join(out, "lab-tap.html")
run("--headless", "--script", hostile, "--out", os.path.join(out, "run"), "--trace", trace, code=3)
again = os.path.join(out, "lab-tap-again.html")
run("--headless", "--script", hostile, "--out", os.path.join(out, "run"), "--trace", again, code=3)
check(open(trace, "rb").read() == open(again, "rb").read(), "the same script gives the same bytes")
lesson = os.path.join(out, "station-1.html")
run("trace", "Assets/Playgrounds/01-tap-vs-double-tap.playground", "--output", lesson, code=0)

with sync_playwright() as pw:
    browser, page, requests, errors = new_page(pw, 1400, 1000)
    started = time.monotonic()
    page.goto("file://" + trace)
    page.wait_for_selector("body[data-ready=true]")
    print(f"first paint: {time.monotonic() - started:.2f} s", flush=True)
    data = page.evaluate("JSON.parse(document.getElementById('trace-data').textContent)")
    frames, steps = data["frames"], data["steps"]
    check(len(frames) >= 5, f"frames recorded: {len(frames)}")

    # On open: the failing check selected, its expected and actual side by side, the frame at it.
    selected = page.locator("#checks li.selected")
    check(selected.count() == 1 and "failed" in selected.get_attribute("class"), "the failing check is selected on open")
    check(":13" in selected.inner_text(), f"the failing check is line 13: {selected.inner_text()}")
    check(page.locator("#check-detail pre.expected").inner_text().split("\n")[:2] == ["s1.doubleTap ended", "s1.tap ended"],
          "expected lines shown: " + page.locator("#check-detail pre.expected").inner_text())
    check(page.locator("#check-detail pre.actual").inner_text().strip() == "s1.doubleTap ended",
          "actual lines shown: " + page.locator("#check-detail pre.actual").inner_text())
    failing = [c for c in data["checks"] if not c["passed"]][0]
    check(page.evaluate("document.body.dataset.frame") == str(failing["frame"]), "the frame shown is the failing check's")
    page.screenshot(path=os.path.join(out, "viewer.png"), full_page=True)

    # Markup in the file name and in a line is text, and ran nothing.
    check("<img src=x onerror=window.__pwned=1>.tts" in page.locator("#file").inner_text(), "the file name is shown as text")
    check("<script>alert(1)</script>" in page.locator('#script .line[data-line="1"] .text').inner_text(), "a line's markup is text")
    check(page.evaluate("window.__pwned") is None, "no markup ran")
    check(page.locator("img[onerror]").count() == 0 and page.locator("#script script").count() == 0, "no element was made from markup")

    # Scrub: each step's frame shows its line highlighted and the recognizers' states as the data says.
    scrubber = page.locator("#scrubber")
    seen_states = set()
    for k in range(0, len(frames), max(1, len(frames) // 25)):
        scrubber.fill(str(k))
        check(page.evaluate("document.body.dataset.frame") == str(k), f"scrubbed to frame {k}")
        line = frames[k]["l"]
        if line:
            check(page.locator("#script .line.current").get_attribute("data-line") == str(line), f"frame {k} highlights line {line}")
    recs = None
    for k, f in enumerate(frames):
        recs = f.get("r", recs)
        if any(state != "possible" for _, state in recs):
            scrubber.fill(str(k))
            for name, state in recs:
                shown = page.locator(f'#recognizers tr[data-recognizer="{name}"] td.state').inner_text()
                check(shown == state, f"frame {k}: {name} shown {shown}, the data says {state}")
                seen_states.add((name, state))
    # A discrete recognizer is reset in the event that recognized it: its action shows in the timeline's column.
    lane = [l for l in data["lanes"] if l["kind"] == "recognizer" and l["name"] == "s1.tap"][0]
    action = [m for m in lane["marks"] if m["style"] == "action"][0]
    k = [k for k, f in enumerate(frames) if f["t"] >= action["time"] - 1e-6][0]
    scrubber.fill(str(k))
    now = page.locator('#recognizers tr[data-recognizer="s1.tap"] td.why').inner_text()
    check("action ended" in now, f"frame {k} at {frames[k]['t']} s shows s1.tap's action: '{now}'")
    waiting = [s for s in lane["spans"] if s["style"] == "waiting"][0]
    k = [k for k, f in enumerate(frames) if waiting["start"] <= f["t"] < (waiting["end"] or 1e9)][0]
    scrubber.fill(str(k))
    now = page.locator('#recognizers tr[data-recognizer="s1.tap"] td.why').inner_text()
    check(waiting["label"] in now, f"frame {k} shows s1.tap waiting: '{now}', the lane says '{waiting['label']}'")

    # A click on a script line jumps to its frame; the keys step.
    tap_line = [s for s in steps if s[1] == 9][0]
    page.locator('#script .line[data-line="9"]').click()
    check(page.evaluate("document.body.dataset.frame") == str(tap_line[2]), "a click on line 9 shows its frame")
    check(page.locator("#script .line.current").get_attribute("data-line") == "9", "and highlights it")
    page.keyboard.press("ArrowRight")
    check(page.evaluate("document.body.dataset.frame") == str(tap_line[2] + 1), "→ one frame")
    page.keyboard.press("ArrowLeft")
    check(page.evaluate("document.body.dataset.frame") == str(tap_line[2]), "← one frame back")
    page.keyboard.press("Shift+ArrowRight")
    later = sorted({s[2] for s in steps if s[2] > tap_line[2]})[0]
    check(page.evaluate("document.body.dataset.frame") == str(later), f"shift+→ the next script step's frame ({later})")
    page.keyboard.press("Shift+ArrowLeft")
    check(page.evaluate("document.body.dataset.frame") == str(tap_line[2]), "shift+← back to line 9's")
    page.keyboard.press("Home")
    page.keyboard.press("Space")
    check(page.evaluate("document.body.dataset.playing") == "1", "space plays at 1x")
    page.wait_for_timeout(600)
    moved = int(page.evaluate("document.body.dataset.frame"))
    check(moved > 0, "playing moves on")
    check(frames[moved]["t"] <= 0.6 + 0.25, f"at 1x: {frames[moved]['t']} s of the run after 0.6 s")
    page.keyboard.press("Space")
    check(page.evaluate("document.body.dataset.playing") is None, "space stops")
    page.keyboard.press("Home")
    page.keyboard.press("Shift+Space")
    check(page.evaluate("document.body.dataset.playing") == "0.25", "shift+space plays at 1/4x")
    page.keyboard.press("Space")

    # Scrubbing from the first frame to the last.
    started = time.monotonic()
    for k in range(0, len(frames)):
        page.evaluate(f"document.getElementById('scrubber').value = {k}; document.getElementById('scrubber').dispatchEvent(new Event('input'))")
    print(f"scrub through {len(frames)} frames: {time.monotonic() - started:.2f} s", flush=True)

    # A lesson's trace: the lesson's lines, its UIKit code.
    page.goto("file://" + lesson)
    page.wait_for_selector("body[data-ready=true]")
    check("UITapGestureRecognizer" in page.locator("#code-text").inner_text(), "the lesson's UIKit code is shown")
    check("try tap 100 100" in page.locator("#script").inner_text(), "the lesson's lines are shown")
    page.locator('#script .line.step').first.click()
    check(page.locator("#script .line.current").count() == 1, "a lesson line highlighted")
    page.screenshot(path=os.path.join(out, "lesson.png"), full_page=True)

    csp = page.locator('meta[http-equiv="Content-Security-Policy"]').get_attribute("content")
    check("connect-src 'none'" in csp and "script-src 'sha256-" in csp and "unsafe-inline" not in csp.split("script-src")[1].split(";")[0],
          f"the page's CSP loads nothing and runs only the viewer: {csp}")
    check(all(u.startswith("file:") or u.startswith("data:") for u in requests), f"nothing fetched: {[u for u in requests if not u.startswith(('file:', 'data:'))]}")
    check(not errors, f"no error in the page: {errors}")
    browser.close()

finish("test-trace")
