import ColorCore
import Foundation
import GIFBridge

/// Animated GIF through giflib (written frame by frame with one global palette, read back with
/// DGifSlurp), behind the C target GIFBridge.
public enum GIFAnimation {
    /// Encodes frames as they come. A class: it owns giflib's encoder, freed with it.
    public final class Encoder {
        private let encoder: OpaquePointer
        public let width: Int, height: Int

        /// `palette`: RGB triples, 2 to 256 colours; `comment`: the GIF's first comment extension.
        public init(width: Int, height: Int, palette: [UInt8], comment: String) throws(AnimationError) {
            let colours = palette.count / 3
            guard let made = palette.withUnsafeBufferPointer({ gfb_encoder_new(Int32(width), Int32(height), $0.baseAddress, Int32(colours), comment) })
            else { throw AnimationError("cannot make a \(width)x\(height) GIF of \(colours) colours") }
            encoder = made
            self.width = width
            self.height = height
        }

        deinit { gfb_encoder_free(encoder) }

        /// Adds the rectangle `rect` of palette `indices` (row by row), shown `delayCs` hundredths
        /// of a second, over what the frames before left.
        public func add(_ indices: [UInt8], in rect: Rect, delayCs: Int) throws(AnimationError) {
            precondition(indices.count == rect.area)
            let status = indices.withUnsafeBufferPointer {
                gfb_encoder_add(encoder, $0.baseAddress, Int32(rect.x), Int32(rect.y), Int32(rect.width), Int32(rect.height), Int32(delayCs))
            }
            if status != 0 { throw AnimationError(gfb_encoder_error(encoder).map { String(cString: $0) } ?? "cannot encode") }
        }

        /// The file's bytes.
        public func finish() throws(AnimationError) -> [UInt8] {
            var out: UnsafeMutablePointer<UInt8>?
            var size = 0
            guard gfb_encoder_finish(encoder, &out, &size) == 0, let out else {
                throw AnimationError(gfb_encoder_error(encoder).map { String(cString: $0) } ?? "cannot finish the GIF")
            }
            defer { gfb_free(out) }
            return Array(UnsafeBufferPointer(start: out, count: size))
        }
    }

    /// One frame as stored: its rectangle of palette indices.
    public struct Frame: Sendable {
        public let rect: Rect
        public let indices: [UInt8]
        public let hasOwnPalette: Bool
        public let delayCs: Int
        public let disposal: Int
    }

    public struct Decoded: Sendable {
        public let width: Int, height: Int
        /// The global palette's RGB triples.
        public let palette: [UInt8]
        public let frames: [Frame]
        public let comment: String?
    }

    /// Reads a whole GIF.
    public static func decode(_ bytes: [UInt8]) throws(AnimationError) -> Decoded {
        let result: Result<Decoded, AnimationError> = bytes.withUnsafeBufferPointer { buffer in
            guard let gif = gfb_decode(buffer.baseAddress, buffer.count) else { return .failure(AnimationError("not a GIF giflib can read")) }
            defer { gfb_decoded_free(gif) }
            var width: Int32 = 0, height: Int32 = 0, count: Int32 = 0, colours: Int32 = 0
            gfb_decoded_info(gif, &width, &height, &count, &colours)
            let palette = gfb_decoded_palette(gif).map { Array(UnsafeBufferPointer(start: $0, count: Int(colours) * 3)) } ?? []
            var frames: [Frame] = []
            for i in 0..<count {
                var x: Int32 = 0, y: Int32 = 0, w: Int32 = 0, h: Int32 = 0, local: Int32 = 0, delay: Int32 = 0, disposal: Int32 = 0
                guard let raster = gfb_decoded_frame(gif, i, &x, &y, &w, &h, &local, &delay, &disposal) else { continue }
                frames.append(Frame(rect: Rect(x: Int(x), y: Int(y), width: Int(w), height: Int(h)),
                                    indices: Array(UnsafeBufferPointer(start: raster, count: Int(w * h))),
                                    hasOwnPalette: local != 0, delayCs: Int(delay), disposal: Int(disposal)))
            }
            var text = [CChar](repeating: 0, count: 256)
            let length = gfb_decoded_comment(gif, &text, text.count)
            let comment = length < 0 ? nil
                : String(decoding: text.prefix(min(Int(length), text.count)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
            return .success(Decoded(width: Int(width), height: Int(height), palette: palette, frames: frames, comment: comment))
        }
        return try result.get()
    }
}
