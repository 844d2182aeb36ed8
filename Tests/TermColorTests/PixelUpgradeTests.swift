@testable import TermColor
import Testing

/// A terminal that answers after the start's short wait: glyphs until DA1 (asked last) comes,
/// then the same choice the start would have made with every answer in time.
@Suite struct PixelUpgradeTests {
    static func upgrade(cell: (width: Int, height: Int)? = (9, 20), early: [ProbeReply] = [],
                        request: PixelRequest = .auto) -> PixelUpgrade {
        PixelUpgrade(request: request, answers: ProbeAnswers(replies: early, multiplexer: nil, cellPixels: cell, milliseconds: 15))
    }

    static func replies(_ text: String) -> [ProbeReply] { ProbeReply.parse(Array(text.utf8)).replies }

    @Test func kittysLateAnswersTurnToKittyOnlyAtDAOne() throws {
        var upgrade = Self.upgrade()
        let all = Self.replies(TerminalProbeTests.kitty)
        guard case .waiting = upgrade.take(Array(all.dropLast())) else { Issue.record("decided before DA1"); return }
        guard case .decided(let output?) = upgrade.take([all.last!]) else { Issue.record("no pixels after DA1"); return }
        #expect(output.kind == .kitty)
        #expect(output.view.cellWidth == 9 && output.view.cellHeight == 20)
    }

    /// Answers split across the short wait and later add up: mlterm's cell size (the kernel gave
    /// none) came early, its DA1 (sixel) late.
    @Test func earlyAndLateAnswersAddUp() {
        let all = Self.replies(TerminalProbeTests.mlterm)
        var upgrade = Self.upgrade(cell: nil, early: Array(all.dropLast()))
        guard case .decided(let output?) = upgrade.take([all.last!]) else { Issue.record("no pixels"); return }
        #expect(output.kind == .sixel && output.view.cellWidth == 10 && output.view.cellHeight == 22)
    }

    @Test func aTerminalWithNeitherProtocolStaysGlyphs() {
        var upgrade = Self.upgrade()
        guard case .decided(nil) = upgrade.take(Self.replies("\u{1b}[?62;1c")) else { Issue.record("not decided for glyphs"); return }
        var sixelOnly = Self.upgrade(request: .kitty)
        guard case .decided(nil) = sixelOnly.take(Self.replies("\u{1b}[?62;4c")) else { Issue.record("kitty asked, sixel given"); return }
    }

    @Test func noCellSizeStaysGlyphs() {
        var upgrade = Self.upgrade(cell: nil)
        guard case .decided(nil) = upgrade.take(Self.replies("\u{1b}_Gi=31;OK\u{1b}\\\u{1b}[?62;4c")) else { Issue.record("pixels with no cell size"); return }
    }
}
