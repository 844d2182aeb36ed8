/// Writes images in the kitty graphics protocol: a whole image transmitted and placed at the
/// cursor under an id the program keeps (placing it again under the same id replaces it, so the
/// terminal holds one image however long a person paints), and a patch: a rectangle of that
/// image's pixels edited in place (`a=f` on its first frame), which is what a drag sends.
/// 24-bit colour, so no palette; the payload is base64 in chunks of at most 4096 bytes, as the
/// protocol requires; `compress` (zlib, `o=z`) shrinks it where the caller can deflate.
public struct KittyEncoder: Sendable {
    public let imageID: Int
    public let compress: (@Sendable ([UInt8]) -> [UInt8]?)?

    public init(imageID: Int, compress: (@Sendable ([UInt8]) -> [UInt8]?)? = nil) {
        self.imageID = imageID; self.compress = compress
    }

    /// Transmits `image` and places it at the cursor, `columns` x `rows` cells, the cursor left
    /// where it was (`C=1`); no reply (`q=2`). At the default z-index, over the text, so what
    /// shows over the page is drawn into the image (`OverlayPixels`): with any negative z (under
    /// the text, or under coloured cells too below INT32_MIN / 2) kitty 0.26 with software GL
    /// draws every cell of a non-default background in wrong colours, the chrome included (red
    /// 200,40,40 shows as 87,147,29), and the help's box lets the image through.
    public func place(_ image: RGBImage, columns: Int, rows: Int) -> [UInt8] {
        sequence("a=T,f=24,s=\(image.width),v=\(image.height),i=\(imageID),p=1,c=\(columns),r=\(rows),C=1,q=2", image.bytes)
    }

    /// Replaces the pixels at `x`, `y` (in the image) with `patch`, in tiles of at most
    /// `patchTilePixels` pixels that each go as one escape sequence: kitty 0.26 takes an `a=f`
    /// sent in several chunks (`m=1`) as a new image, and shows that patch stretched over the
    /// whole placement.
    public func patch(_ patch: RGBImage, x: Int, y: Int) -> [UInt8] {
        guard patch.width > 0, patch.height > 0 else { return [] }
        let tileWidth = min(patch.width, Self.patchTilePixels)
        let tileHeight = max(1, Self.patchTilePixels / tileWidth)
        var out: [UInt8] = []
        for top in stride(from: 0, to: patch.height, by: tileHeight) {
            for left in stride(from: 0, to: patch.width, by: tileWidth) {
                let w = min(tileWidth, patch.width - left), h = min(tileHeight, patch.height - top)
                var bytes: [UInt8] = []
                bytes.reserveCapacity(w * h * 3)
                for row in top..<top + h {
                    let start = (row * patch.width + left) * 3
                    bytes += patch.bytes[start..<start + w * 3]
                }
                out += sequence("a=f,r=1,i=\(imageID),x=\(x + left),y=\(y + top),s=\(w),v=\(h),f=24,q=2", bytes)
            }
        }
        return out
    }

    /// The most pixels one chunk holds: 4096 base64 bytes are 3072 bytes, 1024 RGB pixels.
    public static let patchTilePixels = 1024

    /// Deletes the image and its placements (`d=I` frees its data too): what leaving does.
    public func delete() -> [UInt8] { Array("\u{1b}_Ga=d,d=I,i=\(imageID),q=2\u{1b}\\".utf8) }

    /// Every image of the program's, by id, freed: what quitting and a signal do.
    public static func deleteAll(ids: some Sequence<Int>) -> [UInt8] {
        ids.flatMap { KittyEncoder(imageID: $0).delete() }
    }

    private func sequence(_ keys: String, _ payload: [UInt8]) -> [UInt8] {
        var keys = keys, data = payload
        if let compress, let packed = compress(payload), packed.count < payload.count {
            keys += ",o=z"; data = packed
        }
        let text = Base64.encode(data)
        var out: [UInt8] = []
        out.reserveCapacity(text.count + text.count / 4096 * 16 + keys.utf8.count + 16)
        var start = 0
        repeat {
            let end = min(text.count, start + 4096)
            let more = end < text.count ? 1 : 0
            out += [0x1b, UInt8(ascii: "_"), UInt8(ascii: "G")]
            out += Array((start == 0 ? "\(keys),m=\(more);" : "m=\(more);").utf8)
            out += text[start..<end]
            out += [0x1b, 0x5c]
            start = end
        } while start < text.count
        return out
    }
}

/// Standard base64 (RFC 4648, with padding), as the kitty protocol's payload is written.
enum Base64 {
    static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

    static func encode(_ data: [UInt8]) -> [UInt8] {
        var out = [UInt8](repeating: UInt8(ascii: "="), count: (data.count + 2) / 3 * 4)
        data.withUnsafeBufferPointer { d in
            out.withUnsafeMutableBufferPointer { o in
                var i = 0, j = 0
                while i + 2 < d.count {
                    let v = Int(d[i]) << 16 | Int(d[i + 1]) << 8 | Int(d[i + 2])
                    o[j] = alphabet[v >> 18]; o[j + 1] = alphabet[v >> 12 & 63]; o[j + 2] = alphabet[v >> 6 & 63]; o[j + 3] = alphabet[v & 63]
                    i += 3; j += 4
                }
                if i < d.count {
                    let v = Int(d[i]) << 16 | (i + 1 < d.count ? Int(d[i + 1]) << 8 : 0)
                    o[j] = alphabet[v >> 18]; o[j + 1] = alphabet[v >> 12 & 63]
                    if i + 1 < d.count { o[j + 2] = alphabet[v >> 6 & 63] }
                }
            }
        }
        return out
    }
}
