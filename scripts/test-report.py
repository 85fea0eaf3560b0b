#!/usr/bin/env python3
"""`touchtracker test --report` in a real browser: Playwright for Python driving Debian's Chromium, headless, with
no browser download (make test-report; scripts/playwright.sh makes the venv). It runs a small suite with the
binary, opens its report from file:// and checks what a person would see: a status's check box hides that
status's rows and their detail sections, the search finds a script by a text only its section holds (and hides
the others' sections), a passing script's screenshot shown in its section, a behaviour check's expected and
actual lines aligned (a matching line on one row, unmarked; a missing one marked, its other side empty), markup
in a file name shown as text, nothing fetched. It leaves a screenshot of the page in the output folder.

    test-report.py BINARY OUTPUT_FOLDER
"""
import os
import shutil
import subprocess
import sys

from playwright.sync_api import sync_playwright

from browser_checks import check, finish, new_page

binary, out = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2])
shutil.rmtree(out, ignore_errors=True)


SCRIPTS = {
    # A line, then a tap on it: the tap's action and the menu, not the double tap the block expects between them.
    "checks/menu.tts": "# zebra: a word only this script's section holds\nwindow 320 240\ndrag 40 60 280 80 0.5\nwait 0.5\n"
                       "expect-log\n  ...\nend\ntap 160 70\nwait 0.4\nexpect-log\n  action tap ended\n  action doubleTap ended\n  menu show Delete\nend\n",
    "checks/bad.tts": "window 320 240\nfly 1 2\n",
    "checks/<img src=x onerror=window.__pwned=1>.tts": "window 200 100\ntap 10 10\nscreenshot shot.png\n",
}
for name, text in SCRIPTS.items():
    path = os.path.join(out, "suite", name)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8") as f:
        f.write(text)
run = subprocess.run([binary, "test", "checks", "--workers", "1", "--output", "../out", "--report", "../report"],
                     cwd=os.path.join(out, "suite"), capture_output=True, text=True, env={**os.environ, "CI": ""})
check(run.returncode == 2, f"the suite exited {run.returncode}, not 2 (a bad script): {run.stdout}{run.stderr}")

with sync_playwright() as pw:
    browser, page, requests, errors = new_page(pw, 1200, 1000)
    page.goto("file://" + os.path.join(out, "report", "index.html"))
    rows = page.locator("table.results tbody tr")
    check(rows.count() == 3, f"a row a script: {rows.count()}")

    def section(script):
        return page.locator(f'section.script[data-script="{script}"]')

    def row(script):
        return page.locator(f'table.results tbody tr[data-script="{script}"]')

    # The suite's order: bad.tts, the markup-named one, menu.tts (by path).
    titles = [rows.nth(k).locator("td").nth(1).inner_text() for k in range(3)]
    menu = str(titles.index("checks/menu.tts") + 1)
    bad = str(titles.index("checks/bad.tts") + 1)
    shot = str([k for k, t in enumerate(titles) if "onerror" in t][0] + 1)
    check("<img src=x onerror=window.__pwned=1>.tts" in titles[int(shot) - 1], f"the file name shown as text: {titles}")

    # On open something failed: the passing script's row and its section (its screenshot) collapsed, the others shown.
    check(section(menu).is_visible() and section(bad).is_visible(), "the failing scripts' sections are shown")
    check(not row(shot).is_visible() and not section(shot).is_visible(), "the passing script's row and section are collapsed")

    # The aligned logs, as a person reads them: each row's two sides.
    table = section(menu).locator("table.logs tbody tr")
    pairs = [(table.nth(k).locator("td").nth(0).inner_text(), table.nth(k).locator("td").nth(1).inner_text(),
              table.nth(k).get_attribute("class")) for k in range(table.count())]
    check([(e.removeprefix("- "), a.removeprefix("+ "), c) for e, a, c in pairs] == [
        ("action tap ended", "action tap ended", "same"), ("action doubleTap ended", "", "missing"),
        ("menu show Delete", "menu show Delete", "same")], f"the logs aligned: {pairs}")
    red = "rgb(255, 214, 214)"

    def background(locator):
        return locator.evaluate("e => getComputedStyle(e).backgroundColor")

    same = table.nth(0).locator("td")
    check(background(same.nth(0)) != red and background(same.nth(1)) != red, "a matching line is not marked")
    check(background(table.nth(2).locator("td").nth(1)) != red, "nor the one after the missing line")
    check(background(table.nth(1).locator("td").nth(0)) == red, "the missing line is marked")
    page.screenshot(path=os.path.join(out, "report.png"), full_page=True)

    # The check boxes: unchecking `failed` hides the failing row and its section; checking `passed` shows the
    # passing script's, its screenshot shown.
    page.locator('.filters input[data-status="failed"]').uncheck()
    check(not row(menu).is_visible() and not section(menu).is_visible(), "failed unchecked: its row and section hidden")
    check(section(bad).is_visible(), "the bad script's section stays")
    page.locator('.filters input[data-status="passed"]').check()
    check(section(shot).is_visible(), "passed checked: its section shown")
    image = section(shot).locator("div.outputs img")
    check(image.count() == 1 and image.evaluate("i => i.complete && i.naturalWidth") == 200, "its screenshot is shown")
    page.locator('.filters input[data-status="failed"]').check()

    # The search reads the sections: a word in one script's text finds it, and hides the others and their sections.
    page.locator("#search").fill("zebra")
    check(row(menu).is_visible() and section(menu).is_visible(), "the search finds menu.tts by its section's text")
    check(not row(bad).is_visible() and not section(bad).is_visible(), "and hides bad.tts's row and section")
    check(not section(shot).is_visible(), "and the passing script's")
    page.locator("#search").fill("unknown command")
    check(section(bad).is_visible() and not section(menu).is_visible(), "a bad script's message finds it")
    page.locator("#search").fill("")
    check(section(menu).is_visible() and section(bad).is_visible() and section(shot).is_visible(), "an empty search shows what the boxes do")

    check(page.evaluate("window.__pwned") is None, "no markup ran")
    check(all(u.startswith("file://") for u in requests), f"nothing fetched: {[u for u in requests if not u.startswith('file://')]}")
    check(not errors, f"no script error: {errors}")
    browser.close()

finish("test-report")
