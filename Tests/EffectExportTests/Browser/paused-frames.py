#!/usr/bin/env python3
"""Screenshots of animated SVGs and CSS-animated pages paused at given times, in one headless Chromium.

Reads jobs from the file named by its argument, one a line: `FILE WIDTH HEIGHT SCALE OUT-PREFIX T1,T2,…`. For each job it
opens the file (an SVG, or an HTML page), pauses its clock (SMIL's, or every CSS animation's), sets it to each time and
saves `OUT-PREFIX-<index>.png`, the viewport WIDTH × HEIGHT CSS pixels at SCALE device pixels each. Prints `ok` when
every job is done.
"""
import base64
import sys
from pathlib import Path

from selenium import webdriver
from selenium.webdriver.chrome.service import Service

from pause import PAINTED, PAUSE


def main():
    options = webdriver.ChromeOptions()
    options.binary_location = "/usr/bin/chromium"
    for flag in ("--headless=new", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--allow-file-access-from-files",
                 "--force-color-profile=srgb", "--disable-lcd-text"):
        options.add_argument(flag)
    driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
    try:
        for line in Path(sys.argv[1]).read_text().splitlines():
            if not line.strip():
                continue
            path, width, height, scale, prefix, times = line.split()
            driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {
                "width": int(float(width)), "height": int(float(height)), "deviceScaleFactor": float(scale), "mobile": False})
            driver.get(Path(path).resolve().as_uri())
            for index, t in enumerate(times.split(",")):
                driver.execute_script(PAUSE, float(t))
                driver.execute_async_script(PAINTED)
                shot = driver.execute_cdp_cmd("Page.captureScreenshot", {"format": "png", "captureBeyondViewport": False})
                Path(f"{prefix}-{index}.png").write_bytes(base64.b64decode(shot["data"]))
    finally:
        driver.quit()
    print("ok")


if __name__ == "__main__":
    main()
