/// The pixel size a page drawn from a description (a PDF page, an SVG) is made at: the size it
/// asks for, or, when that passes the page limits (`PNGCodec.maxSide` a side, `maxPixels` in
/// all), the largest of the same shape within them, said in `note`.
struct RasterSize: Equatable {
    let width: Int
    let height: Int
    /// Set when the page was made smaller than it asked: for the status line.
    let note: String?

    init(width wanted: Double, height wantedHeight: Double) throws(PictureError) {
        guard wanted.isFinite, wantedHeight.isFinite, wanted > 0, wantedHeight > 0 else {
            throw PictureError("page of no size (\(Self.words(wanted)) x \(Self.words(wantedHeight)))")
        }
        let side = Double(PNGCodec.maxSide), pixels = Double(PNGCodec.maxPixels)
        var scale = min(1, side / wanted, side / wantedHeight, (pixels / (wanted * wantedHeight)).squareRoot())
        // To the nearest pixel when it fits (a letter page at 300 dpi is 2550 wide, whatever the
        // last bits of the dpi); else rounded down, so the result never passes a limit. A thin
        // page keeps 1 pixel.
        if wanted.rounded() * wantedHeight.rounded() > pixels { scale = min(scale, 1 - 1e-9) }
        let round: (Double) -> Int = { scale < 1 ? Int(($0 * scale).rounded(.down)) : Int($0.rounded()) }
        width = max(1, round(wanted))
        height = max(1, round(wantedHeight))
        note = scale < 1
            ? "drawn at \(width)x\(height), smaller than its \(Self.words(wanted))x\(Self.words(wantedHeight)): the largest page termcolor takes"
            : nil
    }

    private static func words(_ v: Double) -> String {
        guard v.isFinite, abs(v) < 1e15 else { return "\(v)" }
        return "\(Int(v.rounded()))"
    }
}
