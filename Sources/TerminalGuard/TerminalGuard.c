#include "TerminalGuard.h"
#include <signal.h>
#include <string.h>
#include <termios.h>
#include <unistd.h>

static const int tg_signals[] = { SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGTRAP, SIGABRT };
#define TG_COUNT (sizeof(tg_signals) / sizeof(tg_signals[0]))

static struct termios tg_saved;
static struct sigaction tg_previous[TG_COUNT];
static volatile sig_atomic_t tg_installed = 0;
static int tg_fd = -1;

// Mouse modes off (SGR, drag, click), keypad transmit off, attributes reset, cursor shown,
// leave the alternate screen.
static const char tg_reset[] = "\033[?1006l\033[?1002l\033[?1000l\033[?1l\033>\033[0m\033[?25h\033[?1049l";

void tg_restore_terminal(void) {
    if (tg_fd < 0) return;
    ssize_t ignored = write(tg_fd, tg_reset, sizeof(tg_reset) - 1);
    (void)ignored;
    tcsetattr(tg_fd, TCSAFLUSH, &tg_saved);
}

static void tg_handler(int sig, siginfo_t *info, void *context) {
    tg_restore_terminal();
    // Let whoever had the signal before (the Swift backtracer, say) see it now, with the screen
    // back to normal. A handler may return, e.g. after a kill(2) rather than a real fault, so
    // afterwards the default action is forced: the process ends by this signal either way.
    for (unsigned i = 0; i < TG_COUNT; i++) {
        if (tg_signals[i] != sig) continue;
        struct sigaction prev = tg_previous[i];
        sigaction(sig, &prev, NULL);
        if (prev.sa_flags & SA_SIGINFO) {
            if (prev.sa_sigaction) prev.sa_sigaction(sig, info, context);
        } else if (prev.sa_handler != SIG_DFL && prev.sa_handler != SIG_IGN) {
            prev.sa_handler(sig);
        }
        break;
    }
    signal(sig, SIG_DFL);
    sigset_t only;
    sigemptyset(&only);
    sigaddset(&only, sig);
    sigprocmask(SIG_UNBLOCK, &only, NULL);
    raise(sig);
}

int tg_install(int fd) {
    if (!isatty(fd) || tcgetattr(fd, &tg_saved) != 0) return -1;
    tg_fd = fd;
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_sigaction = tg_handler;
    sa.sa_flags = SA_SIGINFO;
    sigemptyset(&sa.sa_mask);
    for (unsigned i = 0; i < TG_COUNT; i++) {
        sigaction(tg_signals[i], NULL, &tg_previous[i]);
        // A signal the parent set to be ignored (nohup's SIGHUP) stays ignored.
        if (!(tg_previous[i].sa_flags & SA_SIGINFO) && tg_previous[i].sa_handler == SIG_IGN) continue;
        sigaction(tg_signals[i], &sa, NULL);
    }
    // A parent may have left these blocked (we inherit its mask): unblock them, and SIGWINCH,
    // which ncurses needs to notice a resize.
    sigset_t wanted;
    sigemptyset(&wanted);
    for (unsigned i = 0; i < TG_COUNT; i++) sigaddset(&wanted, tg_signals[i]);
    sigaddset(&wanted, SIGWINCH);
    sigprocmask(SIG_UNBLOCK, &wanted, NULL);
    tg_installed = 1;
    return 0;
}

void tg_uninstall(void) {
    if (!tg_installed) return;
    for (unsigned i = 0; i < TG_COUNT; i++) sigaction(tg_signals[i], &tg_previous[i], NULL);
    tg_installed = 0;
    tg_fd = -1;
}
