#!/usr/bin/env python3
"""Compares the tool's stills of Lottie files with rlottie's at 0, 25, 50, 75 and 100 % of their frames.

Usage: Benchmarks/rlottie/compare.py OUT-DIR FILE.json...  (after swift build and Benchmarks/rlottie/build.sh)
Each instant is the frame round(f × (op − ip − 1)) — 100 % is the last frame drawn, op − 1 — rendered by rlottie
and by `effect-export FILE --time frame/fr --scale 1`, both composited over white. Printed per file: the share of
pixels whose largest channel difference is over 40/255 at each instant, in %. The PNGs stay in OUT-DIR.
"""
import json, os, subprocess, sys
from PIL import Image, ImageChops

root = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..")
tool = os.path.join(root, ".build", "debug", "effect-export")
harness = os.path.join(root, ".build", "rlottie-frame")
fractions = [0, 0.25, 0.5, 0.75, 1]


def over_white(path):
    image = Image.open(path).convert("RGBA")
    white = Image.new("RGBA", image.size, (255, 255, 255, 255))
    return Image.alpha_composite(white, image).convert("RGB")


def share_over(a, b, threshold=40):
    if a.size != b.size:
        b = b.resize(a.size)
    difference = ImageChops.difference(a, b)
    channels = difference.split()
    worst = ImageChops.lighter(ImageChops.lighter(channels[0], channels[1]), channels[2])
    over = sum(worst.histogram()[threshold + 1:])
    return over / (a.size[0] * a.size[1])


def main():
    out, files = sys.argv[1], sys.argv[2:]
    os.makedirs(out, exist_ok=True)
    for path in files:
        name = os.path.splitext(os.path.basename(path))[0]
        document = json.load(open(path))
        fr, ip, op = document["fr"], document["ip"], document["op"]
        frames = int(op - ip)
        prefix = os.path.join(out, name)
        players = subprocess.run([harness, path, prefix + "-rlottie"] + [str(f) for f in fractions], capture_output=True)
        if players.returncode != 0:
            print(f"{name}: rlottie cannot read it (exit {players.returncode})", flush=True)
            continue
        shares = []
        for f in fractions:
            frame = round(f * (frames - 1))
            mine = f"{prefix}-ours-{round(f * 100):03d}.png"
            run = subprocess.run([tool, path, "--time", repr(frame / fr), "--scale", "1", "--format", "png", "--output", mine, "--quiet"],
                                 capture_output=True, text=True)
            if run.returncode != 0:
                shares.append(f"exit {run.returncode}")
                continue
            theirs = f"{prefix}-rlottie-{round(f * 100):03d}.png"
            shares.append(f"{share_over(over_white(theirs), over_white(mine)) * 100:.2f}")
        print(f"{name}: " + " ".join(shares), flush=True)


main()
