import ColorCore
import PNGBridge

/// How `PNGCodec.write` stores a page: the smallest PNG colour type and bit depth that decodes
/// back to exactly the same RGBA, found by one pass over the pixels (PNGBridge's
/// `pb_plan_encoding`, see PNGPlan.c):
///
/// 1. every pixel grey (r == g == b) and opaque, and the levels fit in as few bits as a palette
///    index would: grey, 1 bit (only 0 and 255), 2 bits (multiples of 85), 4 bits (multiples of
///    17), else 8 bits;
/// 2. else at most 256 distinct colours: palette of 1/2/4/8 bits as the count allows, with a
///    tRNS chunk (translucent entries first) when some alpha is below 255;
/// 3. else grey + alpha, RGB (every alpha 255) or RGBA.
///
/// With `opaque: true` every alpha counts as 255 (the caller composited first; alpha is dropped).
struct PNGEncodingPlan {
    enum ColorType: Int32, Sendable {
        case grey = 0, rgb = 2, palette = 3, greyAlpha = 4, rgba = 6
    }

    let raw: pb_encoding_plan

    init(page: Page, opaque: Bool) {
        var plan = pb_encoding_plan()
        page.rgba.withUnsafeBufferPointer { pixels in
            pb_plan_encoding(pixels.baseAddress, UInt32(page.width), UInt32(page.height), opaque ? 1 : 0, &plan)
        }
        raw = plan
    }

    var colorType: ColorType { ColorType(rawValue: raw.color_type)! }
    var bitDepth: Int { Int(raw.bit_depth) }
    /// Length of the tRNS chunk: the palette entries with alpha below 255.
    var transparentCount: Int { Int(raw.trns_count) }
}
