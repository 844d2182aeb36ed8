#!/usr/bin/env python3
"""Runs `termcolor bench --json` and the shared reference benchmark (OpenCV, Pillow) on the same
pages in the same run, and prints one table with the ratios (ours / reference; lower is better).
Then the interactive program as a person starts it (startup.py: tmux, process start to the first
frame showing the page, memory from /proc) against chafa's whole run, on every 4096x4096 page and
on EXTRA_PAGES (a real page, say), in turns in the same run.

Usage: compare.py TERMCOLOR_BINARY SHARED_TOOLS_DIR PAGE.png [PAGE.png ...] [PHOTO.jpg ...]
PNG pages: regions, hit test, fill, save, view, and gap closing against the plain preload.
JPEG photos: decode against Pillow and OpenCV (jpeg_reference.py), and the conversion to a page.
Environment: BENCH_BASELINE=OTHER_TERMCOLOR_BINARY also benches that build on the PNG pages (same
run, page by page in turns) and prints the two side by side (before/after); STARTUP_RUNS (default
5); EXTRA_PAGES (paths, space-separated) are started too but not benched in-process.
Writes the raw JSON of every side to bench-results.json for the record.
"""
import json, os, statistics, subprocess, sys


def run_json_lines(cmd):
    out = subprocess.run(cmd, check=True, capture_output=True, text=True).stdout
    return [json.loads(line) for line in out.splitlines() if line.strip().startswith("{")]


