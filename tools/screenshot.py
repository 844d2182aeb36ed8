#!/usr/bin/env python3
"""Turns `tmux capture-pane -p -e` output (block glyphs: halves, eighths, quadrants, sextants; 256- or
24-bit colour SGR codes) into a PNG,
one terminal cell = 4x8 image pixels, so a developer can look at what a person sees.

Usage: tmux capture-pane -p -e -N -t SESSION | python3 tools/screenshot.py OUT.png [--text]
   or: python3 tools/screenshot.py OUT.png [--text] < FRAME_LOG   (TERMCOLOR_FRAME_LOG: what the program meant to show)
Needs Pillow. Text glyphs (not block elements or sextants) are drawn as a dot (chrome, labels); with
--text, cells are 8x16 and text glyphs are drawn in DejaVu Sans Mono (Debian's fonts-dejavu-core),
to read labels, arrows and digits.
Caveat: without -N, capture-pane trims the blanks at the end of each line, colours and all, so
a uniform area reaching the right edge may come out black here although the terminal shows it
right; and tmux leaves out cells that were cleared rather than written (ncurses clears runs of
blanks that way under a TERM with bce, e.g. xterm-256color; not under tmux-256color)."""
import re, sys
from PIL import Image


def xterm(i):
    if i < 16:
        base = [(0,0,0),(205,0,0),(0,205,0),(205,205,0),(0,0,238),(205,0,205),(0,205,205),(229,229,229),
                (127,127,127),(255,0,0),(0,255,0),(255,255,0),(92,92,255),(255,0,255),(0,255,255),(255,255,255)]
        return base[i]
    if i < 232:
        i -= 16
        steps = [0, 95, 135, 175, 215, 255]
        return (steps[i // 36], steps[(i // 6) % 6], steps[i % 6])
    v = 8 + 10 * (i - 232)
    return (v, v, v)


# The quadrants U+2596-259F as (upper left, upper right, lower left, lower right).
QUADRANTS = ["0010", "0001", "1000", "1011", "1001", "1110", "1101", "0100", "0110", "0111"]


def ink(ch, cw, chh):
    """The cell pixels (dx, dy) a block element or sextant covers, as a function; None for any
    other glyph (text), which is drawn with the font or as a dot."""
    o = ord(ch)
    if o == 0x2580: return lambda dx, dy: dy < chh // 2
    if 0x2581 <= o <= 0x2588: return lambda dx, dy: dy >= chh - chh * (o - 0x2580) // 8
    if 0x2589 <= o <= 0x258F: return lambda dx, dy: dx < cw * (0x2590 - o) // 8
    if o == 0x2590: return lambda dx, dy: dx >= cw // 2
    if o == 0x2594: return lambda dx, dy: dy < chh // 8
    if o == 0x2595: return lambda dx, dy: dx >= cw - cw // 8
    if 0x2596 <= o <= 0x259F:
        q = QUADRANTS[o - 0x2596]
        return lambda dx, dy: q[(dy >= chh // 2) * 2 + (dx >= cw // 2)] == "1"
    if 0x1FB00 <= o <= 0x1FB3B:
        # Sextant patterns 1-62 in order, without 21 and 42 (the left and right halves, which
        # are the older block elements); bit b is column b % 2 of third b // 2.
        p = o - 0x1FB00 + 1
        p += p >= 21
        p += p >= 42
        third = lambda dy: 0 if dy < round(chh / 3) else (1 if dy < round(2 * chh / 3) else 2)
        return lambda dx, dy: p >> (third(dy) * 2 + (dx >= cw // 2)) & 1 == 1
    return None


def main(out, text=False):
    rows = sys.stdin.read().split("\n")
    if rows and rows[0].startswith("termcolor-frame "): rows = rows[1:]  # a frame log's header
    W, H = max(1, max(len(re.sub(r"\x1b\[[0-9;]*m", "", r)) for r in rows)), len(rows)
    CW, CH = (8, 16) if text else (4, 8)
    img = Image.new("RGB", (W * CW, H * CH), (0, 0, 0))
    px = img.load()
    font = draw = None
    if text:
        from PIL import ImageDraw, ImageFont
        font = ImageFont.truetype("/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf", 13)
        draw = ImageDraw.Draw(img)
    # Colours carry over line ends: capture-pane writes a code only where they change.
    fg, bg = (229, 229, 229), (0, 0, 0)
    for y, row in enumerate(rows):
        x = 0
        for tok in re.findall(r"\x1b\[[0-9;]*m|.", row):
            if tok.startswith("\x1b["):
                codes = [int(c) if c else 0 for c in tok[2:-1].split(";")]
                k = 0
                while k < len(codes):
                    c = codes[k]
                    if c == 0: fg, bg = (229, 229, 229), (0, 0, 0)
                    elif c in (38, 48) and k + 2 < len(codes) and codes[k + 1] == 5:
                        if c == 38: fg = xterm(codes[k + 2])
                        else: bg = xterm(codes[k + 2])
                        k += 2
                    elif c in (38, 48) and k + 4 < len(codes) and codes[k + 1] == 2:
                        if c == 38: fg = tuple(codes[k + 2:k + 5])
                        else: bg = tuple(codes[k + 2:k + 5])
                        k += 4
                    elif c == 39: fg = (229, 229, 229)
                    elif c == 49: bg = (0, 0, 0)
                    k += 1
                continue
            covers = ink(tok, CW, CH)
            for dy in range(CH):
                for dx in range(CW):
                    if covers: c = fg if covers(dx, dy) else bg
                    else: c = fg if not text and tok != " " and dx == 2 and 3 <= dy <= 4 else bg
                    px[x * CW + dx, y * CH + dy] = c
            if text and not covers and tok != " ":
                draw.text((x * CW, y * CH + 1), tok, fill=fg, font=font)
            x += 1
    img.save(out)


if __name__ == "__main__":
    main(sys.argv[1], "--text" in sys.argv[2:])
