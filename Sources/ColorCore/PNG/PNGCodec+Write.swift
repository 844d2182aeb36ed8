import PNGBridge

extension PNGCodec {
    /// Writes atomically; returns the file size in bytes. `opaque: true` writes RGB (alpha
    /// dropped; callers composite first).
    @discardableResult
    public static func write(_ page: Page, to path: String, opaque: Bool = false) throws(PNGError) -> Int {
        var message = [CChar](repeating: 0, count: 256)
        let capacity = message.count
        let size = page.rgba.withUnsafeBufferPointer { pixels in
            pb_write_rgba(path, pixels.baseAddress, UInt32(page.width), UInt32(page.height),
                          opaque ? 1 : 0, saveOptions, &message, capacity)
        }
        guard size >= 0 else {
            let reason = message.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
            throw PNGError(reason.isEmpty ? "cannot write" : reason)
        }
        return Int(size)
    }

    /// zlib level and row filter, chosen by measurement (see PNGSaveSettings.swift).
    static var saveOptions: pb_write_options {
        pb_write_options(zlib_level: Int32(PNGSaveSettings.zlibLevel),
                         filters: Int32(PNGSaveSettings.filters),
                         zlib_strategy: Int32(PNGSaveSettings.strategy))
    }
}
