#!/usr/bin/env python3
"""Rasterises SVG files with an SVG renderer that is not Cairo: resvg (PyPI resvg-py), CairoSVG (PyPI cairosvg),
Inkscape (Debian inkscape) or librsvg (rsvg-convert), as a user of that viewer would see them.

    rasterise.py RENDERER JOBS

RENDERER is resvg, cairosvg, inkscape or librsvg; each line of the file JOBS is `SVG PNG SCALE`: the SVG drawn at SCALE
pixels per user unit into PNG. Prints `ok` when every file was written."""
import subprocess
import sys


def rasterise_resvg(jobs):
    import resvg_py
    for svg, png, scale in jobs:
        data = resvg_py.svg_to_bytes(svg_path=svg, zoom=scale)
        with open(png, "wb") as out:
            out.write(bytes(data))


def rasterise_cairosvg(jobs):
    import cairosvg
    for svg, png, scale in jobs:
        cairosvg.svg2png(url=svg, write_to=png, scale=scale)


def rasterise_inkscape(jobs):
    # One Inkscape for every file (it takes seconds to start): its action list opens, exports and closes each.
    actions = []
    for svg, png, scale in jobs:
        actions += [f"file-open:{svg}", f"export-filename:{png}", f"export-dpi:{96 * scale}", "export-do", "file-close"]
    run = subprocess.run(["inkscape", "--shell"], input=";".join(actions) + "\nquit\n", text=True,
                         capture_output=True, timeout=600)
    if run.returncode != 0:
        sys.exit(f"inkscape failed ({run.returncode}): {run.stderr}")


def rasterise_librsvg(jobs):
    for svg, png, scale in jobs:
        subprocess.run(["rsvg-convert", "--zoom", str(scale), "--format", "png", "--output", png, svg], check=True, timeout=60)


def main():
    renderer, job_file = sys.argv[1], sys.argv[2]
    jobs = []
    with open(job_file) as lines:
        for line in lines:
            if line.strip():
                svg, png, scale = line.split()
                jobs.append((svg, png, float(scale)))
    {"resvg": rasterise_resvg, "cairosvg": rasterise_cairosvg, "inkscape": rasterise_inkscape,
     "librsvg": rasterise_librsvg}[renderer](jobs)
    print("ok")


if __name__ == "__main__":
    main()
