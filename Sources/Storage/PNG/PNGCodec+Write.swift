import ColorCore
import PNGBridge

extension PNGCodec {
    /// Writes atomically; returns the file size in bytes. The file is the smallest faithful
    /// encoding of the pixels (see `PNGEncodingPlan`): it decodes back to exactly `page.rgba`.
    /// `opaque: true` stores no alpha (every alpha reads back as 255; callers composite first).
    /// `software`: which command wrote it, kept in a `Software` text chunk (nil: none; a
    /// coloured picture has none, so it stays byte for byte what earlier versions wrote).
    @discardableResult
    public static func write(_ page: Page, to path: String, opaque: Bool = false, software: String? = nil) throws(PNGError) -> Int {
        try page.rgba.withUnsafeBufferPointer { (pixels) throws(PNGError) in
            try write(rgba: pixels.baseAddress!, width: page.width, height: page.height, to: path, opaque: opaque, software: software)
        }
    }

    /// Writes what a person sees of `canvas` (its picture, opaque), straight from the canvas:
    /// no RGBA copy of the page (64 MiB at 4096x4096) is made for the save.
    @discardableResult
    public static func write(_ canvas: Canvas, to path: String) throws(PNGError) -> Int {
        let result = canvas.picture.withUnsafeBytes { bytes in
            Result { () throws(PNGError) in
                try write(rgba: bytes.bindMemory(to: UInt8.self).baseAddress!, width: canvas.width, height: canvas.height,
                          to: path, opaque: true, software: nil)
            }
        }
        return try result.get()
    }

    private static func write(rgba: UnsafePointer<UInt8>, width: Int, height: Int, to path: String,
                              opaque: Bool, software: String?) throws(PNGError) -> Int {
        let plan = PNGEncodingPlan(rgba: rgba, width: width, height: height, opaque: opaque)
        var message = [CChar](repeating: 0, count: 256)
        let capacity = message.count
        var options = PNGSaveSettings.options(for: plan)
        let size = (software ?? "").withCString { text in
            options.software = software == nil ? nil : text
            return withUnsafePointer(to: plan.raw) { raw in
                pb_write_rgba(path, rgba, UInt32(width), UInt32(height), raw, options, &message, capacity)
            }
        }
        guard size >= 0 else {
            let reason = message.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
            throw PNGError(reason.isEmpty ? "cannot write" : reason)
        }
        return Int(size)
    }
}
