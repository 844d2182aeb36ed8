// The ncursesw API as Swift sees it.
// SwiftPM drops pkg-config -D flags, so the wide-character API (cchar_t, setcchar, add_wch) must
// be switched on here, before the header.
#ifndef TERMCOLOR_NCURSES_SHIM_H
#define TERMCOLOR_NCURSES_SHIM_H
#define NCURSES_WIDECHAR 1
#ifndef _XOPEN_SOURCE_EXTENDED
#define _XOPEN_SOURCE_EXTENDED 1
#endif
#include <locale.h>
#include <wchar.h>
#include <stdio.h>
#include <string.h>
#include <langinfo.h>
#include <ncursesw/curses.h>
#include <ncursesw/term.h>

// Mutable C globals and function-like macros Swift cannot import, as prefixed accessors.
static inline WINDOW *tc_stdscr(void) { return stdscr; }
static inline int tc_lines(void) { return LINES; }
static inline int tc_cols(void) { return COLS; }
static inline int tc_colors(void) { return COLORS; }
static inline int tc_color_pairs(void) { return COLOR_PAIRS; }
static inline int tc_key_resize(void) { return KEY_RESIZE; }
static inline int tc_ok(void) { return OK; }
// stdin/stdout are mutable C globals, which Swift 6 will not touch directly.
static inline FILE *tc_stdin(void) { return stdin; }
static inline FILE *tc_stdout(void) { return stdout; }
// Whether the current locale encodes characters as UTF-8 (half blocks need it).
static inline int tc_locale_is_utf8(void) { return strcmp(nl_langinfo(CODESET), "UTF-8") == 0; }
static inline mmask_t tc_all_mouse_events(void) { return ALL_MOUSE_EVENTS | REPORT_MOUSE_POSITION; }

// One cell: a wide glyph in colour pair `pair`. The pair goes through setcchar's `opts` (an int),
// because the short `color_pair` argument and COLOR_PAIR() cannot hold pair numbers past 32767/255.
static inline int tc_put_cell(int row, int col, wchar_t glyph, int pair) {
    cchar_t cell;
    wchar_t text[2] = { glyph, 0 };
    if (setcchar(&cell, text, A_NORMAL, 0, &pair) != OK) return ERR;
    return mvwadd_wch(stdscr, row, col, &cell);
}
// Whether terminfo entry `term` has the boolean capability `cap` (1), lacks it (0), or cannot be
// read (-1). Reads the entry aside and puts back whatever terminal ncurses had before.
static inline int tc_terminfo_flag(const char *term, const char *cap) {
    TERMINAL *before = cur_term;
    int err = 0;
    if (setupterm(term, 1, &err) != OK) { set_curterm(before); return -1; }
    int value = tigetflag(cap);
    TERMINAL *entry = set_curterm(before);
    if (entry != before) del_curterm(entry);
    return value > 0 ? 1 : 0;
}

// Terminfo entry `term`'s numeric capability `cap` without starting curses: -2 when the entry
// cannot be read, -1 when it lacks the capability.
static inline int tc_terminfo_number(const char *term, const char *cap) {
    TERMINAL *before = cur_term;
    int err = 0;
    if (setupterm(term, 1, &err) != OK) { set_curterm(before); return -2; }
    int value = tigetnum(cap);
    TERMINAL *entry = set_curterm(before);
    if (entry != before) del_curterm(entry);
    return value < 0 ? -1 : value;
}

// The column width of a character in the current locale (-1: not printable).
static inline int tc_wcwidth(wchar_t c) { return wcwidth(c); }
#endif
