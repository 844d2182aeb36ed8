import CairoCanvas
import ColorCore
import Foundation

/// A PDF written page by page (through cairo's PDF surface, in the C target CairoCanvas), each
/// page one picture covering a page of its size on paper: `termcolor export`'s book. Written to
/// a temporary name beside `path` and renamed over it only when whole: a failed export leaves
/// nothing behind.
public struct PDFPagesWriter: ~Copyable {
    public let path: String
    private let temporary: String
    private let pdf: OpaquePointer

    public init(path: String) throws(PictureError) {
        self.path = path
        temporary = path + ".partial-\(getpid())"
        guard let opened = cc_pdf_create(temporary, OutputGuard.exportSoftware) else {
            throw PictureError("cannot write a PDF at \(path)")
        }
        pdf = opened
    }

    /// Adds `picture` as a page of `paper`'s size.
    public mutating func add(_ picture: Page, paper: PhysicalSize) throws(PictureError) {
        let failed = picture.rgba.withUnsafeBufferPointer {
            cc_pdf_add_page(pdf, paper.widthPoints, paper.heightPoints, $0.baseAddress, UInt32(picture.width), UInt32(picture.height))
        } != 0
        if failed { throw PictureError("cairo could not add page of \(picture.width)x\(picture.height) to the PDF") }
    }

    /// Ends the file and puts it at `path`.
    public consuming func finish() throws(PictureError) {
        let ok = cc_pdf_finish(pdf) == 0
        guard ok else {
            unlink(temporary)
            throw PictureError("cairo could not write the PDF")
        }
        guard rename(temporary, path) == 0 else {
            let reason = FileReason.words(errno: errno)
            unlink(temporary)
            throw PictureError(reason)
        }
    }

    /// Gives up: the partial file goes.
    public consuming func abandon() {
        _ = cc_pdf_finish(pdf)
        unlink(temporary)
    }
}
