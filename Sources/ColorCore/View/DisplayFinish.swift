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
///   least twice `floor`: the line is visible there already, and the floor would only put a grey
///   seam along a thick line's edge.
/// Measured on the test pages at 200x60 (mean SSIM, half blocks): box alone 0.733; the floor as
/// plain minimum 0.728, with the thick-neighbour rule 0.733; sharpening 1, 2, 3: 0.752, 0.756,
/// 0.757. At 80x24 the rule leaves a pale seam beside many lines (half blocks below chafa's on 6
/// of 20 pages); the rule at `floor` (or 1.5 `floor`) instead, in half blocks, puts them above
/// chafa's on all 20 but lets the papers of two outlines 3 page pixels apart join at 10x
/// reduction (`ViewPyramidTests`, 35x13): the neighbour may show the other outline.
/// So in half blocks only, a neighbour covered `floor` shows the line already unless the pixel
/// lies between it and a neighbour with any line on the other side (left and right, or up and
/// down): then it is on a line's path (the line going on thinly, or a second outline), not at
/// its fringe, and a gap there would let the papers on either side meet. Half blocks at 80x24
/// with this rule: above chafa's half blocks on the 6 pages they were below (rocket 0.694 to
/// 0.716, butterfly 0.656 to 0.682), no page lower at either size.
/// In the other modes a cell shows two colours: a pixel on a line's path (left to right, or up
/// to down) is lifted unless a neighbour *beside* the path (up or down, or left or right) is
/// covered twice `floor`: beside a dark corner the path's next pixel was sharpened nearly white
/// and the cell's fit joined it to the paper, the papers on either side meeting through it
/// (`ViewPyramidTests.thinOutlinesStayClosed`, quadrants at about 1.75 and 5 page pixels per
/// display pixel). Mean SSIM over the test pages, quadrants and sextants: 0.001 less at 200x60,
/// 0.003-0.004 at 80x24 (lifting every pixel on a path: 0.010-0.014 and 0.009-0.018).
struct DisplayFinish {
    let floor: Float
    /// Half blocks: every display pixel shows its own colour, so a neighbour covered `floor`
    /// shows visibly (two-colour cells may blend it with the paper beside it).
    let fringeAtFloor: Bool
    /// Off (`DisplayOptions.finishesLines`, a photo shown as it is): every display pixel shows
    /// its box average as it is.
    let linesFinished: Bool

    init(floor: Float, glyphs: GlyphMode, linesFinished: Bool = true) {
        self.floor = floor
        fringeAtFloor = glyphs == .half
        self.linesFinished = linesFinished
    }
    static let sharpening: Float = 3
    /// Sharpening at most doubles a pixel's coverage, and makes it no darker than `darkest`
    /// (sRGB 89) unless the box already says so: a thin line is darkened, never to black. (A
    /// 1-pixel line reduced 2-2.5 times covers up to half a display pixel, read from whole level
    /// pixels; doubled, that was black.)
    static let darkening: Float = 2
    static let darkest: Float = 0.9

