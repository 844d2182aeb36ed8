import Testing
@testable import ColorCore
@testable import Screens
import TestSupport

/// `n` goes to the regions a person would colour: none too small to colour with a brush at a
/// zoom that still shows what is around it, in reading order, never closer than
/// `RegionProgress.contextZoom`; and the status line's count is of the regions `n` visits.
@Suite struct NextRegionTests {
    /// A 600x400 page (regions narrower than 4 pixels are too small): box A top right, box B a
    /// little lower on the left (the same band), box C at the bottom, and a row of 3x3 glints
    /// (9 pixels: no speck, but too small) inside a frame at the bottom right.
    static func page() -> Page {
        var page = Page(width: 600, height: 400)
        func box(_ r: Rect) {
            for y in r.y..<r.maxY { for x in r.x..<r.maxX where !r.insetBy(2).contains(x, y) { page.setPixel(x, y, .black) } }
        }
        box(Rect(x: 400, y: 20, width: 120, height: 80))   // A
        box(Rect(x: 40, y: 30, width: 120, height: 80))    // B
        box(Rect(x: 40, y: 300, width: 200, height: 80))   // C
        for k in 0..<10 { box(Rect(x: 300 + 10 * k, y: 320, width: 7, height: 7)) }  // glints: 3x3 inside
        return page
    }

    static func app() -> ColoringScreen {
        let page = Self.page()
        let session = Session(page: page, finder: RegionMode.optimized.makeFinder(for: LineArt(page: page)))
        return ColoringScreen(session: session, columns: 100, rows: 30, paths: SavePaths(page: "n.png", output: "/tmp/unused-n.png"),
                              modeName: "optimized", rescueFolder: TestApps.rescueFolder)
    }

    @Test func glintsAreTooSmallToCount() {
        let app = Self.app()
        let p = app.document.progress
        let glints = p.regions.indices.filter { p.regions[$0].pixelCount == 9 }
        #expect(glints.count == 10)
        #expect(glints.allSatisfy { !p.isCounted($0) })
        // The background, A, B, C.
        #expect(p.regionCount == 4)
        #expect(app.status.progress == "0 of 4 regions coloured")
    }

    /// Background first (its top is the page's), then the top band left to right (B before A,
    /// though A's first pixel comes first), then C; then round again.
    @Test func nVisitsInReadingOrderAndCountsWhatItVisits() {
        var app = Self.app()
        var visited: [Int] = []
        for _ in 0..<5 {
            _ = app.send(.key(.char("n")), time: 0)
            visited.append(app.document.lastVisitedRegion ?? -1)
            #expect(app.geometry.zoom <= RegionProgress.contextZoom)
        }
        let p = app.document.progress
        let at = { (x: Int, y: Int) in p.regions.firstIndex { $0.contains(x, y) } ?? -2 }
        #expect(visited == [at(1, 1), at(100, 70), at(460, 60), at(140, 340), at(1, 1)])
        #expect(app.message.hasPrefix("4 regions to colour"))
        // Filled, a region is passed by and the count says one less.
        _ = app.send(.key(.char("n")), time: 0)
        _ = app.send(.key(.enter), time: 0)
        _ = app.send(.key(.char("n")), time: 0)
        #expect(app.message.hasPrefix("3 regions to colour"))
    }

    /// A region just large enough to count, on a large page: `n` shows it at no more than the
    /// context zoom (it went to 21x and 41x before, grey blocks with nothing around).
    @Test func nNeverZoomsPastTheContextZoom() {
        var page = Page(width: 3000, height: 2000)
        let side = RegionProgress.visitSide(longerSide: 3000)
        let r = Rect(x: 1500, y: 1000, width: side + 4, height: side + 4)
        for y in r.y..<r.maxY { for x in r.x..<r.maxX where !r.insetBy(2).contains(x, y) { page.setPixel(x, y, .black) } }
        let session = Session(page: page, finder: RegionMode.optimized.makeFinder(for: LineArt(page: page)))
        var app = ColoringScreen(session: session, columns: 100, rows: 30, paths: SavePaths(page: "big.png", output: "/tmp/unused-big.png"),
                                 modeName: "optimized", rescueFolder: TestApps.rescueFolder)
        #expect(app.document.progress.regionCount == 2)
        _ = app.send(.key(.char("n")), time: 0)
        _ = app.send(.key(.char("n")), time: 0)
        let small = app.document.progress.regions[app.document.lastVisitedRegion!]
        #expect(small.bounds.width == side)
        #expect(app.geometry.zoom > 4 && app.geometry.zoom <= RegionProgress.contextZoom)
    }
}
