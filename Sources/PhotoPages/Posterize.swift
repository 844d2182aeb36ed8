import ColorCore
/// The original app's photo filter, kept for comparison (`--detail poster`): grey levels,
/// posterized to two levels at half, inverted and used as the alpha of black ink, so dark parts of
/// the photo become line and light parts paper. The paper is written opaque white, not
/// transparent: the same page over white, and not a black picture in a viewer that drops alpha.
enum Posterize {
    static func page(_ picture: Page, width w: Int, height h: Int) -> Page {
        var rgba = [UInt8](repeating: 0, count: w * h * 4)
        let pw = picture.width, ph = picture.height
        for y in 0..<h {
            let y0 = y * ph / h, y1 = max(y0 + 1, (y + 1) * ph / h)
            for x in 0..<w {
                let x0 = x * pw / w, x1 = max(x0 + 1, (x + 1) * pw / w)
                var sum = 0
                for sy in y0..<y1 {
                    for sx in x0..<x1 {
                        let i = (sy * pw + sx) * 4
                        let luma = (299 * Int(picture.rgba[i]) + 587 * Int(picture.rgba[i + 1]) + 114 * Int(picture.rgba[i + 2])) / 1000
                        let a = Int(picture.rgba[i + 3])
                        sum += (luma * a + 255 * (255 - a)) / 255  // over white
                    }
                }
                let grey = sum / ((y1 - y0) * (x1 - x0))
                let i = (y * w + x) * 4, v: UInt8 = grey < 128 ? 0 : 255
                rgba[i] = v; rgba[i + 1] = v; rgba[i + 2] = v; rgba[i + 3] = 255
            }
        }
        return Page(width: w, height: h, rgba: rgba)
    }
}
