@testable import Pixels

/// A sixel decoder for the tests: what a terminal would paint from our sequence, over a canvas
/// of what the screen showed before (pixels the sequence does not set keep it).
struct SixelDecoder {
    var canvas: RGBImage
    var declared: (width: Int, height: Int)?
    var registers: [Int: (UInt8, UInt8, UInt8)] = [:]

    init(over canvas: RGBImage) { self.canvas = canvas }

    mutating func paint(_ bytes: [UInt8], atX originX: Int = 0, y originY: Int = 0) throws {
        guard bytes.starts(with: Array("\u{1b}P".utf8)), let q = bytes.firstIndex(of: UInt8(ascii: "q")),
              bytes.suffix(2) == [0x1b, 0x5c] else { throw Failure.malformed("no DCS q ... ST") }
        var i = q + 1
        func number() -> Int {
            var n = 0
            while i < bytes.count - 2, (48...57).contains(bytes[i]) { n = n * 10 + Int(bytes[i] - 48); i += 1 }
            return n
        }
        var x = 0, band = 0, colour = 0
        while i < bytes.count - 2 {
            let c = bytes[i]
            switch c {
            case UInt8(ascii: "\""):
                i += 1; _ = number(); i += 1; _ = number(); i += 1
                let w = number(); i += 1
                declared = (w, number())
            case UInt8(ascii: "#"):
                i += 1
                let n = number()
                if i < bytes.count - 2, bytes[i] == UInt8(ascii: ";") {
                    i += 1; let space = number(); i += 1
                    let r = number(); i += 1; let g = number(); i += 1; let b = number()
                    guard space == 2 else { throw Failure.malformed("colour space \(space)") }
                    func byte(_ p: Int) -> UInt8 { UInt8((p * 255 + 50) / 100) }
                    registers[n] = (byte(r), byte(g), byte(b))
                }
                colour = n
            case UInt8(ascii: "$"): x = 0; i += 1
            case UInt8(ascii: "-"): x = 0; band += 1; i += 1
            case UInt8(ascii: "!"):
                i += 1
                let count = number()
                try put(bytes[i], count: count, x: &x, band: band, colour: colour, originX, originY)
                i += 1
            case 63...126:
                try put(c, count: 1, x: &x, band: band, colour: colour, originX, originY)
                i += 1
            default: throw Failure.malformed("byte \(c) at \(i)")
            }
        }
    }

    private mutating func put(_ c: UInt8, count: Int, x: inout Int, band: Int, colour: Int, _ ox: Int, _ oy: Int) throws {
        guard (63...126).contains(c) else { throw Failure.malformed("sixel \(c)") }
        guard let rgb = registers[colour] else { throw Failure.malformed("colour \(colour) used before it is defined") }
        let bits = c - 63
        for _ in 0..<count {
            for row in 0..<6 where bits & (1 << row) != 0 {
                let px = ox + x, py = oy + band * 6 + row
                guard px < canvas.width, py < canvas.height else { throw Failure.malformed("pixel \(px),\(py) outside") }
                canvas.setPixel(px, py, rgb.0, rgb.1, rgb.2)
            }
            x += 1
        }
    }

    enum Failure: Error { case malformed(String) }
}
