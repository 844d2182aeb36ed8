#!/usr/bin/env python3
"""The fidelity table of `make bench` (issue 10): how much the screen looks like the page.

For every page given, at every terminal size, runs termcolor in each glyph mode (256 colours) in a
pseudo-terminal and chafa (`--symbols vhalf` and `--symbols block+border`, 256 colours) on the same
cell area, in the same run, and scores each screen with the shared scorer
(../shared/tools/screen_fidelity.py: the terminal's bytes through a VT emulator, cells drawn at 8x16
pixels, SSIM of luma against the page). It also checks that `termcolor snapshot` draws exactly the
screen the program showed ("same": the page area's pixels equal).

Usage: fidelity.py TERMCOLOR SHARED_TOOLS_DIR [--sizes 200x60,80x24] [--jobs 2] [--json OUT] PAGE...
Needs: pip install pyte numpy scipy pillow; apt-get install chafa.
"""
import argparse, json, os, subprocess, sys, tempfile
from concurrent.futures import ThreadPoolExecutor

MODES = ["half", "quadrant", "sextant", "mixed"]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("termcolor")
    ap.add_argument("tools")
    ap.add_argument("pages", nargs="+")
    ap.add_argument("--sizes", default="200x60,80x24")
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--json")
    a = ap.parse_args()
    sys.path.insert(0, a.tools)
    import numpy as np
    from PIL import Image
    import screen_fidelity as sf

    exe = os.path.abspath(a.termcolor)
    sizes = [tuple(int(v) for v in s.split("x")) for s in a.sizes.split(",")]

    def label(page):
        where = "shared" if "testdata" in os.path.abspath(page) else "bundled"
        return f"{os.path.basename(page)} ({where})"

    def ours(page, cols, rows, mode):
        with tempfile.TemporaryDirectory(prefix="fidelity-") as work:
            return ours_in(work, page, cols, rows, mode)

    def ours_in(work, page, cols, rows, mode):
        extra = ("--glyphs", mode, "--colors", "256")
        out = os.path.join(work, "fid-out.png")
        # Scored once the program is ready (its status line shows), however loaded the machine:
        # a quiet spell while regions are found must not end the capture at the loading notice.
        for settle in (2, 5, 10):
            scr = sf.run_screen([exe, page, "-o", out, "--fresh", *extra], cols, rows,
                                env={"SWIFT_BACKTRACE": "interactive=no", "XDG_STATE_HOME": work,
                                     "XDG_CONFIG_HOME": "/nonexistent"}, settle=settle, timeout=60)
            if "help" in "".join(scr.display[rows - 1]):
                break
        else:
            raise SystemExit(f"{page} at {cols}x{rows}: no status line on screen")
        y0, y1, x0, x1 = sf.letterbox_trimmed(scr, rows - 2)
        screen = sf.rasterize(scr)
        img = screen[y0 * sf.CH:y1 * sf.CH, x0 * sf.CW:x1 * sf.CW]
        ref = np.asarray(sf.over_white(page).resize((img.shape[1], img.shape[0]), Image.BOX)).astype(float)
        score = sf.ssim(sf.luma(img), sf.luma(ref))
        # The same frame through `snapshot`: the page area must be pixel for pixel what the
        # terminal showed.
        shot = os.path.join(work, "snapshot.png")
        subprocess.run([exe, "snapshot", page, "--size", f"{cols}x{rows}", *extra, "-o", shot], check=True)
        snap = np.asarray(Image.open(shot).convert("RGB")).astype(float)
        area = (rows - 2) * sf.CH
        # (The scorer tints text cells without rounding: half a level apart at most.)
        same = snap.shape == screen.shape and float(np.abs(snap[:area] - screen[:area]).max()) <= 0.5
        return score, same

    def chafa(page, cols, rows, symbols):
        with tempfile.TemporaryDirectory(prefix="fidelity-") as work:
            score, _ = sf.chafa(page, cols, rows, symbols, work)
            return score

    jobs = []
    for cols, rows in sizes:
        for page in a.pages:
            for mode in MODES:
                jobs.append(((cols, rows), page, mode, lambda p=page, c=cols, r=rows, m=mode: ours(p, c, r, m)))
            for sym in ("vhalf", "block+border"):
                jobs.append(((cols, rows), page, sym, lambda p=page, c=cols, r=rows, s=sym: chafa(p, c, r, s)))
    with ThreadPoolExecutor(max_workers=a.jobs) as pool:
        futures = [(size, page, what, pool.submit(fn)) for size, page, what, fn in jobs]
        results = {}
        for size, page, what, f in futures:
            results[(size, page, what)] = f.result()

    table, failures = [], []
    for cols, rows in sizes:
        print(f"\nFidelity at {cols}x{rows} (SSIM of the screen against the page; 256 colours; higher is better)\n")
        print("| page | half | quadrant | sextant | mixed | chafa vhalf | chafa block+border | half >= vhalf | best >= block | snapshot = screen |")
        print("|---|---|---|---|---|---|---|---|---|---|")
        for page in a.pages:
            r = {m: results[((cols, rows), page, m)] for m in MODES}
            h, b = results[((cols, rows), page, "vhalf")], results[((cols, rows), page, "block+border")]
            scores = {m: r[m][0] for m in MODES}
            best = max(MODES, key=lambda m: scores[m] if scores[m] is not None else -1)
            ok_half = scores["half"] is not None and h is not None and scores["half"] >= h
            ok_best = scores[best] is not None and b is not None and scores[best] >= b
            same = all(r[m][1] for m in MODES)
            f = lambda v: f"{v:.3f}" if v is not None else "-"
            print(f"| {label(page)} | {f(scores['half'])} | {f(scores['quadrant'])} | {f(scores['sextant'])} | {f(scores['mixed'])} | {f(h)} | {f(b)} "
                  f"| {'yes' if ok_half else 'NO'} | {'yes' if ok_best else 'NO'} ({best}) | {'yes' if same else 'NO'} |")
            table.append({"page": label(page), "cols": cols, "rows": rows, **scores, "chafaHalf": h, "chafaBlock": b,
                          "snapshotMatches": same})
            if not ok_half or not ok_best or not same:
                failures.append(f"{label(page)} at {cols}x{rows}")
    print()
    print("goal met on every page" if not failures else "goal not met: " + "; ".join(failures))
    if a.json:
        with open(a.json, "w") as fh:
            json.dump(table, fh, indent=1)


if __name__ == "__main__":
    main()
