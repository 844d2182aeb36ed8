import ColorCore
import PNGBridge

extension PNGCodec {
    /// Writes atomically; returns the file size in bytes. The file is the smallest faithful
    /// encoding of the pixels (see `PNGEncodingPlan`): it decodes back to exactly `page.rgba`.
    /// `opaque: true` stores no alpha (every alpha reads back as 255; callers composite first).
    @discardableResult
    public static func write(_ page: Page, to path: String, opaque: Bool = false) throws(PNGError) -> Int {
        let plan = PNGEncodingPlan(page: page, opaque: opaque)
        var message = [CChar](repeating: 0, count: 256)
        let capacity = message.count
        let size = withUnsafePointer(to: plan.raw) { raw in
            page.rgba.withUnsafeBufferPointer { pixels in
                pb_write_rgba(path, pixels.baseAddress, UInt32(page.width), UInt32(page.height),
                              raw, PNGSaveSettings.options(for: plan), &message, capacity)
            }
        }
        guard size >= 0 else {
            let reason = message.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
            throw PNGError(reason.isEmpty ? "cannot write" : reason)
        }
        return Int(size)
    }
}
