import Testing
@testable import ColorCore
@testable import Screens

/// `-debugStrokes` at fit zoom on a large page: every input point shows as a full display pixel
/// of black on the paper (the painted dots alone are pale specks there), the marks go and come
/// back with undo, redo and clear, a reopened picture shows its earlier strokes' marks, and the
/// paint is exactly what the log replays to.
@Suite struct DebugMarksScreenTests {
    /// A white page 2400 x 1600 (30 page pixels a display pixel at 80 columns) framed by a line.
    static func page() -> Page {
        var page = Page(width: 2400, height: 1600)
        for y in 0..<page.height {
            for x in 0..<page.width where x < 4 || y < 4 || x >= page.width - 4 || y >= page.height - 4 {
                page.setPixel(x, y, .black)
            }
        }
        return page
    }

    static func screen(session: Session) -> ColoringScreen {
        var app = ColoringScreen(session: session, columns: 80, rows: 30,
                                 paths: SavePaths(page: "debug.png", output: "/tmp/unused-debug.png"), modeName: "optimized",
                                 rescueFolder: TestApps.rescueFolder)
        _ = app.send(.key(.char("m")), time: 0)  // no hover outline: the view and the marks alone
        return app
    }

    /// The logged input points of the session's strokes.
    static func inputPoints(_ session: Session) -> [StrokePoint] {
        session.log.events.compactMap {
            switch $0 {
            case .down(let x, let y, _), .move(let x, let y, _): StrokePoint(x: x, y: y)
            default: nil
            }
        }
    }

    /// Whether each point's display pixel is drawn black (the mark on light paper).
    static func marked(_ points: [StrokePoint], in app: ColoringScreen) -> Bool {
        let f = app.frame(), g = app.geometry
        return points.allSatisfy {
            let s = g.screenPixel(pageX: $0.x, pageY: $0.y)
            return f.displayPixel(x: s.x, y: s.y, mode: g.glyphs) == BrushOutline.onLight
        }
    }

    /// Whether no point's display pixel differs from the view's (nothing drawn over it).
    static func unmarked(_ points: [StrokePoint], in app: ColoringScreen) -> Bool {
        let f = app.frame(), view = app.renderer.frame, g = app.geometry
        return points.allSatisfy {
            let s = g.screenPixel(pageX: $0.x, pageY: $0.y)
            return f.displayPixel(x: s.x, y: s.y, mode: g.glyphs) == view.displayPixel(x: s.x, y: s.y, mode: g.glyphs)
        }
    }

    static func drag(_ app: inout ColoringScreen, row: Int, time: Double) {
        _ = app.send(.mouse(MouseEvent(kind: .press, button: 0, column: 10, row: row)), time: time)
        for (i, column) in [14, 20, 30, 45].enumerated() {
            _ = app.send(.mouse(MouseEvent(kind: .drag, button: 0, column: column, row: row + i % 2)), time: time + 0.02 * Double(i + 1))
        }
        _ = app.send(.mouse(MouseEvent(kind: .release, button: 0, column: 45, row: row + 1)), time: time + 0.1)
    }

    @Test func eachInputPointIsAFullDisplayPixelAtFitZoom() throws {
        let page = Self.page()
        var app = Self.screen(session: Session(page: page, finder: RegionMode.optimized.makeFinder(for: LineArt(page: page)),
                                               debugStrokes: true))
        let (fit, scale) = (app.geometry.isFit, app.geometry.scale)
        #expect(fit && scale > 20)
        _ = app.send(.mouse(MouseEvent(kind: .press, button: 0, column: 10, row: 8)), time: 0.1)
        // The open stroke's point shows at once.
        let first = Self.inputPoints(app.session)
        let firstShown = Self.marked(first, in: app)
        #expect(first.count == 1 && firstShown)
        Self.drag(&app, row: 8, time: 0.2)
        let one = Self.inputPoints(app.session)
        let oneShown = Self.marked(one, in: app)
        #expect(one.count >= 5 && oneShown)
        Self.drag(&app, row: 16, time: 1)
        let two = Array(Self.inputPoints(app.session).dropFirst(one.count))
        let bothShown = Self.marked(one + two, in: app)
        #expect(bothShown)

        // Undo takes the last stroke's marks away with its paint; redo brings them back.
        _ = app.send(.key(.char("u")), time: 2)
        let undone = (Self.marked(one, in: app), Self.unmarked(two, in: app))
        #expect(undone == (true, true))
        _ = app.send(.key(.char("r")), time: 2.1)
        let redone = Self.marked(one + two, in: app)
        #expect(redone)
        // Clear takes them all away.
        _ = app.send(.key(.char("c")), time: 2.2)
        _ = app.send(.key(.char("y")), time: 2.3)
        let cleared = Self.unmarked(one + two, in: app)
        #expect(cleared)
        _ = app.send(.key(.char("u")), time: 2.4)
        let unCleared = Self.marked(one + two, in: app)
        #expect(unCleared)

        // The marks are the screen's: the paint is what the log replays to, dots and all.
        let replayed = try StrokeReplay.session(app.session.log, on: page,
                                                finder: RegionMode.optimized.makeFinder(for: LineArt(page: page)), debugStrokes: true)
        let samePaint = replayed.renderedPage() == app.session.renderedPage()
        #expect(samePaint)

        // A picture continued from its log shows the earlier strokes' marks, but the undone ones'.
        _ = app.send(.key(.char("u")), time: 3)
        var reopened = Self.screen(session: try StrokeReplay.session(app.session.log, on: page,
                                                                     finder: RegionMode.optimized.makeFinder(for: LineArt(page: page)),
                                                                     debugStrokes: true))
        let shown = (Self.marked(one, in: reopened), Self.unmarked(two, in: reopened))
        #expect(shown == (true, true))
        _ = reopened.send(.key(.char("r")), time: 0.5)
        let reopenedRedone = Self.marked(one + two, in: reopened)
        #expect(reopenedRedone)
    }

    @Test func withoutDebugStrokesNothingIsMarked() {
        let page = Self.page()
        var app = Self.screen(session: Session(page: page, finder: RegionMode.optimized.makeFinder(for: LineArt(page: page))))
        Self.drag(&app, row: 8, time: 0.2)
        let (noMarks, unmarked) = (app.document.drawing.debugMarks == nil, Self.unmarked(Self.inputPoints(app.session), in: app))
        #expect(noMarks && unmarked)
    }

    /// A stroke that starts on a line paints nothing and is no undo step: its marks go when it
    /// ends, and the next undo takes back the stroke before, as the session does.
    @Test func marksFollowTheSessionsUndoSteps() {
        var marks = DebugMarks()
        marks.follow(.down(x: 10, y: 10, t: nil), madeStep: false, tookStep: false)
        marks.follow(.up(t: nil), madeStep: true, tookStep: false)
        marks.follow(.down(x: 2, y: 2, t: nil), madeStep: false, tookStep: false)
        #expect(marks.points.count == 2)
        marks.follow(.up(t: nil), madeStep: false, tookStep: false)
        #expect(marks.points == [StrokePoint(x: 10, y: 10)])
        marks.follow(.undo, madeStep: false, tookStep: true)
        #expect(marks.points.isEmpty)
        // An undo with nothing left to take (the budget forgot it) leaves the marks.
        marks.follow(.redo, madeStep: false, tookStep: true)
        marks.follow(.undo, madeStep: false, tookStep: false)
        #expect(marks.points == [StrokePoint(x: 10, y: 10)])
    }
}
