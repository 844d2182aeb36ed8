#!/usr/bin/env python3
"""A real coloring page at 4000x2250 for the start-up and memory bench: ../shared's castle.png
(2000x1125, RGBA, black lines on transparency) scaled 2x (Lanczos), written to OUTDIR once.
Prints the path, or nothing when the shared page is not there.

Usage: python3 tools/bench/real_page.py SHARED_TESTDATA_PAGES OUTDIR
"""
import os, sys
from PIL import Image

if len(sys.argv) != 3:
    sys.exit(__doc__)
source = os.path.join(sys.argv[1], "castle.png")
if os.path.exists(source):
    out = os.path.join(sys.argv[2], "castle_4000x2250.png")
    if not os.path.exists(out):
        os.makedirs(sys.argv[2], exist_ok=True)
        Image.open(source).convert("RGBA").resize((4000, 2250), Image.LANCZOS).save(out)
    print(out)
