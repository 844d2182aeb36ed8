#!/usr/bin/env python3
"""Reference for termcolor's segmentUs: Pillow's ImageDraw.line, width 20, on a 500-point
smooth random polyline (about 10 px per step, like our stroke benchmark) on a 4096x4096 RGB
image. Prints one JSON object; times are medians of several runs, in microseconds per segment.
Needs Pillow (pip install pillow)."""
import json
import math
import random
import sys
import time

from PIL import Image, ImageDraw

SIDE, POINTS, STEP, WIDTH, RUNS = 4096, 500, 10.0, 20, 9


def smooth_path(seed):
    rng = random.Random(seed)
    margin = 60.0
    x = y = SIDE / 2
    heading = rng.uniform(0, 2 * math.pi)
    points = [(x, y)]
    while len(points) < POINTS:
        heading += rng.uniform(-0.3, 0.3)
        nx, ny = x + STEP * math.cos(heading), y + STEP * math.sin(heading)
        if not (margin <= nx <= SIDE - margin and margin <= ny <= SIDE - margin):
            heading += 2.5
            continue
        x, y = nx, ny
        points.append((x, y))
    return points


def median_us_per_segment(joint):
    image = Image.new("RGB", (SIDE, SIDE), "white")
    draw = ImageDraw.Draw(image)
    times = []
    for run in range(RUNS):
        points = smooth_path(run + 1)
        start = time.perf_counter()
        draw.line(points, fill=(230, 57, 70), width=WIDTH, joint=joint)
        times.append((time.perf_counter() - start) * 1e6 / (POINTS - 1))
    times.sort()
    return round(times[len(times) // 2], 3)


if __name__ == "__main__":
    result = {
        "pillowLine20UsPerSegment": median_us_per_segment(None),
        # Round joins, closer to what a round brush draws.
        "pillowLine20CurveUsPerSegment": median_us_per_segment("curve"),
        "pillowVersion": Image.__version__ if hasattr(Image, "__version__") else "",
    }
    json.dump(result, sys.stdout)
    print()
