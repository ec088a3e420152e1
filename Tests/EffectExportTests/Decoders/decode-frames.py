#!/usr/bin/env python3
"""Decodes an animated PNG, GIF or WebP with Pillow (independently of effect-export's encoders).

Usage: decode-frames.py FILE OUT-FOLDER
Writes each composed frame as OUT-FOLDER/frame-0000.png (RGBA) and prints JSON: the format, the frame count,
the loop count and each frame's duration in milliseconds.
"""
import json
import struct
import sys
from pathlib import Path

from PIL import Image


def webp_durations(path):
    """The ANMF frames' durations in ms, read from the RIFF container (Pillow does not report them)."""
    data = Path(path).read_bytes()
    durations, offset = [], 12
    while offset + 8 <= len(data):
        tag, size = data[offset:offset + 4], struct.unpack("<I", data[offset + 4:offset + 8])[0]
        if tag == b"ANMF":
            durations.append(int.from_bytes(data[offset + 20:offset + 23], "little"))
        offset += 8 + size + (size & 1)
    return durations


def main():
    image = Image.open(sys.argv[1])
    out = Path(sys.argv[2])
    durations = []
    for index in range(getattr(image, "n_frames", 1)):
        image.seek(index)
        durations.append(image.info.get("duration", 0))
        image.convert("RGBA").save(out / f"frame-{index:04d}.png")
    if image.format == "WEBP":
        durations = webp_durations(sys.argv[1]) or durations
    print(json.dumps({"format": image.format, "frames": len(durations), "loop": image.info.get("loop"), "durations": durations}))


if __name__ == "__main__":
    main()
