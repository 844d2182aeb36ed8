import ColorCore

/// The blank page a picture is coloured on, read back from its canvas (the page over white,
/// whatever paint lies on it): the program makes a time-lapse of the picture open without
/// reading and converting its page file again. A canvas made from it is the blank canvas the
/// picture started from, so a log replayed onto it paints the picture again.
public enum PageUnderPaint {
    public static func of(_ canvas: Canvas) -> Page {
        let count = canvas.width * canvas.height
        let packed = [UInt32](unsafeUninitializedCapacity: count) { out, initialized in
            for i in 0..<count { out[i] = canvas.page(at: i) }
            initialized = count
        }
        return Page(width: canvas.width, height: canvas.height, rgba: packed.withUnsafeBytes { Array($0) })
    }
}
