#!/usr/bin/env python3
"""A trace (docs/trace.md) in real browsers: Debian's Chromium driven by Playwright for Python and Debian's Firefox
ESR driven by Mozilla's Marionette client, both headless, with no browser download (make test-trace;
scripts/playwright.sh makes the venv). It writes traces with the binary, opens each from file:// in each browser
and checks what a person would: the failing check selected on open with its expected and actual side by side,
the highlighted script line and the recognizer states shown at a frame, a click on a script line, the keys
(arrows, shift+arrows, space), markup in a script line and a file name shown as text, nothing fetched
(Chromium, which reports every request), and a lesson's trace with its UIKit code; and, in Chromium, the
picture of a frame against the run's own screenshot of that moment, within the screenshot tolerance. It leaves
a screenshot of each viewer in the output folder.

    test-trace.py BINARY OUTPUT_FOLDER
"""
import gc
import json
import os
import shutil
import subprocess
import sys
import time

from marionette_driver.keys import Keys
from marionette_driver.marionette import ActionSequence, Marionette
from PIL import Image, ImageChops, ImageFilter
from pixelmatch.contrib.PIL import pixelmatch
from playwright.sync_api import sync_playwright

from browser_checks import check, finish

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


class Chromium:
    """Debian's Chromium through Playwright: every request and every error of the page recorded."""
    name = "Chromium"

    def __init__(self, pw):
        self.browser = pw.chromium.launch(executable_path="/usr/bin/chromium", headless=True, args=["--no-sandbox"])
        self.page = self.browser.new_page(viewport={"width": 1400, "height": 1000})
        self.requests, self.errors = [], []
        self.page.on("request", lambda r: self.requests.append(r.url))
        self.page.on("pageerror", lambda e: self.errors.append(str(e)))
        self.page.on("console", lambda m: self.errors.append(m.text) if m.type == "error" else None)

    def goto(self, path):
        self.page.goto("file://" + path)
        self.page.wait_for_selector("body[data-ready=true]")

    def js(self, expression): return self.page.evaluate(expression)
    def text(self, selector): return self.page.locator(selector).inner_text()
    def attr(self, selector, name): return self.page.locator(selector).get_attribute(name)
    def count(self, selector): return self.page.locator(selector).count()
    def click(self, selector): self.page.locator(selector).first.click()
    def press(self, key): self.page.keyboard.press(key)
    def scrub(self, k): self.page.locator("#scrubber").fill(str(k))
    def wait(self, ms): self.page.wait_for_timeout(ms)
    def screenshot(self, path): self.page.screenshot(path=path, full_page=True)
    def close(self): self.browser.close()


class Firefox:
    """Debian's Firefox ESR through Marionette (Playwright drives only its own build of Firefox): keys as WebDriver
    actions, clicks on elements; it reports no requests, so what is fetched is Chromium's check."""
    name = "Firefox"
    keys = {"ArrowRight": Keys.ARROW_RIGHT, "ArrowLeft": Keys.ARROW_LEFT, "Home": Keys.HOME, "End": Keys.END,
            "Space": Keys.SPACE, "Shift": Keys.SHIFT}

    def __init__(self):
        self.m = Marionette(bin="/usr/bin/firefox-esr", headless=True, gecko_log=os.path.join(out, "firefox.log"))
        self.m.start_session()
        self.m.set_window_rect(width=1400, height=1000)
        self.requests, self.errors = [], []

    def goto(self, path):
        self.m.navigate("file://" + path)
        deadline = time.monotonic() + 10
        while self.js("document.body && document.body.dataset.ready") != "true":
            if time.monotonic() > deadline:
                self.errors.append("the viewer never became ready")
                break
            time.sleep(0.05)

    def js(self, expression): return self.m.execute_script("return " + expression, sandbox=None)
    def text(self, selector): return self.m.execute_script("return document.querySelector(arguments[0]).innerText", script_args=[selector], sandbox=None)
    def attr(self, selector, name):
        return self.m.execute_script("const e = document.querySelector(arguments[0]); return e && e.getAttribute(arguments[1])",
                                     script_args=[selector, name], sandbox=None)
    def count(self, selector): return self.m.execute_script("return document.querySelectorAll(arguments[0]).length", script_args=[selector], sandbox=None)
    def click(self, selector): self.m.find_element("css selector", selector).click()

    def press(self, key):
        names = key.split("+")
        seq = ActionSequence(self.m, "key", "keyboard")
        for n in names: seq.key_down(self.keys[n])
        for n in reversed(names): seq.key_up(self.keys[n])
        seq.perform()

    def scrub(self, k):   # as Playwright's fill does on a range: the value set, its input event
        self.m.execute_script("const s = document.getElementById('scrubber'); s.value = arguments[0]; s.dispatchEvent(new Event('input', {bubbles: true}))",
                              script_args=[str(k)], sandbox=None)

    def wait(self, ms): time.sleep(ms / 1000)
    def screenshot(self, path):
        with open(path, "wb") as f: f.write(self.m.screenshot(format="binary", full=True))
    def close(self):
        self.m.delete_session()
        self.m.cleanup()
        # The profile's own __del__ removes its folder again: let it run now, not as Python shuts down (where
        # its import fails and prints a traceback into the test's output).
        self.m = None
        gc.collect()


