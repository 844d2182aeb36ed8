import PNGBridge

/// One zlib stream (RFC 1950) made by libdeflate: what the kitty graphics protocol takes as
/// `o=z`, so an image or patch crosses to the terminal in a fraction of its raw bytes.
public enum Zlib {
    /// `bytes` compressed at `level` (1 fastest: a frame is sent once and thrown away, so speed
    /// counts more than the last few percent), or nil when the stream would not be smaller.
    public static func compress(_ bytes: [UInt8], level: Int32 = 1) -> [UInt8]? {
        guard !bytes.isEmpty else { return nil }
        var out = [UInt8](repeating: 0, count: bytes.count)
        let made = bytes.withUnsafeBufferPointer { input in
            out.withUnsafeMutableBufferPointer { dest in
                pb_zlib_compress(input.baseAddress, input.count, dest.baseAddress, dest.count, level)
            }
        }
        guard made > 0 else { return nil }
        out.removeSubrange(made...)
        return out
    }

    /// The `expected` bytes one zlib stream holds (what a kitty payload sent with `o=z` shows),
    /// or nil when the stream is damaged or holds another count.
    public static func decompress(_ stream: [UInt8], expected: Int) -> [UInt8]? {
        var out = [UInt8](repeating: 0, count: expected)
        let result = stream.withUnsafeBufferPointer { input in
            out.withUnsafeMutableBufferPointer { dest in
                pb_zlib_decompress(input.baseAddress, input.count, dest.baseAddress, expected)
            }
        }
        return result == 0 ? out : nil
    }
}
