#!/usr/bin/env python3
"""Rasterises SVG files with an SVG renderer that is not Cairo: resvg (PyPI resvg-py), CairoSVG (PyPI cairosvg),
Inkscape (Debian inkscape), librsvg (rsvg-convert) or ThorVG (PyPI thorvg-python, the engine of LVGL, Tizen and
dotLottie), as a user of that viewer would see them.

    rasterise.py RENDERER JOBS

RENDERER is resvg, cairosvg, inkscape, librsvg or thorvg; each line of the file JOBS is `SVG PNG SCALE`: the SVG drawn at SCALE
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


def rasterise_thorvg(jobs):
    import thorvg_python as tvg
    engine = tvg.Engine(threads=0)
    for svg, png, scale in jobs:
        picture = tvg.Picture(engine)
        if picture.load(svg) != tvg.Result.SUCCESS:
            sys.exit(f"thorvg could not load {svg}")
        _, width, height = picture.get_size()
        width, height = max(1, round(width * scale)), max(1, round(height * scale))
        picture.set_size(width, height)
        canvas = tvg.SwCanvas(engine)
        canvas.set_target(width, height, cs=tvg.Colorspace.ABGR8888S)
        canvas.add(picture)
        canvas.draw(True)
        canvas.sync()
        canvas.get_pillow().save(png)
        canvas.destroy()


def main():
    renderer, job_file = sys.argv[1], sys.argv[2]
    jobs = []
    with open(job_file) as lines:
        for line in lines:
            if line.strip():
                svg, png, scale = line.split()
                jobs.append((svg, png, float(scale)))
    {"resvg": rasterise_resvg, "cairosvg": rasterise_cairosvg, "inkscape": rasterise_inkscape,
     "librsvg": rasterise_librsvg, "thorvg": rasterise_thorvg}[renderer](jobs)
    print("ok")


if __name__ == "__main__":
    main()
