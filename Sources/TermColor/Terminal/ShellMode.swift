import Glibc

/// The terminal's mode as the shell left it, saved by the probe, which reads its answers with
/// echo and line editing off.
struct ShellMode {
    let saved: termios

    /// Puts the shell's mode back on `fd`.
    func restore(on fd: Int32) {
        var mode = saved
        _ = tcsetattr(fd, TCSANOW, &mode)
    }
}
