#!/usr/bin/env python3
"""Pictures for comparing screens: for each page, ours in half blocks and in another glyph mode
(both from `termcolor snapshot`, the exact screen at 8x16 pixels per cell) beside chafa on the
same cell area (its terminal output through the shared scorer's VT emulator and rasteriser),
all in 256 colours, side by side in one PNG per page.

Usage: side_by_side.py TERMCOLOR SHARED_TOOLS_DIR OUT_DIR [--size 200x60] [--best mixed]
       [--chafa block+border] PAGE...
"""
import argparse, os, subprocess, sys, tempfile


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("termcolor")
    ap.add_argument("tools")
    ap.add_argument("out")
    ap.add_argument("pages", nargs="+")
    ap.add_argument("--size", default="200x60")
    ap.add_argument("--best", default="mixed")
    ap.add_argument("--chafa", default="block+border")
    a = ap.parse_args()
    sys.path.insert(0, a.tools)
    import screen_fidelity as sf

    cols, rows = (int(v) for v in a.size.split("x"))
    os.makedirs(a.out, exist_ok=True)
    with tempfile.TemporaryDirectory(prefix="side-by-side-") as work:
        for page in a.pages:
            compose(a, sf, page, cols, rows, work)


def compose(a, sf, page, cols, rows, work):
    """One picture: half blocks, the best mode and chafa, side by side, written to a.out."""
    from PIL import Image, ImageDraw
    name = os.path.splitext(os.path.basename(page))[0]
    panels = []
    for mode in ("half", a.best):
        shot = os.path.join(work, f"{name}-{mode}.png")
        subprocess.run([a.termcolor, "snapshot", page, "--size", a.size, "--glyphs", mode, "--colors", "256",
                        "-o", shot], check=True)
        # The page's rows only: the palette bar and status line are ours alone.
        im = Image.open(shot).convert("RGB")
        panels.append((f"termcolor --glyphs {mode}", im.crop((0, 0, im.width, (rows - 2) * sf.CH))))
    tmp = os.path.join(work, "page.png")
    sf.over_white(page).save(tmp)
    scr = sf.run_screen(["sh", "-c", f"chafa -s {cols}x{rows - 2} --symbols {a.chafa} -c 256 --polite on {tmp}; sleep 5"],
                        cols, rows)
    chafa = Image.fromarray((sf.rasterize(scr)[:(rows - 2) * sf.CH] + 0.5).astype("uint8"))
    panels.append((f"chafa --symbols {a.chafa} -c 256", chafa))
    gap, label = 16, 24
    w = sum(p.width for _, p in panels) + gap * (len(panels) - 1)
    h = max(p.height for _, p in panels) + label
    out = Image.new("RGB", (w, h), (40, 40, 40))
    draw = ImageDraw.Draw(out)
    x = 0
    for text, p in panels:
        draw.text((x + 4, 5), text, fill=(230, 230, 230))
        out.paste(p, (x, label))
        x += p.width + gap
    path = os.path.join(a.out, f"{name}-{a.size}.png")
    out.save(path)
    print(path)


if __name__ == "__main__":
    main()
