#!/usr/bin/env python3
"""Frame-export benchmark: effect-export against the hand-written Cairo floor, side by side in one run.

Exports the benchmark ripple (Benchmarks/ripple-benchmark.json) as 60 PNG frames (60 fps, 1 s, scale 2)
with the release build of effect-export and with Benchmarks/floor/ripple.c (cairo_surface_write_to_png,
one frame after another). Prints the median wall time of nine alternating runs of each, the ratio,
peak memory, and the bytes written; then the peak memory of a 6 000-frame export (100 s at 60 fps).

Then what writing those 60 files costs by itself, the floor's way and ours (Benchmarks/floor/files.c), and zlib and
libdeflate side by side on those frames (Benchmarks/deflate/compare.c).

Then the animated files of the same ripple: the APNG at 60 fps against writing its 60 PNG frames, and our GIF against
ffmpeg's two-pass palette GIF (palettegen stats_mode=diff, paletteuse dither=bayer) made from those PNG frames.

Then the same for a 60-frame (10 × 6) PNG contact sheet against the floor's `--sheet` mode, which draws the same grid:
the frames, their borders and their labels through Pango (not the header, onion skin and motion paths the sheet adds);
and a 60-page PDF with 60 SVG frames (`--format pdf,svg`, one process) against the floor's `--vector` mode.

    python3 Benchmarks/run-frame-export.py        (or: make bench)
"""
import json, os, shutil, statistics, subprocess, tempfile

from measure import ROOT, TOOL, run

DOCUMENT = os.path.join(ROOT, "Benchmarks", "ripple-benchmark.json")


def race(ours, floor, runs=9):
    """Both commands, alternating, after one warm-up each: the runs of each (`measure.Run`)."""
    run(ours), run(floor)
    mine, theirs = [], []
    for _ in range(runs):
        mine.append(run(ours))
        theirs.append(run(floor))
    return mine, theirs


def folder_bytes(path):
    return sum(os.path.getsize(os.path.join(path, f)) for f in os.listdir(path))


