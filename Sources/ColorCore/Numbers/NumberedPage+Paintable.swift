/// A numbered page's colours as paint can carry them. Paint of pure white is no paint at all (the
/// canvas keeps paint complemented, 0 where there is none, and the eraser paints white), so a
/// region numbered pure white would look done before anyone touched it, and no stroke could make
/// it more done. The palette therefore never holds pure white: it becomes `paintableWhite`, one
/// step darker in each channel, which the eye cannot tell from white paper but the canvas keeps
/// as paint. A white region is then done only once painted, like any other.
extension NumberedPage {
    public static let paintableWhite = RGB(r: 254, g: 254, b: 254)

    /// This guide with pure white in its palette replaced by `paintableWhite` (numbers unchanged).
    public var paintable: NumberedPage {
        let white = RGB(r: 255, g: 255, b: 255)
        return NumberedPage(palette: palette.map { $0 == white ? Self.paintableWhite : $0 }, regions: regions)
    }
}
