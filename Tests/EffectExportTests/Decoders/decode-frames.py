#!/usr/bin/env python3
"""Decodes an animated PNG or GIF with Pillow (independently of effect-export's encoders).

Usage: decode-frames.py FILE OUT-FOLDER
Writes each composed frame as OUT-FOLDER/frame-0000.png (RGBA) and prints JSON: the format, the frame count,
the loop count and each frame's duration in milliseconds.
"""
import json
import sys
from pathlib import Path

from PIL import Image


def main():
    image = Image.open(sys.argv[1])
    out = Path(sys.argv[2])
    durations = []
    for index in range(getattr(image, "n_frames", 1)):
        image.seek(index)
        durations.append(image.info.get("duration", 0))
        image.convert("RGBA").save(out / f"frame-{index:04d}.png")
    print(json.dumps({"format": image.format, "frames": len(durations), "loop": image.info.get("loop"), "durations": durations}))


if __name__ == "__main__":
    main()
