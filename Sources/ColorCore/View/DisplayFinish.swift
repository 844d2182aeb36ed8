import Foundation

/// The colour a display pixel shows, from its sample and its neighbours' (`DisplayImage`).
///
/// The line floor: where a line pixel belongs to the display pixel but the lines cover less than
/// `floor` of it, the paper under it is darkened as if they covered `floor` (the line taken as
/// black): a thin closed line stays a continuous visible path, grey, never a gap.
struct DisplayFinish {
    let floor: Float
    static let sharpen: Float = getenv("TC_SHARP").flatMap { Float(String(cString: $0)) } ?? 0  // TUNING ONLY
    static let sharpMode: Int = getenv("TC_SHARPMODE").flatMap { Int(String(cString: $0)) } ?? 0  // TUNING ONLY
    static let floorMode: Int = getenv("TC_FLOORMODE").flatMap { Int(String(cString: $0)) } ?? 0  // TUNING ONLY

    /// Packed sRGB `R | G << 8 | B << 16` of display pixel (`dx`, `dy`) of `image`.
    @inline(__always)
    func colour(_ image: DisplayImage, _ dx: Int, _ dy: Int) -> UInt32 {
        let r = image.rect
        let i = image.index(dx, dy)
        var v = image.light[i]
        let left = dx > r.x ? image.light[i - 1] : v, right = dx + 1 < r.maxX ? image.light[i + 1] : v
        let up = dy > r.y ? image.light[i - r.width] : v, down = dy + 1 < r.maxY ? image.light[i + r.width] : v
        var covered = image.light[i][3]
        if Self.sharpen != 0 && Self.sharpMode == 0 {
            let mean = (left + right + up + down) * 0.25
            v += Self.sharpen * (v - mean)
        }
        if Self.sharpen != 0 && Self.sharpMode == 1 && covered > 0 && covered < 1 {
            let mean = (left[3] + right[3] + up[3] + down[3]) * 0.25
            let sharper = min(1, max(0, covered + Self.sharpen * (covered - mean)))
            v *= (1 - sharper) / (1 - covered)
            covered = sharper
        }
        if image.flags[i] & DisplayImage.ownsLine != 0 && covered < floor {
            if Self.floorMode == 1 {
                let thick = max(max(left[3], right[3]), max(up[3], down[3]))
                if thick >= 2 * floor { covered = 1 }
            }
            if covered < floor { v *= (1 - floor) / (1 - covered) }
        }
        return LinearLight.packed(v)
    }
}
