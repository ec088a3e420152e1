#!/usr/bin/env python3
"""Frames of Lottie files as lottie-web draws them (its SVG renderer), in one headless Chromium.

Reads jobs from the file named by its argument, one a line: `LOTTIE WIDTH HEIGHT OUT-PREFIX F1,F2,…`. For each job it
loads the file into lottie-web (5.7.4, which the PyPI wheel wagtail-lottie carries as lottie-player.js: no network), stops it at
each frame and saves `OUT-PREFIX-<index>.png`, the WIDTH × HEIGHT CSS pixels of the animation at one device pixel
each, over white. Prints `ok` and lottie-web's version when every job is done.
"""
import base64
import os
import sys
from pathlib import Path

import wagtail_lottie
from selenium import webdriver
from selenium.webdriver.chrome.service import Service


def player():
    """lottie-web from the wheel."""
    found = sorted(Path(os.path.dirname(wagtail_lottie.__file__)).rglob("lottie-player.js"))
    if not found:
        sys.exit("lottie-player.js is not in wagtail-lottie's package (scripts/install-deps installs it)")
    return found[0].read_text()


def main():
    options = webdriver.ChromeOptions()
    options.binary_location = "/usr/bin/chromium"
    for flag in ("--headless=new", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--force-color-profile=srgb", "--disable-lcd-text"):
        options.add_argument(flag)
    driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
    script = player()
    version = ""
    try:
        for line in Path(sys.argv[1]).read_text().splitlines():
            if not line.strip():
                continue
            lottie, width, height, prefix, frames = line.split()
            driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {
                "width": int(float(width)), "height": int(float(height)), "deviceScaleFactor": 1, "mobile": False})
            driver.get("about:blank")
            driver.execute_script(script)
            version = driver.execute_script("""
                const [data, width, height] = arguments;
                document.body.style.margin = '0';
                document.body.style.background = '#fff';
                const box = document.createElement('div');
                box.style.width = width + 'px';
                box.style.height = height + 'px';
                document.body.appendChild(box);
                window.player = lottie.loadAnimation({container: box, renderer: 'svg', loop: false, autoplay: false,
                                                      animationData: JSON.parse(data)});
                return lottie.version || '';""", Path(lottie).read_text(), float(width), float(height))
            for index, frame in enumerate(frames.split(",")):
                driver.execute_async_script("""
                    const [frame, done] = arguments;
                    window.player.goToAndStop(frame, true);
                    requestAnimationFrame(() => requestAnimationFrame(done));""", float(frame))
                shot = driver.execute_cdp_cmd("Page.captureScreenshot", {"format": "png"})
                Path(f"{prefix}-{index}.png").write_bytes(base64.b64decode(shot["data"]))
    finally:
        driver.quit()
    print("ok", version)


if __name__ == "__main__":
    main()
