#include "TerminalGuard.h"
#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <signal.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <termios.h>
#include <time.h>
#include <unistd.h>

static const int tg_requests[] = { SIGINT, SIGTERM, SIGHUP, SIGTSTP };
static const int tg_fatals[] = { SIGQUIT, SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGTRAP, SIGABRT };
#define TG_REQUESTS (sizeof(tg_requests) / sizeof(tg_requests[0]))
#define TG_FATALS (sizeof(tg_fatals) / sizeof(tg_fatals[0]))

static struct termios tg_saved;
static struct sigaction tg_previous_request[TG_REQUESTS];
static struct sigaction tg_previous_fatal[TG_FATALS];
static volatile sig_atomic_t tg_installed = 0;
static volatile sig_atomic_t tg_pending[TG_REQUESTS];
static int tg_fd = -1;
static int tg_pipe[2] = { -1, -1 };

// CAN first: it ends any escape sequence a dying frame left half written. Then mouse modes off
// (SGR-pixels, SGR, drag, click), keypad transmit off, attributes reset, cursor shown, main
// screen back.
static const char tg_reset[] = "\030\033[?1016l\033[?1006l\033[?1002l\033[?1000l\033[?1l\033>\033[0m\033[?25h\033[?1049l";

// What takes the program's image off the screen (kitty: delete it; sixel: clear the screen),
// written after CAN and ST have ended whatever sequence (an image half sent) was open.
static char tg_image_removal[128];
static volatile sig_atomic_t tg_image_removal_length = 0;

void tg_set_image_removal(const char *bytes, size_t count) {
    tg_image_removal_length = 0;
    if (count > sizeof(tg_image_removal)) return;
    memcpy(tg_image_removal, bytes, count);
    tg_image_removal_length = (sig_atomic_t)count;
}

void tg_restore_terminal(void) {
    if (tg_fd < 0) return;
    ssize_t ignored;
    if (tg_image_removal_length > 0) {
        ignored = write(tg_fd, "\030\033\\", 3);
        ignored = write(tg_fd, tg_image_removal, (size_t)tg_image_removal_length);
    }
    ignored = write(tg_fd, tg_reset, sizeof(tg_reset) - 1);
    (void)ignored;
    tcsetattr(tg_fd, TCSAFLUSH, &tg_saved);
}

static void tg_request_handler(int sig) {
    int saved_errno = errno;
    for (unsigned i = 0; i < TG_REQUESTS; i++) {
        if (tg_requests[i] == sig) tg_pending[i] = 1;
    }
    if (tg_pipe[1] >= 0) {
        ssize_t ignored = write(tg_pipe[1], "!", 1);  // non-blocking: a full pipe is awake already
        (void)ignored;
    }
    errno = saved_errno;
}

static void tg_fatal_handler(int sig, siginfo_t *info, void *context) {
    tg_restore_terminal();
    // Let whoever had the signal before (the Swift backtracer, say) see it now, with the screen
    // back to normal. A handler may return, e.g. after a kill(2) rather than a real fault, so
    // afterwards the default action is forced: the process ends by this signal either way.
    for (unsigned i = 0; i < TG_FATALS; i++) {
        if (tg_fatals[i] != sig) continue;
        struct sigaction prev = tg_previous_fatal[i];
        sigaction(sig, &prev, NULL);
        if (prev.sa_flags & SA_SIGINFO) {
            if (prev.sa_sigaction) prev.sa_sigaction(sig, info, context);
        } else if (prev.sa_handler != SIG_DFL && prev.sa_handler != SIG_IGN) {
            prev.sa_handler(sig);
        }
        break;
    }
    tg_die_by(sig);
}

void tg_die_by(int sig) {
    signal(sig, SIG_DFL);
    sigset_t only;
    sigemptyset(&only);
    sigaddset(&only, sig);
    pthread_sigmask(SIG_UNBLOCK, &only, NULL);
    raise(sig);
    _exit(128 + sig);  // a signal whose default is to be ignored (none of ours) lands here
}

static void tg_install_request(int sig) {
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = tg_request_handler;
    // Restart interrupted writes: a frame is never cut short by a request.
    sa.sa_flags = SA_RESTART;
    sigemptyset(&sa.sa_mask);
    sigaction(sig, &sa, NULL);
}

// A stack overflow raises SIGSEGV with the stack pointer in the guard page: a handler can only
// run on another stack. The alternate stack belongs to the thread that installs it (each thread
// has its own), so this guards the calling thread, the main thread that runs the program; a
// fault on another thread without one kills the process before any handler runs.
//
// The Swift runtime's backtracer gives the main thread a small one already (29 KiB on x86_64
// Linux, none with SWIFT_BACKTRACE=enable=no); our handler runs first and then calls the
// backtracer's on the same stack, so one smaller than TG_ALT_STACK_BYTES is replaced by ours
// (the old one stays mapped: its owner may still point at it). Ours has an inaccessible guard
// page below it, so an overflow of the alternate stack itself faults instead of scribbling
// over other memory.
#define TG_ALT_STACK_BYTES (256u * 1024)

