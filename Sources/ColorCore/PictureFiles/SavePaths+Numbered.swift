/// The names a picture may take when its own is taken, and its lock beside it.
extension SavePaths {
    /// The `n`th name for this output: itself for 1, else `<out without .png>-n.png`.
    public func numbered(_ n: Int) -> SavePaths {
        guard n > 1 else { return self }
        let hasExtension = base != png
        return SavePaths(page: page, output: base + "-\(n)" + (hasExtension ? String(png.suffix(4)) : ""))
    }

    /// The lock beside the output while a run colours it (`PictureLock`).
    public var lock: String { base + ".lock" }
}
