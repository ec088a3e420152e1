#!/usr/bin/env python3
"""Loads Lottie files with python-lottie (independently of effect-export) and prints, per file, the layer names it
sees (precompositions' layers included) as JSON: {"file": ["layer", …], …}.

Usage: check-lottie.py FILE…
"""
import json
import sys

from lottie.parsers.tgs import parse_tgs


def names(animation):
    seen = []
    def walk(layers):
        for layer in layers:
            seen.append(layer.name)
    walk(animation.layers)
    for asset in animation.assets or []:
        walk(getattr(asset, "layers", []) or [])
    return seen


def main():
    print(json.dumps({path: names(parse_tgs(path)) for path in sys.argv[1:]}))


if __name__ == "__main__":
    main()
