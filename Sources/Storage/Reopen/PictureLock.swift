import ColorCore
import Foundation

/// The lock beside an output (`SavePaths.lock`) while a run colours it, so that two runs on the
/// same picture (two terminals) never write over each other's work.
///
/// The file holds the holder's pid; the lock itself is the kernel's `flock` on it, which ends
/// with the process however it ends, so a file left by `kill -9` is stale by construction and
/// simply taken over. On a file system without `flock` the pid decides: a lock whose process is
/// gone is stale. Released by removing the file, so a clean run leaves nothing behind.
public final class PictureLock {
    public let path: String
    private var descriptor: Int32

    public enum Outcome {
        case locked(PictureLock)
        /// Another live process holds it (its pid, when the file says).
        case heldElsewhere(pid: Int32?)
        /// No lock file can be made here (a read-only or missing folder): the run goes on
        /// without one; saving there fails anyway and says so.
        case unavailable(String)
    }

    private init(path: String, descriptor: Int32) {
        self.path = path
        self.descriptor = descriptor
    }

    deinit { release() }

    public static func acquire(_ path: String) -> Outcome {
        // A holder that releases removes the file; a lock taken on a removed file is no lock,
        // so that case goes round again.
        for _ in 0..<8 {
            let fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
            guard fd >= 0 else { return .unavailable(FileReason.words(errno: errno)) }
            if flock(fd, LOCK_EX | LOCK_NB) != 0 {
                let why = errno
                if why == EWOULDBLOCK {
                    let pid = holder(fd)
                    close(fd)
                    return .heldElsewhere(pid: pid)
                }
                // No flock here (some network file systems): the pid in the file decides.
                if let pid = holder(fd), pid != getpid(), isAlive(pid) {
                    close(fd)
                    return .heldElsewhere(pid: pid)
                }
            }
            guard sameFile(fd, path) else { close(fd); continue }
            let text = "\(getpid())\n"
            _ = ftruncate(fd, 0)
            _ = text.withCString { pwrite(fd, $0, strlen($0), 0) }
            return .locked(PictureLock(path: path, descriptor: fd))
        }
        return .unavailable("the lock file keeps changing")
    }

    /// Removes the lock file, then lets go of the lock. Safe to call twice.
    public func release() {
        guard descriptor >= 0 else { return }
        if Self.sameFile(descriptor, path) { unlink(path) }
        close(descriptor)
        descriptor = -1
    }

    /// The pid written in the lock file.
    static func holder(_ fd: Int32) -> Int32? {
        var buffer = [UInt8](repeating: 0, count: 32)
        let n = pread(fd, &buffer, buffer.count, 0)
        guard n > 0 else { return nil }
        return Int32(String(decoding: buffer[0..<n], as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
    }

    /// Whether process `pid` exists (EPERM: it does, under another user).
    static func isAlive(_ pid: Int32) -> Bool { kill(pid, 0) == 0 || errno == EPERM }

    /// Whether the open file is still the one at `path` (not removed or replaced meanwhile).
    static func sameFile(_ fd: Int32, _ path: String) -> Bool {
        var open = stat(), named = stat()
        guard fstat(fd, &open) == 0, stat(path, &named) == 0 else { return false }
        return open.st_dev == named.st_dev && open.st_ino == named.st_ino
    }
}
