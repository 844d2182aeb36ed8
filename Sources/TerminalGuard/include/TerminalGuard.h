#ifndef TERMINAL_GUARD_H
#define TERMINAL_GUARD_H
// Puts the terminal back the way it was when the program dies of a signal (Ctrl-C from outside,
// kill, hangup, or a Swift trap, which is SIGILL). Everything the handler does is
// async-signal-safe: write(2) of fixed escape sequences and tcsetattr(3).

/// Remembers the terminal modes of `fd` (call before initscr) and installs handlers for
/// SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGTRAP and SIGABRT.
/// Returns 0 on success, -1 if `fd` is not a terminal (nothing is installed then).
int tg_install(int fd);

/// Restores the previous handlers (call after endwin). Safe to call when not installed.
void tg_uninstall(void);

/// What the handler does, callable directly (tests): mouse reporting off, cursor shown, main
/// screen back, saved modes restored.
void tg_restore_terminal(void);
#endif
