import ColorCore
import PDFBridge

/// An open PDF (through poppler, in the C target PDFBridge): how many pages it has, each page's
/// physical size, and any page drawn as pixels. A gallery lists `pageSizes`; an exporter keeps
/// them. Damaged, encrypted and page-less PDFs are refused when it is made.
public struct PDFDocument {
    /// Each page's size on paper, in page order (index 0 is page 1).
    public let pageSizes: [PhysicalSize]
    private let document: OpenDocument

    public var pageCount: Int { pageSizes.count }

    /// Opens a PDF held in memory (the bridge keeps its own copy).
    public init(bytes: [UInt8]) throws(PictureError) {
        let opened = bytes.withUnsafeBufferPointer { pdfb_document_open_memory($0.baseAddress, $0.count) }
        guard let opened else { throw PictureError("out of memory") }
        document = OpenDocument(opened)
        if let reason = pdfb_document_error(opened) { throw PictureError(String(cString: reason)) }
        pageSizes = (0..<pdfb_document_page_count(opened)).map { index in
            var width = 0.0, height = 0.0
            _ = pdfb_document_page_size(opened, Int32(index), &width, &height)
            return PhysicalSize(widthPoints: width, heightPoints: height)
        }
    }

    /// The resolution `page` (1-based) is drawn at by default: that of the one picture covering
    /// it (a scanned or raster page: every pixel it has, none invented), else 300 dpi.
    public func defaultDPI(page: Int) -> Double {
        guard pageSizes.indices.contains(page - 1) else { return PageChoice.defaultPDFDPI }
        let own = pdfb_document_page_picture_dpi(document.pointer, Int32(page - 1))
        return PageChoice.dpiRange.contains(own) ? own : PageChoice.defaultPDFDPI
    }

    /// Draws `page` (1-based) at `dpi` (nil: `defaultDPI`), on white, within the page limits.
    public func rasterise(page: Int, dpi: Double? = nil) throws(PictureError) -> DecodedPicture {
        guard pageSizes.indices.contains(page - 1) else {
            throw PictureError("no page \(page): the PDF has \(pageCount) page\(pageCount == 1 ? "" : "s")")
        }
        let wanted = pageSizes[page - 1].pixels(dpi: dpi ?? defaultDPI(page: page))
        let size = try RasterSize(width: wanted.width, height: wanted.height)
        var drawn = false
        let rgba = [UInt8](unsafeUninitializedCapacity: size.width * size.height * 4) { out, initialized in
            drawn = pdfb_document_render_rgba(document.pointer, Int32(page - 1), UInt32(size.width), UInt32(size.height),
                                              out.baseAddress!) == 0
            initialized = drawn ? out.count : 0
        }
        guard drawn else {
            throw PictureError(pdfb_document_error(document.pointer).map { String(cString: $0) } ?? "the PDF page could not be drawn")
        }
        return DecodedPicture(page: Page(width: size.width, height: size.height, rgba: rgba), format: .pdf, note: size.note)
    }

}

/// The C document, freed when the last `PDFDocument` holding it goes.
private final class OpenDocument {
    let pointer: OpaquePointer

    init(_ pointer: OpaquePointer) {
        self.pointer = pointer
    }

    deinit { pdfb_document_free(pointer) }
}
