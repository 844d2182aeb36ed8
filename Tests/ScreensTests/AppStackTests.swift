import ColorCore
@testable import Screens
import Testing

/// `App`: events go to the screen on top; `open` and `close` change the stack; a change of the
/// active screen's mouse mode becomes an effect; a resize reaches every screen.
@Suite struct AppStackTests {
    /// A screen that shows a letter, opens another on `o`, closes on `x`, and counts resizes.
    struct Letter: Screen {
        var glyph: Unicode.Scalar
        var wantsHover = false
        var size = (columns: 0, rows: 0)
        var keys = 0

        mutating func handle(_ event: AppEvent) -> [Effect] {
            switch event {
            case .resized(let c, let r): size = (c, r)
            case .input(.key(.char("o")), _): return [.open(Letter(glyph: "B", wantsHover: true))]
            case .input(.key(.char("x")), _): return [.close]
            case .input(.key(.char("q")), _): return [.quit(Ending(lastWords: "bye"))]
            case .input: keys += 1
            default: break
            }
            return []
        }

        func frame() -> CellFrame {
            CellFrame(columns: max(1, size.columns), rows: max(1, size.rows), fill: Cell(glyph: glyph, fg: 1, bg: 2))
        }

        var mouseMode: MouseMode { wantsHover ? .allMotion : .buttons }
    }

    static func key(_ c: Unicode.Scalar) -> AppEvent { .input(.key(.char(c)), time: 0) }

    @Test func openAndCloseScreens() {
        var app = App(Letter(glyph: "A", size: (4, 2)), columns: 4, rows: 2)
        #expect(app.frame()[0, 0].glyph == "A" && app.mouseMode == .buttons)
        // Opened at the app's size; its mouse mode is asked for.
        let opened = app.handle(Self.key("o"))
        #expect(app.screens.count == 2 && app.frame()[0, 0].glyph == "B" && app.frame().columns == 4)
        guard opened.count == 1, case .setMouseMode(.allMotion) = opened[0] else { Issue.record("\(opened)"); return }
        // Keys go to the top only; a resize to both.
        _ = app.handle(Self.key("k"))
        _ = app.handle(.resized(columns: 6, rows: 3))
        #expect((app.screens[0] as? Letter)?.keys == 0 && (app.screens[1] as? Letter)?.keys == 1)
        #expect(app.screens.allSatisfy { ($0 as? Letter).map { $0.size == (6, 3) } == true })
        let closed = app.handle(Self.key("x"))
        #expect(app.screens.count == 1 && app.frame()[0, 0].glyph == "A" && app.frame().columns == 6)
        guard closed.count == 1, case .setMouseMode(.buttons) = closed[0] else { Issue.record("\(closed)"); return }
        // Effects other than open and close go out as they are; the last screen closing quits.
        guard case .quit(let ending) = app.handle(Self.key("q")).first else { Issue.record("no quit"); return }
        #expect(ending.lastWords == "bye")
        guard case .quit = app.handle(Self.key("x")).first else { Issue.record("no quit"); return }
    }
}
