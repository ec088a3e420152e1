#!/usr/bin/env python3
"""Scale benchmark: does the cost grow with the work, and only with it? Each case printed as a ratio.

- Shadows: 60 frames (1 s at 60 fps, scale 1) of a 10 × 10 grid of contained ripple buttons (Rippleable's shadow,
  σ = 6 pt, and a title) against the same grid of outlined buttons (no shadow), each button pressed once.
  Shadows should cost at most half of the rest: the ratio at most 1.5, in wall time and in CPU time (steadier on a
  shared machine).
- Charts of many interactions: `curves` of a ripple button tapped 250 and 1 000 times (1 000: the most a document may script) (a new ripple each, 20 taps
  a second), wall time and peak memory: linear means a ratio of 4 (at most 5), memory at most 400 MiB.

- Budget edges (issue 38): each kind of work the tester found past the promise — 10 s and 1 GiB for a still, 60 s
  for any command on one effect — as a document just within its limit, timed (wall, CPU, peak memory; goal: within
  the limit), and past it, refused by the estimate (goal: exit 64 or 65 in under a second). The documents are those
  of `Tests/_EffectTestSupport/BudgetDocuments.swift`, which the unit tests put on either side of the estimate.

(The wave-pulse clock at 1 500 s and 6 000 s is in effect-bench, printed by `make bench` just before.)

    python3 Benchmarks/run-scale.py        (or: make bench)
"""
import json, os, shutil, statistics, subprocess, tempfile, time

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


def document(layers, width=100, height=100, **extra):
    d = {"effect": 1, "canvas": {"width": width, "height": height}, "layers": layers}
    d.update(extra)
    return d


