@testable import ColorCore
import Foundation
@testable import Screens
import Testing

/// Issue 4: an app made from a session that already holds strokes (a resumed journal) starts
/// with the colour and brush size its log used last.
@Suite struct ResumeStateTests {
    static func app(after events: [StrokeEvent]) -> ColoringScreen {
        let probe = ColoringScreenTests.app()
        var session = probe.session
        for e in events { session.apply(e) }
        return ColoringScreen(session: session, columns: 40, rows: 12, paths: SavePaths(page: "box.png", output: "/tmp/unused.png"),
                        modeName: "optimized", rescueFolder: TestApps.rescueFolder)
    }

    static let scale = ColoringScreenTests.app().geometry.scale

    @Test func paletteColourAndBrushRung() {
        let yellow = ColorPalette.standard[2].rgb
        let size = (BrushSize.ladder[6] * Self.scale * 100).rounded() / 100
        let app = Self.app(after: [.color(.rgb(yellow)), .brush(size), .down(x: 10, y: 10, t: 0), .up(t: 0.1)])
        #expect(app.tools.colours.selected == 2)
        #expect(app.status.colourName == ColorPalette.standard[2].name)
        #expect(app.brushCells == BrushSize.ladder[6])
        #expect(app.message.isEmpty)
    }

    @Test func anotherColourGoesToThePickedSlot() {
        let odd = RGB(r: 0x12, g: 0x34, b: 0x56)
        let app = Self.app(after: [.color(.rgb(odd)), .brush(7.77), .down(x: 10, y: 10, t: 0), .up(t: 0.1)])
        #expect(app.tools.colours.selected == ColorPalette.standard.count)
        #expect(app.tools.colours.entries[app.tools.colours.selected].rgb == odd && app.tools.colours.entries.count == ColorPalette.standard.count + 1)
        // A size that is no rung at this scale: the rung nearest it.
        #expect(app.brushCells == BrushSize(nearest: 7.77 / Self.scale).cells)
    }

    /// A brush logged in another terminal size (another scale, where it could come back as the
    /// default) comes back as the rung that paints about as wide on the page.
    @Test func aBrushFromAnotherTerminalSizeKeepsItsWidthOnThePage() {
        for rung in [1, 5, 8] {
            let size = (BrushSize.ladder[rung] * 1.37 * Self.scale * 100).rounded() / 100
            let app = Self.app(after: [.brush(size), .down(x: 10, y: 10, t: 0), .up(t: 0.1)])
            let painted = app.brushCells * Self.scale
            #expect(BrushSize.ladder.allSatisfy { abs($0 * Self.scale - size) >= abs(painted - size) }, "rung \(rung)")
            #expect(app.brushCells != BrushSize.ladder[BrushSize.defaultStep])
        }
    }

    /// The brush comes back in the cells the person chose, whatever the zoom the last stroke was
    /// drawn at (a 2-cell brush used at 5x must not come back as 0.5 cells: the page size of a
    /// zoomed-in stroke is small), and in another terminal size.
    @Test func theBrushComesBackInTheCellsLastChosen() {
        for (rung, zoom) in [(3, 5.2), (6, 0.4), (0, 1.0)] {
            let cells = BrushSize.ladder[rung]
            let size = (cells * Self.scale / zoom * 100).rounded() / 100
            let app = Self.app(after: [.brush(size, cells: cells), .down(x: 10, y: 10, t: 0), .up(t: 0.1)])
            #expect(app.brushCells == cells, "rung \(rung) at \(zoom)x")
        }
        // The last brush event decides.
        let app = Self.app(after: [.brush(9, cells: 8), .down(x: 10, y: 10, t: 0), .up(t: 0.1), .brush(2, cells: 1.5),
                                   .down(x: 10, y: 10, t: 0.2), .up(t: 0.3)])
        #expect(app.brushCells == 1.5)
    }

    /// A stroke records the brush in cells beside its size on the page.
    @Test func aStrokeRecordsTheBrushInCells() {
        var app = Self.app(after: [])
        _ = app.handle(.input(.key(.char("+")), time: 0))
        app.prepareStroke(fill: false)
        guard case .brush(let size, let cells)? = app.session.log.events.last(where: { if case .brush = $0 { true } else { false } }) else {
            Issue.record("no brush event"); return
        }
        #expect(cells == app.brushCells && cells == BrushSize.ladder[BrushSize.defaultStep + 1])
        #expect(abs(size - cells! * Self.scale) < 0.01)
    }

    /// One zoom step in and the brush two rungs up paint as wide on the page as before: the
    /// cells still change in the log (else reopening gives the old rung).
    @Test func cellsAreRecordedWhenOnlyTheyChange() {
        var app = Self.app(after: [])
        app.prepareStroke(fill: false)
        let before = app.session.brushSize
        _ = app.handle(.input(.key(.char(">")), time: 0))
        for _ in 0..<2 { _ = app.handle(.input(.key(.char("+")), time: 0)) }
        #expect(app.tools.brush.loggedPagePixels(scale: app.geometry.scale) == before, "the case needs the same page size")
        app.prepareStroke(fill: false)
        #expect(app.session.brushSize == before && app.session.brushCells == app.brushCells && app.brushCells == 4)
        let reopened = Self.app(after: app.session.log.events + [.down(x: 10, y: 10, t: 0), .up(t: 0.1)])
        #expect(reopened.brushCells == 4)
    }

    @Test func aFreshSessionKeepsTheDefaults() {
        let app = Self.app(after: [])
        #expect(app.tools.colours.selected == 0 && app.tools.colours.entries.count == ColorPalette.standard.count)
        #expect(app.brushCells == BrushSize.ladder[BrushSize.defaultStep])
    }

    /// The log's own colours come back as the recent ones, newest first, and its last ink
    /// (here the eraser) is the current one.
    @Test func recentColoursAndTheLastInkComeBack() {
        let a = RGB(r: 1, g: 2, b: 3), b = RGB(r: 4, g: 5, b: 6)
        let app = Self.app(after: [.color(.rgb(a)), .fill(x: 10, y: 10), .color(.rgb(ColorPalette.standard[4].rgb)),
                                   .color(.rgb(b)), .color(.rainbow), .color(.eraser), .down(x: 10, y: 10, t: 0), .up(t: 0.1)])
        #expect(app.tools.colours.recent == [b, a])
        #expect(app.tools.colours.ink == .eraser && app.status.colourName == "eraser")
        #expect(app.tools.colours.selected == ColorPalette.standard.count)  // b, the colour before the inks
    }

    /// The ink chosen last, with no stroke made in it yet (#123456 picked, then quit: else it
    /// comes back as the ink last drawn with), is recorded when the picture is saved
    /// and is the current ink on reopening. A run that drew nothing still saves nothing.
    @Test func theInkChosenLastComesBackThoughNoStrokeUsedIt() {
        var app = Self.app(after: [.color(.rgb(ColorPalette.standard[1].rgb)), .down(x: 10, y: 10, t: 0), .up(t: 0.1)])
        let odd = RGB(r: 0x12, g: 0x34, b: 0x56)
        _ = app.tools.choose(Ink.rgb(odd))
        let saves = app.handle(.input(.key(.char("s")), time: 1)).saves
        #expect(saves.count == 1 && saves.first?.log.events.last == .color(.rgb(odd)))
        let reopened = Self.app(after: app.session.log.events)
        #expect(reopened.tools.colours.ink == .rgb(odd))
        var blank = Self.app(after: [])
        _ = blank.tools.choose(Ink.rgb(odd))
        #expect(blank.handle(.input(.key(.char("s")), time: 1)).saves.isEmpty)
    }
}
