import ColorCore
import PNGBridge

/// Reads and writes PNG files through libpng (the C target PNGBridge keeps libpng's longjmp
/// error handling out of Swift).
///
/// Reading gives 8-bit RGBA with the samples as stored: no gamma is applied, palettes and grey
/// are expanded, tRNS becomes alpha, 1/2/4-bit grey is scaled to 0-255 and 16-bit samples are
/// reduced as `(v * 255 + 32767) / 65535` (rounded to nearest, so lines fall where the region rule says).
public enum PNGCodec {
    /// The longest side accepted, in pixels.
    public static let maxSide = 16384
    /// The most pixels accepted (64 MP: 256 MB of RGBA).
    public static let maxPixels = 64 * 1024 * 1024

    /// Decodes the PNG file at `path`.
    public static func read(path: String) throws(PNGError) -> Page {
        guard let reader = pb_reader_open_file(path, UInt32(maxSide), UInt64(maxPixels)) else {
            throw PNGError("out of memory")
        }
        defer { pb_reader_free(reader) }
        return try decodePixels(reader)
    }

    /// Decodes a PNG held in memory.
    public static func decode(bytes: [UInt8]) throws(PNGError) -> Page {
        let result: Result<Page, PNGError> = bytes.withUnsafeBufferPointer { buffer in
            // The reader points into `buffer`, so it lives and dies inside this closure.
            guard let reader = pb_reader_open_memory(
                buffer.baseAddress, buffer.count, UInt32(maxSide), UInt64(maxPixels))
            else { return .failure(PNGError("out of memory")) }
            defer { pb_reader_free(reader) }
            do throws(PNGError) { return .success(try decodePixels(reader)) } catch { return .failure(error) }
        }
        return try result.get()
    }

    /// Decodes the pixels of an opened reader straight into the page's array: one copy, the
    /// one libpng makes out of its row buffer.
    private static func decodePixels(_ reader: OpaquePointer) throws(PNGError) -> Page {
        if let reason = pb_reader_error(reader) { throw PNGError(String(cString: reason)) }
        let width = Int(pb_reader_width(reader)), height = Int(pb_reader_height(reader))
        let count = width * height * 4
        var decoded = false
        let rgba = [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
            decoded = pb_reader_decode_rgba(reader, buffer.baseAddress!) == 0
            initialized = decoded ? count : 0
        }
        guard decoded else {
            throw PNGError(pb_reader_error(reader).map { String(cString: $0) } ?? "cannot decode")
        }
        return Page(width: width, height: height, rgba: rgba)
    }
}
