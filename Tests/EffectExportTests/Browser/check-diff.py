#!/usr/bin/env python3
"""Opens a diff review page in headless Chromium, from file://, and prints a JSON report.

Usage: check-diff.py PAGE OUT T1,T2,…

Reports console errors, requests that are not file: or data: (remote) or that failed, and images not decoded or
without alt text. Then it pauses the side-by-side players (`.players svg`, one SMIL clock), sets them to each time
(seconds) and saves OUT/players-<index>.png: the players' SVG at the viewport's corner, at its own size in CSS
pixels, 2 device pixels each.
"""
import base64
import json
import sys
import time
from pathlib import Path

from selenium import webdriver
from selenium.webdriver.chrome.service import Service


def main():
    page, out, times = Path(sys.argv[1]).resolve(), Path(sys.argv[2]), [float(t) for t in sys.argv[3].split(",")]
    options = webdriver.ChromeOptions()
    options.binary_location = "/usr/bin/chromium"
    for flag in ("--headless=new", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--force-color-profile=srgb",
                 "--disable-lcd-text"):
        options.add_argument(flag)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL", "performance": "ALL"})
    driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
    report = {}
    try:
        driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {"width": 1200, "height": 900, "deviceScaleFactor": 2, "mobile": False})
        driver.get(page.as_uri())
        time.sleep(0.3)
        report.update(driver.execute_script("""
            const images = [...document.images];
            return {
              undecoded: images.filter(i => !(i.complete && i.naturalWidth > 0)).map(i => i.getAttribute('src').slice(0, 40)),
              withoutAlt: images.filter(i => !(i.alt || '').trim()).map(i => i.getAttribute('src').slice(0, 40)),
              players: document.querySelectorAll('.players svg > g[clip-path]').length,
            };"""))
        requests, failed = [], []
        for entry in driver.get_log("performance"):
            message = json.loads(entry["message"])["message"]
            if message["method"] == "Network.requestWillBeSent":
                requests.append(message["params"]["request"]["url"])
            if message["method"] == "Network.loadingFailed":
                failed.append(message["params"].get("errorText", "failed"))
        report["remote"] = [u for u in requests if not (u.startswith("file:") or u.startswith("data:"))]
        report["failed"] = failed
        report["consoleErrors"] = [e["message"] for e in driver.get_log("browser") if e["level"] == "SEVERE"]
        for index, t in enumerate(times):
            rect = driver.execute_async_script("""
                const [t, done] = [arguments[0], arguments[arguments.length - 1]];
                const svg = document.querySelector('.players svg');
                svg.pauseAnimations();
                svg.setCurrentTime(t);
                Object.assign(svg.style, {position: 'fixed', left: '0', top: '0', zIndex: '2147483647', maxWidth: 'none',
                                          width: svg.viewBox.baseVal.width + 'px', height: svg.viewBox.baseVal.height + 'px'});
                requestAnimationFrame(() => requestAnimationFrame(() => {
                  const r = svg.getBoundingClientRect();
                  done({x: r.left, y: r.top, width: r.width, height: r.height});
                }));""", t)
            shot = driver.execute_cdp_cmd("Page.captureScreenshot", {"format": "png", "clip": {
                "x": rect["x"], "y": rect["y"], "width": rect["width"], "height": rect["height"], "scale": 1}})
            (out / f"players-{index}.png").write_bytes(base64.b64decode(shot["data"]))
    finally:
        driver.quit()
    print(json.dumps(report, indent=1, sort_keys=True))


if __name__ == "__main__":
    main()
