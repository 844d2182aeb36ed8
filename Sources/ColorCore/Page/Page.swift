/// A decoded page: 8-bit RGBA, row-major, straight (not premultiplied) alpha, samples as stored
/// in the file. `rgba.count == width * height * 4` always.
public struct Page: Sendable, Equatable {
    public let width: Int
    public let height: Int
    public var rgba: [UInt8]

    public init(width: Int, height: Int, rgba: [UInt8]) {
        precondition(width > 0 && height > 0 && rgba.count == width * height * 4, "Page size mismatch")
        self.width = width
        self.height = height
        self.rgba = rgba
    }

    /// A page of one colour.
    public init(width: Int, height: Int, filledWith pixel: RGBA = .white) {
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        for i in stride(from: 0, to: bytes.count, by: 4) {
            bytes[i] = pixel.r; bytes[i + 1] = pixel.g; bytes[i + 2] = pixel.b; bytes[i + 3] = pixel.a
        }
        self.init(width: width, height: height, rgba: bytes)
    }

    public var bounds: Rect { Rect(x: 0, y: 0, width: width, height: height) }

    public func pixel(_ x: Int, _ y: Int) -> RGBA {
        let i = (y * width + x) * 4
        return RGBA(r: rgba[i], g: rgba[i + 1], b: rgba[i + 2], a: rgba[i + 3])
    }

    public mutating func setPixel(_ x: Int, _ y: Int, _ p: RGBA) {
        let i = (y * width + x) * 4
        rgba[i] = p.r; rgba[i + 1] = p.g; rgba[i + 2] = p.b; rgba[i + 3] = p.a
    }
}

/// One 8-bit RGBA pixel.
public struct RGBA: Sendable, Hashable, Codable {
    public var r: UInt8, g: UInt8, b: UInt8, a: UInt8
    public init(r: UInt8, g: UInt8, b: UInt8, a: UInt8 = 255) {
        self.r = r; self.g = g; self.b = b; self.a = a
    }
    public static let white = RGBA(r: 255, g: 255, b: 255)
    public static let black = RGBA(r: 0, g: 0, b: 0)
}
