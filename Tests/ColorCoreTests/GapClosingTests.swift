@testable import ColorCore
import Foundation
@testable import Storage
import Testing
import TestSupport

/// Gap closing on generated pages whose gaps have known widths: with `--close-gaps PX`, a fill
/// inside a gapped shape stays inside for every gap up to PX and leaks for 2 PX; it stops at the
/// gap's throat; closing adds no region where there is no gap; without it nothing changes.
struct GapClosingTests {
    /// A white page with black (anti-aliased) capsules of half-width `half` between the given
    /// points: a polyline, open where the caller leaves gaps.
    static func page(width: Int, height: Int, segments: [((Double, Double), (Double, Double))], half: Double = 1.5) -> Page {
        var page = Page(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                let px = Double(x) + 0.5, py = Double(y) + 0.5
                var cover = 0.0
                for (a, b) in segments {
                    let dx = b.0 - a.0, dy = b.1 - a.1
                    let t = max(0, min(1, ((px - a.0) * dx + (py - a.1) * dy) / max(1e-9, dx * dx + dy * dy)))
                    let d = hypot(px - (a.0 + t * dx), py - (a.1 + t * dy))
                    cover = max(cover, min(1, max(0, half + 0.5 - d)))
                }
                let v = UInt8((255 * (1 - cover)).rounded())
                page.setPixel(x, y, RGBA(r: v, g: v, b: v))
            }
        }
        return page
    }

    /// A square outline (corners at 20 and 80) with a gap of `gap` pixels in the middle of the
    /// side `side` (0 top, 1 right, 2 bottom, 3 left).
    static func gappedSquare(gap: Double, side: Int) -> Page {
        let lo = 20.0, hi = 80.0, mid = 50.0, g = gap / 2
        var segments: [((Double, Double), (Double, Double))] = []
        let corners = [(lo, lo), (hi, lo), (hi, hi), (lo, hi)]
        for s in 0..<4 {
            let a = corners[s], b = corners[(s + 1) % 4]
            guard s == side else { segments.append((a, b)); continue }
            // Cut at the middle: the capsules' round ends are `gap` apart.
            let horizontal = a.1 == b.1
            let half = 1.5
            if horizontal {
                let dir = b.0 > a.0 ? 1.0 : -1.0
                segments.append((a, (mid - dir * (g + half), a.1)))
                segments.append(((mid + dir * (g + half), a.1), b))
            } else {
                let dir = b.1 > a.1 ? 1.0 : -1.0
                segments.append((a, (a.0, mid - dir * (g + half))))
                segments.append(((a.0, mid + dir * (g + half)), b))
            }
        }
        return page(width: 100, height: 100, segments: segments)
    }

    /// Fills at the square's centre and says whether the paint reached the outside.
    static func leaks(_ page: Page, closeGaps: Int, mode: RegionMode) -> Bool {
        var session = Session(page: page, finder: mode.makeFinder(for: LineArt(page: page), closingGaps: closeGaps))
        session.apply(.color(.rgb(RGB(r: 0, g: 0, b: 255))))
        session.apply(.fill(x: 50, y: 50))
        let out = session.renderedPage()
        return out.pixel(5, 5) != .white || out.pixel(50, 5) != .white || out.pixel(95, 50) != .white
    }

    @Test(arguments: [2, 4, 6, 8, 12])
    func fillStaysInsideUpToPXAndLeaksAtTwicePX(px: Int) {
        for side in 0..<4 {
            for mode in RegionMode.allCases {
                for factor in [0.5, 1.0] {
                    let gap = (Double(px) * factor).rounded(.down)
                    let leaked = Self.leaks(Self.gappedSquare(gap: gap, side: side), closeGaps: px, mode: mode)
                    #expect(!leaked, "gap \(gap) with --close-gaps \(px), side \(side), \(mode): leaked")
                }
                let wide = Self.leaks(Self.gappedSquare(gap: Double(2 * px), side: side), closeGaps: px, mode: mode)
                #expect(wide, "gap \(2 * px) with --close-gaps \(px), side \(side), \(mode): did not leak")
                // And without the option every gap leaks, as before.
                let open = Self.leaks(Self.gappedSquare(gap: Double(px), side: side), closeGaps: 0, mode: mode)
                #expect(open)
            }
        }
    }

    /// The fill stops in the gap's throat: the gap's inner half is painted, the pixels just
    /// outside the line are not; the bridge pixels are painted (no white hairline across the
    /// gap) and the saved page draws no line there.
    @Test func fillStopsAtTheThroatAndDrawsNoBridge() {
        let page = Self.gappedSquare(gap: 6, side: 0)  // top side: gap columns 47..52, line rows ~18..21
        let art = GapClosing.close(LineArt(page: page), width: 6).lineArt
        #expect(art.bridgeCount == 1)
        var session = Session(page: page, finder: RegionIndex(lineArt: art))
        session.apply(.color(.rgb(RGB(r: 0, g: 0, b: 255))))
        session.apply(.fill(x: 50, y: 50))
        let out = session.renderedPage()
        let blue = RGBA(r: 0, g: 0, b: 255)
        let inner = out.pixel(50, 22), outer = out.pixel(50, 16), far = out.pixel(50, 10)
        #expect(inner == blue)    // the line's inner edge, in the gap
        #expect(outer == .white)  // just outside the line, in the gap: the other region
        #expect(far == .white)
        for y in 16...23 {
            // Down the gap's middle column: blue, then white; never a drawn (dark) pixel.
            let p = out.pixel(50, y)
            #expect(p == blue || p == .white, "row \(y): \(p)")
        }
        // The bridge itself is no line on the page: the shown line art has none of it.
        let shownIsPage = art.shown.darkness == LineArt(page: page).darkness
        let regionsDiffer = art.darkness != LineArt(page: page).darkness
        #expect(shownIsPage && regionsDiffer)
    }

    /// Closing only splits regions, never joins them, and a page without gaps keeps every region
    /// exactly: sharp corners and narrow dead ends that the closing fills are given back.
    @Test func aPageWithoutGapsKeepsEveryRegion() {
        // A thin triangle (a 12-degree apex), a star and a square: corners but no gaps, and at
        // least 20 px from the page's edges (which count as line: a shape closer than PX to an
        // edge makes a gap there).
        var segments: [((Double, Double), (Double, Double))] = [((30, 170), (170, 155)), ((170, 155), (170, 185)), ((170, 185), (30, 170))]
        let star = (0..<10).map { k -> (Double, Double) in
            let a = Double(k) * .pi / 5, r = k % 2 == 0 ? 45.0 : 15.0
            return (110 + r * cos(a), 80 + r * sin(a))
        }
        for k in 0..<10 { segments.append((star[k], star[(k + 1) % 10])) }
        segments += [((190, 40), (210, 40)), ((210, 40), (210, 60)), ((210, 60), (190, 60)), ((190, 60), (190, 40))]
        let page = Self.page(width: 240, height: 215, segments: segments)
        let plain = RegionLabelling.regions(of: LineArt(page: page))
        for px in [2, 4, 8, 16] {
            let closed = GapClosing.close(LineArt(page: page), width: px)
            let same = closed.regions == plain && RegionLabelling.regions(of: closed.lineArt) == plain
            #expect(same, "--close-gaps \(px)")
            #expect(closed.lineArt.bridgeCount == 0)
        }
    }

    /// A hole smaller than the closing disc is filled whole by the closing and comes back as its
    /// own region.
    @Test func aSmallEnclosedHoleStaysARegion() {
        var rows = [String](repeating: String(repeating: ".", count: 30), count: 30)
        for y in 10..<20 { rows[y] = String(repeating: ".", count: 10) + String(repeating: "#", count: 10) + String(repeating: ".", count: 10) }
        rows[14] = String(repeating: ".", count: 10) + "####..####" + String(repeating: ".", count: 10)
        rows[15] = rows[14]
        let art = TestPages.grid(rows)
        #expect(RegionLabelling.regions(of: art).count == 2)
        let closed = GapClosing.close(art, width: 8)
        let same = closed.regions == RegionLabelling.regions(of: art)
        #expect(same)
    }

    /// Every region of the closed line art lies inside one region of the original, on random
    /// pages: closing splits, never joins; and only pixels the closing added become line.
    @Test func closingOnlySplitsRegions() {
        for seed in 0..<6 {
            let art = TestPages.shapes(width: 160, height: 120, count: 14, seed: UInt64(seed))
            let plain = RegionIndex(lineArt: art)
            for px in [1, 3, 6] {
                let result = GapClosing.close(art, width: px)
                let closed = result.lineArt
                // The regions handed to the optimized mode are the closed line art's own.
                let agree = result.regions == RegionLabelling.regions(of: closed)
                #expect(agree, "seed \(seed), --close-gaps \(px)")
                for region in result.regions {
                    let x = region.runStart(region.runRange(row: region.bounds.y).lowerBound), y = region.bounds.y
                    let owner = plain.region(atX: x, y: y)
                    var inside = true
                    region.forEachRun { x0, x1, ry in
                        for rx in x0..<x1 where owner?.contains(rx, ry) != true { inside = false }
                    }
                    #expect(inside, "seed \(seed), --close-gaps \(px): a closed region spans two original regions")
                }
                let linesKept = (0..<(art.width * art.height)).allSatisfy { art.darkness[$0] < 128 || closed.darkness[$0] == art.darkness[$0] }
                #expect(linesKept)
            }
        }
    }

    /// The run erosion against its definition, pixel by pixel: a pixel is a core pixel when every
    /// pixel within the disc is paintable and inside the page. Random sparse and dense pages,
    /// several radii (up to the largest `--close-gaps` allows), widths that do and do not fill a
    /// 64-bit word, rows repeated (the erosion reuses unchanged rows); and the survivor marking
    /// (some pixel of a run survives the disc one wider) against the same definition.
    @Test func runErosionMatchesItsDefinition() {
        var rng = SeededRandom(seed: 11)
        for (w, h) in [(9, 1), (5, 7), (64, 9), (70, 33), (130, 20), (200, 80)] {
            // The big page also sparse, so the widest discs find cores too.
            // Some pages repeat each row 12 times, as blank and ruled stretches do.
            for (density, repeats) in (w * h >= 16000 ? [0.0005, 0.003, 0.04] : [0.04, 0.3]).flatMap({ [($0, 1), ($0, 12)] }) {
                var darkness = [UInt8](repeating: 0, count: w * h)
                for i in darkness.indices where Double.random(in: 0..<1, using: &rng) < density { darkness[i] = 255 }
                for y in 0..<h where y % repeats != 0 {
                    for x in 0..<w { darkness[y * w + x] = darkness[(y - 1) * w + x] }
                }
                let page = RunLabelling(lineArt: LineArt(width: w, height: h, darkness: darkness))
                func core(_ x: Int, _ y: Int, _ radius: Int) -> Bool {
                    for dy in -radius...radius {
                        for dx in -radius...radius where dx * dx + dy * dy <= radius * radius {
                            let sx = x + dx, sy = y + dy
                            if sx < 0 || sy < 0 || sx >= w || sy >= h || darkness[sy * w + sx] >= 128 { return false }
                        }
                    }
                    return true
                }
                for radius in [1, 2, 3, 5, 7] + (w * h >= 16000 ? [12, GapClosing.maxWidth / 2] : []) {
                    let got = RunErosion.eroded(page, width: w, radius: radius)
                    let coreMap = (0..<(w * h)).map { core($0 % w, $0 / w, radius) }
                    let widerMap = (0..<(w * h)).map { core($0 % w, $0 / w, radius + 1) }
                    var expected = (runX0: [Int32](), runX1: [Int32](), rowFirst: [Int32]())
                    for y in 0..<h {
                        expected.rowFirst.append(Int32(expected.runX0.count))
                        var x = 0
                        while x < w {
                            guard coreMap[y * w + x] else { x += 1; continue }
                            let start = x
                            while x < w && coreMap[y * w + x] { x += 1 }
                            expected.runX0.append(Int32(start)); expected.runX1.append(Int32(x))
                        }
                    }
                    expected.rowFirst.append(Int32(expected.runX0.count))
                    #expect(got.runX0 == expected.runX0 && got.runX1 == expected.runX1 && got.rowFirst == expected.rowFirst,
                            "\(w)x\(h) density \(density) repeats \(repeats) radius \(radius)")
                    // Per run: marked exactly when a pixel of it is a core pixel of the disc one wider.
                    for y in 0..<h {
                        for k in Int(got.rowFirst[y])..<Int(got.rowFirst[y + 1]) {
                            let survives = (Int(got.runX0[k])..<Int(got.runX1[k])).contains { widerMap[y * w + $0] }
                            #expect(got.survives[k] == survives, "\(w)x\(h) density \(density) radius \(radius), row \(y) run \(k)")
                        }
                    }
                }
            }
        }
    }

    /// The session's log records the gap width its regions were found with; the JSON carries it
    /// and reads back; a log without it reads as no gap closing, a bad width is an error.
    @Test func theStrokeLogRecordsTheGapWidth() throws {
        let page = Self.gappedSquare(gap: 4, side: 1)
        var closed = Session(page: page, finder: RegionMode.optimized.makeFinder(for: LineArt(page: page), closingGaps: 6))
        closed.apply(.fill(x: 50, y: 50))
        #expect(closed.log.closeGaps == 6)
        let json = String(decoding: closed.log.jsonData(), as: UTF8.self)
        #expect(json.contains("\"closeGaps\": 6,"))
        #expect(try StrokeLog(json: Data(json.utf8)) == closed.log)
        let plain = Session(page: page, finder: RegionMode.optimized.makeFinder(for: LineArt(page: page)))
        #expect(plain.log.closeGaps == nil && !String(decoding: plain.log.jsonData(), as: UTF8.self).contains("closeGaps"))
        for bad in ["-1", "65", "2.5", "\"4\""] {
            let text = #"{"format": "termcolor-strokes", "version": 1, "page": {"width": 9, "height": 9}, "closeGaps": "# + bad + #", "events": []}"#
            #expect(throws: StrokeLogError.self, "closeGaps \(bad)") { try StrokeLog(json: Data(text.utf8)) }
        }
        let zero = #"{"format": "termcolor-strokes", "version": 1, "page": {"width": 9, "height": 9}, "closeGaps": 0, "events": []}"#
        #expect(try StrokeLog(json: Data(zero.utf8)).closeGaps == nil)
    }
}
