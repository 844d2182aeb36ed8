#!/usr/bin/env python3
"""Photo-like JPEGs for `make bench`: a shared photo enlarged, with a little noise so the file
has detail everywhere, saved by Pillow at quality 90 (4:2:0).

Usage: make_photo_jpegs.py SHARED_TESTDATA OUTDIR
Writes OUTDIR/photo_4096.jpg (4096x4096, the decode comparison) and OUTDIR/photo_12mp.jpg
(4000x3000, a phone photo's size, the photo-to-page conversion)."""
import os, sys
import numpy as np
from PIL import Image


def make(src, size, out, seed):
    im = Image.open(src).convert("RGB").resize(size, Image.BICUBIC)
    noise = np.random.default_rng(seed).normal(0, 4, (size[1], size[0], 3))
    pixels = np.clip(np.asarray(im).astype(np.float32) + noise, 0, 255).astype(np.uint8)
    Image.fromarray(pixels).save(out, quality=90)


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    shared, outdir = sys.argv[1], sys.argv[2]
    os.makedirs(outdir, exist_ok=True)
    photos = os.path.join(shared, "photos")
    for name, src, size in (("photo_4096.jpg", "astronaut.png", (4096, 4096)), ("photo_12mp.jpg", "coffee.png", (4000, 3000))):
        out = os.path.join(outdir, name)
        if not os.path.exists(out):
            make(os.path.join(photos, src), size, out, len(name))
        print(out)


if __name__ == "__main__":
    main()
