#!/usr/bin/env python3
"""The docs pages' layout in headless Chromium, from file://, at a laptop's and a phone's window; prints a JSON report.

Usage: check-layout.py SITE

- `preview`: for every effect page at 1280 × 800 and 390 × 844 CSS pixels, the window's height and the top and bottom
  of its preview (`.player .stage`) as the page opens, in CSS pixels from the top of the window;
- `spec`: for every effect page at 390 px, each motion row's cells (`.spec tr.motion td`) as `label`, their box's
  left and right edges and whether they are drawn, and the window's width;
- `targets`: on the tokens page at 1280 and 390 px, every link that is not inside a sentence (a `<p>`), as its box
  `[left, top, width, height]`.
"""
import json
import sys
import time
from pathlib import Path

from selenium import webdriver
from selenium.webdriver.chrome.service import Service


def main():
    site = Path(sys.argv[1]).resolve()
    options = webdriver.ChromeOptions()
    options.binary_location = "/usr/bin/chromium"
    for flag in ("--headless=new", "--no-sandbox", "--disable-gpu", "--hide-scrollbars"):
        options.add_argument(flag)
    driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
    report = {"preview": {}, "spec": {}, "targets": {}}
    try:
        for width, height in ((1280, 800), (390, 844)):
            mobile = width < 600
            driver.execute_cdp_cmd(
                "Emulation.setDeviceMetricsOverride", {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": mobile})
            for page in sorted(site.glob("*/index.html")):
                driver.get(page.as_uri())
                time.sleep(0.3)
                name = f"{page.parent.name} at {width}"
                report["preview"][name] = driver.execute_script("""
                    const box = document.querySelector('.player .stage').getBoundingClientRect();
                    return {window: window.innerHeight, top: box.top, bottom: box.bottom};""")
                if mobile:
                    report["spec"][page.parent.name] = driver.execute_script("""
                        return {window: document.documentElement.clientWidth, cells:
                          [...document.querySelectorAll('.spec tr.motion td')].map(cell => {
                            const box = cell.getBoundingClientRect();
                            return {label: cell.dataset.label, left: box.left, right: box.right,
                                    drawn: getComputedStyle(cell).display !== 'none' && box.width > 0 && box.height > 0,
                                    empty: cell.textContent.trim() === ''};
                          })};""")
            driver.get((site / "tokens.html").as_uri())
            time.sleep(0.3)
            report["targets"][str(width)] = driver.execute_script("""
                return [...document.querySelectorAll('main a, header a')].filter(a => !a.closest('p')).map(a => {
                  const box = a.getBoundingClientRect();
                  return [box.left + scrollX, box.top + scrollY, box.width, box.height];
                }).filter(box => box[2] > 0 && box[3] > 0);""")
    finally:
        driver.quit()
    print(json.dumps(report, indent=1, sort_keys=True))


if __name__ == "__main__":
    main()
