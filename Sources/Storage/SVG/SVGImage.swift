import ColorCore
import SVGBridge

/// An SVG page (through librsvg, in the C target SVGBridge), drawn at its declared size, or with
/// `SVGImage.undeclaredLongSide` pixels on its long side when it declares none. It is read with no
/// base address: nothing it names outside itself (another file, an external entity) is read.
public struct SVGImage {
    /// How the SVG says its size, in pixels (physical units at the dpi it was opened with).
    public enum Size: Equatable {
        case declared(width: Double, height: Double)
        /// Only a viewBox: its shape, not its size.
        case proportion(width: Double, height: Double)
        case none
    }

    /// The long side of an SVG that declares no size: 8 inches at a print resolution.
    public static let undeclaredLongSide = 2400.0

    public let size: Size
    private let image: OpenImage

    /// Parses an SVG held in memory. `dpi` turns physical units (in, mm, pt...) into pixels;
    /// nil: CSS's 96.
    public init(bytes: [UInt8], dpi: Double? = nil) throws(PictureError) {
        let opened = bytes.withUnsafeBufferPointer { svgb_image_open_memory($0.baseAddress, $0.count, dpi ?? 96) }
        guard let opened else { throw PictureError("out of memory") }
        image = OpenImage(opened)
        if let reason = svgb_image_error(opened) { throw PictureError(String(cString: reason)) }
        var width = 0.0, height = 0.0
        switch svgb_image_size(opened, &width, &height) {
        case SVGB_SIZE_DECLARED: size = .declared(width: width, height: height)
        case SVGB_SIZE_PROPORTION: size = .proportion(width: width, height: height)
        default: size = .none
        }
    }

    /// The pixel size it is drawn at, before the page limits.
    public var drawingSize: (width: Double, height: Double) {
        switch size {
        case .declared(let width, let height): return (width, height)
        case .proportion(let width, let height):
            let scale = Self.undeclaredLongSide / max(width, height)
            return (width * scale, height * scale)
        case .none: return (Self.undeclaredLongSide, Self.undeclaredLongSide)
        }
    }

    /// Draws the SVG on white at `drawingSize`, within the page limits.
    public func rasterise() throws(PictureError) -> DecodedPicture {
        let wanted = drawingSize
        let size = try RasterSize(width: wanted.width, height: wanted.height)
        var drawn = false
        let rgba = [UInt8](unsafeUninitializedCapacity: size.width * size.height * 4) { out, initialized in
            drawn = svgb_image_render_rgba(image.pointer, UInt32(size.width), UInt32(size.height), out.baseAddress!) == 0
            initialized = drawn ? out.count : 0
        }
        guard drawn else {
            throw PictureError(svgb_image_error(image.pointer).map { String(cString: $0) } ?? "the SVG could not be drawn")
        }
        return DecodedPicture(page: Page(width: size.width, height: size.height, rgba: rgba), format: .svg, note: size.note)
    }

}

/// The C image, freed when the last `SVGImage` holding it goes.
private final class OpenImage {
    let pointer: OpaquePointer

    init(_ pointer: OpaquePointer) {
        self.pointer = pointer
    }

    deinit { svgb_image_free(pointer) }
}
