import ColorCore
import Foundation
@testable import Screens
import Storage
import Testing

/// Issue 6 end to end: regions smaller than a cell at fit, reached by zooming (wheel, keys),
/// painted with the mouse or the keyboard alone; `n`; the progress count. On castle.png when
/// the shared test data is there, and always on a generated page of tiny boxes.
@Suite(.serialized, TestTools.needsTmux)
struct ZoomEndToEndTests {
    static let castle = TestTools.repositoryRoot.appendingPathComponent("../shared/testdata/pages/castle.png").standardizedFileURL.path
    static var hasCastle: Bool { FileManager.default.fileExists(atPath: castle) }
    /// 1600x900: 40x30 boxes of 6x6 paintable pixels (10-pixel pitch, 4-pixel lines between),
    /// each smaller than one 8x16-pixel cell at fit in 200x60.
    static let tinyBoxes = TestPage(width: 1600, height: 900, rects: (0..<1200).map {
        Rect(x: 600 + 10 * ($0 % 40), y: 300 + 10 * ($0 / 40), width: 10, height: 10)
    })

    /// The page on disk (castle, or the generated one written into `folder`) and its pixels.
    static func page(_ name: String, folder: URL) throws -> (path: String, page: Page) {
        if name == "castle" { return (castle, try PNGCodec.read(path: castle)) }
        let url = folder.appendingPathComponent("tiny.png")
        try tinyBoxes.write(to: url)
        return (url.path, tinyBoxes.page)
    }

    /// The same app in-process, to plan keys and cells (same code, same terminal size).
    static func mirror(_ page: Page) -> ColoringScreen {
        let art = LineArt(page: page)
        return ColoringScreen(session: Session(page: page, finder: RegionIndex(lineArt: art)), columns: 200, rows: 60,
                        paths: SavePaths(page: "mirror.png", output: "/tmp/unused-mirror.png"), modeName: "optimized", rescueFolder: "/nonexistent-rescue")
    }

    /// A region smaller than one cell at fit, but not a speck, away from the page's edges.
    static func tinyRegion(_ app: ColoringScreen) -> Int? {
        let g = app.geometry, regions = app.document.progress.regions
        return regions.indices.first { i in
            let b = regions[i].bounds
            return Double(b.width) < g.scale && Double(b.height) < 2 * g.scale && regions[i].pixelCount >= 30
                && b.x > g.pageWidth / 4 && b.y > g.pageHeight / 4
        }
    }

    /// A page point well inside region `id`: the middle of its middle row's longest run.
    static func inside(_ region: RegionMask) -> (x: Double, y: Double) {
        let y = region.bounds.y + region.bounds.height / 2
        let run = region.runRange(row: y).max { region.runEnd($0) - region.runStart($0) < region.runEnd($1) - region.runStart($1) }!
        return (Double(region.runStart(run) + region.runEnd(run)) / 2, Double(y) + 0.5)
    }

    /// The saved picture differs from the page only inside region `id`'s paint mask, and does
    /// inside the region.
    static func checkOnlyRegionPainted(saved: Page, page: Page, id: Int, app: ColoringScreen) {
        let region = app.document.progress.regions[id]
        let mask = PaintMask(region: region, lineArt: app.lineArt)
        let canvas = Canvas(page: page, lineArt: LineArt(page: page))
        var inRegion = 0, outside: [String] = []
        for y in 0..<page.height {
            for x in 0..<page.width {
                let v = canvas.page(at: y * page.width + x)
                let p = saved.pixel(x, y)
                guard RGBA(r: UInt8(v & 0xff), g: UInt8((v >> 8) & 0xff), b: UInt8((v >> 16) & 0xff)) != p else { continue }
                if region.contains(x, y) { inRegion += 1 } else if !mask.contains(x, y) && outside.count < 5 { outside.append("\(x),\(y)") }
            }
        }
        #expect(inRegion > 0, "region \(id) \(region.bounds) is not painted")
        #expect(outside.isEmpty, "painted outside region \(id): \(outside)")
    }

    /// Wheel zoom over a region smaller than a cell, then a drag paints it and nothing else.
    @Test(arguments: ["castle", "tiny"])
    func wheelZoomThenDragPaintsATinyRegion(pageName: String) throws {
        if pageName == "castle" && !Self.hasCastle { print("skipped: \(Self.castle) is missing"); return }
        let folder = try Tmux.temporaryFolder()
        let (path, page) = try Self.page(pageName, folder: folder)
        var app = Self.mirror(page)
        guard let id = Self.tinyRegion(app) else { Issue.record("no region smaller than a cell"); return }
        let target = Self.inside(app.document.progress.regions[id])
        let t = try Tmux(columns: 200, rows: 60, arguments: [path, "-o", "out.png"], folder: folder)
        guard try t.waitForReady() else { return }
        let cell = TestPage.cell(forPageX: target.x, y: target.y, in: app.geometry)
        for _ in 0..<5 {
            try t.mouse(64, column: cell.column, row: cell.row)
            _ = app.handle(.mouse(MouseEvent(kind: .scrollUp, button: 0, column: cell.column, row: cell.row)), time: 0)
        }
        #expect(app.geometry.scale <= 1)
        guard try t.waitFor(text: app.status.zoom) else { return }
        // At this zoom the region spans several cells: drag across its inside.
        let g = app.geometry
        let start = TestPage.cell(forPageX: target.x, y: target.y, in: g)
        let pointsInRegion = (-3...3).map { (start.column + $0, start.row) }.filter {
            let p = g.pagePointAnywhere(column: $0.0, row: $0.1)
            return app.document.progress.regions[id].contains(Int(p.x), Int(p.y))
        }
        #expect(pointsInRegion.count >= 2)
        try t.drag(pointsInRegion.map { (column: $0.0, row: $0.1) })
        try t.send("q")
        #expect(try t.waitForExit() == 0)
        let saved = try PNGCodec.read(path: folder.appendingPathComponent("out.png").path)
        Self.checkOnlyRegionPainted(saved: saved, page: page, id: id, app: app)
    }