def check_viewer(b):
    """The checks a person would make of a failing script's trace and of a lesson's, in browser `b`."""
    name = b.name
    started = time.monotonic()
    b.goto(trace)
    print(f"{name}: first paint: {time.monotonic() - started:.2f} s", flush=True)
    data = b.js("JSON.parse(document.getElementById('trace-data').textContent)")
    frames, steps = data["frames"], data["steps"]
    check(len(frames) >= 5, f"{name}: frames recorded: {len(frames)}")

    # On open: the failing check selected, its expected and actual side by side, the frame at it.
    selected = "#checks li.selected"
    check(b.count(selected) == 1 and "failed" in b.attr(selected, "class"), f"{name}: the failing check is selected on open")
    check(":13" in b.text(selected), f"{name}: the failing check is line 13: {b.text(selected)}")
    expected = b.text("#check-detail pre.expected")
    check(expected.split("\n")[:2] == ["s1.doubleTap ended", "s1.tap ended"], f"{name}: expected lines shown: {expected}")
    actual = b.text("#check-detail pre.actual")
    check(actual.strip() == "s1.doubleTap ended", f"{name}: actual lines shown: {actual}")
    failing = [c for c in data["checks"] if not c["passed"]][0]
    check(b.js("document.body.dataset.frame") == str(failing["frame"]), f"{name}: the frame shown is the failing check's")
    b.screenshot(os.path.join(out, "viewer.png" if name == "Chromium" else f"viewer-{name.lower()}.png"))

    # Markup in the file name and in a line is text, and ran nothing.
    check("<img src=x onerror=window.__pwned=1>.tts" in b.text("#file"), f"{name}: the file name is shown as text")
    check("<script>alert(1)</script>" in b.text('#script .line[data-line="1"] .text'), f"{name}: a line's markup is text")
    check(b.js("window.__pwned") is None, f"{name}: no markup ran")
    check(b.count("img[onerror]") == 0 and b.count("#script script") == 0, f"{name}: no element was made from markup")

    # Scrub: each step's frame shows its line highlighted and the recognizers' states as the data says.
    for k in range(0, len(frames), max(1, len(frames) // 25)):
        b.scrub(k)
        check(b.js("document.body.dataset.frame") == str(k), f"{name}: scrubbed to frame {k}")
        line = frames[k]["l"]
        if line:
            check(b.attr("#script .line.current", "data-line") == str(line), f"{name}: frame {k} highlights line {line}")
    recs = None
    for k, f in enumerate(frames):
        recs = f.get("r", recs)
        if any(state != "possible" for _, state in recs):
            b.scrub(k)
            for rec, state in recs:
                shown = b.text(f'#recognizers tr[data-recognizer="{rec}"] td.state')
                check(shown == state, f"{name}: frame {k}: {rec} shown {shown}, the data says {state}")
    # A discrete recognizer is reset in the event that recognized it: its action shows in the timeline's column.
    lane = [l for l in data["lanes"] if l["kind"] == "recognizer" and l["name"] == "s1.tap"][0]
    action = [m for m in lane["marks"] if m["style"] == "action"][0]
    k = [k for k, f in enumerate(frames) if f["t"] >= action["time"] - 1e-6][0]
    b.scrub(k)
    now = b.text('#recognizers tr[data-recognizer="s1.tap"] td.why')
    check("action ended" in now, f"{name}: frame {k} at {frames[k]['t']} s shows s1.tap's action: '{now}'")
    waiting = [s for s in lane["spans"] if s["style"] == "waiting"][0]
    k = [k for k, f in enumerate(frames) if waiting["start"] <= f["t"] < (waiting["end"] or 1e9)][0]
    b.scrub(k)
    now = b.text('#recognizers tr[data-recognizer="s1.tap"] td.why')
    check(waiting["label"] in now, f"{name}: frame {k} shows s1.tap waiting: '{now}', the lane says '{waiting['label']}'")

    # A click on a script line jumps to its frame; the keys step.
    tap_line = [s for s in steps if s[1] == 9][0]
    b.click('#script .line[data-line="9"]')
    check(b.js("document.body.dataset.frame") == str(tap_line[2]), f"{name}: a click on line 9 shows its frame")
    check(b.attr("#script .line.current", "data-line") == "9", f"{name}: and highlights it")
    b.press("ArrowRight")
    check(b.js("document.body.dataset.frame") == str(tap_line[2] + 1), f"{name}: → one frame")
    b.press("ArrowLeft")
    check(b.js("document.body.dataset.frame") == str(tap_line[2]), f"{name}: ← one frame back")
    b.press("Shift+ArrowRight")
    later = sorted({s[2] for s in steps if s[2] > tap_line[2]})[0]
    check(b.js("document.body.dataset.frame") == str(later), f"{name}: shift+→ the next script step's frame ({later})")
    b.press("Shift+ArrowLeft")
    check(b.js("document.body.dataset.frame") == str(tap_line[2]), f"{name}: shift+← back to line 9's")
    b.press("Home")
    b.press("Space")
    check(b.js("document.body.dataset.playing") == "1", f"{name}: space plays at 1x")
    b.wait(600)
    moved = int(b.js("document.body.dataset.frame"))
    check(moved > 0, f"{name}: playing moves on")
    check(frames[moved]["t"] <= 0.6 + 0.25, f"{name}: at 1x: {frames[moved]['t']} s of the run after 0.6 s")
    b.press("Space")
    check(b.js("document.body.dataset.playing") is None, f"{name}: space stops")
    b.press("Home")
    b.press("Shift+Space")
    check(b.js("document.body.dataset.playing") == "0.25", f"{name}: shift+space plays at 1/4x")
    b.press("Space")

    # Scrubbing from the first frame to the last.
    started = time.monotonic()
    for k in range(0, len(frames)):
        b.scrub(k)
    print(f"{name}: scrub through {len(frames)} frames: {time.monotonic() - started:.2f} s", flush=True)

    # A lesson's trace: the lesson's lines, its UIKit code.
    b.goto(lesson)
    check("UITapGestureRecognizer" in b.text("#code-text"), f"{name}: the lesson's UIKit code is shown")
    check("try tap 100 100" in b.text("#script"), f"{name}: the lesson's lines are shown")
    b.click("#script .line.step")
    check(b.count("#script .line.current") == 1, f"{name}: a lesson line highlighted")
    b.screenshot(os.path.join(out, "lesson.png" if name == "Chromium" else f"lesson-{name.lower()}.png"))

    csp = b.attr('meta[http-equiv="Content-Security-Policy"]', "content")
    check("connect-src 'none'" in csp and "script-src 'sha256-" in csp and "unsafe-inline" not in csp.split("script-src")[1].split(";")[0],
          f"{name}: the page's CSP loads nothing and runs only the viewer: {csp}")
    check(all(u.startswith("file:") or u.startswith("data:") for u in b.requests), f"{name}: nothing fetched: {[u for u in b.requests if not u.startswith(('file:', 'data:'))]}")
    check(not b.errors, f"{name}: no error in the page: {b.errors}")


def check_picture(b):
    """The frame of a `screenshot` line, drawn by the browser from the trace's SVG at the run's size, against the
    screenshot the run took there. Two rasterisers never agree on an anti-aliased edge, so the edges are left out:
    those pixelmatch (Playwright's own screenshot comparison) finds anti-aliased, and those on the screenshot's
    edges (a pixel whose 3x3 neighbourhood spans more than 48/255, or next to one: a thin ring or a glyph's stroke
    is all edge); every other pixel is within the screenshot tolerance (6/255 a channel, at most 64 pixels up to
    16/255), and the edge pixels past 6/255 are at most 2% of the picture."""
    b.goto(picture)
    data = b.js("JSON.parse(document.getElementById('trace-data').textContent)")
    line = [i + 1 for i, l in enumerate(data["parts"][0]["lines"]) if l.startswith("screenshot ")][0]
    k = [s[2] for s in data["steps"] if s[1] == line][0]
    b.scrub(k)
    # The picture as the viewer shows it (an inline SVG), as an image of its own at the run's size.
    src = b.js("(() => { const s = document.getElementById('picture').cloneNode(true); "
               "s.setAttribute('width', s.viewBox.baseVal.width); s.setAttribute('height', s.viewBox.baseVal.height); "
               "return 'data:image/svg+xml;charset=utf-8,' + encodeURIComponent(new XMLSerializer().serializeToString(s)) })()")
    w, h = data["size"]
    page = b.browser.new_page(viewport={"width": w, "height": h}, device_scale_factor=1)
    page.set_content(f'<body style="margin:0"><img id="p" src="{src}" width="{w}" height="{h}"></body>')
    page.wait_for_function("document.getElementById('p').complete")
    page.screenshot(path=os.path.join(out, "picture-browser.png"), clip={"x": 0, "y": 0, "width": w, "height": h})
    page.close()
    drawn = Image.open(os.path.join(out, "picture-browser.png")).convert("RGBA")
    shot = Image.open(os.path.join(out, "picture-run", "picture.png")).convert("RGBA")
    check(drawn.size == shot.size, f"the trace's picture is the screenshot's size: {drawn.size} vs {shot.size}")
    if drawn.size != shot.size:
        return
    marks = Image.new("RGBA", drawn.size)
    pixelmatch(drawn, shot, marks, threshold=0, includeAA=False, aa_color=(255, 255, 0), diff_color=(255, 0, 0))
    marks.save(os.path.join(out, "picture-diff.png"))
    spread = ImageChops.subtract(shot.convert("RGB").filter(ImageFilter.MaxFilter(3)), shot.convert("RGB").filter(ImageFilter.MinFilter(3)))
    edge = spread.point(lambda v: 255 if v > 48 else 0).convert("L").point(lambda v: 255 if v else 0).filter(ImageFilter.MaxFilter(3))
    edges = over6 = over16 = 0
    for m, e, p, q in zip(marks.getdata(), edge.getdata(), drawn.getdata(), shot.getdata()):
        delta = max(abs(p[i] - q[i]) for i in range(3))
        if delta <= 6:
            continue
        if m[:3] == (255, 255, 0) or e:
            edges += 1
        else:
            over6 += 1
            over16 += delta > 16
    print(f"the trace's frame {k} against the run's screenshot: {edges} edge pixels past 6/255; "
          f"of the rest {over6} past 6/255, {over16} past 16/255", flush=True)
    check(over6 <= 64 and over16 == 0 and edges <= 0.02 * w * h,
          f"the trace's picture at the screenshot's frame is the screenshot, within the screenshot tolerance but for edges "
          f"({edges} edge pixels, {over6} pixels past 6/255, {over16} past 16/255: picture-diff.png)")


picture = os.path.join(out, "picture.html")
run("--headless", "--script", "Tests/TraceFixtures/picture.tts", "--out", os.path.join(out, "picture-run"), "--trace", picture, code=0)

with sync_playwright() as pw:
    chromium = Chromium(pw)
    check_viewer(chromium)
    check_picture(chromium)
    chromium.close()
firefox = Firefox()
check_viewer(firefox)
firefox.close()

finish("test-trace")
