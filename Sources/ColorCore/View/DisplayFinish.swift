/// The colour a display pixel shows, from its sample and its four neighbours' (`DisplayImage`).
///
/// Two corrections, both to the line coverage only, so paint and paper keep their exact colours
/// and a stroke's soft edge stays a mix of paint and page:
/// - Sharper lines: the coverage is pushed away from the mean of the neighbours' coverage by
///   `sharpening` times the difference (an unsharp mask on the lines, as a sharper resampling
///   kernel than the box would give), and the colour darkened or lightened to match, the line
///   taken as black. A thin line gets darker (at most `darkening` times its coverage, so a 1-pixel
///   line reduced 2.6 times is not fattened to black), the fringe beside a thick one lighter.
/// - The line floor: where a line pixel belongs to the display pixel (`SampleTaps`) but the lines
///   cover less than `floor` of it, it is shown as if they covered `floor`: a thin closed line
///   stays a continuous visible path, grey, never a gap. Not where a neighbour is covered at
///   least `shownAlready`: the line is visible there already, and the floor would only put a
///   grey seam along the line's edge. In half blocks every display pixel keeps its own colour,
///   so a neighbour covered `floor` shows visibly and that is enough (`shownAlready` = `floor`).
///   Cells of two colours (quadrant, sextant, mixed) may blend a neighbour just above `floor`
///   with the paper beside it, below visible; there it takes twice `floor`.
/// Measured on the test pages at 200x60 (mean SSIM, half blocks): box alone 0.733; the floor as
/// plain minimum 0.728, with the neighbour rule at twice `floor` 0.733; sharpening 1, 2, 3:
/// 0.752, 0.756, 0.757. At 80x24 (pages reduced 10-50 times, most of a line's display pixels
/// covered less than `floor`) the rule at twice `floor` left a pale seam beside most lines in
/// half blocks (0.030 of SSIM on the bundled butterfly, below chafa's half blocks on 6 of 20
/// pages); at `floor`, half blocks are above chafa's on every page at both sizes. At `floor` in
/// sextants, a 1-pixel circle at 10x reduction gets gaps (`ViewPyramidTests`).
struct DisplayFinish {
    let floor: Float
    /// A neighbour covered this much shows the line already (see above).
    let shownAlready: Float

    init(floor: Float, glyphs: GlyphMode) {
        self.floor = floor
        shownAlready = glyphs == .half ? floor : 2 * floor
    }
    static let sharpening: Float = 3
    /// Sharpening at most doubles a pixel's coverage: a thin line is darkened, never to black.
    static let darkening: Float = 2

    /// Set in the top byte of a colour: neither the pixel nor a neighbour is covered by lines as
    /// much as `thinCoverage`, so it shows a line thinner than a display pixel (the whole line,
    /// not the fringe of a thick one), which a cell fit must keep visible (`MixedCellFit`).
    static let thinLine: UInt32 = 1 << 24
    /// 0.75: a 1-pixel circle at 10x reduction stays a closed ring in mixed mode from 0.6 up (0.5
    /// leaves gaps where the digital circle's steps cover a display pixel more than half); mean
    /// SSIM over the test pages at 200x60, mixed mode: 0.866 at 0.75, 0.855 at 0.99.
    static let thinCoverage: Float = 0.75

    /// Packed sRGB `R | G << 8 | B << 16` of display pixel (`dx`, `dy`) of `image`, with
    /// `thinLine`.
    @inline(__always)
    func colour(_ light: UnsafePointer<SIMD4<Float>>, _ flags: UnsafePointer<UInt8>, rect r: Rect, _ dx: Int, _ dy: Int,
                toByte: UnsafePointer<UInt8>) -> UInt32 {
        let i = (dy - r.y) * r.width + dx - r.x
        var v = light[i]
        var covered = v[3]
        let owns = flags[i] & DisplayImage.ownsLine != 0
        if covered == 0 && !owns { return v[0] == 1 && v[1] == 1 && v[2] == 1 ? 0x00ff_ffff : LinearLight.packed(v, toByte) }
        let left = dx > r.x ? light[i - 1][3] : covered, right = dx + 1 < r.maxX ? light[i + 1][3] : covered
        let up = dy > r.y ? light[i - r.width][3] : covered, down = dy + 1 < r.maxY ? light[i + r.width][3] : covered
        let thin = max(covered, max(max(left, right), max(up, down))) < Self.thinCoverage ? Self.thinLine : 0
        if covered > 0 && covered < 1 {
            let mean = (left + right + up + down) * 0.25
            let sharper = min(Self.darkening * covered, 1, max(0, covered + Self.sharpening * (covered - mean)))
            v *= (1 - sharper) / (1 - covered)
            covered = sharper
        }
        if owns && covered < floor && max(max(left, right), max(up, down)) < shownAlready {
            v *= (1 - floor) / (1 - covered)
        }
        return LinearLight.packed(v, toByte) | thin
    }
}
