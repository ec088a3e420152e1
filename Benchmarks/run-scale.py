#!/usr/bin/env python3
"""Scale benchmark: does the cost grow with the work, and only with it? Each case printed as a ratio.

- Shadows: 60 frames (1 s at 60 fps, scale 1) of a 10 × 10 grid of contained ripple buttons (Rippleable's shadow,
  σ = 6 pt, and a title) against the same grid of outlined buttons (no shadow), each button pressed once.
  Shadows should cost at most half of the rest: the ratio at most 1.5, in wall time and in CPU time (steadier on a
  shared machine).
- Charts of many interactions: `curves` of a ripple button tapped 250 and 1 000 times (1 000: the most a document may script) (a new ripple each, 20 taps
  a second), wall time and peak memory: linear means a ratio of 4 (at most 5), memory at most 400 MiB.

(The wave-pulse clock at 1 500 s and 6 000 s is in effect-bench, printed by `make bench` just before.)

    python3 Benchmarks/run-scale.py        (or: make bench)
"""
import json, os, shutil, statistics, tempfile

from measure import TOOL, run


def median_run(command, runs=5, before=None):
    """The median wall and CPU time and the largest peak memory of `runs` runs, `before` called ahead of each."""
    results = []
    for _ in range(runs):
        if before:
            before()
        results.append(run(command))
    return (statistics.median(r.seconds for r in results), statistics.median(r.cpu for r in results),
            max(r.memory for r in results))


def grid(style):
    layers, touches = [], []
    for row in range(10):
        for column in range(10):
            i = row * 10 + column
            layers.append({"id": f"b{i}", "type": "rippleButton", "style": style, "frame": [10 + column * 220, 10 + row * 68, 200, 48]})
            touches.append({"layer": f"b{i}", "touchDown": 0.005 * i, "touchUp": 0.005 * i + 0.3, "at": [40 + (i % 7) * 20, 20]})
    return {"effect": 1, "canvas": {"width": 2210, "height": 690, "background": "#FFFFFF"}, "duration": 1,
            "layers": layers, "interactions": touches}


def taps(count):
    touches = [{"layer": "b", "touchDown": i / 20, "touchUp": i / 20 + 0.03, "at": [20 + (i * 37) % 160, 20]} for i in range(count)]
    return {"effect": 1, "canvas": {"width": 240, "height": 96}, "duration": count / 20 + 1,
            "layers": [{"id": "b", "type": "rippleButton", "frame": [20, 20, 200, 56]}], "interactions": touches}


def main():
    work = tempfile.mkdtemp(prefix="effect-scale-")
    try:
        def write(name, document):
            path = os.path.join(work, name + ".json")
            with open(path, "w") as f:
                json.dump(document, f)
            return path

        frames = os.path.join(work, "frames")
        def empty_frames():
            shutil.rmtree(frames, ignore_errors=True)
            os.makedirs(frames)

        print("Shadows: 60 frames of 100 ripple buttons, 2210 × 690 pt at scale 1; median of 5 runs")
        measured = {}
        for style in ["contained", "outlined"]:
            document = write(f"grid-{style}", grid(style))
            measured[style] = median_run([TOOL, document, "--fps", "60", "--scale", "1", "--format", "png", "--output", frames + "/", "--quiet"],
                                         before=empty_frames)
            label = "with shadows (contained)" if style == "contained" else "without (outlined)"
            wall, cpu, memory = measured[style]
            print(f"  {label:26s} {wall:6.2f} s  CPU {cpu:6.2f} s  peak {memory / 1024:6.1f} MiB")
        wall = measured["contained"][0] / measured["outlined"][0]
        cpu = measured["contained"][1] / measured["outlined"][1]
        print(f"  ratio (with / without shadows; at most 1.5): {wall:.2f} wall, {cpu:.2f} CPU")

        print("Charts of many interactions: curves of a ripple button tapped N times; median of 3 runs")
        curves = {}
        for count in [250, 1000]:
            document = write(f"taps-{count}", taps(count))
            curves[count] = median_run([TOOL, "curves", document, "--output", os.path.join(work, f"taps-{count}.svg"), "--quiet"], runs=3)
            print(f"  {count:5d} taps  {curves[count][0]:6.2f} s  peak {curves[count][2] / 1024:6.1f} MiB")
        print(f"  ratio (1 000 / 250 taps; linear: 4, at most 5): {curves[1000][0] / curves[250][0]:.2f}")
    finally:
        shutil.rmtree(work)


if __name__ == "__main__":
    main()