def main():
    work = tempfile.mkdtemp(prefix="effect-bench-")
    floor = os.path.join(work, "floor")
    subprocess.run(["gcc", "-O2", "-o", floor, os.path.join(ROOT, "Benchmarks", "floor", "ripple.c"), "-lm"]
                   + subprocess.run(["pkg-config", "--cflags", "--libs", "cairo", "pangocairo"], capture_output=True, text=True, check=True).stdout.split(),
                   check=True)
    swift_out, floor_out = os.path.join(work, "swift"), os.path.join(work, "floor-frames")
    os.makedirs(swift_out)
    os.makedirs(floor_out)
    swift_command = [TOOL, DOCUMENT, "--fps", "60", "--scale", "2", "--format", "png", "--output", swift_out + "/", "--quiet"]
    floor_command = [floor, floor_out, "60", "60", "2"]
    swift, floor_runs = race(swift_command, floor_command)
    swift_time = statistics.median(r.seconds for r in swift)
    floor_time = statistics.median(r.seconds for r in floor_runs)
    print(f"60 frames, 216 × 64 pt at scale 2 (432 × 128 px), {os.cpu_count()} cores; median of 9 runs")
    print(f"  effect-export  {swift_time * 1000:7.1f} ms  peak {max(r.memory for r in swift) / 1024:5.1f} MiB  {folder_bytes(swift_out):7d} bytes")
    print(f"  C floor        {floor_time * 1000:7.1f} ms  peak {max(r.memory for r in floor_runs) / 1024:5.1f} MiB  {folder_bytes(floor_out):7d} bytes")
    ratio = swift_time / floor_time
    print(f"  ratio (effect-export / floor): {ratio:.2f}  (goal ≤ 0.20: {'met' if ratio <= 0.20 else 'not met'}; "
          f"bytes {'within' if folder_bytes(swift_out) <= folder_bytes(floor_out) else 'above'} the floor's)")

    # What the 60 files cost by themselves, written the floor's way and ours (all or nothing, on disk before the renames).
    files = os.path.join(work, "files")
    subprocess.run(["gcc", "-O2", "-o", files, os.path.join(ROOT, "Benchmarks", "floor", "files.c")], check=True)
    size = folder_bytes(swift_out) // 60
    written = {}
    for mode in ("inplace", "durable", "syncfs"):
        folder = os.path.join(work, "files-" + mode)
        os.makedirs(folder)
        times = [float(subprocess.run([files, folder, "60", str(size), mode], capture_output=True, text=True, check=True).stdout) for _ in range(9)]
        written[mode] = statistics.median(times)
    print(f"60 files of {size} bytes alone, no drawing or encoding; median of 9 runs")
    print(f"  the floor's way (over the old files)                 {written['inplace']:7.1f} ms")
    print(f"  ours (temporary names, a flush each, then renames)   {written['durable']:7.1f} ms  "
          f"({written['durable'] / (floor_time * 1000):.2f} of the floor's time; one syncfs instead: {written['syncfs']:.1f} ms)")

    # The deflate libraries side by side on those frames (filtered as our encoder filters them).
    compare = os.path.join(work, "compare")
    subprocess.run(["gcc", "-O2", "-o", compare, os.path.join(ROOT, "Benchmarks", "deflate", "compare.c")]
                   + subprocess.run(["pkg-config", "--cflags", "--libs", "cairo", "zlib", "libdeflate"], capture_output=True, text=True, check=True).stdout.split(),
                   check=True)
    print("zlib against libdeflate on those 60 frames (our PNG encoder uses libdeflate 6)")
    subprocess.run([compare] + sorted(os.path.join(swift_out, f) for f in os.listdir(swift_out)), check=True)

    apng = os.path.join(work, "ripple.png")
    apng_runs, frame_runs = race([TOOL, DOCUMENT, "--format", "png", "--animated", "--fps", "60", "--scale", "2", "--output", apng, "--quiet"], swift_command)
    apng_time, frames_time = statistics.median(r.seconds for r in apng_runs), statistics.median(r.seconds for r in frame_runs)
    print("Animated files of the same 60 frames; median of 9 runs")
    print(f"  APNG (one file, changed rectangles)  {apng_time * 1000:7.1f} ms  {os.path.getsize(apng):7d} bytes")
    print(f"  60 PNG frames                        {frames_time * 1000:7.1f} ms  {folder_bytes(swift_out):7d} bytes")
    print(f"  ratio (APNG / frames): {apng_time / frames_time:.2f}")
    if shutil.which("ffmpeg"):
        gif, ffmpeg_gif = os.path.join(work, "ripple.gif"), os.path.join(work, "ffmpeg.gif")
        gif_frames = os.path.join(work, "gif-frames")
        os.makedirs(gif_frames)
        subprocess.run([TOOL, DOCUMENT, "--fps", "50", "--scale", "2", "--format", "png", "--output", gif_frames + "/", "--quiet"], check=True)
        ours, theirs = race([TOOL, DOCUMENT, "--format", "gif", "--scale", "2", "--output", gif, "--quiet"],
                            ["ffmpeg", "-hide_banner", "-loglevel", "error", "-y", "-framerate", "50", "-i", gif_frames + "/benchmark-ripple-%04d.png",
                             "-vf", "split[a][b];[a]palettegen=stats_mode=diff[p];[b][p]paletteuse=dither=bayer", ffmpeg_gif])
        gif_time, ffmpeg_time = statistics.median(r.seconds for r in ours), statistics.median(r.seconds for r in theirs)
        print("GIF at 50 fps, scale 2; median of 9 runs (ffmpeg's time excludes drawing its PNG frames)")
        print(f"  effect-export (renders, one palette, Bayer)   {gif_time * 1000:7.1f} ms  {os.path.getsize(gif):7d} bytes")
        print(f"  ffmpeg palettegen + paletteuse (bayer)        {ffmpeg_time * 1000:7.1f} ms  {os.path.getsize(ffmpeg_gif):7d} bytes")

    sheet_png = os.path.join(work, "sheet.png")
    sheet_command = [TOOL, "sheet", DOCUMENT, "--frames", "60", "--columns", "10", "--format", "png", "--scale", "2", "--output", sheet_png, "--quiet"]
    floor_sheet_command = [floor, "--sheet", os.path.join(work, "floor-sheet.png"), "60", "10", "2"]
    sheets, floor_sheets = race(sheet_command, floor_sheet_command)
    sheet_time = statistics.median(r.seconds for r in sheets)
    floor_sheet_time = statistics.median(r.seconds for r in floor_sheets)
    print("60-frame sheet, 10 × 6, PNG at scale 2; median of 9 runs")
    print(f"  effect-export sheet (grid, header, labels, onion skin, motion paths)  {sheet_time * 1000:7.1f} ms  {os.path.getsize(sheet_png):7d} bytes")
    print(f"  C floor --sheet (the same grid: frames, borders, Pango labels)       {floor_sheet_time * 1000:7.1f} ms")
    ratio = sheet_time / floor_sheet_time
    print(f"  ratio (effect-export / floor): {ratio:.2f}  (goal ≤ 0.40: {'met' if ratio <= 0.40 else 'not met'})")

    # The same 60 frames as a 60-page PDF and 60 SVGs: one process writing both, two processes, the floor's --vector.
    vector_out = os.path.join(work, "vector")
    os.makedirs(vector_out)
    both = [TOOL, DOCUMENT, "--fps", "60", "--format", "pdf,svg", "--output", vector_out + "/", "--quiet"]
    ours, floor_vector = race(both, [floor, "--vector", vector_out, "60", "60"])
    apart = [run([TOOL, DOCUMENT, "--fps", "60", "--format", "pdf", "--output", os.path.join(vector_out, "apart.pdf"), "--quiet"]).seconds
             + run([TOOL, DOCUMENT, "--fps", "60", "--format", "svg", "--output", vector_out + "/", "--quiet"]).seconds for _ in range(9)]
    both_time, floor_vector_time = statistics.median(r.seconds for r in ours), statistics.median(r.seconds for r in floor_vector)
    print("60-page PDF + 60 SVG frames; median of 9 runs")
    print(f"  effect-export --format pdf,svg (one process)  {both_time * 1000:7.1f} ms")
    print(f"  effect-export, two processes                  {statistics.median(apart) * 1000:7.1f} ms")
    print(f"  C floor --vector (Cairo's PDF and SVG surfaces) {floor_vector_time * 1000:5.1f} ms")
    ratio = both_time / floor_vector_time
    print(f"  ratio (one process / floor): {ratio:.2f}  (goal ≤ 1.5: {'met' if ratio <= 1.5 else 'not met'})")

    long_document = os.path.join(work, "long.json")
    with open(DOCUMENT) as f:
        document = json.load(f)
    document["duration"] = 100
    with open(long_document, "w") as f:
        json.dump(document, f)
    long_out = os.path.join(work, "long")
    os.makedirs(long_out)
    seconds, memory, _ = run([TOOL, long_document, "--fps", "60", "--scale", "2", "--format", "png", "--output", long_out + "/", "--quiet"])
    print(f"6000 frames (100 s at 60 fps): {seconds:.2f} s, peak {memory / 1024:.1f} MiB, {len(os.listdir(long_out))} files")
    shutil.rmtree(work)


if __name__ == "__main__":
    main()