    /// Set in the top byte of a colour: the pixel shows a line no thicker than a display pixel
    /// (the whole line, not the fringe of a thick one), which a cell fit must keep visible
    /// (`MixedCellFit`). Either neither the pixel nor a neighbour is covered by lines as much as
    /// `thinCoverage`, or the pixel is and both its neighbours on one axis are not: a line one
    /// display pixel wide covering it nearly whole (a page enlarged, or nearly so), which was lost
    /// when a mixed cell held it and a second line. (Mean SSIM over the test pages, mixed mode,
    /// with the path rule above: 0.001 less at 200x60, 0.002 at 80x24; asking only that the
    /// pixel be covered more than both neighbours on one axis: 0.002 and 0.005.)
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
        if !linesFinished { return LinearLight.packed(v, toByte) }
        if covered == 0 && !owns { return v[0] == 1 && v[1] == 1 && v[2] == 1 ? 0x00ff_ffff : LinearLight.packed(v, toByte) }
        let left = dx > r.x ? light[i - 1][3] : covered, right = dx + 1 < r.maxX ? light[i + 1][3] : covered
        let up = dy > r.y ? light[i - r.width][3] : covered, down = dy + 1 < r.maxY ? light[i + r.width][3] : covered
        let across = max(up, down), along = max(left, right)
        let thin = max(covered, max(along, across)) < Self.thinCoverage
            || (covered >= Self.thinCoverage && min(across, along) < Self.thinCoverage) ? Self.thinLine : 0
        if covered > 0 && covered < 1 {
            let mean = (left + right + up + down) * 0.25
            let sharper = min(Self.darkening * covered, max(covered, Self.darkest), max(0, covered + Self.sharpening * (covered - mean)))
            v *= (1 - sharper) / (1 - covered)
            covered = sharper
        }
        if owns && covered < floor && !shownAlready(left, right, up, down, along: along, across: across) {
            v *= (1 - floor) / (1 - covered)
        }
        return LinearLight.packed(v, toByte) | thin
    }

    /// `colour` for the display pixels `x` of row `y`, into `out[0..<x.count]`: four pixels at a
    /// time, the same arithmetic lane by lane (comparisons as the scalar `min` and `max` make
    /// them), so every colour is the one `colour` gives; the pixels left over go through it.
    func row(_ light: UnsafePointer<SIMD4<Float>>, _ flags: UnsafePointer<UInt8>, rect r: Rect, y: Int, x: Range<Int>,
             toByte: UnsafePointer<UInt8>, into out: UnsafeMutablePointer<UInt32>) {
        typealias V = SIMD4<Float>
        @inline(__always) func vmin(_ a: V, _ b: V) -> V { a.replacing(with: b, where: b .< a) }
        @inline(__always) func vmax(_ a: V, _ b: V) -> V { a.replacing(with: b, where: b .>= a) }
        // The `toByte` index, still a float (the generic vector conversion is slow; each lane is
        // truncated on its own below).
        @inline(__always) func byte(_ v: V) -> V { vmin(V(repeating: 1), vmax(.zero, v)) * 8191 + 0.5 }
        let w = r.width, row = (y &- r.y) &* w &- r.x
        let hasUp = y > r.y, hasDown = y &+ 1 < r.maxY
        let floorV = V(repeating: floor), twiceFloor = V(repeating: 2 * floor)
        var px = x.lowerBound, o = out
        while linesFinished && px &+ 4 <= x.upperBound {
            let i = row &+ px
            let a = light[i], b = light[i &+ 1], c = light[i &+ 2], d = light[i &+ 3]
            let cov = V(a.w, b.w, c.w, d.w)
            let left = V(px > r.x ? light[i &- 1].w : a.w, a.w, b.w, c.w)
            let right = V(b.w, c.w, d.w, px &+ 4 < r.maxX ? light[i &+ 4].w : d.w)
            let up = hasUp ? V(light[i &- w].w, light[i &- w &+ 1].w, light[i &- w &+ 2].w, light[i &- w &+ 3].w) : cov
            let down = hasDown ? V(light[i &+ w].w, light[i &+ w &+ 1].w, light[i &+ w &+ 2].w, light[i &+ w &+ 3].w) : cov
            let owns = SIMD4<Int32>(Int32(flags[i]), Int32(flags[i &+ 1]), Int32(flags[i &+ 2]), Int32(flags[i &+ 3]))
                & Int32(DisplayImage.ownsLine) .!= 0
            let plain = (cov .== 0) .& .!owns
            let across = vmax(up, down), along = vmax(left, right), near = vmax(along, across)
            let thin = ((vmax(cov, near) .< Self.thinCoverage)
                .| ((cov .>= Self.thinCoverage) .& (vmin(across, along) .< Self.thinCoverage))) .& .!plain
            // Sharper lines.
            let soft = (cov .> 0) .& (cov .< 1)
            let mean = (left + right + up + down) * 0.25
            let sharper = vmin(vmin(Self.darkening * cov, vmax(cov, V(repeating: Self.darkest))),
                               vmax(.zero, cov + Self.sharpening * (cov - mean)))
            let one = V(repeating: 1)
            let s1 = one.replacing(with: (1 - sharper) / (1 - cov), where: soft)
            let covered = cov.replacing(with: sharper, where: soft)
            // The line floor.
            let pathAlong = ((left .>= floorV) .& (right .> 0)) .| ((right .>= floorV) .& (left .> 0))
            let pathAcross = ((up .>= floorV) .& (down .> 0)) .| ((down .>= floorV) .& (up .> 0))
            let shown: SIMDMask<SIMD4<Int32>>
            if fringeAtFloor {
                shown = near .>= twiceFloor.replacing(with: floorV, where: .!(pathAlong .| pathAcross))
            } else {
                shown = (near .>= twiceFloor) .& .!(pathAlong .& (across .< twiceFloor)) .& .!(pathAcross .& (along .< twiceFloor))
            }
            let lift = owns .& (covered .< floorV) .& .!shown
            let s2 = one.replacing(with: (1 - floorV) / (1 - covered), where: lift)
            let red = byte(V(a.x, b.x, c.x, d.x) * s1 * s2), green = byte(V(a.y, b.y, c.y, d.y) * s1 * s2)
            let blue = byte(V(a.z, b.z, c.z, d.z) * s1 * s2)
            let thinBits = SIMD4<UInt32>(repeating: 0).replacing(with: Self.thinLine, where: thin)
            for k in 0..<4 {
                o[k] = UInt32(toByte[Int(red[k])]) | UInt32(toByte[Int(green[k])]) << 8
                    | UInt32(toByte[Int(blue[k])]) << 16 | thinBits[k]
            }
            px &+= 4
            o += 4
        }
        while px < x.upperBound {
            o.pointee = colour(light, flags, rect: r, px, y, toByte: toByte)
            px &+= 1
            o += 1
        }
    }

    /// Whether the neighbours show the line already, so the floor is not needed (see above).
    /// (`along`, `across`: the larger coverage of left and right, of up and down.)
    @inline(__always)
    private func shownAlready(_ left: Float, _ right: Float, _ up: Float, _ down: Float, along: Float, across: Float) -> Bool {
        func through(_ a: Float, _ b: Float) -> Bool { (a >= floor && b > 0) || (b >= floor && a > 0) }
        let near = max(along, across)
        if fringeAtFloor { return near >= (through(left, right) || through(up, down) ? 2 * floor : floor) }
        // A path through the pixel is shown only by a neighbour beside it, not along it.
        return near >= 2 * floor && !(through(left, right) && across < 2 * floor) && !(through(up, down) && along < 2 * floor)
    }
}
