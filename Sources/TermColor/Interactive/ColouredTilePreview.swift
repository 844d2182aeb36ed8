import ColorCore

/// A coloured book page's tile: the page's own small preview for the lines, the picture's paint
/// between them. Reduced on its own, a coloured picture's dark paint (a green sea, a purple
/// petal) would be taken for line and shown black; finding the lines at full size instead
/// would draw the whole page at its full resolution for one tile.
enum ColouredTilePreview {
    /// `pagePreview`'s line pixels as they are; each other pixel the lightest of a few samples
    /// of `picture` in its block (a line the samples meet is darker than any paint beside it).
    static func make(_ picture: Page, over pagePreview: Page) -> Page {
        let lines = LineArt(page: pagePreview)
        var out = pagePreview
        let sx = Double(picture.width) / Double(pagePreview.width), sy = Double(picture.height) / Double(pagePreview.height)
        func luma(_ p: RGBA) -> Int { Int(p.r) * 299 + Int(p.g) * 587 + Int(p.b) * 114 }
        for y in 0..<pagePreview.height {
            for x in 0..<pagePreview.width where !lines.isLine(x, y) {
                var best: RGBA?
                for (fx, fy) in [(0.3, 0.3), (0.7, 0.3), (0.3, 0.7), (0.7, 0.7), (0.5, 0.5)] {
                    let px = min(picture.width - 1, Int((Double(x) + fx) * sx)), py = min(picture.height - 1, Int((Double(y) + fy) * sy))
                    let p = picture.pixel(px, py)
                    if best.map({ luma(p) > luma($0) }) ?? true { best = p }
                }
                if let best { out.setPixel(x, y, RGBA(r: best.r, g: best.g, b: best.b, a: 255)) }
            }
        }
        return out
    }
}
