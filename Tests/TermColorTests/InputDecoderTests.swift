@testable import ColorCore
@testable import Screens
@testable import TermColor
import Testing

@Suite struct InputDecoderTests {
    func decode(_ s: String) -> [InputEvent] {
        var d = InputDecoder()
        return d.feed(Array(s.utf8))
    }

    @Test func sgrPressDragRelease() {
        #expect(decode("\u{1b}[<0;10;5M") == [.mouse(MouseEvent(kind: .press, button: 0, column: 9, row: 4))])
        #expect(decode("\u{1b}[<32;11;5M") == [.mouse(MouseEvent(kind: .drag, button: 0, column: 10, row: 4))])
        #expect(decode("\u{1b}[<0;11;5m") == [.mouse(MouseEvent(kind: .release, button: 0, column: 10, row: 4))])
        #expect(decode("\u{1b}[<2;1;1M") == [.mouse(MouseEvent(kind: .press, button: 2, column: 0, row: 0))])
        #expect(decode("\u{1b}[<64;3;4M") == [.mouse(MouseEvent(kind: .scrollUp, button: 0, column: 2, row: 3))])
        #expect(decode("\u{1b}[<35;3;4M") == [.mouse(MouseEvent(kind: .move, button: 3, column: 2, row: 3))])
    }

    @Test func sgrBeyondColumn223() {
        #expect(decode("\u{1b}[<0;230;40M\u{1b}[<32;245;41M") == [
            .mouse(MouseEvent(kind: .press, button: 0, column: 229, row: 39)),
            .mouse(MouseEvent(kind: .drag, button: 0, column: 244, row: 40)),
        ])
    }

    @Test func x10PressDragRelease() {
        // ESC [ M b x y, each + 32; coordinates 1-based.
        let bytes: [UInt8] = [0x1b, 0x5b, 0x4d, 32 + 0, 32 + 10, 32 + 5,
                              0x1b, 0x5b, 0x4d, 32 + 32, 32 + 11, 32 + 5,
                              0x1b, 0x5b, 0x4d, 32 + 3, 32 + 11, 32 + 5]
        var d = InputDecoder()
        #expect(d.feed(bytes) == [
            .mouse(MouseEvent(kind: .press, button: 0, column: 9, row: 4)),
            .mouse(MouseEvent(kind: .drag, button: 0, column: 10, row: 4)),
            .mouse(MouseEvent(kind: .release, button: 0, column: 10, row: 4)),
        ])
    }

    @Test func keys() {
        #expect(decode("q1[]?+-") == [.key(.char("q")), .key(.char("1")), .key(.char("[")), .key(.char("]")),
                                      .key(.char("?")), .key(.char("+")), .key(.char("-"))])
        #expect(decode("\u{1a}\u{19}\t\r\u{7f}") == [.key(.control("z")), .key(.control("y")), .key(.tab),
                                                     .key(.enter), .key(.backspace)])
        #expect(decode("\u{1b}[A\u{1b}OB\u{1b}[5~\u{1b}[Z\u{1b}[1;5C") == [.key(.up), .key(.down), .key(.pageUp),
                                                                         .key(.backTab), .key(.right)])
        #expect(decode("é") == [.key(.char("é"))])
    }

    @Test func partialSequencesWaitForTheRest() {
        var d = InputDecoder()
        let all = Array("\u{1b}[<32;120;33Mx".utf8)
        var events: [InputEvent] = []
        for b in all { events += d.feed([b]) }
        #expect(events == [.mouse(MouseEvent(kind: .drag, button: 0, column: 119, row: 32)), .key(.char("x"))])
        #expect(d.pending.isEmpty)
        // Split inside an X10 report and inside UTF-8.
        #expect(d.feed([0x1b, 0x5b, 0x4d, 32]).isEmpty)
        #expect(d.feed([33, 33]) == [.mouse(MouseEvent(kind: .press, button: 0, column: 0, row: 0))])
        #expect(d.feed([0xc3]).isEmpty)
        #expect(d.feed([0xa9]) == [.key(.char("é"))])
    }

    @Test func loneEscapeIsTheEscapeKeyOnceQuiet() {
        var d = InputDecoder()
        #expect(d.feed([0x1b]).isEmpty)
        #expect(d.flushPending() == [.key(.escape)])
        #expect(d.feed(Array("\u{1b}[<0;1".utf8)).isEmpty)
        // A report cut short is dropped, not typed as "[<0;1".
        #expect(d.flushPending() == [.key(.unknown)])
        #expect(d.pending.isEmpty)
    }

    @Test func malformedInputNeverTraps() {
        var d = InputDecoder()
        var state: UInt64 = 42
        for _ in 0..<20_000 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            let b = UInt8(truncatingIfNeeded: state >> 33)
            _ = d.feed([b % 3 == 0 ? 0x1b : b % 5 == 0 ? 0x5b : b % 7 == 0 ? 0x3c : b])
        }
        _ = d.flushPending()
        #expect(d.feed(Array("\u{1b}[<0;99999999999999;5M".utf8)).count <= 1)
    }
}
