/// How paint and the page make what a person sees: the one compositing rule of the canvas, the
/// brush tip's preview, the saved picture and everything drawn from it.
///
/// A page pixel is read as paper under some line ink. Its **shade** (0: full ink, 255: no ink)
/// is how much of it is line, and what is not line is paper that the paint covers:
/// `result = paint * shade / 255`, channel by channel.
/// - A grey pixel's shade is its own grey: on grey pages (most line art) the rule is the paint
///   multiplied by the page, as it always was, so antialiased line edges keep their smooth
///   ramp from paint to line, and a scanned page's light grey paper or shading tints the paint
///   as pencil shading would.
/// - A coloured pixel's shade is its luma raised by its chroma (`max - min` of its channels),
///   the more the lighter it is: a light yellow or sky blue counts as paper and the paint
///   shows its own colour over it (multiplied, blue on yellow would turn to dark teal), while
///   a dark colour (luma under `inkLuma`, where the region rule's lines are) keeps its luma and
///   stays dark under any paint.
/// - Paint close to white (a soft brush edge) covers the paper only in part (`composite`), so
///   a stroke's edge fades into the page's colour, not into white.
public enum PaintOverPage {
    /// At and below this luma, a pixel's colour counts for nothing: it is all line ink.
    public static let inkLuma: UInt32 = 96
    /// From this luma up, a pixel's whole chroma counts as paper (in between, a share of it).
    public static let paperLuma: UInt32 = 160

    /// How much of page pixel `page` is paper (255) rather than line ink (0).
    @inlinable @inline(__always)
    public static func shade(_ page: UInt32) -> UInt32 {
        let r = page & 0xFF, g = page >> 8 & 0xFF, b = page >> 16 & 0xFF
        let luma = (299 &* r &+ 587 &* g &+ 114 &* b) / 1000
        let chroma = max(r, g, b) &- min(r, g, b)
        guard chroma != 0, luma > inkLuma else { return luma }
        let weight = min(luma, paperLuma) &- inkLuma
        return min(255, luma &+ chroma &* weight / (paperLuma &- inkLuma))
    }

    /// What a person sees where `paint` lies on `page` (both packed R, G, B, A); alpha 255.
    /// White paint is no paint (the canvas keeps it so): it leaves the page exactly as it is.
    @inlinable @inline(__always)
    public static func composite(page: UInt32, paint: UInt32) -> UInt32 {
        let r = page & 0xFF, g = page >> 8 & 0xFF, b = page >> 16 & 0xFF
        if r == g && g == b { return onGrey(page: page, paint: paint) }
        let multiplied = PackedPixel.multiply(page, paint)
        // How much the paint covers the paper: paint is stored over white, so a brush's soft
        // edge is paint close to white, which should let the paper through (multiplied) rather
        // than whiten it; from a quarter of the way from white on, the paint covers fully.
        let lightest = min(paint & 0xFF, paint >> 8 & 0xFF, paint >> 16 & 0xFF)
        let cover = min(255, (255 &- lightest) &* 4)
        guard cover > 0 else { return multiplied }
        let s = shade(page)
        let covered = s == 255 ? paint | 0xFF00_0000 : PackedPixel.multiply(s &* 0x01_0101 | 0xFF00_0000, paint)
        return cover == 255 ? covered : PackedPixel.blend(multiplied, covered, coverage: cover)
    }

    /// `composite` for a grey page pixel (the pages of nearly every colouring book), where the
    /// shade is the grey itself: the paint multiplied by the page.
    @inlinable @inline(__always)
    public static func onGrey(page: UInt32, paint: UInt32) -> UInt32 {
        PackedPixel.multiply(page, paint)
    }
}