def main():
    if len(sys.argv) < 4:
        sys.exit(__doc__)
    binary, tools, files = sys.argv[1], sys.argv[2], sys.argv[3:]
    # Line-art pages (PNG) get the region and save comparisons; JPEG photos the decode one.
    pages = [p for p in files if not p.lower().endswith((".jpg", ".jpeg"))]
    photos = [p for p in files if p.lower().endswith((".jpg", ".jpeg"))]
    baseline = os.environ.get("BENCH_BASELINE")
    # Ours and the baseline page by page, in turns, so a busy machine slows both alike.
    ours, before = {}, {}
    for p in pages:
        ours[p] = run_json_lines([binary, "bench", p, "--json"])[0]
        if baseline:
            before[p] = run_json_lines([baseline, "bench", p, "--json"])[0]
    refs = {r["page"]: r for r in run_json_lines([sys.executable, os.path.join(tools, "reference_bench.py"), *pages])} if pages else {}
    photo_ours = {p: run_json_lines([binary, "bench", p, "--json", "--runs", "5", "--stroke-side", "512"])[0] for p in photos}
    jpeg_refs = {}
    if photos:
        here = os.path.dirname(__file__)
        jpeg_refs = {r["page"]: r for r in run_json_lines([sys.executable, os.path.join(here, "jpeg_reference.py"), *photos])}
    extra = {}
    pillow_line = os.path.join(os.path.dirname(__file__), "pillow_line.py")
    if os.path.exists(pillow_line):
        extra["pillow"] = run_json_lines([sys.executable, pillow_line])[0]
    chafa = os.path.join(os.path.dirname(__file__), "chafa_frame.py")
    if pages and os.path.exists(chafa):
        big = [p for p in pages if "4096" in p] or pages
        extra["chafa"] = run_json_lines([sys.executable, chafa, big[-1]])[0]
        extra["chafaBlock"] = run_json_lines([sys.executable, chafa, big[-1], "--symbols", "block+border"])[0]
    wobble = run_json_lines([binary, "bench", "--wobble", "--json"])[0]
    started = startup_and_chafa(binary, baseline, [p for p in pages if "4096" in p] + os.environ.get("EXTRA_PAGES", "").split())
    with open("bench-results.json", "w") as f:
        json.dump({"termcolor": ours, "reference": refs, "extra": extra, "photos": photo_ours, "jpegReference": jpeg_refs,
                   "wobble": wobble, "baseline": before, "startup": started}, f, indent=1)

    def ratio(a, b):
        return f"{a / b:.2f}x" if b else "-"

    head = ("page", "regions", "preload ms", "cv cc4 ms", "ratio", "hit p50/p99 ns", "naive fill ms",
            "cv flood ms", "ratio", "save ms", "pil6 ms", "ratio", "bytes/pil6", "peak RSS/RGBA")
    rows = [head]
    for p in pages:
        o, r = ours[p], refs[p]
        rgba = o["width"] * o["height"] * 4
        rows.append((os.path.basename(p), f'{o["regions"]}/{r["regions"]}', f'{o["preloadMs"]:.2f}',
                     f'{r["cc4_ms"]:.2f}', ratio(o["preloadMs"], r["cc4_ms"]),
                     f'{o["hitTestNsP50"]:.0f}/{o["hitTestNsP99"]:.0f}', f'{o["naiveFillMs"]:.2f}',
                     f'{r["flood_ms"]:.2f}', ratio(o["naiveFillMs"], r["flood_ms"]), f'{o["saveMs"]:.1f}',
                     f'{r["png6_ms"]:.1f}', ratio(o["saveMs"], r["png6_ms"]),
                     ratio(o["saveBytes"], r["png6_bytes"]), ratio(o["peakRSSBytes"], rgba)))
    widths = [max(len(str(row[i])) for row in rows) for i in range(len(head))]
    for k, row in enumerate(rows):
        print("| " + " | ".join(str(c).ljust(w) for c, w in zip(row, widths)) + " |")
        if k == 0:
            print("|" + "|".join("-" * (w + 2) for w in widths) + "|")
    if ours and "preloadClosedMs" in next(iter(ours.values())):
        print()
        print("| page | preload ms | with --close-gaps | ratio | gaps closed | line-art test ms |")
        print("|---|---|---|---|---|---|")
        for p in pages:
            o = ours[p]
            print(f'| {os.path.basename(p)} | {o["preloadMs"]:.2f} | {o["preloadClosedMs"]:.2f} ({o["closeGapsPx"]} px) | '
                  f'{ratio(o["preloadClosedMs"], o["preloadMs"])} | {o["gapsClosed"]} | {o["lineArtTestMs"]:.2f} |')
    if photos:
        print()
        print("| photo (JPEG) | size | decode ms | Pillow ms | ratio | OpenCV ms | ratio | convert ms (CPU ms) | regions |")
        print("|---|---|---|---|---|---|---|---|---|")
        for p in photos:
            o, r = photo_ours[p], jpeg_refs[p]
            convert = f'{o["convertMs"]:.0f} ({o["convertCpuMs"]:.0f})' if "convertMs" in o else "-"
            print(f'| {os.path.basename(p)} | {o["width"]}x{o["height"]} | {o["decodeMs"]:.1f} | {r["pillowDecodeMs"]:.1f} | '
                  f'{ratio(o["decodeMs"], r["pillowDecodeMs"])} | {r["opencvDecodeMs"]:.1f} | {ratio(o["decodeMs"], r["opencvDecodeMs"])} | '
                  f'{convert} | {o.get("convertRegions", "-")} |')
    if ours and "decodeMs" in next(iter(ours.values())):
        print()
        print("| page | decode ms | line art ms |")
        print("|---|---|---|")
        for p in pages:
            print(f'| {os.path.basename(p)} | {ours[p]["decodeMs"]:.1f} | {ours[p].get("lineArtMs", 0):.1f} |')
    big = [p for p in pages if ours[p]["width"] >= 4096]
    if not ours:
        return
    if big and "segmentUs" in ours[big[0]]:
        o = ours[big[0]]
        print()
        print(f"stroke segment, us, by brush diameter (blank 4096x4096 page): {o['segmentUs']}")
        if "pillow" in extra:
            pl = extra["pillow"]["pillowLine20UsPerSegment"]
            print(f"  Pillow ImageDraw.line width 20 (no anti-aliasing, no clipping): {pl:.2f} us per segment; "
                  f"ours at 16 px: {ratio(o['segmentUs']['16'], pl)}")
        print(f"  undo bytes per stroke: {o.get('undoBytesPerStroke')}, redo: {o.get('redoBytesPerStroke')}")
        print()
        keys = ("fillMs", "frameMs", "pyramidMs", "dragEventUsP50", "dragEventUsP99", "cellsPerDragEvent",
                "firstFrameMs", "zoomStepMs", "zoomStepMsP99", "panStepMs", "panStepMsP99")
        # Drag and hover events also in CPU time: on a busy machine a wall-clock p99 is mostly
        # the scheduler's tick. The unfiltered drag is the same drags with the input filter off.
        pointer = ("dragEventCpuUsP50", "dragEventCpuUsP99", "unfilteredDragEventCpuUsP50", "unfilteredDragEventCpuUsP99",
                   "motionEventUsP50", "motionEventUsP99", "motionEventCpuUsP50", "motionEventCpuUsP99")
        keys = [k for k in keys if k in o]
        print("| page | " + " | ".join(keys) + " | start-up peak RSS/RGBA |")
        print("|---|" + "---|" * (len(keys) + 1))
        for p in big:
            q = ours[p]
            rss = q.get("startup", {}).get("peakRSSBytes", 0) / (q["width"] * q["height"] * 4)
            print(f"| {os.path.basename(p)} | " + " | ".join(f"{q[k]:.2f}" if isinstance(q[k], float) else str(q[k]) for k in keys)
                  + f" | {rss:.2f}x |")
        pointer = [k for k in pointer if k in o]
        if pointer:
            print()
            print("| page | " + " | ".join(pointer) + " |")
            print("|---|" + "---|" * len(pointer))
            for p in big:
                print(f"| {os.path.basename(p)} | " + " | ".join(f"{ours[p][k]:.1f}" for k in pointer) + " |")
        if "chafa" in extra:
            c = extra["chafa"]
            q = ours[c["page"]] if c["page"] in ours else o
            render = max(0.001, c["frameMs"] - c["decodeOnlyMs"])
            print()
            print(f"chafa 200x60 vhalf 256 colours on {os.path.basename(c['page'])}: {c['frameMs']:.1f} ms per run, "
                  f"of which decoding {c['decodeOnlyMs']:.1f} ms")
            print(f"  ours: full frame {q['frameMs']:.2f} ms vs chafa's frame less its decode {render:.1f} ms "
                  f"({ratio(q['frameMs'], render)}); start to first frame {q['firstFrameMs']:.0f} ms vs chafa's whole run "
                  f"({ratio(q['firstFrameMs'], c['frameMs'])})")
    print_glyph_speeds(ours, big, extra)
    print_wobble(wobble)
    print_drag(ours, before, pages)
    print_startup(started)
    if before:
        print_before_after(ours, before, pages)


