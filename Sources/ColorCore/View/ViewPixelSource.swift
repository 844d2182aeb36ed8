/// What the view reads of the document: the picture a person sees (page and paint already
/// multiplied, over white), packed little-endian `R | G << 8 | B << 16 | A << 24`, row-major.
/// Handed out as a buffer so the pyramid's loops run on raw pointers.
public protocol ViewPixelSource: Sendable {
    var width: Int { get }
    var height: Int { get }
    /// Calls `body` with the pixels.
    func withPixels<R>(_ body: (UnsafeBufferPointer<UInt32>) -> R) -> R
}

/// A fixed picture as a pixel source (tests).
public struct FixedPicture: ViewPixelSource, Sendable {
    public let width: Int, height: Int
    public var pixels: [UInt32]

    public init(width: Int, height: Int, pixels: [UInt32]) {
        precondition(pixels.count == width * height)
        self.width = width; self.height = height; self.pixels = pixels
    }

    public func withPixels<R>(_ body: (UnsafeBufferPointer<UInt32>) -> R) -> R {
        pixels.withUnsafeBufferPointer(body)
    }
}
