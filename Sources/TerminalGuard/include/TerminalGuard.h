#ifndef TERMINAL_GUARD_H
#define TERMINAL_GUARD_H
#include <stddef.h>
// Keeps the terminal usable whatever ends the program. Two kinds of signal:
// - requests (SIGINT, SIGTERM, SIGHUP, SIGTSTP): the handler only records the signal and wakes
//   the run loop through a self-pipe; the loop saves, restores the terminal, then ends (or stops,
//   for SIGTSTP) by the same signal through `tg_die_by` / `tg_stop_self`.
// - fatal (SIGQUIT, SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGTRAP, SIGABRT; a Swift trap is SIGILL or
//   SIGTRAP): the handler restores the terminal, then re-raises so the backtrace still prints.
// Everything the handlers do is async-signal-safe: write(2), tcsetattr(3), sigaction(2).
// The fatal handler runs on an alternate signal stack, so a stack overflow (SIGSEGV with no
// stack left) restores the terminal too. Signal masks are changed with pthread_sigmask: the
// process has threads (Dispatch workers), for which sigprocmask is unspecified.

/// Remembers the terminal modes of `fd` (call before initscr) and installs both kinds of
/// handler. Returns 0 on success, -1 if `fd` is not a terminal (nothing is installed then).
int tg_install(int fd);

/// Gives the calling thread an alternate signal stack big enough for the fatal handler (and
/// the Swift backtracer it hands over to), unless it has one already. tg_install does this for
/// its own thread; a thread that may overflow its stack calls it for itself. 0 on success.
int tg_guard_thread_stack(void);

/// Restores the previous handlers (call after endwin). Safe to call when not installed.
void tg_uninstall(void);

/// What the fatal handler does, callable directly (tests): mouse reporting off, cursor shown,
/// main screen back, saved modes restored.
void tg_restore_terminal(void);

/// Bytes the restore writes first to take the program's image off the screen (at most 128;
/// longer ones are ignored); count 0 for none.
void tg_set_image_removal(const char *bytes, size_t count);
/// A request signal not yet taken (SIGINT, SIGTERM, SIGHUP or SIGTSTP), or 0; taking
/// it also drains the self-pipe.
int tg_take_request(void);

/// A descriptor that becomes readable when a request signal arrives (poll it with stdin).
int tg_wakeup_fd(void);

/// Holds request signals back on the calling thread while a frame is written, so that nothing
/// the loop does in answer to them lands in the middle of an escape sequence. (Another thread
/// may run the handler meanwhile; it only records the signal, the loop answers it later.)
void tg_hold_requests(void);
void tg_release_requests(void);

/// Stops the process as SIGTSTP would (the caller has restored the terminal first); returns
/// once continued (`fg`, SIGCONT), with the request handler back in place: 1. Returns 0 at
/// once when the kernel dropped the stop (an orphaned process group: no shell with job
/// control could continue it).
int tg_stop_self(void);

/// Ends the process by `sig` with its default action, so the parent sees the usual status.
void tg_die_by(int sig) __attribute__((noreturn));
#endif
