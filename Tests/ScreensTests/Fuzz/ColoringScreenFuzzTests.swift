@testable import ColorCore
@testable import Screens
import TestSupport
import Testing

/// The whole app (no terminal) fed random keys, mouse reports far outside the screen and
/// resizes down to 1x1 and back: no crash, and every frame has the terminal's size.
@Suite struct ColoringScreenFuzzTests {
    @Test func randomInputAndResizesKeepFramesWhole() {
        var failures: [String] = []
        // Few fixed cases: a debug build draws big frames slowly.
        FuzzBudget(minimumCases: 4, seconds: 2).run("ColoringScreen events and resizes") { rng, n in
            var app = ColoringScreenTests.app()
            var size = (columns: 40, rows: 12)
            for _ in 0..<60 {
                switch Int.random(in: 0..<10, using: &rng) {
                case 0:
                    size = Bool.random(using: &rng) ? (1, 1) : (Int.random(in: 1...300, using: &rng), Int.random(in: 1...120, using: &rng))
                    app.resize(columns: size.columns, rows: size.rows)
                case 1...4:
                    let kinds: [MouseEvent.Kind] = [.press, .drag, .release, .move, .scrollUp, .scrollDown]
                    let far = Bool.random(using: &rng)
                    let m = MouseEvent(kind: kinds.randomElement(using: &rng)!, button: Int.random(in: 0...3, using: &rng),
                                       column: far ? Int.random(in: 0...(1 << 20), using: &rng) : Int.random(in: 0..<max(1, size.columns), using: &rng),
                                       row: far ? Int.random(in: 0...(1 << 20), using: &rng) : Int.random(in: 0..<max(1, size.rows), using: &rng))
                    _ = app.send(.mouse(m), time: 0)
                default:
                    let key: Key = Bool.random(using: &rng)
                        ? .char(Unicode.Scalar(UInt8.random(in: 0x20..<0x7f, using: &rng)))
                        : [.escape, .tab, .backTab, .enter, .backspace, .up, .down, .left, .right, .home, .end, .pageUp, .pageDown,
                           .control("y"), .control("u")].randomElement(using: &rng)!
                    // No disk: saving is tested apart (and a prompt's Enter would write files).
                    let action = ColoringKeys.table.action(for: key)
                    if [.save, .saveAndQuit, .saveAs, .quitWithoutSaving].contains(where: { action == .document($0) }) { continue }
                    _ = app.send(.key(key), time: 0)
                }
                let f = app.frame()
                if f.columns != size.columns || f.rows != size.rows {
                    failures.append("case \(n): frame \(f.columns)x\(f.rows) for \(size)")
                }
            }
        }
        #expect(failures.isEmpty, "\(failures.prefix(3))")
    }
}
