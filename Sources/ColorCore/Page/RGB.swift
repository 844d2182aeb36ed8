/// An opaque 8-bit colour, written `#rrggbb` in stroke logs.
///
/// Codable as that string (not as an object), so the log's `"rgb": "#e63946"` and any other
/// document that embeds an `RGB` read the same.
public struct RGB: Hashable, Sendable, Codable, CustomStringConvertible {
    public var r: UInt8, g: UInt8, b: UInt8

    public init(r: UInt8, g: UInt8, b: UInt8) {
        self.r = r; self.g = g; self.b = b
    }

    /// Parses `#rrggbb` (hex digits in either case); nil for anything else.
    public init?(hex text: String) {
        let utf8 = Array(text.utf8)
        guard utf8.count == 7, utf8[0] == UInt8(ascii: "#") else { return nil }
        var channels: [UInt8] = []
        for k in 0..<3 {
            guard let hi = RGB.hexDigit(utf8[1 + 2 * k]), let lo = RGB.hexDigit(utf8[2 + 2 * k]) else { return nil }
            channels.append(hi << 4 | lo)
        }
        self.init(r: channels[0], g: channels[1], b: channels[2])
    }

    /// `#rrggbb`, lower case.
    public var hex: String {
        let digits = Array("0123456789abcdef".utf8)
        var out: [UInt8] = [UInt8(ascii: "#")]
        for v in [r, g, b] { out.append(digits[Int(v >> 4)]); out.append(digits[Int(v & 15)]) }
        return String(decoding: out, as: UTF8.self)
    }

    public var description: String { hex }

    /// Little-endian R, G, B, A=255 in one word: the canvas's pixel format.
    @inlinable public var packed: UInt32 {
        UInt32(r) | UInt32(g) << 8 | UInt32(b) << 16 | 0xFF00_0000
    }

    @inlinable public init(packed p: UInt32) {
        self.init(r: UInt8(truncatingIfNeeded: p), g: UInt8(truncatingIfNeeded: p >> 8), b: UInt8(truncatingIfNeeded: p >> 16))
    }

    public static let white = RGB(r: 255, g: 255, b: 255)

    private static func hexDigit(_ c: UInt8) -> UInt8? {
        switch c {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): c - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): c - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): c - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard let value = RGB(hex: text) else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath,
                                                    debugDescription: "colour must be #rrggbb, got \"\(text)\""))
        }
        self = value
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.singleValueContainer()
        try c.encode(hex)
    }
}
