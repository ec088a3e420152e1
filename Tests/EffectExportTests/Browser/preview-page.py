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
- with --compare, reports each pane's SVG clock after the scrub (they show the same time) and saves OUT/compare.png.
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
        report["consoleErrors"] = [e["message"] for e in driver.get_log("browser") if e["level"] == "SEVERE"]
    finally:
        driver.quit()
    print(json.dumps(report, indent=1, sort_keys=True))


if __name__ == "__main__":
    main()