    /// The same with the keyboard alone: zoom keys, the cursor walked to the region (the view
    /// panning after it), Space down, a step, Space up. No mouse report is sent.
    @Test(arguments: ["castle", "tiny"])
    func keyboardOnlyPaintsATinyRegion(pageName: String) throws {
        if pageName == "castle" && !Self.hasCastle { print("skipped: \(Self.castle) is missing"); return }
        let folder = try Tmux.temporaryFolder()
        let (path, page) = try Self.page(pageName, folder: folder)
        var app = Self.mirror(page)
        guard let id = Self.tinyRegion(app) else { Issue.record("no region smaller than a cell"); return }
        let region = app.document.progress.regions[id]
        let target = Self.inside(region)
        var keys = ">>>>>"
        for c in keys.unicodeScalars { _ = app.handle(.key(.char(c)), time: 0) }
        // Walk the cursor: big steps while far, single steps when near.
        for _ in 0..<3000 {
            let c = app.pointer.cursor
            if region.contains(Int(c.x), Int(c.y)) { break }
            let g = app.geometry
            let dx = (target.x - c.x) / g.scale, dy = (target.y - c.y) / g.scale
            let key: Unicode.Scalar = abs(dx) >= 1 ? (dx > 0 ? (dx >= 8 ? "L" : "l") : (dx <= -8 ? "H" : "h"))
                : (dy > 0 ? (dy >= 8 ? "J" : "j") : (dy <= -8 ? "K" : "k"))
            keys.unicodeScalars.append(key)
            _ = app.handle(.key(.char(key)), time: 0)
        }
        #expect(region.contains(Int(app.pointer.cursor.x), Int(app.pointer.cursor.y)))
        keys += " l "
        let t = try Tmux(columns: 200, rows: 60, arguments: [path, "-o", "out.png"], folder: folder)
        guard try t.waitForReady() else { return }
        try t.send(keys)
        try t.send("q")
        #expect(try t.waitForExit() == 0)
        let saved = try PNGCodec.read(path: folder.appendingPathComponent("out.png").path)
        Self.checkOnlyRegionPainted(saved: saved, page: page, id: id, app: app)
        // Keys only: the log holds no brush events but the one before the stroke, and one stroke.
        let log = try JSONDecoder().decode(StrokeLog.self, from: Data(contentsOf: folder.appendingPathComponent("out.strokes.json")))
        #expect(log.events.filter { if case .down = $0 { return true } else { return false } }.count == 1)
    }

    /// `n` zooms to an uncoloured region; Enter fills it; the count on screen goes up.
    @Test(arguments: ["castle", "tiny"])
    func nextRegionAndProgressCount(pageName: String) throws {
        if pageName == "castle" && !Self.hasCastle { print("skipped: \(Self.castle) is missing"); return }
        let folder = try Tmux.temporaryFolder()
        let (path, page) = try Self.page(pageName, folder: folder)
        let app = Self.mirror(page)
        let total = app.document.progress.regionCount
        let t = try Tmux(columns: 200, rows: 60, arguments: [path], folder: folder)
        guard try t.waitForReady() else { return }
        if pageName == "tiny" {
            // Boxes too small to colour at a zoom that still shows their surroundings are not
            // counted, and `n` does not tour them: the background is all there is to visit.
            #expect(total == 1)
            #expect(try t.screen().contains("fit | 0 of 1 region coloured"))
            try t.send("Q")
            #expect(try t.waitForExit() == 0)
            return
        }
        #expect(try t.screen().contains("fit | 0 of \(total) regions coloured"))
        let before = try t.screen(escapes: true)
        try t.send("nn")  // the background first (fits the page), then a small region: zoomed in
        guard try t.waitFor(text: "Enter fills it") else { return }
        guard try t.waitUntil("zoomed in", { try t.screen().contains("| zoom ") }) else { return }
        #expect(try t.screen(escapes: true) != before)
        try t.send("\r")
        guard try t.waitFor(text: "1 of \(total) regions coloured") else { return }
        try t.send("Q")  // unsaved paint: it asks first
        guard try t.waitFor(text: "quit without saving? y / n") else { return }
        try t.send("y")
        #expect(try t.waitForExit() == 0)
    }
}
