#!/usr/bin/env python3
"""JPEG decode timings to compare termcolor's against, in the same run on the same files:
Pillow (Image.open + load: RGB) and OpenCV (cv2.imread, IMREAD_COLOR: BGR), both libjpeg-turbo,
file read included as in termcolor's decodeMs. Median of several runs after a warm-up.

Usage: jpeg_reference.py FILE.jpg [...]      (one JSON object per file)"""
import json, sys, time
import cv2
from PIL import Image


def median_ms(fn, runs):
    fn()
    ts = []
    for _ in range(runs):
        t = time.perf_counter(); fn(); ts.append((time.perf_counter() - t) * 1000)
    return sorted(ts)[len(ts) // 2]


def pillow(path):
    with Image.open(path) as im:
        im.load()


def main(paths):
    cv2.setNumThreads(1)
    for path in paths:
        with Image.open(path) as im:
            w, h = im.size
        runs = 10 if w * h <= 4_200_000 else 5
        print(json.dumps({"page": path, "width": w, "height": h,
                          "pillowDecodeMs": round(median_ms(lambda: pillow(path), runs), 2),
                          "opencvDecodeMs": round(median_ms(lambda: cv2.imread(path, cv2.IMREAD_COLOR), runs), 2)}), flush=True)


if __name__ == "__main__":
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    main(sys.argv[1:])
