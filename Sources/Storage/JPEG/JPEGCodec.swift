import ColorCore
import JPEGBridge

/// Reads JPEG through libjpeg-turbo (the C target JPEGBridge keeps libjpeg's longjmp error
/// handling and its stderr messages out of Swift and off the terminal).
///
/// Decoding gives upright 8-bit RGBA, alpha 255: baseline, progressive and arithmetic-coded,
/// greyscale and colour at any chroma subsampling, CMYK (Adobe's inverted samples too) converted
/// to RGB, the EXIF orientation applied. 12-bit files, truncated files and damaged entropy data
/// are refused with a short reason. The size limits are the PNG codec's.
public enum JPEGCodec {
    /// Decodes a JPEG held in memory.
    public static func decode(bytes: [UInt8]) throws(JPEGError) -> Page {
        let result: Result<Page, JPEGError> = bytes.withUnsafeBufferPointer { buffer in
            // The reader points into `buffer`, so it lives and dies inside this closure.
            guard let reader = jb_reader_open_memory(buffer.baseAddress, buffer.count, UInt32(PNGCodec.maxSide),
                                                     UInt64(PNGCodec.maxPixels))
            else { return .failure(JPEGError("out of memory")) }
            defer { jb_reader_free(reader) }
            if let reason = jb_reader_error(reader) { return .failure(JPEGError(String(cString: reason))) }
            let width = Int(jb_reader_width(reader)), height = Int(jb_reader_height(reader))
            let count = width * height * 4
            var decoded = false
            let rgba = [UInt8](unsafeUninitializedCapacity: count) { out, initialized in
                decoded = jb_reader_decode_rgba(reader, out.baseAddress!) == 0
                initialized = decoded ? count : 0
            }
            guard decoded else {
                return .failure(JPEGError(jb_reader_error(reader).map { String(cString: $0) } ?? "cannot decode"))
            }
            return .success(Page(width: width, height: height, rgba: rgba))
        }
        return try result.get()
    }

    /// The bridge's fuzz entry point (what a sanitizer fuzzer calls): decodes and discards,
    /// true when the data decoded.
    public static func fuzzDecode(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { jb_fuzz_decode($0.baseAddress, $0.count) == 0 }
    }
}

/// Why a JPEG could not be read: the reason only ("truncated file", "corrupt JPEG (bad Huffman
/// code)", "unsupported JPEG: 12-bit samples ..."); callers prefix the path.
public struct JPEGError: Error, CustomStringConvertible, Equatable {
    public let message: String
    public var description: String { message }

    public init(_ message: String) {
        self.message = message
    }
}
