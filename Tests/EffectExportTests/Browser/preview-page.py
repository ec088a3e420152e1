#!/usr/bin/env python3
"""Drives `effect-export preview`'s page in headless Chromium and prints a JSON report.

Usage: preview-page.py URL OUT [--edit DOC NEW] [--break DOC BROKEN] [--compare]

- opens URL (device scale 2) and waits for the page to have built its player; reports console errors;
- scrubs to 150 ms, saves the player's picture (OUT/scrub.png, the SVG at its canvas size), presses → once and saves
  OUT/step.png, reporting the time label and the clock after each;
- saves the whole page light and dark (OUT/page-light.png, OUT/page-dark.png: the dark stage and a dark colour scheme);
- with --edit, writes NEW's bytes over DOC, waits for the page's next build, reports how long it took (seconds) and
  saves the player at 150 ms (OUT/edited.png);
- with --break, writes BROKEN's bytes over DOC, waits for the problems overlay, reports its text, and saves the page
  (OUT/overlay.png) and the player at 150 ms (OUT/broken.png, the last good version);
- with --compare, reports each pane's SVG clock after the scrub (they show the same time) and saves OUT/compare.png;
- with --controls, from the frame shown presses Shift+→ (ten frames), plays one second of wall time at ⅒ speed, plays
  the last 50 ms with Loop off and with it on, and unticks Fingertip, reporting what the page shows after each;
- with --pick, picks the first other effect in "Side by side with" and reports the page it went to, its panes and
  their clocks after a scrub to 150 ms (OUT/picked.png, the page OUT/picked-page.png).
"""
import base64
import json
import sys
import time
from pathlib import Path

from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.keys import Keys

READY = """
    const [version, done] = [arguments[0], arguments[arguments.length - 1]];
    const started = performance.now();
    (function wait() {
      if (Number(document.body.dataset.version || 0) > version) done(Number(document.body.dataset.version));
      else if (performance.now() - started > 10000) done(null);
      else setTimeout(wait, 10);
    })();"""

# The first pane's SVG at its canvas size at the viewport's corner, on whole pixels, after two painted frames.
PLACE = """
    const done = arguments[arguments.length - 1];
    const svg = document.querySelector('.stage svg');
    Object.assign(svg.style, {position: 'fixed', left: '0', top: '0', zIndex: '2147483647'});
    requestAnimationFrame(() => requestAnimationFrame(() => {
      const r = svg.getBoundingClientRect();
      done({x: r.left, y: r.top, width: r.width, height: r.height, label: document.getElementById('time').textContent,
            time: Number(document.body.dataset.time), clocks: [...document.querySelectorAll('.stage svg')].map(s => s.getCurrentTime())});
    }));"""

UNPLACE = "const svg = document.querySelector('.stage svg'); svg.style.position = ''; svg.style.zIndex = '';"

SCRUB = """
    const scrubber = document.getElementById('scrubber');
    scrubber.value = String(arguments[0]);
    scrubber.dispatchEvent(new Event('input'));"""


def shoot(driver, path):
    rect = driver.execute_async_script(PLACE)
    shot = driver.execute_cdp_cmd("Page.captureScreenshot", {"format": "png", "clip": {
        "x": rect["x"], "y": rect["y"], "width": rect["width"], "height": rect["height"], "scale": 1}})
    Path(path).write_bytes(base64.b64decode(shot["data"]))
    driver.execute_script(UNPLACE)
    return rect


STATE = """
    return {label: document.getElementById('time').textContent, time: Number(document.body.dataset.time),
            play: document.getElementById('play').textContent, max: Number(document.getElementById('scrubber').max),
            touches: [...document.querySelectorAll('.stage [data-touch]')].filter(e => getComputedStyle(e).display !== 'none').length};"""


def click(driver, css):
    driver.execute_script("document.querySelector(arguments[0]).click()", css)


