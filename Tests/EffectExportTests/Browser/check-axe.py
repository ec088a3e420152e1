#!/usr/bin/env python3
"""axe-core's accessibility rules on every page of a docs site, in headless Chromium, from file://.

Usage: check-axe.py SITE

Runs axe (the axe.min.js the PyPI package axe-selenium-python ships), every disclosure open, on the gallery, the tokens
page and every effect page at 1280
and 375 CSS pixels wide, in light and dark mode, and prints a JSON object: for each page, width and scheme with a
violation, the violations as [rule, impact, nodes, first node]; `{}` when there is none. The pages checked are
listed under "checked".
"""
import json
import os
import sys
import time
from pathlib import Path

import axe_selenium_python
from selenium import webdriver
from selenium.webdriver.chrome.service import Service


def main():
    site = Path(sys.argv[1]).resolve()
    axe = (Path(os.path.dirname(axe_selenium_python.__file__)) / "node_modules" / "axe-core" / "axe.min.js").read_text()
    options = webdriver.ChromeOptions()
    options.binary_location = "/usr/bin/chromium"
    for flag in ("--headless=new", "--no-sandbox", "--disable-gpu", "--hide-scrollbars"):
        options.add_argument(flag)
    driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
    driver.set_script_timeout(60)
    violations, checked = {}, 0
    try:
        for width in (1280, 375):
            for scheme in ("light", "dark"):
                driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {"width": width, "height": 900, "deviceScaleFactor": 1, "mobile": width < 500})
                driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": scheme}]})
                for page in [site / "index.html", site / "tokens.html"] + sorted(site.glob("*/index.html")):
                    driver.get(page.as_uri())
                    time.sleep(0.2)
                    # The code blocks too: every disclosure opened.
                    driver.execute_script("for (const d of document.querySelectorAll('details')) d.open = true;")
                    driver.execute_script(axe)
                    found = driver.execute_async_script("""
                        const done = arguments[arguments.length - 1];
                        axe.run(document, {resultTypes: ['violations']})
                           .then(r => done(r.violations.map(v => [v.id, v.impact, v.nodes.length, v.nodes[0].target.join(' ')])));""")
                    checked += 1
                    if found:
                        violations[f"{page.relative_to(site)} at {width} px, {scheme}"] = found
    finally:
        driver.quit()
    print(json.dumps({"checked": checked, "violations": violations}, indent=1, sort_keys=True))


if __name__ == "__main__":
    main()
