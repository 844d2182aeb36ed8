/// What the view reads of the document: the page composited over white and the paint over it,
/// both packed little-endian `R | G << 8 | B << 16 | A << 24`, row-major; a person sees
/// `PackedPixel.multiply(page, paint)`. Handed out as buffers so the pyramid's loops run on raw
/// pointers.
public protocol ViewPixelSource {
    var width: Int { get }
    var height: Int { get }
    /// Calls `body` with the page layer and the paint layer (nil when there is none).
    func withLayers<R>(_ body: (UnsafeBufferPointer<UInt32>, UnsafeBufferPointer<UInt32>?) -> R) -> R
}

extension ViewPixelSource {
    /// What a person sees at pixel `index` (tests and single pixels; loops use `withLayers`).
    public func finalPixel(at index: Int) -> UInt32 {
        withLayers { page, paint in paint.map { PackedPixel.multiply(page[index], $0[index]) } ?? page[index] }
    }
}

/// A fixed picture as a pixel source (tests, and pages before any paint).
public struct FixedPicture: ViewPixelSource, Sendable {
    public let width: Int, height: Int
    public var pixels: [UInt32]

    public init(width: Int, height: Int, pixels: [UInt32]) {
        precondition(pixels.count == width * height)
        self.width = width; self.height = height; self.pixels = pixels
    }

    public func withLayers<R>(_ body: (UnsafeBufferPointer<UInt32>, UnsafeBufferPointer<UInt32>?) -> R) -> R {
        pixels.withUnsafeBufferPointer { body($0, nil) }
    }
}
