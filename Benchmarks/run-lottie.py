#!/usr/bin/env python3
"""Lottie race: effect-export importing a Lottie file and writing a PNG sequence, against rlottie (librlottie-dev)
writing the same number of frames of the same file at the same size through Cairo (Benchmarks/rlottie/rlottie-sequence.c).

The files: lottie-ios's TwitterHeart (60 frames) and Watermelon (300 frames, a loader) from ../shared/lottie-samples when
that folder is there (the steering group's machines), else our own Lottie export of two templates. Prints the median
wall time of five alternating runs of each, peak memory, and the ratio (goal ≤ 1.0× rlottie).

    python3 Benchmarks/run-lottie.py        (or: make bench)
"""
import os, shutil, statistics, subprocess, tempfile

from measure import ROOT, TOOL, run

SAMPLES = os.path.join(os.path.dirname(ROOT), "shared", "lottie-samples")


def files(work):
    """(name, path, frames) of the files raced."""
    if os.path.isdir(SAMPLES):
        return [("TwitterHeart", os.path.join(SAMPLES, "TwitterHeart.json"), 60), ("Watermelon", os.path.join(SAMPLES, "Watermelon.json"), 300)]
    made = []
    for name, frames in (("floating-button", 60), ("wave-pulse", 300)):
        path = os.path.join(work, name + ".json")
        subprocess.run([TOOL, name, "--format", "lottie", "--output", path, "--quiet"], check=True)
        made.append((name + " (our Lottie)", path, frames))
    return made


def race(ours, theirs, runs=5):
    """Both commands, alternating, after one warm-up each."""
    run(ours), run(theirs)
    mine, others = [], []
    for _ in range(runs):
        mine.append(run(ours))
        others.append(run(theirs))
    return mine, others


def main():
    if subprocess.run(["pkg-config", "--exists", "rlottie"]).returncode != 0:
        print("Lottie race skipped: rlottie is not installed (scripts/install-deps installs librlottie-dev)")
        return
    work = tempfile.mkdtemp(prefix="effect-lottie-bench-")
    try:
        player = os.path.join(work, "rlottie-sequence")
        flags = subprocess.run(["pkg-config", "--cflags", "--libs", "rlottie", "cairo"], capture_output=True, text=True, check=True).stdout.split()
        subprocess.run(["cc", "-O2", "-o", player, os.path.join(ROOT, "Benchmarks", "rlottie", "rlottie-sequence.c")] + flags + ["-lm"], check=True)
        print(f"Lottie import and a PNG sequence against rlottie, scale 1, {os.cpu_count()} cores; median of 5 runs")
        for name, path, frames in files(work):
            ours, theirs = os.path.join(work, "ours"), os.path.join(work, "theirs")
            for folder in (ours, theirs):
                shutil.rmtree(folder, ignore_errors=True)
                os.makedirs(folder)
            mine, others = race([TOOL, path, "--frames", str(frames), "--format", "png", "--output", ours + "/", "--quiet"],
                                [player, path, theirs, str(frames)])
            a, b = statistics.median(r.seconds for r in mine), statistics.median(r.seconds for r in others)
            print(f"  {name}, {frames} frames: effect-export {a * 1000:7.1f} ms (peak {max(r.memory for r in mine) / 1024:5.1f} MiB), "
                  f"rlottie {b * 1000:7.1f} ms (peak {max(r.memory for r in others) / 1024:5.1f} MiB); ratio {a / b:.2f} "
                  f"(goal ≤ 1.0: {'met' if a / b <= 1.0 else 'not met'})")
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
