#!/usr/bin/env python3
"""Times chafa drawing one 200x60-cell frame of a page in 256 colours, with vertical half blocks
(the reference for termcolor's `frameMs` / first frame, issue 4) or other symbols (block+border:
the reference for our mixed glyphs, issue 10). Prints one JSON object.

Usage: python3 tools/bench/chafa_frame.py PAGE.png [--size 200x60] [--runs 7] [--symbols vhalf]

chafa decodes the PNG on every run, so its time includes decoding; `decodeOnlyMs` times chafa on a
1x1-cell output of the same page so the two can be told apart. Installs nothing: if chafa is
missing it says so (Debian: apt-get install chafa) and exits 2.
"""
import json
import shutil
import statistics
import subprocess
import sys
import time


def run_ms(cmd):
    t0 = time.perf_counter()
    subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True)
    return (time.perf_counter() - t0) * 1000.0


def main(argv):
    args = [a for a in argv[1:]]
    size, runs, symbols = "200x60", 7, "vhalf"
    if "--size" in args:
        i = args.index("--size"); size = args[i + 1]; del args[i:i + 2]
    if "--runs" in args:
        i = args.index("--runs"); runs = int(args[i + 1]); del args[i:i + 2]
    if "--symbols" in args:
        i = args.index("--symbols"); symbols = args[i + 1]; del args[i:i + 2]
    if len(args) != 1:
        print(next(l for l in __doc__.splitlines() if l.startswith("Usage:")), file=sys.stderr)
        return 2
    page = args[0]
    chafa = shutil.which("chafa")
    if chafa is None:
        print("chafa_frame: chafa is not installed (Debian: apt-get install chafa)", file=sys.stderr)
        return 2
    version = subprocess.run([chafa, "--version"], capture_output=True, text=True).stdout.splitlines()[0]
    base = [chafa, "--format", "symbols", "--symbols", symbols, "--colors", "256", "--animate", "off"]
    frame = base + ["--size", size, page]
    tiny = base + ["--size", "1x1", page]
    run_ms(frame)  # warm the page cache
    frames = [run_ms(frame) for _ in range(runs)]
    tinies = [run_ms(tiny) for _ in range(runs)]
    print(json.dumps({
        "tool": version, "page": page, "size": size, "symbols": symbols, "runs": runs,
        "frameMs": round(statistics.median(frames), 3),
        "frameMsMin": round(min(frames), 3),
        "decodeOnlyMs": round(statistics.median(tinies), 3),
    }))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