def print_glyph_speeds(ours, big, extra):
    """Issue 10's speed budget in every glyph mode on the 4096 pages (full frame under 1 ms, zoom
    and pan steps under 2 ms, drag events under 1 ms), with chafa's frame less its decode in the
    same run: vhalf beside our half blocks, block+border beside our mixed glyphs."""
    rows = [(p, m, v) for p in big for m, v in ours[p].get("glyphs", {}).items()]
    if not rows:
        return
    chafa = {"half": extra.get("chafa"), "mixed": extra.get("chafaBlock")}
    print()
    print("| page | glyphs | frame ms | zoom step ms p99 | pan step ms p99 | drag event CPU us p99 | chafa's frame less decode, ms |")
    print("|---|---|---|---|---|---|---|")
    for p, mode, v in rows:
        c = chafa.get(mode)
        ref = f'{max(0.0, c["frameMs"] - c["decodeOnlyMs"]):.1f} ({c["symbols"]}, {os.path.basename(c["page"])})' if c else "-"
        print(f'| {os.path.basename(p)} | {mode} | {v["frameMs"]:.2f} | {v["zoomStepMsP99"]:.2f} | {v["panStepMsP99"]:.2f} | '
              f'{v.get("dragEventCpuUsP99", float("nan")):.0f} | {ref} |')


def startup_and_chafa(binary, baseline, pages):
    """startup.py on each page: ours, the baseline's and chafa's whole run in turns, run by run."""
    here = os.path.dirname(os.path.abspath(__file__))
    runs = os.environ.get("STARTUP_RUNS", "5")
    programs = [f"ours={binary}"] + ([f"before={baseline}"] if baseline else [])
    results = []
    for page in pages:
        if not os.path.exists(page):
            continue
        rows = run_json_lines([sys.executable, os.path.join(here, "startup.py"), "--runs", runs, "--chafa", *programs, "--", page])
        chafa = next(r for r in rows if r["program"] == "chafa")
        rows = [r for r in rows if r["program"] != "chafa"]
        size = subprocess.run([sys.executable, "-c", "import sys; from PIL import Image; print(*Image.open(sys.argv[1]).size)", page],
                              capture_output=True, text=True).stdout.split()
        rgba = int(size[0]) * int(size[1]) * 4 if len(size) == 2 else 0
        results.append({"page": page, "rgbaBytes": rgba, "chafa": chafa, "programs": rows})
    return results