int tg_guard_thread_stack(void) {
    stack_t current;
    if (sigaltstack(NULL, &current) != 0) return -1;
    if (!(current.ss_flags & SS_DISABLE) && current.ss_size >= TG_ALT_STACK_BYTES) return 0;
    long page = sysconf(_SC_PAGESIZE);
    if (page <= 0) page = 4096;
    size_t wanted = TG_ALT_STACK_BYTES;
    long minimum = sysconf(_SC_SIGSTKSZ);  // glibc 2.34+: what this CPU's signal frame needs
    if (minimum > 0 && (size_t)minimum * 4 > wanted) wanted = (size_t)minimum * 4;
    wanted = (wanted + (size_t)page - 1) / (size_t)page * (size_t)page;
    uint8_t *base = mmap(NULL, wanted + (size_t)page, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (base == MAP_FAILED) return -1;
    mprotect(base, (size_t)page, PROT_NONE);  // the guard page (stacks grow down)
    stack_t ours;
    memset(&ours, 0, sizeof ours);
    ours.ss_sp = base + page;
    ours.ss_size = wanted;
    if (sigaltstack(&ours, NULL) != 0) {
        munmap(base, wanted + (size_t)page);
        return -1;
    }
    return 0;
}

int tg_install(int fd) {
    if (!isatty(fd) || tcgetattr(fd, &tg_saved) != 0) return -1;
    tg_guard_thread_stack();  // without it an overflow still ends the program, just not cleanly
    tg_fd = fd;
    if (tg_pipe[0] < 0 && pipe(tg_pipe) == 0) {
        for (int i = 0; i < 2; i++) {
            fcntl(tg_pipe[i], F_SETFL, fcntl(tg_pipe[i], F_GETFL) | O_NONBLOCK);
            fcntl(tg_pipe[i], F_SETFD, FD_CLOEXEC);
        }
    }
    for (unsigned i = 0; i < TG_REQUESTS; i++) {
        tg_pending[i] = 0;
        sigaction(tg_requests[i], NULL, &tg_previous_request[i]);
        // A signal the parent set to be ignored (nohup's SIGHUP) stays ignored.
        if (tg_previous_request[i].sa_handler == SIG_IGN) continue;
        tg_install_request(tg_requests[i]);
    }
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_sigaction = tg_fatal_handler;
    // SA_ONSTACK: on the alternate stack, or a stack overflow could not run the handler at all.
    sa.sa_flags = SA_SIGINFO | SA_ONSTACK;
    sigemptyset(&sa.sa_mask);
    for (unsigned i = 0; i < TG_FATALS; i++) {
        sigaction(tg_fatals[i], NULL, &tg_previous_fatal[i]);
        if (!(tg_previous_fatal[i].sa_flags & SA_SIGINFO) && tg_previous_fatal[i].sa_handler == SIG_IGN) continue;
        sigaction(tg_fatals[i], &sa, NULL);
    }
    // A parent may have left these blocked (we inherit its mask): unblock them, and SIGWINCH,
    // which ncurses needs to notice a resize.
    sigset_t wanted;
    sigemptyset(&wanted);
    for (unsigned i = 0; i < TG_REQUESTS; i++) sigaddset(&wanted, tg_requests[i]);
    for (unsigned i = 0; i < TG_FATALS; i++) sigaddset(&wanted, tg_fatals[i]);
    sigaddset(&wanted, SIGWINCH);
    sigaddset(&wanted, SIGCONT);
    pthread_sigmask(SIG_UNBLOCK, &wanted, NULL);
    tg_installed = 1;
    return 0;
}

void tg_uninstall(void) {
    if (!tg_installed) return;
    for (unsigned i = 0; i < TG_REQUESTS; i++) sigaction(tg_requests[i], &tg_previous_request[i], NULL);
    for (unsigned i = 0; i < TG_FATALS; i++) sigaction(tg_fatals[i], &tg_previous_fatal[i], NULL);
    tg_installed = 0;
    tg_fd = -1;
    tg_image_removal_length = 0;
}

int tg_take_request(void) {
    char drain[64];
    while (tg_pipe[0] >= 0 && read(tg_pipe[0], drain, sizeof drain) > 0) {}
    for (unsigned i = 0; i < TG_REQUESTS; i++) {
        if (tg_pending[i]) {
            tg_pending[i] = 0;
            return tg_requests[i];
        }
    }
    return 0;
}

int tg_wakeup_fd(void) { return tg_pipe[0]; }

static void tg_request_mask(int how) {
    sigset_t set;
    sigemptyset(&set);
    for (unsigned i = 0; i < TG_REQUESTS; i++) sigaddset(&set, tg_requests[i]);
    pthread_sigmask(how, &set, NULL);
}

void tg_hold_requests(void) { tg_request_mask(SIG_BLOCK); }
void tg_release_requests(void) { tg_request_mask(SIG_UNBLOCK); }

static volatile sig_atomic_t tg_continued;
static void tg_on_continue(int sig) { (void)sig; tg_continued = 1; }

static double tg_seconds(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

int tg_stop_self(void) {
    // SIGCONT, which ends the stop, is noted: the kernel drops the stop of an orphaned process
    // group (no job-control shell could continue it), and then raise returns at once without one.
    struct sigaction noting, previous;
    memset(&noting, 0, sizeof noting);
    noting.sa_handler = tg_on_continue;
    sigemptyset(&noting.sa_mask);
    sigaction(SIGCONT, &noting, &previous);
    tg_continued = 0;
    // The rest of the process group first (a wrapper such as `bash -c '...; ...'` or a script
    // that started us), as the terminal's own Ctrl-Z would: the shell sees the job stopped only
    // when every process of it is. We ignore that one ourselves.
    signal(SIGTSTP, SIG_IGN);
    kill(0, SIGTSTP);
    signal(SIGTSTP, SIG_DFL);
    sigset_t only;
    sigemptyset(&only);
    sigaddset(&only, SIGTSTP);
    pthread_sigmask(SIG_UNBLOCK, &only, NULL);
    double before = tg_seconds();
    raise(SIGTSTP);  // stops here until SIGCONT
    // Continued, or stopped longer than a dropped stop takes (SIGCONT's handler may run on
    // another thread, a moment later).
    int stopped = tg_continued || tg_seconds() - before > 0.02;
    sigaction(SIGCONT, &previous, NULL);
    if (tg_installed) tg_install_request(SIGTSTP);
    return stopped;
}
