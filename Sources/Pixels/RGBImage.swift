/// What the page area shows as real pixels: 3 bytes (red, green, blue) a pixel, row by row.
/// The encoders take it as it is, so the renderer fills one buffer and nothing is converted.
public struct RGBImage: Equatable, Sendable {
    public let width: Int, height: Int
    public var bytes: [UInt8]

    public init(width: Int, height: Int, bytes: [UInt8]) {
        precondition(width >= 0 && height >= 0 && bytes.count == width * height * 3, "RGB buffer of the wrong size")
        self.width = width; self.height = height; self.bytes = bytes
    }

    /// An image of one colour.
    public init(width: Int, height: Int, red: UInt8, green: UInt8, blue: UInt8) {
        var bytes = [UInt8](repeating: 0, count: width * height * 3)
        for i in stride(from: 0, to: bytes.count, by: 3) { bytes[i] = red; bytes[i + 1] = green; bytes[i + 2] = blue }
        self.init(width: width, height: height, bytes: bytes)
    }

    public func pixel(_ x: Int, _ y: Int) -> (UInt8, UInt8, UInt8) {
        let i = (y * width + x) * 3
        return (bytes[i], bytes[i + 1], bytes[i + 2])
    }

    public mutating func setPixel(_ x: Int, _ y: Int, _ red: UInt8, _ green: UInt8, _ blue: UInt8) {
        let i = (y * width + x) * 3
        bytes[i] = red; bytes[i + 1] = green; bytes[i + 2] = blue
    }

    /// The part of the image inside `x..<x+width`, `y..<y+height` (clipped to the image).
    public func cropped(x: Int, y: Int, width w: Int, height h: Int) -> RGBImage {
        let x0 = max(0, x), y0 = max(0, y), x1 = min(width, x + w), y1 = min(height, y + h)
        guard x1 > x0, y1 > y0 else { return RGBImage(width: 0, height: 0, bytes: []) }
        var out = [UInt8]()
        out.reserveCapacity((x1 - x0) * (y1 - y0) * 3)
        for row in y0..<y1 { out += bytes[(row * width + x0) * 3..<(row * width + x1) * 3] }
        return RGBImage(width: x1 - x0, height: y1 - y0, bytes: out)
    }
}
