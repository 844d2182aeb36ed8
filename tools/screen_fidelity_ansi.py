#!/usr/bin/env python3
"""Screen fidelity in 16 and 8 colours: termcolor (`--colors 16` / `--colors 8`) against chafa with
the same glyphs and colour count (`chafa -c 16|8 --symbols vhalf`), on every page given.

The measurement is the shared screen-fidelity tool's (a pty, the pyte VT emulator, cells
rasterised at 8x16 pixels, mean SSIM of luma against the page box-resized to the same pixels);
this script imports it at run time (SCREEN_FIDELITY, default ../shared/tools/screen_fidelity.py
beside the repository) and adds what 16 colours need: the bright colours (SGR 90-97, 100-107) at
xterm's default values, which that tool's colour table lacks.

Usage: python3 tools/screen_fidelity_ansi.py TERMCOLOR COLS ROWS PAGE... [--pictures DIR] [--json]
With --pictures, each page's screens (termcolor and chafa, 16 and 8 colours) rasterised into
DIR/<page>-<cols>x<rows>.png: one row per colour count, termcolor left, chafa right.
"""

import importlib.util, json, os, sys, tempfile
import numpy as np
from PIL import Image

HERE = os.path.dirname(os.path.abspath(__file__))
SHARED = os.environ.get("SCREEN_FIDELITY", os.path.join(HERE, "..", "..", "shared", "tools", "screen_fidelity.py"))
spec = importlib.util.spec_from_file_location("screen_fidelity", SHARED)
sf = importlib.util.module_from_spec(spec)
spec.loader.exec_module(sf)

# xterm's defaults for the bright eight, under the names pyte gives them (and its misspelling of
# bright magenta as a background).
BRIGHT = {"brightblack": (127, 127, 127), "brightred": (255, 0, 0), "brightgreen": (0, 255, 0),
          "brightbrown": (255, 255, 0), "brightblue": (92, 92, 255), "brightmagenta": (255, 0, 255),
          "bfightmagenta": (255, 0, 255), "brightcyan": (0, 255, 255), "brightwhite": (255, 255, 255)}
base_rgb = sf.rgb


def rgb(c, default):
    return BRIGHT[c] if c in BRIGHT else base_rgb(c, default)


sf.rgb = rgb  # the shared rasteriser looks the name up at call time


def termcolor_screen(exe, page, cols, rows, colours, work):
    """termcolor's screen in `colours`, its page cells, and their SSIM."""
    out = os.path.join(work, "fid-out.png")
    scr = sf.run_screen([exe, page, "-o", out, "--fresh", "--colors", colours], cols, rows,
                        env={"SWIFT_BACKTRACE": "interactive=no"})
    y0, y1, x0, x1 = sf.letterbox_trimmed(scr, rows - 2)
    if y1 - y0 < 2 or x1 - x0 < 2:
        return None, None
    img = sf.rasterize(scr)[y0 * sf.CH:y1 * sf.CH, x0 * sf.CW:x1 * sf.CW]
    ref = np.asarray(sf.over_white(page).resize((img.shape[1], img.shape[0]), Image.BOX)).astype(float)
    return sf.ssim(sf.luma(img), sf.luma(ref)), img


def chafa_screen(page, cols, rows, colours, work):
    """chafa's screen in `colours` with half blocks, its page cells, and their SSIM."""
    tmp = os.path.join(work, "fid-page.png")
    sf.over_white(page).save(tmp)
    scr = sf.run_screen(["sh", "-c", f"chafa -s {cols}x{rows - 2} --symbols vhalf -c {colours} --polite on {tmp}; sleep 5"],
                        cols, rows)
    cells = np.array([[c.bg != "default" or c.fg != "default" for c in (scr.buffer[y][x] for x in range(cols))]
                      for y in range(rows - 2)])
    b = sf.bbox(cells)
    if b is None:
        return None, None
    y0, y1, x0, x1 = b
    img = sf.rasterize(scr)[y0 * sf.CH:y1 * sf.CH, x0 * sf.CW:x1 * sf.CW]
    ref = np.asarray(sf.over_white(page).resize((img.shape[1], img.shape[0]), Image.BOX)).astype(float)
    return sf.ssim(sf.luma(img), sf.luma(ref)), img


def side_by_side(rows_of_images):
    """One picture: each row its images left to right, 8 pixels apart, on grey."""
    h = sum(max(i.shape[0] for i in row) for row in rows_of_images) + 8 * (len(rows_of_images) + 1)
    w = max(sum(i.shape[1] for i in row) + 8 * (len(row) + 1) for row in rows_of_images)
    out = np.full((h, w, 3), 96.0)
    y = 8
    for row in rows_of_images:
        x = 8
        for i in row:
            out[y:y + i.shape[0], x:x + i.shape[1]] = i
            x += i.shape[1] + 8
        y += max(i.shape[0] for i in row) + 8
    return Image.fromarray(np.clip(out, 0, 255).astype(np.uint8))


if __name__ == "__main__":
    args = sys.argv[1:]
    pictures = None
    if "--pictures" in args:
        k = args.index("--pictures"); pictures = args[k + 1]; del args[k:k + 2]
    as_json = "--json" in args
    args = [a for a in args if a != "--json"]
    exe, cols, rows, pages = args[0], int(args[1]), int(args[2]), args[3:]
    work = tempfile.mkdtemp()
    results = []
    for page in pages:
        r = {"page": os.path.basename(page)}
        images = []
        for colours in ("16", "8"):
            t, ti = termcolor_screen(exe, page, cols, rows, colours, work)
            c, ci = chafa_screen(page, cols, rows, colours, work)
            r["termcolor" + colours], r["chafa" + colours] = t, c
            images.append([i for i in (ti, ci) if i is not None])
        results.append(r)
        if pictures:
            os.makedirs(pictures, exist_ok=True)
            name = os.path.splitext(r["page"])[0]
            side_by_side(images).save(os.path.join(pictures, f"{name}-{cols}x{rows}.png"))
    if as_json:
        print(json.dumps({"cols": cols, "rows": rows, "pages": results}))
    else:
        f = lambda v: f"{v:.3f}" if v is not None else "  -  "
        print(f"{'page':34s} {'termcolor 16':>12s} {'chafa 16':>9s} {'termcolor 8':>12s} {'chafa 8':>8s}   (SSIM, {cols}x{rows}, half blocks)")
        for r in results:
            print(f"{r['page'][:34]:34s} {f(r['termcolor16']):>12s} {f(r['chafa16']):>9s} {f(r['termcolor8']):>12s} {f(r['chafa8']):>8s}")
        for key in ("termcolor16", "chafa16", "termcolor8", "chafa8"):
            vals = [r[key] for r in results if r[key] is not None]
            r0 = sum(vals) / len(vals) if vals else float("nan")
            print(f"mean {key}: {r0:.3f}")
