#!/usr/bin/env python3
"""Prints each page of a PDF Cairo wrote: its size and the smallest text on it, as printed.

    pdf-text-sizes.py PDF

One line a page: `WIDTH HEIGHT SMALLEST` in points (SMALLEST is `none` on a page without text). A text's printed
size is its font size (Tf) scaled by the text matrix (Tm) and the current transformation (cm, and the Matrix of each
form XObject it is drawn through), as the vertical scale of their product."""
import math
import re
import sys
import zlib


def objects(data):
    found = {}
    for match in re.finditer(rb"(\d+) 0 obj\s*(.*?)endobj", data, re.S):
        body = match.group(2)
        stream = None
        head = body
        start = body.find(b"stream")
        if start >= 0:
            head = body[:start]
            raw = body[start + 6:]
            raw = raw[1:] if raw.startswith(b"\n") else raw[2:] if raw.startswith(b"\r\n") else raw
            raw = raw[:raw.rfind(b"endstream")]
            stream = zlib.decompress(raw) if b"/FlateDecode" in head else raw
        found[int(match.group(1))] = (head, stream)
    return found


TOKEN = re.compile(rb"\((?:\\.|[^\\)])*\)|<[0-9A-Fa-f\s]*>|\[|\]|<<|>>|/[^\s/\[\]()<>]+|[-+]?(?:\d+\.?\d*|\.\d+)|[A-Za-z'\"*]+")


def multiply(a, b):
    return [a[0] * b[0] + a[1] * b[2], a[0] * b[1] + a[1] * b[3], a[2] * b[0] + a[3] * b[2], a[2] * b[1] + a[3] * b[3],
            a[4] * b[0] + a[5] * b[2] + b[4], a[4] * b[1] + a[5] * b[3] + b[5]]


def xobjects(head, objs):
    """The names of a resource dictionary's XObjects and their object numbers."""
    resources = re.search(rb"/Resources\s+(\d+) 0 R", head)
    text = objs[int(resources.group(1))][0] if resources else head
    block = re.search(rb"/XObject\s*<<(.*?)>>", text, re.S)
    return {name: int(number) for name, number in re.findall(rb"/(\S+?)\s+(\d+) 0 R", block.group(1))} if block else {}


def smallest(stream, head, objs, ctm):
    stack, operands, size, tm, least = [], [], 0.0, [1, 0, 0, 1, 0, 0], math.inf
    names = xobjects(head, objs)
    for token in TOKEN.findall(stream):
        if re.fullmatch(rb"[-+]?(?:\d+\.?\d*|\.\d+)", token):
            operands.append(float(token))
            continue
        if token.startswith((b"/", b"(", b"<", b"[", b"]")):
            operands.append(token)
            continue
        numbers = [o for o in operands if isinstance(o, float)]
        if token == b"q":
            stack.append(ctm)
        elif token == b"Q":
            ctm = stack.pop()
        elif token == b"cm":
            ctm = multiply(numbers[-6:], ctm)
        elif token == b"BT":
            tm = [1, 0, 0, 1, 0, 0]
        elif token == b"Tf":
            size = numbers[-1]
        elif token == b"Tm":
            tm = numbers[-6:]
        elif token in (b"Tj", b"TJ", b"'", b'"'):
            m = multiply(tm, ctm)
            least = min(least, abs(size) * math.sqrt(abs(m[0] * m[3] - m[1] * m[2])))
        elif token == b"Do":
            number = names.get(operands[-1][1:])
            if number is not None and number in objs and objs[number][1] is not None and b"/Form" in objs[number][0]:
                form_head = objs[number][0]
                matrix = re.search(rb"/Matrix\s*\[([^\]]*)\]", form_head)
                inner = multiply([float(v) for v in matrix.group(1).split()], ctm) if matrix else ctm
                least = min(least, smallest(objs[number][1], form_head, objs, inner))
        operands = []
    return least


def main():
    data = open(sys.argv[1], "rb").read()
    objs = objects(data)
    for number in sorted(objs):
        head, _ = objs[number]
        if not re.search(rb"/Type\s*/Page\b", head):
            continue
        box = [float(v) for v in re.search(rb"/MediaBox\s*\[([^\]]*)\]", head).group(1).split()]
        contents = [int(n) for n in re.findall(rb"(\d+) 0 R", re.search(rb"/Contents\s*(\[[^\]]*\]|\d+ 0 R)", head).group(1))]
        least = min(smallest(objs[c][1], head, objs, [1, 0, 0, 1, 0, 0]) for c in contents)
        print(f"{box[2] - box[0]:g} {box[3] - box[1]:g} {'none' if least == math.inf else f'{least:.3f}'}")


if __name__ == "__main__":
    main()