def print_startup(started):
    if not started:
        return
    print()
    print("Start-up as a person gets it (tmux 200x60, process start to the first frame showing the page;"
          " medians) against chafa's whole run (200x60 vhalf 256 colours), same run; memory from /proc of the"
          " interactive program, as multiples of the page's RGBA size:")
    print("ratio: the median over the runs of (our time / chafa's time in the same turn).")
    print("CPU: user + system time, every thread: ours up to the first frame, chafa's whole run (medians).")
    print("| page | program | first frame ms | chafa ms | ratio | CPU ms ours / chafa | peak while loading | idle | peak after 3 strokes | after 3 strokes |")
    print("|---|---|---|---|---|---|---|---|---|---|")
    for r in started:
        rgba = r["rgbaBytes"] or 1
        for q in r["programs"]:
            c = r["chafa"]
            print(f'| {os.path.basename(r["page"])} | {q["program"]} | {q["firstFrameMs"]:.0f} (min {q["firstFrameMsMin"]:.0f}) '
                  f'| {c["firstFrameMs"]:.0f} (min {c["firstFrameMsMin"]:.0f}) '
                  f'| {q["chafaRatio"]:.2f}x | {q["firstFrameCpuMs"]:.0f} / {c["cpuMs"]:.0f} | {q["loadPeak"] / rgba:.2f}x | {q["idle"] / rgba:.2f}x '
                  f'| {q["strokedPeak"] / rgba:.2f}x | {q["stroked"] / rgba:.2f}x |')


def print_drag(ours, before, pages):
    keys = [k for k in ("dragEventUsP50", "dragEventUsP99", "dragEventUsMax", "dragEventCpuUsP50", "dragEventCpuUsP99", "dragEventCpuUsMax",
                        "dragEventTickCpuUsP99", "dragEventTickCpuUsMax")
            if k in next(iter(ours.values()))]
    if not keys:
        return
    print()
    print("Drag events end to end, us (wall clock, and the thread's CPU time, which leaves out time the machine gave"
          " to other processes):")
    print("| page | " + " | ".join(keys) + " | slowest |")
    print("|---|" + "---|" * (len(keys) + 1))
    for p in pages:
        for name, side in (("", ours), (" (before)", before)):
            if p in side:
                q = side[p]
                print(f"| {os.path.basename(p)}{name} | " + " | ".join(f"{q.get(k, float('nan')):.0f}" for k in keys)
                      + f" | {q.get('dragEventSlowest', '')} |")


def print_before_after(ours, before, pages):
    """Every number both builds report, before and after, same run."""
    print()
    print("Before / after (same pages, same run; in-process `bench --json`):")
    for p in pages:
        o, b = ours[p], before[p]
        flat = lambda d, pre="": {f"{pre}{k}": v for k, v in d.items() if isinstance(v, (int, float))} | \
            {k2: v2 for k, v in d.items() if isinstance(v, dict) for k2, v2 in flat(v, f"{pre}{k}.").items()}
        fo, fb = flat(o), flat(b)
        print(f"| {os.path.basename(p)} | before | after | after/before |")
        print("|---|---|---|---|")
        for k in sorted(set(fo) | set(fb)):
            x, y = fb.get(k), fo.get(k)
            r = f"{y / x:.2f}x" if x and y is not None else "-"
            fmt = lambda v: "-" if v is None else (f"{v:.2f}" if isinstance(v, float) else str(v))
            print(f"| {k} | {fmt(x)} | {fmt(y)} | {r} |")


def print_wobble(w):
    """How straight drags come out: RMS of the painted centreline from the path's shape, in cells
    (goals: cell reports <= 0.08 on lines and the circle, pixel reports <= 0.03, corner <= 0.5)."""
    print()
    print(f"wobble ({w['page']} page, {w['terminal']} terminal): painted centreline vs the path's shape, "
          "RMS in cell widths (L corner: how far the corner is from sharp); none = the filter off, the reference")
    shapes = list(w["series"][0]["scores"].keys())
    print("| reports | filter | " + " | ".join(shapes) + " | lag cells (median / max) |")
    print("|---|---|" + "---|" * (len(shapes) + 1))
    for s in w["series"]:
        lag = f"{s['lagCellsMedian']:.1f} / {s['lagCellsMax']:.1f}" if s["filtered"] != "none" else "-"
        print(f"| {s['reports']} | {s['filtered']} | " + " | ".join(f"{s['scores'][k]:.3f}" for k in shapes) + f" | {lag} |")


if __name__ == "__main__":
    main()
