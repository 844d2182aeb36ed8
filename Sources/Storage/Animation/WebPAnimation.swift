import ColorCore
import Foundation
import WebPBridge

/// Animated WebP through libwebp (WebPAnimEncoder, lossless; WebPAnimDecoder to read one back),
/// behind the C target WebPBridge.
public enum WebPAnimation {
    /// Encodes frames as they come. A class: it owns libwebp's encoder, freed with it.
    public final class Encoder {
        private let encoder: OpaquePointer
        public let width: Int, height: Int

        /// `method`: libwebp's effort, 0 (fastest) to 6 (smallest file).
        public init(width: Int, height: Int, method: Int = 0) throws(AnimationError) {
            guard let made = wpb_encoder_new(Int32(width), Int32(height), Int32(method)) else {
                throw AnimationError("cannot make a \(width)x\(height) WebP animation")
            }
            encoder = made
            self.width = width
            self.height = height
        }

        deinit { wpb_encoder_free(encoder) }

        /// Adds a whole frame (`width` * `height` packed RGBA pixels) shown from `startMs`.
        public func add(_ pixels: [UInt32], startMs: Int) throws(AnimationError) {
            precondition(pixels.count == width * height)
            let status = pixels.withUnsafeBytes { raw in
                wpb_encoder_add(encoder, raw.bindMemory(to: UInt8.self).baseAddress, Int32(width * 4), Int32(startMs))
            }
            if status != 0 { throw AnimationError(reason()) }
        }

        /// The file's bytes: the last frame shown until `endMs`, the `marker` in an XMP chunk.
        public func finish(endMs: Int, marker: String) throws(AnimationError) -> [UInt8] {
            var out: UnsafeMutablePointer<UInt8>?
            var size = 0
            let xmp = Array(marker.utf8)
            let status = xmp.withUnsafeBufferPointer { text in
                text.withMemoryRebound(to: CChar.self) { wpb_encoder_finish(encoder, Int32(endMs), $0.baseAddress, text.count, &out, &size) }
            }
            guard status == 0, let out else { throw AnimationError(reason()) }
            defer { wpb_free(out) }
            return Array(UnsafeBufferPointer(start: out, count: size))
        }

        private func reason() -> String { wpb_encoder_error(encoder).map { String(cString: $0) } ?? "cannot encode" }
    }

    /// The text of the XMP chunk of the WebP in `bytes`; nil for no WebP or none.
    public static func xmp(of bytes: [UInt8]) -> String? {
        var text = [CChar](repeating: 0, count: 4096)
        let length = bytes.withUnsafeBufferPointer { wpb_xmp($0.baseAddress, $0.count, &text, text.count) }
        guard length >= 0 else { return nil }
        return String(decoding: text.prefix(min(Int(length), text.count)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// One frame read back: the whole canvas, and when its showing ends.
    public struct Frame: Sendable {
        public let pixels: [UInt32]
        public let endMs: Int
    }

    public struct Decoded: Sendable {
        public let width: Int, height: Int
        /// 0: loops forever.
        public let loopCount: Int
        public let frames: [Frame]
    }

    /// Decodes a whole animation, every frame composed.
    public static func decode(_ bytes: [UInt8]) throws(AnimationError) -> Decoded {
        let result: Result<Decoded, AnimationError> = bytes.withUnsafeBufferPointer { buffer in
            guard let decoder = wpb_decoder_new(buffer.baseAddress, buffer.count) else { return .failure(AnimationError("not an animated WebP")) }
            defer { wpb_decoder_free(decoder) }
            var width: Int32 = 0, height: Int32 = 0, count: Int32 = 0, loops: Int32 = 0
            wpb_decoder_info(decoder, &width, &height, &count, &loops)
            var frames: [Frame] = []
            var rgba: UnsafePointer<UInt8>?
            var end: Int32 = 0
            while wpb_decoder_next(decoder, &rgba, &end) != 0, let rgba {
                let pixels = UnsafeRawPointer(rgba).withMemoryRebound(to: UInt32.self, capacity: Int(width * height)) {
                    Array(UnsafeBufferPointer(start: $0, count: Int(width * height)))
                }
                frames.append(Frame(pixels: pixels, endMs: Int(end)))
            }
            guard frames.count == Int(count) else { return .failure(AnimationError("damaged WebP animation")) }
            return .success(Decoded(width: Int(width), height: Int(height), loopCount: Int(loops), frames: frames))
        }
        return try result.get()
    }
}