def controls(driver):
    """The controls a designer uses, each with what the page shows after it."""
    report = {}
    ActionChains(driver).key_down(Keys.SHIFT).send_keys(Keys.ARROW_RIGHT).key_up(Keys.SHIFT).perform()
    report["shiftStep"] = driver.execute_script(STATE)
    click(driver, "input[name=speed][value='0.1']")
    driver.execute_script(SCRUB, 0)
    click(driver, "#play")
    started = time.monotonic()
    time.sleep(1)
    click(driver, "#play")
    report["tenthSpeed"] = {"wall": time.monotonic() - started, **driver.execute_script(STATE)}
    click(driver, "input[name=speed][value='1']")
    for loop in (False, True):
        if driver.find_element("id", "loop").is_selected() != loop:
            click(driver, "#loop")
        end = driver.execute_script(STATE)["max"]
        driver.execute_script(SCRUB, end - 0.05)
        click(driver, "#play")
        time.sleep(0.4)
        report["loop" if loop else "once"] = driver.execute_script(STATE)
        if loop:
            click(driver, "#play")
    driver.execute_script(SCRUB, 0.15)
    report["touchesShown"] = driver.execute_script(STATE)["touches"]
    click(driver, "#touches")
    report["touchesHidden"] = driver.execute_script(STATE)["touches"]
    click(driver, "#touches")
    return report


def pick(driver, out):
    """Picks the first other effect beside this one and reports the page it went to."""
    chosen = driver.execute_script("""
        const select = document.getElementById('versus');
        if (document.getElementById('versus-label').hidden || select.options.length < 2) return null;
        select.value = select.options[1].value;
        select.dispatchEvent(new Event('change'));
        return select.value;""")
    if chosen is None:
        return None
    for _ in range(100):
        if "/compare/" in driver.current_url:
            break
        time.sleep(0.05)
    driver.execute_async_script(READY, 0)
    driver.execute_script(SCRUB, 0.15)
    shown = shoot(driver, out / "picked.png")
    page(driver, out / "picked-page.png")
    return {"chosen": chosen, "url": driver.current_url, "panes": len(driver.find_elements("css selector", ".pane")),
            "clocks": shown["clocks"], "label": shown["label"]}


def page(driver, path):
    time.sleep(0.3)
    shot = driver.execute_cdp_cmd("Page.captureScreenshot", {"format": "png"})
    Path(path).write_bytes(base64.b64decode(shot["data"]))


def main():
    url, out = sys.argv[1], Path(sys.argv[2])
    rest = sys.argv[3:]
    options = webdriver.ChromeOptions()
    options.binary_location = "/usr/bin/chromium"
    for flag in ("--headless=new", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--force-color-profile=srgb", "--disable-lcd-text"):
        options.add_argument(flag)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
    report = {}
    try:
        driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {"width": 1400, "height": 900, "deviceScaleFactor": 2, "mobile": False})
        driver.get(url)
        version = driver.execute_async_script(READY, 0)
        report["version"] = version
        driver.execute_script(SCRUB, 0.15)
        report["scrub"] = shoot(driver, out / "scrub.png")
        ActionChains(driver).send_keys(Keys.ARROW_RIGHT).perform()
        report["step"] = shoot(driver, out / "step.png")
        page(driver, out / "page-light.png")
        if "--compare" in rest:
            report["compare"] = report["step"]["clocks"]
            page(driver, out / "compare.png")
        if "--controls" in rest:
            report["controls"] = controls(driver)
        driver.find_element("id", "dark").click()
        driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": "dark"}]})
        page(driver, out / "page-dark.png")
        driver.find_element("id", "dark").click()
        driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": []})
        if "--edit" in rest:
            doc, new = rest[rest.index("--edit") + 1], rest[rest.index("--edit") + 2]
            started = time.monotonic()
            Path(doc).write_bytes(Path(new).read_bytes())
            reached = driver.execute_async_script(READY, version)
            report["editSeconds"] = time.monotonic() - started if reached else None
            version = reached or version
            driver.execute_script(SCRUB, 0.15)
            report["edited"] = shoot(driver, out / "edited.png")
        if "--break" in rest:
            doc, broken = rest[rest.index("--break") + 1], rest[rest.index("--break") + 2]
            Path(doc).write_bytes(Path(broken).read_bytes())
            report["overlay"] = driver.execute_async_script("""
                const done = arguments[arguments.length - 1];
                const started = performance.now();
                (function wait() {
                  const box = document.getElementById('problems');
                  if (!box.hidden) done(box.textContent);
                  else if (performance.now() - started > 10000) done(null);
                  else setTimeout(wait, 10);
                })();""")
            page(driver, out / "overlay.png")
            driver.execute_script(SCRUB, 0.15)
            report["broken"] = shoot(driver, out / "broken.png")
        if "--pick" in rest:
            report["picked"] = pick(driver, out)
        report["consoleErrors"] = [e["message"] for e in driver.get_log("browser") if e["level"] == "SEVERE"]
    finally:
        driver.quit()
    print(json.dumps(report, indent=1, sort_keys=True))


if __name__ == "__main__":
    main()
