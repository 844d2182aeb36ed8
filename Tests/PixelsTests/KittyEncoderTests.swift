import Foundation
import Testing
@testable import Pixels

/// The kitty sequences as the protocol reads them: chunks of at most 4096 base64 bytes, `m=1`
/// on all but the last, the keys on the first, and the payload the image's pixels exactly.
@Suite struct KittyEncoderTests {
    /// The keys of the first chunk and the decoded payload of all of them.
    static func read(_ bytes: [UInt8]) -> (keys: [String: String], payload: [UInt8], chunks: Int) {
        let text = String(decoding: bytes, as: UTF8.self)
        var keys: [String: String] = [:], base64 = "", chunks = 0
        for part in text.components(separatedBy: "\u{1b}\\") where !part.isEmpty {
            #expect(part.hasPrefix("\u{1b}_G"))
            let body = part.dropFirst(3)
            let split = body.split(separator: ";", maxSplits: 1, omittingEmptySubsequences: false)
            var pairs: [String: String] = [:]
            for kv in split[0].split(separator: ",") {
                let p = kv.split(separator: "=", maxSplits: 1).map(String.init)
                pairs[p[0]] = p.count > 1 ? p[1] : ""
            }
            if chunks == 0 { keys = pairs } else { #expect(pairs.keys.sorted() == ["m"]) }
            let data = split.count > 1 ? String(split[1]) : ""
            #expect(data.utf8.count <= 4096)
            base64 += data
            chunks += 1
        }
        return (keys, Array(Base64Decoding.decode(base64)), chunks)
    }

    @Test func placeSendsThePixelsInChunks() {
        var image = RGBImage(width: 50, height: 40, red: 255, green: 255, blue: 255)
        for x in 0..<50 { image.setPixel(x, 3, UInt8(x), 0, 200) }
        let encoder = KittyEncoder(imageID: 7)
        let sent = Self.read(encoder.place(image, columns: 9, rows: 3))
        #expect(sent.payload == image.bytes && sent.chunks == (image.bytes.count + 2) / 3 * 4 / 4096 + 1)
        #expect(sent.keys["a"] == "T" && sent.keys["i"] == "7" && sent.keys["s"] == "50" && sent.keys["v"] == "40"
                && sent.keys["f"] == "24" && sent.keys["c"] == "9" && sent.keys["r"] == "3" && sent.keys["C"] == "1" && sent.keys["z"] == nil)
        let text = String(decoding: encoder.place(image, columns: 9, rows: 3), as: UTF8.self)
        #expect(text.components(separatedBy: "m=1;").count - 1 == sent.chunks - 1 && text.contains("m=0;"))
    }

    @Test func aPatchEditsThePlacedImage() {
        let patch = RGBImage(width: 5, height: 4, red: 1, green: 2, blue: 3)
        let sent = Self.read(KittyEncoder(imageID: 7).patch(patch, x: 10, y: 20))
        #expect(sent.payload == patch.bytes && sent.chunks == 1)
        #expect(sent.keys["a"] == "f" && sent.keys["r"] == "1" && sent.keys["x"] == "10" && sent.keys["y"] == "20" && sent.keys["i"] == "7")
    }

    /// kitty 0.26 takes a chunked `a=f` as a new image (the patch stretched over the whole
    /// placement): a patch larger than one chunk goes as tiles, one sequence each, that together
    /// hold its pixels at their places.
    @Test func aLargePatchGoesAsTilesOfOneChunkEach() {
        var patch = RGBImage(width: 360, height: 20, red: 9, green: 9, blue: 9)
        for x in 0..<360 { for y in 0..<20 { patch.setPixel(x, y, UInt8(x % 256), UInt8(y), UInt8(x / 256)) } }
        let text = String(decoding: KittyEncoder(imageID: 7).patch(patch, x: 63, y: 160), as: UTF8.self)
        var rebuilt = RGBImage(width: 360, height: 20, red: 0, green: 0, blue: 0)
        var tiles = 0
        for part in text.components(separatedBy: "\u{1b}\\") where !part.isEmpty {
            let sent = Self.read(Array((part + "\u{1b}\\").utf8))
            #expect(sent.chunks == 1 && sent.keys["m"] == "0" && sent.keys["a"] == "f" && sent.keys["r"] == "1")
            let x = Int(sent.keys["x"]!)! - 63, y = Int(sent.keys["y"]!)! - 160, w = Int(sent.keys["s"]!)!, h = Int(sent.keys["v"]!)!
            #expect(sent.payload.count == w * h * 3)
            for row in 0..<h { for column in 0..<w {
                let i = (row * w + column) * 3
                rebuilt.setPixel(x + column, y + row, sent.payload[i], sent.payload[i + 1], sent.payload[i + 2])
            } }
            tiles += 1
        }
        #expect(rebuilt == patch && tiles == 10)
    }

    @Test func compressionIsUsedOnlyWhenItShrinks() {
        let image = RGBImage(width: 30, height: 30, red: 255, green: 255, blue: 255)
        let shrinking = KittyEncoder(imageID: 1) { _ in [1, 2, 3] }
        #expect(Self.read(shrinking.place(image, columns: 3, rows: 2)).keys["o"] == "z")
        let growing = KittyEncoder(imageID: 1) { $0 + $0 }
        #expect(Self.read(growing.place(image, columns: 3, rows: 2)).keys["o"] == nil)
    }

    @Test func base64MatchesTheStandard() {
        #expect(String(decoding: Base64.encode(Array("".utf8)), as: UTF8.self) == "")
        #expect(String(decoding: Base64.encode(Array("f".utf8)), as: UTF8.self) == "Zg==")
        #expect(String(decoding: Base64.encode(Array("fo".utf8)), as: UTF8.self) == "Zm8=")
        #expect(String(decoding: Base64.encode(Array("foobar".utf8)), as: UTF8.self) == "Zm9vYmFy")
        #expect(String(decoding: KittyEncoder(imageID: 3).delete(), as: UTF8.self) == "\u{1b}_Ga=d,d=I,i=3,q=2\u{1b}\\")
    }
}

/// Decoding, for the tests only.
enum Base64Decoding {
    static func decode(_ text: String) -> [UInt8] {
        var table = [UInt8: Int]()
        for (i, c) in Base64.alphabet.enumerated() { table[c] = i }
        var out: [UInt8] = [], buffer = 0, bits = 0
        for c in text.utf8 where c != UInt8(ascii: "=") {
            guard let v = table[c] else { continue }
            buffer = buffer << 6 | v; bits += 6
            if bits >= 8 { bits -= 8; out.append(UInt8(buffer >> bits & 255)) }
        }
        return out
    }
}
