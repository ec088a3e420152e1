#!/usr/bin/env python3
"""The docs site at scale: N effects made from the templates with varied parameters (titles, durations, colours,
categories), built cold, rebuilt with one effect changed, and the gallery opened in headless Chromium.

Usage: Benchmarks/run-docs-scale.py [N] [EFFECT-EXPORT]   (N: 500 by default; the tool: .build/release/effect-export)

Prints the cold build's wall time and peak memory, beside the sum of building each effect's pages and outputs alone
(a site of that one effect; goal: the whole ≤ 2× that sum), the one-changed rebuild's, the gallery's page weight, and
its time to interactive and a search's time in Chromium. A benchmark, not a test: `make docs-bench`.
"""
import json
import resource
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from selenium import webdriver
from selenium.webdriver.chrome.service import Service

ROOT = Path(__file__).resolve().parent.parent
COLOURS = ["#1E88E5", "#E53935", "#43A047", "#8E24AA", "#FB8C00", "#00897B", "#3949AB", "#6D4C41"]
CATEGORIES = ["Feedback", "Navigation", "Status", "Layout", "Onboarding", "Content"]


def vary(document, i):
    """Another effect from a template: its name, title and category, its durations scaled, its colours turned."""
    scale = 0.75 + (i % 7) * 0.1
    document["name"] = f"{document['name']}-{i}"
    document["title"] = f"{document.get('title', document['name'])} #{i}"
    document["category"] = CATEGORIES[i % len(CATEGORIES)]

    def walk(value, key=None):
        if isinstance(value, dict):
            return {k: walk(v, k) for k, v in value.items()}
        if isinstance(value, list):
            return [walk(v, key) for v in value]
        if key in ("duration", "touchDownDuration", "openDuration", "rotationDuration") and isinstance(value, (int, float)):
            return round(value * scale, 4)
        if key in ("color", "primaryColor", "backgroundColor") and isinstance(value, str) and value.startswith("#"):
            return COLOURS[i % len(COLOURS)]
        return value

    return walk(document)


def run(command):
    before = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
    start = time.monotonic()
    subprocess.run(command, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return time.monotonic() - start, max(before, resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss) / 1024


def main():
    count = int(sys.argv[1]) if len(sys.argv) > 1 else 500
    tool = sys.argv[2] if len(sys.argv) > 2 else str(ROOT / ".build/release/effect-export")
    templates = sorted((ROOT / "Templates").glob("*.json"))
    work = Path(tempfile.mkdtemp(prefix="docs-scale-"))
    try:
        shutil.copytree(ROOT / "Templates/tokens", work / "tokens")
        files = []
        for i in range(count):
            document = vary(json.loads(templates[i % len(templates)].read_text()), i)
            path = work / f"{document['name']}.json"
            path.write_text(json.dumps(document, indent=2, ensure_ascii=False))
            files.append(path)
        site = work / "site"
        cold, cold_memory = run([tool, "docs", *map(str, files), "--output", str(site), "--quiet"])
        changed = json.loads(files[0].read_text())
        changed["title"] += " (edited)"
        files[0].write_text(json.dumps(changed, indent=2, ensure_ascii=False))
        warm, warm_memory = run([tool, "docs", *map(str, files), "--output", str(site), "--quiet"])
        gallery = (site / "index.html").stat().st_size
        alone = sum(run([tool, "docs", str(path), "--output", str(work / f"alone-{i}"), "--quiet"])[0] for i, path in enumerate(files))

        options = webdriver.ChromeOptions()
        options.binary_location = "/usr/bin/chromium"
        for flag in ("--headless=new", "--no-sandbox", "--disable-gpu"):
            options.add_argument(flag)
        driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
        try:
            driver.get((site / "index.html").as_uri())
            time.sleep(1)
            timing = driver.execute_script("""
                const n = performance.getEntriesByType('navigation')[0];
                const input = document.getElementById('search');
                const start = performance.now();
                input.value = 'ripple';
                input.dispatchEvent(new Event('input'));
                const search = performance.now() - start;
                const loaded = performance.getEntriesByType('resource').reduce((sum, r) => sum + (r.transferSize || r.decodedBodySize || 0), 0);
                return {interactive: n.domInteractive, complete: n.domComplete, search: search,
                        shown: document.querySelectorAll('.card:not([hidden])').length, images: loaded};""")
        finally:
            driver.quit()
        print(f"docs site of {count} effects ({len(templates)} templates varied), {tool}")
        print(f"  cold build:          {cold:8.1f} s, peak memory {cold_memory:7.0f} MB  ({cold / count * 1000:.0f} ms an effect)")
        print(f"  each effect alone:   {alone:8.1f} s in all; cold build / that sum: {cold / alone:.2f} (goal ≤ 2: {'met' if cold <= 2 * alone else 'not met'})")
        print(f"  one effect changed:  {warm:8.2f} s, peak memory {warm_memory:7.0f} MB  (goal ≤ 1 s: {'met' if warm <= 1 else 'not met'})")
        print(f"  gallery index.html:  {gallery / 1000:8.1f} KB; in Chromium interactive at {timing['interactive']:.0f} ms, "
              f"complete at {timing['complete']:.0f} ms; a search over {count} cards {timing['search']:.1f} ms ({timing['shown']} shown)")
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
