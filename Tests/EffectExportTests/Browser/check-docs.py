#!/usr/bin/env python3
"""Checks a docs site the way a reader's browser and GitHub see it, and prints a JSON report.

Usage: check-docs.py SITE OUT SCRUB-SECONDS

- every HTML page parses as HTML5 without a parse error (html5lib, strict);
- every relative link and image of every README.md resolves to a file of the site;
- in headless Chromium, from file://, for the gallery and every effect page: console errors, requests that are
  not file: or data: (remote) or that failed, images not decoded or without alt text, whether a script ran that
  the page did not ship (`window.__pwned`), the page's <h1> text; on effect pages, whether the preview's clock
  moves, and a screenshot of the preview after the scrubber is set to SCRUB-SECONDS (OUT/NAME-scrub.png, at
  2 device pixels per canvas point).
"""
import base64
import json
import re
import sys
import time
from pathlib import Path

import html5lib
from selenium import webdriver
from selenium.webdriver.chrome.service import Service


def parse_errors(path):
    parser = html5lib.HTMLParser(strict=False)
    parser.parse(path.read_bytes())
    return [f"{path.name}:{line}:{col}: {code}" for (line, col), code, _ in parser.errors]


def markdown_links(site):
    broken = []
    for readme in site.rglob("README.md"):
        for target in re.findall(r"\]\(([^)\s]+)\)", readme.read_text()):
            target = target.split("#")[0]
            if not target or re.match(r"^[a-z]+:", target):
                continue
            if not (readme.parent / target.replace("%20", " ")).exists():
                broken.append(f"{readme.relative_to(site)} -> {target}")
    return broken


def main():
    site, out, scrub = Path(sys.argv[1]).resolve(), Path(sys.argv[2]), float(sys.argv[3])
    report = {"parseErrors": [], "brokenMarkdownLinks": markdown_links(site), "pages": {}}
    for page in sorted(site.rglob("*.html")):
        report["parseErrors"] += parse_errors(page)

    options = webdriver.ChromeOptions()
    options.binary_location = "/usr/bin/chromium"
    for flag in ("--headless=new", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--force-color-profile=srgb"):
        options.add_argument(flag)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL", "performance": "ALL"})
    driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
    try:
        driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {"width": 1200, "height": 900, "deviceScaleFactor": 2, "mobile": False})
        pages = [site / "index.html"] + sorted(site.glob("*/index.html"))
        for page in pages:
            driver.get_log("performance")
            driver.get_log("browser")
            driver.get(page.as_uri())
            time.sleep(0.3)
            # Every image loaded, lazy ones too.
            driver.execute_script("document.querySelectorAll('img[loading=lazy]').forEach(i => { i.loading = 'eager'; })")
            time.sleep(0.5)
            result = driver.execute_script("""
                const images = [...document.images];
                return {
                  h1: document.querySelector('h1').textContent,
                  pwned: window.__pwned === 1,
                  undecoded: images.filter(i => !(i.complete && i.naturalWidth > 0)).map(i => i.getAttribute('src')),
                  withoutAlt: images.filter(i => !(i.alt || '').trim()).map(i => i.getAttribute('src')),
                  inlineLabel: (document.querySelector('.stage svg') || {getAttribute: () => null}).getAttribute('aria-label'),
                };""")
            requests, failed = [], []
            for entry in driver.get_log("performance"):
                message = json.loads(entry["message"])["message"]
                if message["method"] == "Network.requestWillBeSent":
                    requests.append(message["params"]["request"]["url"])
                if message["method"] == "Network.loadingFailed":
                    failed.append(message["params"].get("errorText", "failed"))
            result["remote"] = [u for u in requests if not (u.startswith("file:") or u.startswith("data:"))]
            result["failed"] = failed
            result["consoleErrors"] = [e["message"] for e in driver.get_log("browser") if e["level"] == "SEVERE"]
            if page.parent != site:
                moving = driver.execute_async_script("""
                    const done = arguments[arguments.length - 1];
                    const svg = document.querySelector('.stage svg');
                    if (!svg) { done(null); return; }
                    const t0 = svg.getCurrentTime();
                    setTimeout(() => done([t0, svg.getCurrentTime()]), 400);""")
                result["clock"] = moving
                driver.execute_script("window.scrollTo(0, 0)")
                rect = driver.execute_async_script("""
                    const [t, done] = [arguments[0], arguments[arguments.length - 1]];
                    const svg = document.querySelector('.stage svg');
                    svg.style.width = svg.viewBox.baseVal.width + 'px';
                    svg.style.height = svg.viewBox.baseVal.height + 'px';
                    svg.style.borderRadius = '0';
                    const scrubber = document.querySelector('.scrubber');
                    scrubber.value = String(t);
                    scrubber.dispatchEvent(new Event('input'));
                    // At the viewport's corner, on whole pixels as the still is drawn (the page above it may end on a
                    // fraction of one, and a clip is rounded to whole CSS pixels).
                    Object.assign(svg.style, {position: 'fixed', left: '0', top: '0', zIndex: '2147483647'});
                    requestAnimationFrame(() => requestAnimationFrame(() => {
                      const r = svg.getBoundingClientRect();
                      done({x: r.left + window.scrollX, y: r.top + window.scrollY, width: r.width, height: r.height,
                            label: document.querySelector('.time').textContent});
                    }));""", scrub)
                shot = driver.execute_cdp_cmd("Page.captureScreenshot", {"format": "png", "captureBeyondViewport": True,
                    "clip": {"x": rect["x"], "y": rect["y"], "width": rect["width"], "height": rect["height"], "scale": 1}})
                (out / f"{page.parent.name}-scrub.png").write_bytes(base64.b64decode(shot["data"]))
                result["scrubLabel"] = rect["label"]
            report["pages"][str(page.relative_to(site))] = result
    finally:
        driver.quit()
    print(json.dumps(report, indent=1, sort_keys=True))


if __name__ == "__main__":
    main()
