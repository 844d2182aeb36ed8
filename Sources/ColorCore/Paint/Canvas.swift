/// The paint layer and the page as the screen and the saved PNG see them.
///
/// Both layers are packed little-endian R, G, B, A (A = 255) in a `UInt32` per pixel, row-major.
/// Paint sits under the line art: what a person sees is the paint multiplied by the page, channel
/// by channel, so line pixels stay dark and an anti-aliased fringe takes the paint blended with
/// its grey. Read it between edits; a copy kept alive across `Session.apply` makes the next edit
/// copy the whole layer (copy-on-write).
public struct Canvas: Sendable {
    public let width: Int, height: Int
    /// The page composited over white (rounding down, so line pixels keep luma < 128).
    public private(set) var page: [UInt32]
    /// Paint, same packing; `PackedPixel.white` where nothing is painted.
    public internal(set) var paint: [UInt32]

    public init(page source: Page) {
        width = source.width
        height = source.height
        let count = source.width * source.height
        page = [UInt32](unsafeUninitializedCapacity: count) { out, initialized in
            source.rgba.withUnsafeBufferPointer { s in
                for i in 0..<count {
                    out[i] = PackedPixel.overWhite(r: s[4 * i], g: s[4 * i + 1], b: s[4 * i + 2], a: s[4 * i + 3])
                }
            }
            initialized = count
        }
        paint = [UInt32](repeating: PackedPixel.white, count: count)
    }

    /// What a person sees at pixel `index` (row-major): paint multiplied by the page.
    @inlinable public func finalPixel(_ index: Int) -> UInt32 {
        PackedPixel.multiply(page[index], paint[index])
    }

    /// The whole picture as an opaque RGBA page, for saving.
    public func composedPage() -> Page {
        let count = width * height
        let bytes = [UInt8](unsafeUninitializedCapacity: count * 4) { out, initialized in
            page.withUnsafeBufferPointer { pg in
                paint.withUnsafeBufferPointer { pt in
                    for i in 0..<count {
                        let v = PackedPixel.multiply(pg[i], pt[i])
                        out[4 * i] = UInt8(truncatingIfNeeded: v)
                        out[4 * i + 1] = UInt8(truncatingIfNeeded: v >> 8)
                        out[4 * i + 2] = UInt8(truncatingIfNeeded: v >> 16)
                        out[4 * i + 3] = 255
                    }
                }
            }
            initialized = count * 4
        }
        return Page(width: width, height: height, rgba: bytes)
    }

    /// Whether any pixel carries paint (a run that painted nothing writes nothing).
    public var hasPaint: Bool {
        paint.withUnsafeBufferPointer { px in px.contains { $0 != PackedPixel.white } }
    }
}
