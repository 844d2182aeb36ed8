import ColorCore

/// Cells drawn into an image's pixels: how what shows over the page (region outlines, hover, the
/// keyboard cursor, the stroke tip) reaches a kitty image, which lies over the text (see
/// `KittyEncoder.place`). Block glyphs are drawn exactly (`FrameImage.inkMask` at the cell's
/// size); any other glyph, which has no font here, as a block of its colour over the middle of
/// the cell, so a mark such as the keyboard cursor's still stands out.
public enum OverlayPixels {
    /// Draws `cell` over the cell of `image` whose top-left pixel is (`x`, `y`), `width` x
    /// `height` pixels (clipped to the image).
    public static func draw(_ cell: Cell, into image: inout RGBImage, x: Int, y: Int, width: Int, height: Int) {
        let fg = cell.fg.rgb, bg = cell.bg.rgb
        let ink = FrameImage.inkMask(cell.glyph, cellWidth: width, cellHeight: height) ?? { cx, cy in
            cx >= width / 3 && cx < width - width / 3 && cy >= height / 3 && cy < height - height / 3
        }
        for cy in 0..<height where y + cy >= 0 && y + cy < image.height {
            for cx in 0..<width where x + cx >= 0 && x + cx < image.width {
                let c = ink(cx, cy) ? fg : bg
                image.setPixel(x + cx, y + cy, c.r, c.g, c.b)
            }
        }
    }
}
