#!/usr/bin/env python3
"""Reads pages rendered from templates the docs engine accepted (a JSON list of strings on standard input), each
with a hostile value containing the marker PWN, and checks them with html5lib's tokenizer and tree builder — the
HTML5 parsing rules a browser follows — printing one line per place where the value escaped its context:

- inside the raw text of <script>, <style>, <iframe>, <noscript>, <xmp>, <noembed>, <noframes>;
- inside a comment;
- as an attribute the value made or filled (any attribute holding the marker must be one where text stays text:
  not an event handler, style, srcdoc, nor an SVG animation's values, from, to, by or attributeName);
- as a URL with a scheme other than http(s) in a URL attribute.

Exit 0 when every page is clean, 1 otherwise.
"""
import json
import sys

import html5lib

MARK = "PWN"
RAW = {"script", "style", "iframe", "noscript", "xmp", "noembed", "noframes"}
URL_ATTRIBUTES = {"href", "src", "action", "formaction", "poster", "data", "cite", "srcset", "background"}
ANIMATIONS = {"animate", "set", "animatemotion", "animatetransform", "animatecolor"}


def local(name):
    return name.split("}")[-1].lower()


def problems(page):
    found = []
    document = html5lib.parse(page, treebuilder="etree", namespaceHTMLElements=False)
    for element in document.iter():
        tag = element.tag
        if not isinstance(tag, str):  # a comment
            if MARK in (element.text or ""):
                found.append("in a comment")
            continue
        name = local(tag)
        if name in RAW and MARK in "".join(element.itertext()):
            found.append(f"inside <{name}>")
        for attribute, value in element.attrib.items():
            attribute = local(attribute)
            if MARK not in value:
                continue
            if attribute.startswith("on") or attribute in {"style", "srcdoc"}:
                found.append(f"in {attribute} of <{name}>")
            if name in ANIMATIONS and attribute in {"values", "from", "to", "by", "attributename", "href"}:
                found.append(f"in {attribute} of <{name}>")
            if attribute in URL_ATTRIBUTES or attribute.endswith("href"):
                scheme = value.strip().split(":", 1)[0].lower() if ":" in value.split("/")[0] else ""
                if scheme and scheme not in {"http", "https"}:
                    found.append(f"a {scheme}: URL in {attribute} of <{name}>")
    return found


def main():
    pages = json.load(sys.stdin)
    bad = 0
    for index, page in enumerate(pages):
        for problem in problems(page):
            bad += 1
            print(f"page {index}: {problem}: {page[:200]!r}")
    print(f"{len(pages)} pages checked, {bad} problems", file=sys.stderr)
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
