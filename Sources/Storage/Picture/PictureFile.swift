import ColorCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a picture file of any format a page may come in, told apart by its first bytes (never
/// by its name): PNG through `PNGCodec`, JPEG through `JPEGCodec`, a PDF page through
/// `PDFDocument`, an SVG through `SVGImage`.
public enum PictureFile {
    public enum Format: String, Sendable { case png = "PNG", jpeg = "JPEG", pdf = "PDF", svg = "SVG" }

    /// The largest JPEG or PDF file read into memory (a 64 MP JPEG at the best quality is far
    /// smaller; so is a printable book).
    static let maxJPEGFileBytes = 512 << 20
    /// The largest SVG read: the XML of a traced page is a few MB.
    static let maxSVGFileBytes = 64 << 20
    /// How much of a file's start is read to tell its format: a PDF may have some bytes before
    /// its %PDF- line, an SVG an XML declaration and comments before its <svg.
    static let headBytes = 1024

    /// Decodes the picture at `path`: for a PDF, the page `choice` names, at its dpi.
    public static func read(path: String, choice: PageChoice = PageChoice()) throws(PictureError) -> DecodedPicture {
        let file = try open(path)
        defer { close(file.descriptor) }
        let format = sniff(file.head)
        if let format, format != .pdf, choice.page != 1 {
            throw PictureError("\(format.rawValue) files have one page; --page \(choice.page) is not there")
        }
        switch format {
        case .png:
            do { return DecodedPicture(page: try PNGCodec.read(path: path), format: .png) } catch { throw PictureError(error.message) }
        case .jpeg:
            let bytes = try readAll(file, limit: maxJPEGFileBytes)
            do { return DecodedPicture(page: try JPEGCodec.decode(bytes: bytes), format: .jpeg) } catch { throw PictureError(error.message) }
        case .pdf:
            let document = try PDFDocument(bytes: try readAll(file, limit: maxJPEGFileBytes))
            return try document.rasterise(page: choice.page, dpi: choice.dpi)
        case .svg:
            return try SVGImage(bytes: try readAll(file, limit: maxSVGFileBytes), dpi: choice.dpi).rasterise()
        case nil:
            throw PictureError(file.head.isEmpty ? "empty file" : "not a PNG, JPEG, PDF or SVG file")
        }
    }

    /// The format whose signature `head` (a file's first bytes) starts with, or is the start of
    /// (a file cut short inside its signature is then called truncated by its codec). A PDF has
    /// %PDF- in its first kilobyte; an SVG is XML whose first kilobyte opens an <svg element.
    public static func sniff(_ head: [UInt8]) -> Format? {
        let png: [UInt8] = [137, 80, 78, 71, 13, 10, 26, 10], jpeg: [UInt8] = [0xFF, 0xD8, 0xFF]
        guard !head.isEmpty else { return nil }
        if png.starts(with: head.prefix(png.count)) { return .png }
        if head.starts(with: jpeg) || jpeg.starts(with: head) { return .jpeg }
        if contains(head, Array("%PDF-".utf8)) { return .pdf }
        if isSVG(head) { return .svg }
        return nil
    }

    private static func isSVG(_ head: [UInt8]) -> Bool {
        let bom: [UInt8] = [0xEF, 0xBB, 0xBF]
        let text = head.starts(with: bom) ? head.dropFirst(3) : head[...]
        let whitespace: Set<UInt8> = [0x20, 0x09, 0x0A, 0x0D]
        guard text.first(where: { !whitespace.contains($0) }) == UInt8(ascii: "<") else { return false }
        return contains(head, Array("<svg".utf8))
    }

    private static func contains(_ bytes: [UInt8], _ needle: [UInt8]) -> Bool {
        guard bytes.count >= needle.count else { return false }
        return (0...(bytes.count - needle.count)).contains { bytes[$0..<($0 + needle.count)].elementsEqual(needle) }
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
        var head = [UInt8](repeating: 0, count: headBytes)
        let got = head.withUnsafeMutableBytes { pread(fd, $0.baseAddress, headBytes, 0) }
        guard got >= 0 else {
            let code = errno
            close(fd)
            throw PictureError("read error: \(FileReason.words(errno: code))")
        }
        return OpenFile(descriptor: fd, size: Int(info.st_size), head: Array(head.prefix(got)))
    }

    private static func readAll(_ file: OpenFile, limit: Int) throws(PictureError) -> [UInt8] {
        guard file.size <= limit else { throw PictureError("file too large: \(file.size >> 20) MB") }
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
