import ColorCore
import Foundation

extension PDFDocument {
    /// Opens the PDF at `path` (a book is opened to count and size its pages, and again to draw
    /// one). Refused, as `PictureFile.read` refuses it, past the largest file read into memory.
    public init(path: String) throws(PictureError) {
        let size = ((try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int) ?? 0
        guard size <= PictureFile.maxJPEGFileBytes else { throw PictureError("file too large: \(size >> 20) MB") }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw PictureError(FileManager.default.fileExists(atPath: path) ? "cannot read the file" : "no such file")
        }
        try self.init(bytes: [UInt8](data))
    }
}
