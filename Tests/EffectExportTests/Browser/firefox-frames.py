#!/usr/bin/env python3
"""Screenshots of animated SVGs and CSS-animated pages paused at given times, in one headless Firefox (ESR, driven
through Marionette: PyPI marionette-driver).

Reads jobs as paused-frames.py does, one a line: `FILE WIDTH HEIGHT SCALE OUT-PREFIX T1,T2,…` (SCALE must be the same on
every line: it is Firefox's device pixel ratio). For each job it opens the file (an SVG, or an HTML page whose first
element in the body is the effect), pauses its clock (SMIL's, or every CSS animation's), sets it to each time and
saves `OUT-PREFIX-<index>.png`, a screenshot of the effect's element. Prints `ok` and Firefox's version at the end.
"""
import base64
import os
import shutil
import socket
import sys
import tempfile
from pathlib import Path

from marionette_driver.by import By
from marionette_driver.marionette import Marionette

from pause import PAINTED, PAUSE


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def main():
    jobs = [line.split() for line in Path(sys.argv[1]).read_text().splitlines() if line.strip()]
    scale = jobs[0][3] if jobs else "1"
    # Firefox's log goes to a file of our own: marionette-driver deletes whatever file it is given first (given
    # os.devnull, it deleted /dev/null).
    logs = tempfile.mkdtemp(prefix="firefox-frames-")
    client = Marionette(host="127.0.0.1", port=free_port(), bin="/usr/bin/firefox-esr", headless=True, gecko_log=os.path.join(logs, "gecko.log"),
                        prefs={"layout.css.devPixelsPerPx": scale, "ui.prefersReducedMotion": 0,
                               "gfx.font_rendering.cleartype_params.rendering_mode": 5})
    client.start_session()
    version = client.session_capabilities.get("browserVersion", "")
    try:
        for path, width, height, _, prefix, times in jobs:
            client.set_window_rect(width=int(float(width)) + 64, height=int(float(height)) + 160)
            client.navigate(Path(path).resolve().as_uri())
            target = client.find_element(By.CSS_SELECTOR, "svg" if path.endswith(".svg") else "body > *")
            for index, t in enumerate(times.split(",")):
                client.execute_script(PAUSE, script_args=[float(t)])
                client.execute_async_script(PAINTED)
                shot = client.screenshot(element=target, format="base64")
                Path(f"{prefix}-{index}.png").write_bytes(base64.b64decode(shot))
    finally:
        client.delete_session()
        client.cleanup()
        shutil.rmtree(logs, ignore_errors=True)
    print("ok", version)


if __name__ == "__main__":
    main()
