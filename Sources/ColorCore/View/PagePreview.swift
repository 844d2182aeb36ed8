/// A small copy of a picture for the gallery, a few times the size a tile shows it at. Each
/// preview pixel is the mean colour of the paintable pixels of its block (paper or paint),
/// darkened by the share of line pixels in the block, amplified: a thin line covers little of a
/// big block, and plain averaging would fade the outlines to nothing at thumbnail size (the
/// page view's line-keeping merge would do the opposite and turn the block black). The gallery
/// then draws the preview with the page view's own renderer.
public enum PagePreview {
    /// How much stronger a block's lines darken it than their share of its pixels.
    public static let lineWeight = 2.5
    /// The long side of a preview for glyph tiles (2 display pixels a cell across, tiles of
    /// 22 to 64 cells): a few times what a tile shows.
    public static let glyphTileSide = 160

    /// `lines`: the line art of the page a coloured picture was made on (its dark paint is not
    /// line); by default the picture's own, right for a page not yet coloured.
    public static func reduce(_ page: Page, lines: LineArt? = nil, maxSide: Int = glyphTileSide) -> Page {
        let art = lines.flatMap { $0.width == page.width && $0.height == page.height ? $0 : nil } ?? LineArt(page: page)
        let scale = max(1, (max(page.width, page.height) + maxSide - 1) / maxSide)
        let w = (page.width + scale - 1) / scale, h = (page.height + scale - 1) / scale
        // Every `step`th pixel of a block each way is enough to see its lines (at least 3 page
        // pixels wide on the pages made here) and its colour, at a fraction of the reading.
        let step = max(1, scale / 4)
        var rgba = [UInt8](repeating: 255, count: w * h * 4)
        page.rgba.withUnsafeBufferPointer { src in
            art.darkness.withUnsafeBufferPointer { dark in
                for y in 0..<h {
                    for x in 0..<w {
                        var sum = (r: 0, g: 0, b: 0), plain = 0, lines = 0
                        for py in stride(from: y * scale, to: min(page.height, (y + 1) * scale), by: step) {
                            for px in stride(from: x * scale, to: min(page.width, (x + 1) * scale), by: step) {
                                let i = py * page.width + px
                                if dark[i] >= LineArt.lineThreshold { lines += 1; continue }
                                // Over white, as the region rule composites.
                                let a = Int(src[4 * i + 3])
                                sum.r += (Int(src[4 * i]) * a + 255 * (255 - a)) / 255
                                sum.g += (Int(src[4 * i + 1]) * a + 255 * (255 - a)) / 255
                                sum.b += (Int(src[4 * i + 2]) * a + 255 * (255 - a)) / 255
                                plain += 1
                            }
                        }
                        let keep = plain == 0 ? 0 : max(0, 1 - lineWeight * Double(lines) / Double(lines + plain))
                        let o = 4 * (y * w + x)
                        for (k, s) in [sum.r, sum.g, sum.b].enumerated() {
                            rgba[o + k] = plain == 0 ? 0 : UInt8(Double(s) / Double(plain) * keep)
                        }
                    }
                }
            }
        }
        return Page(width: w, height: h, rgba: rgba)
    }
}
