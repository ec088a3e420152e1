#!/usr/bin/env python3
"""The docs gallery in headless Chromium, from file://, as a reader on a phone uses it; prints a JSON report.

Usage: check-gallery.py SITE QUERY1|QUERY2|…

- `overflow`: for the gallery, the tokens page and every effect page at 375 CSS pixels wide, light and dark, whether the page
  scrolls sideways (`document.scrollingElement.scrollWidth` over the viewport), by page;
- `darkImages`: on each effect page in dark mode, the files its sheet and charts show;
- `search`: for each query typed into the search box, the titles of the cards left showing, and the status line;
- `focus`: the first card's image before and after its link takes the keyboard focus, and the same under
  `prefers-reduced-motion: reduce`.
"""
import json
import sys
import time
from pathlib import Path

from selenium import webdriver
from selenium.webdriver.chrome.service import Service


def main():
    site, queries = Path(sys.argv[1]).resolve(), sys.argv[2].split("|")
    options = webdriver.ChromeOptions()
    options.binary_location = "/usr/bin/chromium"
    for flag in ("--headless=new", "--no-sandbox", "--disable-gpu", "--hide-scrollbars"):
        options.add_argument(flag)
    driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
    report = {"overflow": {}, "search": {}, "focus": {}}
    try:
        driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {"width": 375, "height": 800, "deviceScaleFactor": 1, "mobile": True})
        pages = [site / "index.html", site / "tokens.html"] + sorted(site.glob("*/index.html"))
        for scheme in ("light", "dark"):
            driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": scheme}]})
            for page in pages:
                driver.get(page.as_uri())
                time.sleep(0.2)
                wide = driver.execute_script("return document.scrollingElement.scrollWidth - window.innerWidth")
                if wide > 0:
                    report["overflow"][f"{page.relative_to(site)} ({scheme})"] = wide
                if scheme == "dark" and page.parent != site:
                    driver.execute_script("document.querySelectorAll('img[loading=lazy]').forEach(i => { i.loading = 'eager'; })")
                    time.sleep(0.5)
                    report.setdefault("darkImages", {})[str(page.relative_to(site))] = driver.execute_script(
                        "return [...document.querySelectorAll('img.sheet')].map(i => i.currentSrc.split('/').pop())")
        driver.get((site / "index.html").as_uri())
        time.sleep(0.2)
        for query in queries:
            report["search"][query] = driver.execute_script("""
                const input = document.getElementById('search');
                input.value = arguments[0];
                input.dispatchEvent(new Event('input'));
                return {
                  shown: [...document.querySelectorAll('.card:not([hidden]) .card-title')].map(e => e.textContent),
                  status: document.querySelector('.search-status').textContent,
                };""", query)
        for motion in ("no-preference", "reduce"):
            driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-reduced-motion", "value": motion}]})
            driver.get((site / "index.html").as_uri())
            time.sleep(0.2)
            report["focus"][motion] = driver.execute_script("""
                const card = document.querySelector('.card');
                const image = card.querySelector('img.preview');
                const before = image.getAttribute('src');
                card.querySelector('a').focus();
                return {before: before, focused: image.getAttribute('src')};""")
    finally:
        driver.quit()
    print(json.dumps(report, indent=1, sort_keys=True))


if __name__ == "__main__":
    main()
