
import Foundation
import Testing
@testable import ColorCore
@testable import Screens
@testable import Storage
import TestSupport

/// The coloring book's behaviour without a terminal: events in, session events and frames out.
@Suite struct ColoringScreenTests {
    /// 40x20 page: one box outlined from (4,4) to (35,15) (2-pixel lines), background around.
    static func app(columns: Int = 40, rows: Int = 12, mode: RegionMode = .optimized, output: String = "/tmp/unused.png") -> ColoringScreen {
        var page = Page(width: 40, height: 20)
        for y in 4..<16 { for x in 4..<36 where !(6..<34).contains(x) || !(6..<14).contains(y) { page.setPixel(x, y, .black) } }
        let art = LineArt(page: page)
        let session = Session(page: page, finder: mode.makeFinder(for: art))
        return ColoringScreen(session: session, columns: columns, rows: rows,
                        paths: SavePaths(page: "box.png", output: output), modeName: mode.rawValue, rescueFolder: TestApps.rescueFolder)
    }

    /// One region is "1 region" (a blank page must not say "0 of 1 regions coloured").
    @Test func oneRegionIsSaidInTheSingular() {
        let page = Page(width: 30, height: 10)
        let app = ColoringScreen(session: Session(page: page, finder: RegionMode.optimized.makeFinder(for: LineArt(page: page))),
                                 columns: 40, rows: 12, paths: SavePaths(page: "blank.png", output: "/tmp/unused.png"),
                                 modeName: "optimized", rescueFolder: TestApps.rescueFolder)
        #expect(app.status.progress == "0 of 1 region coloured")
        let tile = GalleryItem(kind: .recent, name: "blank", page: "blank.png", coloured: 0, regions: 1)
        #expect(tile.progressText() == "0 of 1 region coloured")
    }

    @Test func paletteHasSixteenColoursDistinctOnScreen() {
        let indices = ColorPalette.standard.map { ColorPalette.xtermIndex($0.rgb) }
        #expect(indices.count >= 16)
        #expect(Set(indices).count == indices.count)
        #expect(indices.allSatisfy { $0 >= 16 })
        #expect(ColorPalette.standard[0].rgb == Session.defaultColor)
    }

    @Test func keyBindings() {
        #expect(ColoringKeys.table.action(for: .char("1")) == .tools(.selectColour(0)))
        #expect(ColoringKeys.table.action(for: .char("0")) == .tools(.selectColour(9)))
        #expect(ColoringKeys.table.action(for: .tab) == .tools(.nextColour))
        #expect(ColoringKeys.table.action(for: .char("]")) == .tools(.nextColour))
        #expect(ColoringKeys.table.action(for: .char("[")) == .tools(.previousColour))
        #expect(ColoringKeys.table.action(for: .control("z")) == .suspend)
        #expect(ColoringKeys.table.action(for: .char("u")) == .document(.undo))
        #expect(ColoringKeys.table.action(for: .control("y")) == .document(.redo))
        #expect(ColoringKeys.table.action(for: .char("r")) == .document(.redo))
        #expect(ColoringKeys.table.action(for: .char("f")) == .tools(.toggleFill))
        #expect(ColoringKeys.table.action(for: .char("c")) == .document(.askClear))
        #expect(ColoringKeys.table.action(for: .char("s")) == .document(.save))
        #expect(ColoringKeys.table.action(for: .char("q")) == .document(.saveAndQuit))
        #expect(ColoringKeys.table.action(for: .char("?")) == .toggleHelp)
        #expect(ColoringKeys.table.action(for: .char("-")) == .tools(.smallerBrush))
        #expect(ColoringKeys.table.action(for: .char("+")) == .tools(.largerBrush))
    }

    /// Every key there is to press, for checking the bindings against the help.
    static let everyKey: [Key] = (0x20...0x7e).map { Key.char(Unicode.Scalar(UInt8($0))) }
        + (0x61...0x7a).map { Key.control(Unicode.Scalar(UInt8($0))) }
        + [.escape, .tab, .backTab, .enter, .backspace, .delete, .up, .down, .left, .right, .home, .end, .pageUp, .pageDown, .unknown]

