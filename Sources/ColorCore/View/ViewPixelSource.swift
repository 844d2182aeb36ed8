/// What the view reads of the document: the final colour of each page pixel (paint over line
/// art), packed little-endian `R | G << 8 | B << 16 | A << 24`, row-major.
public protocol ViewPixelSource {
    var width: Int { get }
    var height: Int { get }
    func finalPixel(_ index: Int) -> UInt32
}

/// A fixed picture as a pixel source (tests, and pages before any paint).
public struct PackedPixels: ViewPixelSource, Sendable {
    public let width: Int, height: Int
    public var pixels: [UInt32]

    public init(width: Int, height: Int, pixels: [UInt32]) {
        precondition(pixels.count == width * height)
        self.width = width; self.height = height; self.pixels = pixels
    }

    /// The page composited over white.
    public init(page: Page) {
        width = page.width; height = page.height
        let count = width * height
        pixels = [UInt32](unsafeUninitializedCapacity: count) { out, n in
            page.rgba.withUnsafeBufferPointer { src in
                for i in 0..<count {
                    let a = UInt32(src[4 * i + 3])
                    func over(_ c: UInt8) -> UInt32 { (UInt32(c) * a + 255 * (255 - a) + 127) / 255 }
                    out[i] = over(src[4 * i]) | over(src[4 * i + 1]) << 8 | over(src[4 * i + 2]) << 16 | 0xff00_0000
                }
            }
            n = count
        }
    }

    @inlinable public func finalPixel(_ index: Int) -> UInt32 { pixels[index] }
}
