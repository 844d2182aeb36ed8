import Foundation

/// International text chunks (iTXt, uncompressed UTF-8) in a PNG file: added after the pixels
/// are written, read back without decoding the pixels. The chunk goes before the first IDAT,
/// where readers that stop at the pixels (`PNGCodec.software(ofFileAt:)`) see it too.
public enum PNGTextChunk {
    /// `bytes` of a PNG with an iTXt chunk `keyword` = `text` inserted before its first IDAT, and
    /// any earlier iTXt or tEXt chunk of the same keyword left out. Nil when `bytes` is no PNG.
    public static func inserting(keyword: String, text: String, into bytes: [UInt8]) -> [UInt8]? {
        guard let chunks = chunks(of: bytes), let pixels = chunks.firstIndex(where: { $0.type == "IDAT" }) else { return nil }
        var out = Array(bytes[0..<8])
        for (i, c) in chunks.enumerated() {
            if i == pixels { out += chunk(type: "iTXt", body: Array(keyword.utf8) + [0, 0, 0, 0, 0] + Array(text.utf8)) }
            if (c.type == "iTXt" || c.type == "tEXt") && Self.keyword(of: bytes[c.body]) == keyword { continue }
            out += bytes[c.whole]
        }
        return out
    }

    /// The text of the first iTXt (uncompressed) or tEXt chunk `keyword` in `bytes`; nil when
    /// there is none or `bytes` is no PNG.
    public static func text(keyword: String, in bytes: [UInt8]) -> String? {
        guard let chunks = chunks(of: bytes) else { return nil }
        for c in chunks where c.type == "iTXt" || c.type == "tEXt" {
            let body = bytes[c.body]
            guard Self.keyword(of: body) == keyword, let zero = body.firstIndex(of: 0) else { continue }
            if c.type == "tEXt" { return String(decoding: body[(zero + 1)...], as: UTF8.self) }
            // iTXt: keyword 0 flag method language 0 translated-keyword 0 text; compressed text is not ours.
            guard zero + 2 < body.endIndex, body[zero + 1] == 0,
                  let afterLanguage = body[(zero + 3)...].firstIndex(of: 0),
                  let afterTranslated = body[(afterLanguage + 1)...].firstIndex(of: 0) else { continue }
            return String(decoding: body[(afterTranslated + 1)...], as: UTF8.self)
        }
        return nil
    }

    private struct Chunk { let type: String; let body: Range<Int>; let whole: Range<Int> }

    private static func keyword(of body: ArraySlice<UInt8>) -> String? {
        guard let zero = body.firstIndex(of: 0) else { return nil }
        return String(decoding: body[body.startIndex..<zero], as: UTF8.self)
    }

    private static func chunks(of bytes: [UInt8]) -> [Chunk]? {
        guard bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else { return nil }
        var list: [Chunk] = []
        var at = 8
        while at + 12 <= bytes.count {
            let length = bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) }
            guard at + 12 + length <= bytes.count else { return nil }
            let type = String(decoding: bytes[at + 4..<at + 8], as: UTF8.self)
            list.append(Chunk(type: type, body: (at + 8)..<(at + 8 + length), whole: at..<(at + 12 + length)))
            at += 12 + length
            if type == "IEND" { break }
        }
        return list
    }

    private static func chunk(type: String, body: [UInt8]) -> [UInt8] {
        let n = UInt32(body.count)
        let typed = Array(type.utf8) + body
        let crc = CRC32.checksum(typed)
        return [UInt8(n >> 24), UInt8(n >> 16 & 0xFF), UInt8(n >> 8 & 0xFF), UInt8(n & 0xFF)] + typed
            + [UInt8(crc >> 24), UInt8(crc >> 16 & 0xFF), UInt8(crc >> 8 & 0xFF), UInt8(crc & 0xFF)]
    }
}

/// The CRC-32 every PNG chunk ends with (ISO 3309, the polynomial 0xEDB88320 reflected).
enum CRC32 {
    private static let table: [UInt32] = (0..<256).map { n in
        var c = UInt32(n)
        for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        return c
    }

    static func checksum(_ bytes: [UInt8]) -> UInt32 {
        var c: UInt32 = 0xFFFF_FFFF
        for b in bytes { c = table[Int((c ^ UInt32(b)) & 0xFF)] ^ (c >> 8) }
        return c ^ 0xFFFF_FFFF
    }
}