    /// How the help's key column writes a key.
    static func helpName(_ key: Key) -> String {
        switch key {
        case .char(" "): return "Space"
        case .char(let c): return String(c)
        case .control(let c): return "Ctrl-" + String(c).uppercased()
        case .tab: return "Tab"
        case .backTab: return "Shift-Tab"
        case .enter: return "Enter"
        case .escape: return "Esc"
        case .home: return "Home"
        case .up, .down, .left, .right: return "arrows"
        case .end: return "End"
        case .pageUp: return "PageUp"
        case .pageDown: return "PageDown"
        case .backspace: return "Backspace"
        case .delete: return "Delete"
        case .unknown: return "unknown"
        }
    }

    /// The names in the key column of the help as a `columns` x `rows` terminal shows it (in
    /// every column of a multi-column layout; `1-9` stands for 1 to 9), read from the frame.
    static func helpKeyColumn(columns: Int = 200, rows: Int = 60) -> [String] {
        var app = Self.app(columns: columns, rows: rows)
        _ = app.send(.key(.char("?")), time: 0)
        let frame = app.frame()
        let layout = ColoringKeys.help.layout(columns: columns, areaRows: app.geometry.viewRows)
        let width = ColoringKeys.help.keyColumnWidth
        var names: [String] = []
        for (k, column) in layout.columns.enumerated() {
            for r in column.indices {
                let row = layout.top + HelpOverlay.Layout.firstEntryRow + r
                let start = layout.columnStart(k)
                let cells = (start..<min(frame.columns, start + layout.columnWidth)).map { frame[$0, row].glyph }
                let line = String(String.UnicodeScalarView(cells)).replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression)
                let column = String(line.prefix(width))
                #expect(column.hasSuffix("  ") && line.count > width && line.dropFirst(width).first != " ", "key column of \(line)")
                for name in column.components(separatedBy: "  ").map({ $0.trimmingCharacters(in: .whitespaces) }) where !name.isEmpty {
                    let chars = Array(name.unicodeScalars)
                    if chars.count == 3, chars[1] == "-", chars[0].properties.numericType != nil, chars[0] < chars[2] {
                        names += (chars[0].value...chars[2].value).map { String(Unicode.Scalar($0)!) }
                    } else {
                        names.append(name)
                    }
                }
            }
        }
        return names
    }

    /// The mouse gestures the help lists, each done on a fresh app: true when it had its effect.
    static func gestureWorks(_ name: String) -> Bool {
        var app = Self.app()
        func mouse(_ kind: MouseEvent.Kind, _ column: Int, _ row: Int, button: Int = 0) {
            _ = app.send(.mouse(MouseEvent(kind: kind, button: button, column: column, row: row)), time: 0)
        }
        func key(_ c: Unicode.Scalar) { _ = app.send(.key(.char(c)), time: 0) }
        switch name {
        case "mouse drag":
            mouse(.press, 10, 4); mouse(.drag, 14, 4); mouse(.release, 14, 4)
            let events = app.session.log.events
            return events.contains { if case .down = $0 { true } else { false } } && events.last == .up(t: 0)
                && app.session.canvas.paintPixels.contains { $0 != PackedPixel.white }
        case "click":
            key("f")
            mouse(.press, 20, 4)
            return app.session.canvas.paintPixels.contains { $0 != PackedPixel.white }
        case "right click":
            key("3"); key("f"); mouse(.press, 20, 4); key("1")
            mouse(.press, 20, 4, button: 2); mouse(.release, 20, 4, button: 2)
            return app.tools.colours.selected == 2
        case "wheel":
            let before = app.geometry.zoom
            mouse(.scrollUp, 20, 4)
            let zoomedIn = app.geometry.zoom > before
            mouse(.scrollDown, 20, 4)
            return zoomedIn && app.geometry.zoom < before * 1.0001 && app.geometry.zoom > before * 0.9999
        case "right drag":
            for _ in 0..<3 { mouse(.scrollUp, 20, 4) }
            var moved = true
            for button in [2, 1] {  // right, and the middle button too
                let before = app.geometry.viewport
                mouse(.press, 20, 4, button: button); mouse(.drag, 12, 2, button: button); mouse(.release, 12, 2, button: button)
                moved = moved && app.geometry.viewport != before
            }
            return moved
        default:
            return false
        }
    }

    /// The help overlay's key column names every key the bindings know, and every key or
    /// gesture it names does something.
    @Test func helpListsEveryKey() {
        let named = Self.helpKeyColumn()
        #expect(Set(named).count == named.count, "a key listed twice: \(named)")
        // Every key with an action is in the key column.
        let bound = Self.everyKey.filter { ColoringKeys.table.action(for: $0) != nil }
        for key in bound {
            #expect(named.contains(Self.helpName(key)), "help misses \(Self.helpName(key)) (\(ColoringKeys.table.action(for: key)))")
        }
        // Everything the key column names does something: a key its binding (for every key of
        // the name: all four arrows), a mouse gesture its effect on the app.
        for name in named {
            let keys = Self.everyKey.filter { Self.helpName($0) == name }
            if keys.isEmpty {
                #expect(Self.gestureWorks(name), "help names \(name), which does nothing")
            } else {
                for key in keys { #expect(ColoringKeys.table.action(for: key) != nil, "help names \(name), unbound: \(key)") }
            }
        }
        // These keys by name, for certain (lower and upper case letters, specials, wheel): the
        // checks above follow the table, which could lose a key and its help line together.
        for name in ["h", "j", "k", "l", "H", "J", "K", "L", "n", "e", "v", "Space", "Enter", "Home", "arrows", "wheel",
                     "<", ">", "S", "Ctrl-Z", "Q", "q", "s", "u", "r", "Ctrl-Y", "f", "c", "?", "Esc", "Tab", "Shift-Tab",
                     "[", "]", "-", "+", "0", "1", "9", "mouse drag", "click", "right click", "right drag"] {
            #expect(named.contains(name), "\(name)")
        }
        #expect(bound.count >= 50)
    }

    /// Issue 2: at 80x24 the help is in columns and every key entry is on screen, as in a
    /// large terminal; smaller still, what fits and a line saying there is more.
    @Test func helpFitsAt80x24() {
        #expect(ColoringKeys.help.layout(columns: 200, areaRows: 58).columns.count == 1)
        #expect(Self.helpKeyColumn(columns: 80, rows: 24) == Self.helpKeyColumn())
        var app = Self.app(columns: 80, rows: 24)
        _ = app.send(.key(.char("?")), time: 0)
        let text = app.frame().snapshot
        for entry in ColoringKeys.help.entries { #expect(text.contains(entry.keys.joined(separator: "  ") + "  "), "\(entry.keys)") }
        #expect(text.contains(ColoringKeys.help.title) && !text.contains(HelpOverlay.moreLine))
        let layout = ColoringKeys.help.layout(columns: 80, areaRows: 22)
        #expect(!layout.truncated && layout.width <= 80 && layout.height <= 22 && layout.columns.count == 2)

        app.resize(columns: 60, rows: 14)
        let small = app.frame().snapshot
        #expect(small.contains(HelpOverlay.moreLine) && small.contains(ColoringKeys.help.title))
        #expect(small.contains("mouse drag"))
    }

    @Test func pressDragReleaseBecomeAStrokeInPagePixels() {
        var app = Self.app()
        let g = app.geometry
        let p = g.pagePoint(column: 10, row: 4)!
        _ = app.send(.key(.char("3")), time: 0)
        _ = app.send(.mouse(MouseEvent(kind: .press, button: 0, column: 10, row: 4)), time: 0.1)
        _ = app.send(.mouse(MouseEvent(kind: .drag, button: 0, column: 14, row: 4)), time: 0.2)
        _ = app.send(.mouse(MouseEvent(kind: .release, button: 0, column: 14, row: 4)), time: 0.3)
        let events = app.session.log.events
        #expect(events.first == .color(.rgb(ColorPalette.standard[2].rgb)))
        #expect(events.contains(.down(x: p.x, y: p.y, t: 0.1)))
        #expect(events.last == .up(t: 0.3))
        #expect(app.session.canvas.paintPixels.contains { $0 != PackedPixel.white })
        // The view shows it: the frame differs from a fresh one.
        #expect(app.frame() != Self.app().frame())
    }

    @Test func fillToolClearConfirmationUndoRedo() {
        var app = Self.app()
        _ = app.send(.key(.char("f")), time: 0)
        #expect(app.tools.kind == .fill)
        _ = app.send(.mouse(MouseEvent(kind: .press, button: 0, column: 20, row: 4)), time: 0)
        let painted = app.session.canvas.paintPixels.filter { $0 != PackedPixel.white }.count
        #expect(painted >= 28 * 8)
        _ = app.send(.key(.char("c")), time: 0)
        #expect((app.modal == .asking(.clear)))
        _ = app.send(.key(.char("n")), time: 0)
        #expect(app.session.canvas.paintPixels.filter { $0 != PackedPixel.white }.count == painted)
        _ = app.send(.key(.char("c")), time: 0)
        _ = app.send(.key(.char("y")), time: 0)
        #expect(app.session.canvas.paintPixels.allSatisfy { $0 == PackedPixel.white })
        _ = app.send(.key(.char("u")), time: 0)
        #expect(app.session.canvas.paintPixels.filter { $0 != PackedPixel.white }.count == painted)
        // Ctrl-Z suspends (an effect the executable carries out): it no longer undoes.
        #expect(ColoringKeys.table.action(for: .control("z")) == .suspend)
        _ = app.send(.key(.control("z")), time: 0)
        #expect(app.session.canvas.paintPixels.filter { $0 != PackedPixel.white }.count == painted)
        _ = app.send(.key(.char("u")), time: 0)
        #expect(app.session.canvas.paintPixels.allSatisfy { $0 == PackedPixel.white })
        _ = app.send(.key(.control("y")), time: 0)
        #expect(app.session.canvas.paintPixels.filter { $0 != PackedPixel.white }.count == painted)
    }

    @Test func brushSizeStepsInCellsAndReachesTheSession() {
        var app = Self.app()
        let before = app.brushCells
        _ = app.send(.key(.char("+")), time: 0)
        #expect(app.brushCells > before)
        _ = app.send(.key(.char("-")), time: 0)
        _ = app.send(.key(.char("-")), time: 0)
        #expect(app.brushCells < before)
        _ = app.send(.mouse(MouseEvent(kind: .press, button: 0, column: 10, row: 4)), time: 0)
        #expect(abs(app.session.brushSize - app.brushCells * app.geometry.scale) < 0.01)
        // 2 cells at start, 3, then 1.5.
        #expect(app.frame().snapshot.contains("brush 1.5 cells"))
    }

    /// A quick flick over a page's background (animal.png at 200x60, brush 6 cells):
    /// six drag reports jumping across the screen. The curve through them loops, crossing rows
    /// far apart, and painting its last pieces crashed the program (and every reopening, which
    /// replays the journal). Paint lands along the drag and the stroke ends.
    @Test func aFlickWithBigJumpsPaintsAlongIt() {
        var page = Page(width: 2000, height: 1125)
        for y in 900..<1000 { for x in 1700..<1800 where !(1704..<1796).contains(x) || !(904..<996).contains(y) { page.setPixel(x, y, .black) } }
        let session = Session(page: page, finder: RegionMode.optimized.makeFinder(for: LineArt(page: page)))
        var app = ColoringScreen(session: session, columns: 200, rows: 60, paths: SavePaths(page: "flick.png", output: "/tmp/unused-flick.png"),
                                 modeName: "optimized", rescueFolder: TestApps.rescueFolder, brushCells: 6)
        let points = [(100, 30), (180, 5), (60, 55), (150, 50), (100, 20), (30, 40)]
        app.send(.mouse(MouseEvent(kind: .press, button: 0, column: 19, row: 4)), time: 0)
        for (i, p) in points.enumerated() {
            app.send(.mouse(MouseEvent(kind: .drag, button: 0, column: p.0 - 1, row: p.1 - 1)), time: 0.01 * Double(i + 1))
        }
        app.send(.mouse(MouseEvent(kind: .release, button: 0, column: 29, row: 39)), time: 0.08)
        for k in 0..<20 { _ = app.handle(.tick(time: 0.1 + 0.05 * Double(k))) }
        #expect(!app.session.isStrokeOpen)
        // Painted at the press and at a report's point, in page pixels of the fit.
        for (column, row) in [(19, 4), (99, 29)] {
            let p = app.geometry.pagePointAnywhere(column: column, row: row)
            #expect(app.session.canvas.paint(at: Int(p.y) * 2000 + Int(p.x)) != PackedPixel.white, "no paint at cell \(column),\(row)")
        }
    }

    /// `n` outlines the region it went to, even with the mouse resting elsewhere (at fit
    /// zoom, with only the cursor moved, which region is "this one" cannot be told).
    @Test func nextRegionIsOutlined() {
        var app = Self.app(columns: 80, rows: 24)
        app.send(.mouse(MouseEvent(kind: .move, button: 0, column: 1, row: 1)))
        let resting = app.hoveredRegion
        // The two regions in turn: each outlined, whichever the mouse rests on.
        for _ in 0..<2 {
            app.send(.key(.char("n")))
            let region = app.session.finder.region(atX: Int(app.pointer.cursor.x), y: Int(app.pointer.cursor.y))
            #expect(region != nil && app.hoveredRegion?.bounds == region?.bounds)
        }
        #expect(app.hoveredRegion?.bounds != resting?.bounds)
        #expect(app.message.contains("this one"))
    }

    /// A note goes with the next stroke, fill or view change (no "saved to X" over new, unsaved
    /// strokes, no "whole page shown" after zooming in); a warning stays.
    @Test func notesDoNotOutliveTheirTruth() {
        var app = Self.app(columns: 80, rows: 24)
        _ = app.saveFinished(.saved(app.paths))
        app.say("saved to out.png")
        app.send(.mouse(MouseEvent(kind: .press, button: 0, column: 2, row: 2)))
        app.send(.mouse(MouseEvent(kind: .release, button: 0, column: 2, row: 2)))
        #expect(app.message == "")
        app.say("could not save out.png: disk full", warning: true)
        app.send(.mouse(MouseEvent(kind: .press, button: 0, column: 3, row: 2)))
        app.send(.mouse(MouseEvent(kind: .release, button: 0, column: 3, row: 2)))
        #expect(app.message == "could not save out.png: disk full")
        app.send(.key(.char("<")))
        #expect(app.message == "whole page shown")
        app.send(.key(.char(">")))
        #expect(app.message == "")
    }

    /// A resize while the button is held ends the stroke (else it jumps to wherever
    /// the held cell falls on the page after the resize, painting a long bar the hand never drew);
    /// the rest of that drag paints nothing, and the status line says why.
    @Test func aResizeMidStrokeEndsIt() {
        var app = Self.app(columns: 80, rows: 24)
        app.send(.mouse(MouseEvent(kind: .press, button: 0, column: 2, row: 2)))
        app.send(.mouse(MouseEvent(kind: .drag, button: 0, column: 3, row: 2)))
        #expect(app.session.isStrokeOpen)
        _ = app.handle(.resized(columns: 40, rows: 12))
        #expect(!app.session.isStrokeOpen)
        #expect(app.message.contains("view changed"))
        let logged = app.session.log.events.count
        app.send(.mouse(MouseEvent(kind: .drag, button: 0, column: 30, row: 9)))
        app.send(.mouse(MouseEvent(kind: .release, button: 0, column: 30, row: 9)))
        for k in 0..<5 { _ = app.handle(.tick(time: 1 + 0.05 * Double(k))) }
        #expect(app.session.log.events.count == logged)
        let p = app.geometry.pagePointAnywhere(column: 30, row: 9)
        #expect(app.session.canvas.paint(at: Int(p.y) * 40 + Int(p.x)) == PackedPixel.white)
    }

    /// `u` with the button still held undoes the stroke and ends it in the log as a release
    /// would (never `down` ... `undo` with no `up` in the log); the drag that goes on paints
    /// nothing, and the log replays to what the screen shows.
    @Test func undoWithTheButtonHeldEndsTheStrokeInTheLog() {
        var app = Self.app(columns: 80, rows: 24)
        app.send(.mouse(MouseEvent(kind: .press, button: 0, column: 2, row: 2)))
        app.send(.mouse(MouseEvent(kind: .drag, button: 0, column: 3, row: 2)))
        app.send(.key(.char("u")))
        #expect(!app.session.isStrokeOpen)
        #expect(app.message == "undone")
        let types = app.session.log.events.map(\.typeName)
        #expect(Array(types.suffix(2)) == ["up", "undo"], "\(types)")
        app.send(.mouse(MouseEvent(kind: .drag, button: 0, column: 4, row: 2)))
        app.send(.mouse(MouseEvent(kind: .release, button: 0, column: 4, row: 2)))
        #expect(Array(app.session.log.events.map(\.typeName).suffix(2)) == ["up", "undo"])
        #expect(!app.session.canvas.hasPaint)
        // The keyboard pen, and a clear with the button held, the same (they end a stroke too).
        var keys = Self.app(columns: 80, rows: 24)
        for k in [" ", "l", "l", "u"] { keys.send(.key(.char(Unicode.Scalar(k)!))) }
        #expect(Array(keys.session.log.events.map(\.typeName).suffix(2)) == ["up", "undo"])
        var clear = Self.app(columns: 80, rows: 24)
        clear.send(.mouse(MouseEvent(kind: .press, button: 0, column: 2, row: 2)))
        clear.send(.mouse(MouseEvent(kind: .drag, button: 0, column: 3, row: 2)))
        clear.send(.key(.char("c")))
        clear.send(.key(.char("y")))
        #expect(Array(clear.session.log.events.map(\.typeName).suffix(2)) == ["up", "clear"])
        // Every log the screen writes passes the spec's rule with no stroke ending implicitly.
        for log in [app.session.log, keys.session.log, clear.session.log] {
            var sequence = StrokeSequence()
            #expect(log.events.allSatisfy { sequence.accept($0) == .accepted })
        }
    }

    /// The hover outline follows the keyboard cursor when the keyboard moved last (a keyboard
    /// user saw the outline of wherever the mouse had rested, not of what Space would paint), and
    /// the mouse again when it moves.
    @Test func hoverFollowsWhicheverPointerMovedLast() {
        var app = Self.app(columns: 80, rows: 24)
        app.send(.mouse(MouseEvent(kind: .move, button: 0, column: 1, row: 1)))
        let outside = app.hoveredRegion
        #expect(outside != nil)
        // From the middle of the box (inside it) to the right, across its outline, to the outside.
        var seen = Set<Int>()
        for _ in 0..<60 {
            app.send(.key(.char("l")))
            let c = app.pointer.cursor
            guard let under = app.session.finder.region(atX: Int(c.x), y: Int(c.y)) else { continue }
            #expect(app.hoveredRegion?.bounds == under.bounds, "cursor at \(c.x), \(c.y)")
            seen.insert(under.bounds.width)
        }
        #expect(seen.count == 2)
        app.send(.mouse(MouseEvent(kind: .move, button: 0, column: 1, row: 1)))
        #expect(app.hoveredRegion?.bounds == outside?.bounds)
    }

    /// Inside a batch of input the stroke tip waits for the batch's end, and then the screen is
    /// what handling the same input one event at a time shows (else a 100-report scribble
    /// freezes the program for 16 s in mixed glyphs, each report recomputing the tip over the view).
    @Test(arguments: [GlyphMode.half, .mixed])
    func aBatchShowsTheTipOnceAtItsEnd(glyphs: GlyphMode) {
        func app() -> ColoringScreen {
            let page = Page(width: 1200, height: 700)
            let session = Session(page: page, finder: RegionMode.optimized.makeFinder(for: LineArt(page: page)))
            return ColoringScreen(session: session, columns: 80, rows: 24, paths: SavePaths(page: "b.png", output: "/tmp/unused-b.png"),
                                  modeName: "optimized", rescueFolder: TestApps.rescueFolder,
                                  display: DisplayOptions(glyphs: glyphs, colours: .palette256))
        }
        var rng = SeededRandom(seed: 5)
        let reports = (0..<16).map { _ in (Int.random(in: 0..<80, using: &rng), Int.random(in: 0..<22, using: &rng)) }
        var one = app(), batched = app()
        for a in [0, 1] {
            var s = a == 0 ? one : batched
            s.send(.mouse(MouseEvent(kind: .press, button: 0, column: 3, row: 3)))
            if a == 1 { _ = s.handle(.batch(begins: true)) }
            for (i, r) in reports.enumerated() {
                s.send(.mouse(MouseEvent(kind: .drag, button: 0, column: r.0, row: r.1)), time: 0.01 * Double(i + 1))
            }
            if a == 1 {
                #expect(s.viewport.tipTiming == .atBatchEnd(stale: true))
                _ = s.handle(.batch(begins: false))
                #expect(s.viewport.tipTiming != .atBatchEnd(stale: true))
            }
            if a == 0 { one = s } else { batched = s }
        }
        #expect(one.session.tip != nil)
        #expect(one.frame().snapshot == batched.frame().snapshot)
    }

    @Test func brushSizesAreShownAsPeopleWriteThem() {
        let shown = [0.5, 1, 1.5, 2, 9.5, 12, 32].map(StatusLine.formatCells)
        #expect(shown == ["0.5", "1", "1.5", "2", "9.5", "12", "32"])
    }

    @Test func theBrushLadderStopsAtItsEndsAndFindsTheNearestRung() {
        var brush = BrushSize()
        #expect(brush.cells == 2)
        for _ in 0..<20 { brush.smaller() }
        #expect(brush.cells == 0.5 && brush.message == "brush 0.5 cells")
        for _ in 0..<20 { brush.larger() }
        #expect(brush.cells == 32)
        #expect(BrushSize(nearest: 5.2).cells == 6)
    }

    @Test func paletteBarClickAndCycling() {
        var app = Self.app(columns: 80)
        _ = app.send(.mouse(MouseEvent(kind: .press, button: 0, column: 1 + 4 * 12, row: app.geometry.rows - 2)), time: 0)
        #expect(app.tools.colours.selected == 12)
        _ = app.send(.key(.tab), time: 0)
        _ = app.send(.key(.char("]")), time: 0)
        #expect(app.tools.colours.selected == 14)
        _ = app.send(.key(.char("]")), time: 0)
        _ = app.send(.key(.char("]")), time: 0)
        #expect(app.tools.colours.selected == 0)
        _ = app.send(.key(.char("[")), time: 0)
        #expect(app.tools.colours.selected == 15)
    }

    /// A narrow bar shows a window of the swatches that holds the selected one; clicks go to
    /// what is shown; the rainbow and eraser swatches choose those inks and are bracketed.
    @Test func paletteBarWindowFollowsTheSelectionAndHoldsTheTools() {
        var app = Self.app(columns: 40)
        let bar = { (app: ColoringScreen) in String(app.frame().snapshot.split(separator: "\n")[app.geometry.rows - 2]) }
        _ = app.send(.key(.char("[")))
        #expect(app.tools.colours.selected == 15)
        // Swatches 10 (key 0) to 16, the last bracketed.
        #expect(bar(app) == "|  0                      [ ]     w   x  |")
        _ = app.send(.mouse(MouseEvent(kind: .press, button: 0, column: 1 + 4 * 1, row: app.geometry.rows - 2)))
        #expect(app.tools.colours.selected == 10)
        _ = app.send(.mouse(MouseEvent(kind: .press, button: 0, column: 37, row: app.geometry.rows - 2)))
        #expect(app.tools.colours.ink == .eraser && bar(app).hasSuffix("[x] |"))
        _ = app.send(.mouse(MouseEvent(kind: .press, button: 0, column: 33, row: app.geometry.rows - 2)))
        #expect(app.tools.colours.ink == .rainbow && bar(app).hasSuffix("[w]  x  |"))
    }

    /// A long warning (the start's notices) takes the palette bar's row as well, so it is read
    /// whole, until the next key, press or wheel step (not a mere pointer move: hover reports
    /// every one); a press on the covered bar only uncovers it. Then the bar is back and the
    /// warning is shortened to a line.
    @Test func aLongWarningTakesTwoRowsUntilTheNextInput() {
        var app = Self.app(columns: 60, rows: 14)
        let rows = { (app: ColoringScreen) in app.frame().snapshot.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) }
        let barBefore = rows(app)[12]
        let text = "continuing boxes-colored.png (2 strokes); 24-bit colour needs a *-direct terminfo entry for TERM"
        _ = app.handle(.notice(text, warning: true))
        var shown = rows(app)
        #expect(shown[12].contains("continuing boxes-colored.png (2 strokes); 24-bit colour") && shown[13].contains("terminfo entry for TERM"))
        _ = app.send(.mouse(MouseEvent(kind: .move, button: 0, column: 5, row: 3)))
        // The view shows the brush's ring under the pointer now; the two rows are unchanged.
        #expect(rows(app)[12...13] == shown[12...13])
        // A press where the third swatch would be: no colour chosen, the bar uncovered.
        let colour = app.tools.colours.selected
        _ = app.send(.mouse(MouseEvent(kind: .press, button: 0, column: 9, row: 12)))
        _ = app.send(.mouse(MouseEvent(kind: .release, button: 0, column: 9, row: 12)))
        shown = rows(app)
        #expect(app.tools.colours.selected == colour && app.message == text)
        #expect(shown[12] == barBefore && shown[13].contains("continuing boxes-colored.png") && shown[13].contains("\u{2026}"))
        // A key does the same; a note of the same length never hides the bar.
        _ = app.handle(.notice(text, warning: true))
        _ = app.send(.key(.char("m")))
        #expect(rows(app)[12] == barBefore)
        _ = app.handle(.notice(text, warning: false))
        #expect(rows(app)[12] == barBefore)
    }

    /// The whole screen of a small page as text: page, palette bar, status line.
    @Test func fullScreenSnapshot() {
        let app = Self.app(columns: 40, rows: 8)
        let lines = app.frame().snapshot.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines[0] == "|                                        |")
        // As many swatches as fit before the rainbow (w) and the eraser (x) at the right end.
        #expect(lines[6] == "| [1]  2   3   4   5   6   7      w   x  |")
        // The page, 24 display pixels wide from column 8 (centred on a cell boundary), letterboxed
        // (236) left and right: white (231) around a black (16) outline, its corner in greys.
        let row1 = lines[8 + 1].split(separator: " ").map(String.init)
        #expect(row1[7] == "236/236" && row1[8] == "231/231" && row1[11].hasPrefix("16/") && row1[32] == "236/236", "\(row1)")
        // 40 columns: the zoom, progress, mode, smoothing and path make way for a whole "? help".
        #expect(lines[7] == "| brush \u{25A0} red | brush 2 cells | ? help   |")
        // Colour rows: the first swatch in the default red's xterm colour, status in chrome colours.
        let swatchColours = lines[8 + 6].split(separator: " ")
        #expect(swatchColours[2] == "231/\(ColorPalette.xtermIndex(Session.defaultColor))")
    }

    @Test func tooSmallTerminalShowsAMessage() {
        var app = Self.app()
        app.resize(columns: 12, rows: 4)
        #expect(app.frame().snapshot.contains("too small"))
    }

    @Test func savePaths() {
        #expect(SavePaths(page: "/x/pages/cat.png", output: nil).png == "cat-colored.png")
        #expect(SavePaths(page: "p.png", output: "out/My.PNG").journal == "out/My.journal.jsonl")
        #expect(SavePaths(page: "p.png", output: "out/My.PNG").strokes == "out/My.strokes.json")
        #expect(SavePaths(page: "p.png", output: nil).strokes == "p-colored.strokes.json")
        #expect(SavePaths(page: "/tmp/a/p.png", output: "/tmp/a/../a/p.png").overwrites(page: "/tmp/a/p.png"))
        #expect(!SavePaths(page: "/tmp/a/p.png", output: nil).overwrites(page: "/tmp/a/p.png"))
    }

    @Test func saveWritesPNGAndLog() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("termcolor-save-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        var app = Self.app(output: dir.appendingPathComponent("o.png").path)
        _ = app.send(.key(.char("f")), time: 0)
        _ = app.send(.mouse(MouseEvent(kind: .press, button: 0, column: 20, row: 4)), time: 0)
        #expect(app.send(.key(.char("q")), time: 0) == .quit)
        let saved = try PNGCodec.read(path: dir.appendingPathComponent("o.png").path)
        #expect(saved == app.session.renderedPage())
        let log = try JSONDecoder().decode(StrokeLog.self, from: Data(contentsOf: dir.appendingPathComponent("o.strokes.json")))
        #expect(log == app.session.log)
        // A save that cannot happen keeps the program open and says so.
        var stuck = Self.app(output: "/nonexistent-dir/x.png")
        _ = stuck.send(.key(.char("f")), time: 0)
        _ = stuck.send(.mouse(MouseEvent(kind: .press, button: 0, column: 20, row: 4)), time: 0)
        #expect(stuck.send(.key(.char("q")), time: 0) == .keepGoing)
        #expect(stuck.message.contains("could not save"))
    }
}