def small_layers(n):
    return [{"id": f"l{i}", "frame": [i % 40 * 5, i // 40 * 5, 4, 4], "backgroundColor": "red"} for i in range(n)]


class Budget:
    """The documents of BudgetDocuments.swift, at any size."""

    @staticmethod
    def shadows(n, radius=300, side=4000):
        return document([{"id": f"s{i}", "frame": [side // 2 + i % 50, side // 2 + i // 50, 100, 100], "backgroundColor": "red",
                          "shadowOpacity": 0.5, "shadowRadius": radius} for i in range(n)], side, side)

    @staticmethod
    def translucent(n, side=4000):
        return document([{"id": f"t{i}", "frame": [0, 0, side, side], "backgroundColor": "red", "opacity": 0.5} for i in range(n)], side, side)

    square = document([{"id": "a", "frame": [0, 0, 10, 10], "backgroundColor": "red"}])

    @staticmethod
    def hanja(layers):
        text = "".join(chr(0x4E00 + (i * 37) % 20000) for i in range(5000))
        return document([{"id": f"t{k}", "type": "text", "string": text, "isWrapped": True, "frame": [0, 0, 1000, 1000], "font": "Inter 12"}
                         for k in range(layers)], 1000, 1000)

    @staticmethod
    def zigzag(segments, side):
        lines = " ".join(f"L {(i * 7919) % side} {side if i % 2 == 0 else 0}" for i in range(segments))
        return document([{"id": "p", "type": "shape", "path": {"d": "M 0 0 " + lines}, "strokeColor": "black", "lineWidth": 3, "fillColor": None}],
                        side, side)

    @staticmethod
    def keyframes(layers, values, duration=1, repeats=1, window=1):
        points = [[(j * 7) % 200, (j * 13) % 250] for j in range(values)]
        return document(small_layers(layers), 200, 250, duration=window, animations=[
            {"layer": f"l{i}", "type": "keyframe", "keyPath": "position", "duration": duration, "repeatCount": repeats, "values": points}
            for i in range(layers)])

    @staticmethod
    def springs(layers):
        return document(small_layers(layers), 200, 250, duration=2, animations=[
            {"layer": f"l{i}", "type": "spring", "keyPath": "position.x", "byValue": 10, "duration": 2} for i in range(layers)])

    @staticmethod
    def moving(layers, by):
        return document(small_layers(layers), 200, 250, animations=[
            {"layer": f"l{i}", "keyPath": "position.x", "byValue": by, "duration": 1} for i in range(layers)])

    @staticmethod
    def taps(count, every=0.05, width=240, height=96):
        return document([{"id": "b", "type": "rippleButton", "frame": [20, 20, 200, 56]}], width, height, duration=count * every + 1,
                        interactions=[{"layer": "b", "touchDown": i * every, "touchUp": i * every + 0.03, "at": [20 + (i * 37) % 160, 20]}
                                      for i in range(count)])

    @staticmethod
    def gradient(stops, keyframes):
        import random
        rng = random.Random(1)
        colours = lambda: ["#%06X" % rng.randrange(1 << 24) for _ in range(stops)]
        return document([{"id": "g", "type": "gradient", "frame": [0, 0, 200, 200], "colors": colours()}], 200, 200,
                        animations=[{"layer": "g", "type": "keyframe", "keyPath": "colors", "duration": 1,
                                     "values": [colours() for _ in range(keyframes)]}])

    @staticmethod
    def floating_button(actions):
        return document([{"id": "fab", "type": "floatingButton", "frame": [100, 100, 60, 60], "actions": ["pencil"] * actions}], 300, 300,
                        interactions=[{"layer": "fab", "toggle": [0.1, 1.0]}])


def budget_edges(work, write):
    """Each kind just within its limit (timed) and past it (refused at once)."""
    png = ["--format", "png", "--scale", "1"]
    # (what, limit in seconds, command before the document, document, arguments after it, second document for diff)
    within = [
        ("100 wide shadows on a still", 10, [], Budget.shadows(100), png),
        ("100 translucent layers filling a still", 10, [], Budget.translucent(100), png),
        ("a square at --scale 16 for 1 000 frames", 60, [], Budget.square, ["--frames", "1000", "--scale", "16", "--format", "png"]),
        ("a page of Hanja as a still SVG", 10, [], Budget.hanja(1), ["--format", "svg"]),
        ("a path of 1 000 segments across 2 000 pt", 10, [], Budget.zigzag(1000, 2000), png),
        ("Lottie of 200 layers of 100 keyframes", 60, [], Budget.keyframes(200, 100), ["--format", "lottie"]),
        ("curves of 1 000 layers of 1 000 keyframes", 60, ["curves"], Budget.keyframes(1000, 1000), []),
        ("a GIF of 1 000 taps", 60, [], Budget.taps(1000), ["--format", "gif"]),
        ("a gradient of 500 stops through 10 keyframes, animated SVG", 60, [], Budget.gradient(500, 10), ["--animated"]),
        ("a floating button of 1 000 actions, animated SVG", 60, [], Budget.floating_button(1000), ["--animated"]),
        ("the docs page of 200 springs", 60, ["docs"], Budget.springs(200), []),
        ("diff of 2 000 layers", 60, ["diff"], Budget.moving(2000, 10), ["--format", "json"], Budget.moving(2000, 11)),
    ]
    past = [
        ("2 000 wide shadows on a still", [], Budget.shadows(2000), png),
        ("2 000 translucent layers filling a still", [], Budget.translucent(2000), png),
        ("--frames 10000 --scale 16", [], Budget.square, ["--frames", "10000", "--scale", "16", "--format", "png"]),
        ("20 pages of Hanja as a still SVG", [], Budget.hanja(20), ["--format", "svg"]),
        ("one path of 10 000 segments", [], Budget.zigzag(9999, 4000), png),
        ("Lottie of 100 layers of 1 000 keyframes, 12 times", [], Budget.keyframes(100, 1000, repeats=12, window=12), ["--format", "lottie"]),
        ("curves of 10 000 springs", ["curves"], Budget.springs(10000), []),
        ("a GIF of 1 000 taps on 960 × 384 pt", [], Budget.taps(1000, 0.15, 960, 384), ["--format", "gif"]),
        ("the docs page of 2 000 springs", ["docs"], Budget.springs(2000), []),
    ]
    out = os.path.join(work, "out")
    def output(command, arguments):
        if command == ["docs"]:
            shutil.rmtree(out, ignore_errors=True)
            return ["--output", out, "--quiet"]
        if command == ["diff"]:
            return []
        if "--frames" in arguments:
            shutil.rmtree(out, ignore_errors=True)
            os.makedirs(out)
            return ["--output", out + "/", "--quiet"]
        return ["--output", os.path.join(work, "out.bin")]
    print("Budget edges: within the limit (wall ≤ limit on an idle machine), one run each")
    for case in within:
        what, limit, command, doc, arguments = case[:5]
        paths = [write("within", doc)] + ([write("within-new", case[5])] if len(case) > 5 else [])
        started = time.perf_counter()
        process = subprocess.Popen([TOOL] + command + paths + arguments + output(command, arguments), stdout=subprocess.DEVNULL)
        _, status, usage = os.wait4(process.pid, 0)
        wall = time.perf_counter() - started
        cpu = usage.ru_utime + usage.ru_stime
        print(f"  {what:58s} {wall:6.2f} s  CPU {cpu:6.2f} s  peak {usage.ru_maxrss / 1024:7.1f} MiB  exit {os.waitstatus_to_exitcode(status)}"
              f"  (limit {limit} s)")
    print("Budget edges: past the limit, refused (goal: exit 64 or 65 in under a second)")
    for what, command, doc, arguments in past:
        path = write("past", doc)
        started = time.perf_counter()
        result = subprocess.run([TOOL] + command + [path] + arguments + output(command, arguments), capture_output=True, text=True)
        wall = time.perf_counter() - started
        print(f"  {what:58s} {wall:6.2f} s  exit {result.returncode}")


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

        budget_edges(work, write)
    finally:
        shutil.rmtree(work)


if __name__ == "__main__":
    main()
