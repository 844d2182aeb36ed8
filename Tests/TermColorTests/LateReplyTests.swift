@testable import ColorCore
@testable import Screens
@testable import TermColor
import Testing

/// A reply to the start-up probe that comes after its time is up is no input: each of the real
/// terminals' string replies, fed whole or split at every byte, gives no key, and the keys typed
/// after it still arrive. An Escape followed by `P`, `_` or `]` typed by a person stays those keys.
@Suite struct LateReplyTests {
    static let replies = ["\u{1b}P>|XTerm(379)\u{1b}\\", "\u{1b}_Gi=31;OK\u{1b}\\", "\u{1b}P1+r436f=323536\u{1b}\\",
                          "\u{1b}P0+r524742\u{1b}\\", "\u{1b}]4;255;rgb:eeee/eeee/eeee\u{7}", "\u{1b}]4;255;rgb:eeee/eeee/eeee\u{1b}\\"]

    @Test func lateRepliesAreNotKeys() {
        for reply in Self.replies {
            let bytes = Array((reply + "f").utf8)
            for cut in 1..<bytes.count {
                var decoder = InputDecoder()
                let events = decoder.feed(bytes[..<cut]) + decoder.feed(bytes[cut...])
                #expect(events == [.key(.char("f"))], "\(reply.debugDescription) cut at \(cut): \(events)")
            }
        }
    }

    /// Every answer of a terminal slower than the start's short wait (kitty's, DA1 last), split
    /// anywhere, reaches `probeReplies` in order, and none is a key: the app can still turn to
    /// pixels from them.
    @Test func lateAnswersReachTheProbeReplies() {
        for answer in [TerminalProbeTests.kitty, TerminalProbeTests.xterm, TerminalProbeTests.mlterm] {
            let bytes = Array((answer + "f").utf8)
            let expected = ProbeReply.parse(Array(answer.utf8)).replies
            #expect(expected.last?.isSentinel == true)
            for cut in 1..<bytes.count {
                var decoder = InputDecoder()
                let events = decoder.feed(bytes[..<cut]) + decoder.feed(bytes[cut...])
                #expect(events == [.key(.char("f"))], "cut at \(cut): \(events)")
                #expect(decoder.probeReplies == expected, "cut at \(cut)")
            }
        }
        var decoder = InputDecoder()
        _ = decoder.feed(Array("\u{1b}_Gi=31;OK\u{1b}\\\u{1b}[?62;4c".utf8))
        #expect(decoder.probeReplies == [.kittyGraphics(message: "OK"), .primaryAttributes([62, 4])])
    }

    @Test func escapeThenTheseKeysStaysKeys() {
        for key in ["P", "_", "]"] {
            var decoder = InputDecoder()
            var events = decoder.feed(Array("\u{1b}\(key)".utf8))
            events += decoder.flushPending()
            #expect(events == [.key(.escape), .key(.char(Unicode.Scalar(key)!))], "\(key): \(events)")
        }
        var decoder = InputDecoder()
        #expect(decoder.feed(Array("\u{1b}Pa".utf8)) == [.key(.escape), .key(.char("P")), .key(.char("a"))])
    }
}
