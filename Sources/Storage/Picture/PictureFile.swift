import ColorCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a picture file of either format a page may come in, told apart by its first bytes
/// (never by its name): PNG through `PNGCodec`, JPEG through `JPEGCodec`.
public enum PictureFile {
    public enum Format: String, Sendable { case png = "PNG", jpeg = "JPEG" }

    /// The largest JPEG file read into memory (a 64 MP JPEG at the best quality is far smaller).
    static let maxJPEGFileBytes = 512 << 20

    /// Decodes the picture at `path`.
    public static func read(path: String) throws(PictureError) -> (page: Page, format: Format) {
        let file = try open(path)
        defer { close(file.descriptor) }
        switch sniff(file.head) {
        case .png:
            do { return (try PNGCodec.read(path: path), .png) } catch { throw PictureError(error.message) }
        case .jpeg:
            let bytes = try readAll(file)
            do { return (try JPEGCodec.decode(bytes: bytes), .jpeg) } catch { throw PictureError(error.message) }
        case nil:
            throw PictureError(file.head.isEmpty ? "empty file" : "not a PNG or JPEG file")
        }
    }

    /// The format whose signature `head` (a file's first bytes, up to 8) starts with, or is the
    /// start of (a file cut short inside its signature is then called truncated by its codec).
    public static func sniff(_ head: [UInt8]) -> Format? {
        let png: [UInt8] = [137, 80, 78, 71, 13, 10, 26, 10], jpeg: [UInt8] = [0xFF, 0xD8, 0xFF]
        guard !head.isEmpty else { return nil }
        if png.starts(with: head.prefix(png.count)) { return .png }
        if head.starts(with: jpeg) || jpeg.starts(with: head) { return .jpeg }
        return nil
    }

    private struct OpenFile {
        let descriptor: Int32
        let size: Int
        let head: [UInt8]
    }

    /// Opens a regular file (a FIFO must not block the open) and reads its first bytes.
    private static func open(_ path: String) throws(PictureError) -> OpenFile {
        let fd = Glibc.open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { throw PictureError(errno == ENOENT ? "no such file" : FileReason.words(errno: errno)) }
        var info = stat()
        guard fstat(fd, &info) == 0 else {
            let code = errno
            close(fd)
            throw PictureError(FileReason.words(errno: code))
        }
        let kind = info.st_mode & S_IFMT
        guard kind == S_IFREG else {
            close(fd)
            throw PictureError(kind == S_IFDIR ? "is a directory" : "not a regular file")
        }
        var head = [UInt8](repeating: 0, count: 8)
        let got = head.withUnsafeMutableBytes { pread(fd, $0.baseAddress, 8, 0) }
        guard got >= 0 else {
            let code = errno
            close(fd)
            throw PictureError("read error: \(FileReason.words(errno: code))")
        }
        return OpenFile(descriptor: fd, size: Int(info.st_size), head: Array(head.prefix(got)))
    }

    private static func readAll(_ file: OpenFile) throws(PictureError) -> [UInt8] {
        guard file.size <= maxJPEGFileBytes else { throw PictureError("file too large: \(file.size >> 20) MB") }
        var failure: Int32 = 0
        // Not zeroed first: every byte kept is one read.
        let bytes = [UInt8](unsafeUninitializedCapacity: file.size) { buffer, initialized in
            var done = 0
            while done < file.size {
                let n = pread(file.descriptor, buffer.baseAddress! + done, file.size - done, off_t(done))
                if n < 0 && errno == EINTR { continue }
                guard n >= 0 else { failure = errno; break }
                if n == 0 { break }  // the file shrank while being read: decode what is there
                done += n
            }
            initialized = done
        }
        if failure != 0 { throw PictureError("read error: \(FileReason.words(errno: failure))") }
        return bytes
    }
}

/// Why a picture could not be read: the reason only; callers prefix the path.
public struct PictureError: Error, CustomStringConvertible, Equatable {
    public let message: String
    public var description: String { message }

    public init(_ message: String) {
        self.message = message
    }
}
