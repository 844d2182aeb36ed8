@testable import Bench
import ColorCore
import Foundation
@testable import Screens
import Storage
import Testing

/// Strokes in tmux, which reports the mouse one cell at a time: a slanted drag comes out a
/// straight band (the input filter), a press on a line cell fills the region covering most of
/// the cell (forgiving starts), and the stroke log replays to the same picture.
@Suite(.serialized, TestTools.needsTmux)
struct StrokesEndToEndTests {
    static let red = ColorPalette.standard[0].rgb, green = ColorPalette.standard[3].rgb

    /// The cells a pointer moving along page points `path` enters, in order (as a terminal
    /// reports them), and back to the page: the centre line of the band the drag should paint.
    /// The path is walked at the zoom's exact scale, uniform in cells: a straight physical drag.
    /// At fit the page is drawn (and reports are read) spread over whole cells, up to half a
    /// percent off that scale, which the band must absorb.
    static func cells(along path: [StrokePoint], _ g: ViewGeometry) -> [(column: Int, row: Int)] {
        var out: [(column: Int, row: Int)] = []
        let (cx, cy) = g.cellPixels
        for p in path {
            let x = p.x / g.scale + Double(g.originX + g.offsetX) / Double(cx)
            let y = (p.y / g.scale + 2 * Double(g.originY + g.offsetY) / Double(cy)) / 2
            let cell = (column: Int(x.rounded(.down)), row: Int(y.rounded(.down)))
            if out.last.map({ $0 != cell }) ?? true { out.append(cell) }
        }
        return out
    }

    @Test(arguments: [22.0, 70.0])
    func aSlantedDragPaintsAStraightBand(degrees: Double) throws {
        let folder = try Tmux.temporaryFolder()
        let pagePath = folder.appendingPathComponent("blank.png")
        try TestPage(width: 1600, height: 1200, rects: []).write(to: pagePath)
        let t = try Tmux(columns: 200, rows: 60, arguments: [pagePath.path, "-o", "out.png"], folder: folder)
        guard try t.waitForReady() else { return }
        let g = ViewGeometry(pageWidth: 1600, pageHeight: 1200, columns: 200, rows: 60)
        // 40 cells long through the middle of the page.
        let a = degrees * .pi / 180, length = 40 * g.scale
        let path = (0...4000).map { i -> StrokePoint in
            let s = (Double(i) / 4000 - 0.5) * length
            return StrokePoint(x: 801.3 + s * cos(a), y: 602.7 + s * sin(a))
        }
        try t.drag(Self.cells(along: path, g))
        try t.send("q")
        #expect(try t.waitForExit() == 0)

        let saved = try PNGCodec.read(path: folder.appendingPathComponent("out.png").path)
        let log = try StrokeLog(json: Data(contentsOf: folder.appendingPathComponent("out.strokes.json")))
        // The brush the stroke used (logged when it is not the session's default).
        var size = Session.defaultBrushSize
        if case .brush(let s, _) = log.events.first(where: { if case .brush = $0 { true } else { false } }) { size = s }
        #expect(log.events.contains { if case .down = $0 { true } else { false } }, "no stroke logged")
        // The page's cell grid as drawn (spread over whole cells at fit), which reports are read
        // on, logged for the filter before the stroke.
        let cellPage = (x: 1600 / Double(g.displayWidth / g.cellPixels.x), y: 1200 / Double(g.displayHeight / g.cellPixels.y))
        #expect(log.events.contains(.input(InputGrid(width: (cellPage.x * 1000).rounded() / 1000, height: (cellPage.y * 1000).rounded() / 1000))),
                "\(log.events.prefix(2))")
        let coverage = WobbleBenchmark.Coverage(page: saved, paint: Self.red)
        let wobble = WobbleBenchmark.Drag.measure(.line(degrees: degrees), path, coverage: coverage, radius: size / 2, scale: g.scale)
        #expect(wobble <= 0.08, "the band is \(wobble) cells off straight")

        // The picture replays from its log, byte for byte.
        let page = try PNGCodec.read(path: pagePath.path)
        let replayed = try StrokeReplay.render(log, on: page, finder: RegionMode.optimized.makeFinder(for: LineArt(page: page)))
        #expect(replayed.rgba == saved.rgba)
    }

    /// Boxes with 2-pixel lines at fit zoom 300/200: cells are under two page pixels wide, so
    /// many a cell's centre is a line pixel. A fill click there fills the region that covers
    /// most of the cell, and nothing else.
    @Test func aFillClickOnALineCellFillsTheRegionCoveringMostOfIt() throws {
        let folder = try Tmux.temporaryFolder()
        let boxes = TestPage(width: 300, height: 200, rects: [Rect(x: 20, y: 20, width: 120, height: 160),
                                                             Rect(x: 160, y: 20, width: 120, height: 160)])
        let pagePath = folder.appendingPathComponent("boxes.png")
        try boxes.write(to: pagePath)
        let g = ViewGeometry(pageWidth: 300, pageHeight: 200, columns: 200, rows: 60)
        // A cell on the left box's right edge whose mouse point is a line pixel, and the region
        // that holds most of its pixels.
        var pick: (column: Int, row: Int, region: Int?)?
        for row in 20..<40 {
            for column in 0..<g.columns {
                guard let p = g.pagePoint(column: column, row: row), boxes.isLine(Int(p.x), Int(p.y)) else { continue }
                var votes: [Int?: Int] = [:]
                for half in [2 * row, 2 * row + 1] {
                    guard let r = g.pageRect(screenX: column, screenY: half) else { continue }
                    for y in r.y..<r.maxY { for x in r.x..<r.maxX where !boxes.isLine(x, y) { votes[boxes.region(x, y), default: 0] += 1 } }
                }
                if let best = votes.max(by: { $0.value < $1.value }), best.value > 0, best.key == 0, Int(p.x) > 100 {
                    pick = (column, row, best.key)
                }
            }
            if pick != nil { break }
        }
        guard let pick else { Issue.record("no line cell found"); return }
        let t = try Tmux(columns: 200, rows: 60, arguments: [pagePath.path, "-o", "out.png"], folder: folder)
        guard try t.waitForReady() else { return }
        try t.send("f")
        guard try t.waitFor(text: "fill tool") else { return }
        try t.send("4")
        guard try t.waitFor(text: "colour green") else { return }
        try t.drag([(pick.column, pick.row)])
        try t.send("q")
        #expect(try t.waitForExit() == 0)

        let saved = try PNGCodec.read(path: folder.appendingPathComponent("out.png").path)
        let check = PaintCheck(saved: saved, page: boxes, allowed: [pick.region: [Self.green]])
        #expect(check.problems.isEmpty, "\(check.problems)")
        // The whole inside of the left box: 116 x 156 pixels.
        #expect(check.count(pick.region, Self.green) == 116 * 156)
        let log = try StrokeLog(json: Data(contentsOf: folder.appendingPathComponent("out.strokes.json")))
        guard case .fill(let x, let y) = log.events.last else { Issue.record("no fill logged: \(log.events)"); return }
        #expect(!boxes.isLine(Int(x), Int(y)) && boxes.region(Int(x), Int(y)) == pick.region)
    }
}
