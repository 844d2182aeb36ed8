/// A fingerprint of the page a picture is coloured on: its size and every pixel of it over
/// white, as the canvas shows it (after a photo is turned into a page, so a photo coloured
/// `--as-is` and the same photo converted differ). Saved in the stroke log and the journal, so
/// that reopening never continues one page's picture on another page of the same file name and
/// size (such as two colouring books' `page.png`).
///
/// 64 bits, four independent multiply-xorshift lanes over the pixels two at a time (12 ms for
/// a 4096x4096 page), as 16 hex digits. Not cryptographic: it tells pages apart, it does
/// not defend against anyone.
public enum PageDigest {
    public static func of(_ layers: PageLayers) -> String {
        of(width: layers.width, height: layers.height, pixels: layers.composited)
    }

    public static func of(width: Int, height: Int, pixels: [UInt32]) -> String {
        let k: UInt64 = 0x9E37_79B9_7F4A_7C15
        var lanes: SIMD4<UInt64> = [UInt64(width), UInt64(height), 0x243F_6A88_85A3_08D3, 0x1319_8A2E_0370_7344]
        pixels.withUnsafeBufferPointer { p in
            let n = p.count, words = n / 2
            let raw = UnsafeRawPointer(p.baseAddress!)
            var i = 0
            while i + 4 <= words {
                lanes = (lanes ^ SIMD4<UInt64>(raw.loadUnaligned(fromByteOffset: i * 8, as: UInt64.self),
                                               raw.loadUnaligned(fromByteOffset: (i + 1) * 8, as: UInt64.self),
                                               raw.loadUnaligned(fromByteOffset: (i + 2) * 8, as: UInt64.self),
                                               raw.loadUnaligned(fromByteOffset: (i + 3) * 8, as: UInt64.self))) &* k
                lanes ^= lanes &>> 29
                i += 4
            }
            // The pixels left over, into the first lane the same way.
            for j in (i * 2)..<n {
                lanes[0] = (lanes[0] ^ UInt64(p[j])) &* k
                lanes[0] ^= lanes[0] &>> 29
            }
        }
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for l in 0..<4 { h = (h ^ lanes[l]) &* k; h ^= h &>> 31 }
        let hex = String(h, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
