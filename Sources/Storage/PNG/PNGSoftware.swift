import Foundation

extension PNGCodec {
    /// The `Software` text of the PNG at `path` (chunks before the first IDAT), nil when it has
    /// none or is no PNG.
    public static func software(ofFileAt path: String) -> String? {
        guard let file = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? file.close() }
        // The chunks before the pixels are small: a text chunk after 64 KiB of them is not ours.
        guard let data = try? file.read(upToCount: 1 << 16) else { return nil }
        let bytes = [UInt8](data)
        guard bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else { return nil }
        var at = 8
        while at + 8 <= bytes.count {
            let length = bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) }
            let type = String(decoding: bytes[at + 4..<at + 8], as: UTF8.self)
            let body = at + 8
            guard type != "IDAT", type != "IEND", body + length <= bytes.count else { return nil }
            if type == "tEXt", let zero = bytes[body..<body + length].firstIndex(of: 0),
               String(decoding: bytes[body..<zero], as: UTF8.self) == "Software" {
                return String(decoding: bytes[(zero + 1)..<(body + length)], as: UTF8.self)
            }
            at = body + length + 4
        }
        return nil
    }
}
