@testable import ColorCore
import Foundation
@testable import Screens
import Testing
import TestSupport

/// Whatever a person does, in any order: random presses, flicks jumping across the screen,
/// small drags, the wheel, panning with the right button, keys (inks, brush sizes, the fill
/// tool, zoom, the keyboard pen, undo and redo, the next region, the eyedropper), ticks and
/// resizes, on a page of shapes, in both region modes and both smoothings. The program never
/// traps (a fast flick crashed it; the debug build checks every buffer index), every stroke
/// ends, and the picture is exactly what replaying its log headlessly draws (`replay`, and
/// every reopening, which replays the journal).
@Suite struct RandomSessionTests {
    static let page = StrokeTestPages.page(width: 1000, height: 700, shapes: 9, seed: 11)
    static let keys: [Character] = Array("123456789[]-+fxw><hjklHJKL nuuurev")

    @Test(arguments: Array(UInt64(1)...16))
    func anyInputEndsItsStrokesAndReplaysToTheSamePicture(seed: UInt64) {
        var rng = SeededRandom(seed: seed)
        let mode: RegionMode = seed % 2 == 0 ? .optimized : .naive
        let smoothing: Smoothing = seed % 3 == 0 ? .linear : .hermite
        let art = LineArt(page: Self.page)
        let session = Session(page: Self.page, finder: mode.makeFinder(for: art), smoothing: smoothing)
        var columns = 80, rows = 24
        var app = ColoringScreen(session: session, columns: columns, rows: rows,
                                 paths: SavePaths(page: "random.png", output: "/tmp/unused-random.png"),
                                 modeName: mode.rawValue, rescueFolder: TestApps.rescueFolder)
        var t = 0.0, at = (column: 10, row: 5), button = 0
        func mouse(_ kind: MouseEvent.Kind, _ b: Int = 0) {
            app.send(.mouse(MouseEvent(kind: kind, button: b, column: at.column, row: at.row)), time: t)
        }
        func anywhere() -> (column: Int, row: Int) {
            // Off the view too: the palette bar, the status line, a column past the edge.
            (Int.random(in: -2...(columns + 2), using: &rng), Int.random(in: -1...(rows + 1), using: &rng))
        }
        for _ in 0..<220 {
            t += Double.random(in: 0.001...0.06, using: &rng)
            switch Int.random(in: 0..<100, using: &rng) {
            case 0..<10:
                at = anywhere(); button = Int.random(in: 0..<10, using: &rng) == 0 ? 2 : 0
                mouse(.press, button)
            case 10..<30:
                at = anywhere(); mouse(.drag, button)  // a flick
            case 30..<50:
                at = (at.column + Int.random(in: -3...3, using: &rng), at.row + Int.random(in: -2...2, using: &rng))
                mouse(.drag, button)
            case 50..<57:
                mouse(.release, button)
            case 57..<61:
                at = anywhere(); mouse(Bool.random(using: &rng) ? .scrollUp : .scrollDown)
            case 61..<63:
                at = anywhere(); mouse(.move)
            case 63..<90:
                app.send(.key(.char(Self.keys.randomElement(using: &rng)!.unicodeScalars.first!)), time: t)
            case 90..<97:
                _ = app.handle(.tick(time: t))
            default:
                columns = Int.random(in: 10...120, using: &rng); rows = Int.random(in: 3...40, using: &rng)
                app.resize(columns: columns, rows: rows)
            }
        }
        // The buttons let go (a release names its button: the left one's ends a stroke), the
        // keyboard pen lifted.
        mouse(.release, 2)
        mouse(.release, 0)
        if app.pen == .keyboard { app.send(.key(.char(" ")), time: t) }
        for k in 1...5 { _ = app.handle(.tick(time: t + Double(k))) }
        let open = app.session.isStrokeOpen
        #expect(!open, "seed \(seed): a stroke is still open")
        app.finishPaintingAhead()
        var replayed = Session(page: Self.page, finder: mode.makeFinder(for: art), smoothing: smoothing)
        replayed.replay(app.session.log.events)
        #expect(Bool(replayed.canvas.picture == app.session.canvas.picture), "seed \(seed): \(app.session.log.events.count) events")
    }
}
