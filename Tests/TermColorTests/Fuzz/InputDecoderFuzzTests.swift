import ColorCore
import Screens
@testable import TermColor
import TestSupport
import Testing

/// The input decoder fed hostile bytes: random garbage biased towards the bytes that start and
/// shape sequences, and valid sequences split at random points.
@Suite struct InputDecoderFuzzTests {
    /// The longest incomplete sequence the decoder may hold (CSI and SGR give up at 32 bytes).
    static let pendingLimit = 40

    static let interesting: [UInt8] = Array("\u{1b}[<M;m0123456789O~ABCDZ".utf8) + [0x1b, 0x1b, 0xc3, 0xe2, 0xf0, 0x80, 0xbf, 0xff, 0, 3, 26]

    @Test func randomBytesNeverCrashOrGrowThePendingBuffer() {
        var failures: [String] = []
        FuzzBudget(minimumCases: 500, seconds: 1.5).run("InputDecoder random bytes") { rng, n in
            var decoder = InputDecoder()
            var remaining = Int.random(in: 1...600, using: &rng)
            while remaining > 0 {
                let chunk = min(remaining, Int.random(in: 1...64, using: &rng))
                remaining -= chunk
                let bytes = (0..<chunk).map { _ in
                    Bool.random(using: &rng) ? Self.interesting.randomElement(using: &rng)! : UInt8.random(in: 0...255, using: &rng)
                }
                for e in decoder.feed(bytes) {
                    if case .mouse(let m) = e, m.column < 0 || m.row < 0 { failures.append("case \(n): negative cell \(m)") }
                }
                if decoder.pending.count > Self.pendingLimit { failures.append("case \(n): \(decoder.pending.count) bytes pending") }
            }
            _ = decoder.flushPending()
            if !decoder.pending.isEmpty { failures.append("case \(n): pending after flush") }
        }
        #expect(failures.isEmpty, "\(failures.prefix(5))")
    }

    /// One valid sequence and the event it stands for.
    static func token(_ rng: inout SeededRandom) -> ([UInt8], InputEvent) {
        switch Int.random(in: 0..<7, using: &rng) {
        case 0:
            let c = Unicode.Scalar(UInt8.random(in: 0x20..<0x7f, using: &rng))
            return (Array(String(c).utf8), .key(.char(c)))
        case 1:
            let scalars: [Unicode.Scalar] = ["é", "€", "\u{1F3A8}", "ß", "\u{2580}"]
            let c = scalars.randomElement(using: &rng)!
            return (Array(String(c).utf8), .key(.char(c)))
        case 2:
            let keys: [(String, Key)] = [("A", .up), ("B", .down), ("C", .right), ("D", .left), ("H", .home), ("F", .end)]
            let (final, key) = keys.randomElement(using: &rng)!
            return (Array((Bool.random(using: &rng) ? "\u{1b}[" : "\u{1b}O").utf8) + Array(final.utf8), .key(key))
        case 3:
            let (text, key) = [("5~", Key.pageUp), ("6~", .pageDown), ("3~", .delete), ("Z", .backTab)].randomElement(using: &rng)!
            return (Array("\u{1b}[\(text)".utf8), .key(key))
        case 4:
            let b = UInt8.random(in: 1...26, using: &rng)
            let key: Key = b == 9 ? .tab : b == 13 || b == 10 ? .enter : b == 8 ? .backspace : .control(Unicode.Scalar(b + 0x60))
            return ([b], .key(key))
        default:
            // SGR mouse, any column (far past 223 too) and row.
            let column = Int.random(in: 0...5000, using: &rng), row = Int.random(in: 0...3000, using: &rng)
            let (code, final, kind): (Int, String, MouseEvent.Kind) =
                [(0, "M", .press), (32, "M", .drag), (0, "m", .release), (64, "M", .scrollUp), (65, "M", .scrollDown)].randomElement(using: &rng)!
            let event = MouseEvent(kind: kind, button: code & 3, column: column, row: row)
            return (Array("\u{1b}[<\(code);\(column + 1);\(row + 1)\(final)".utf8), .mouse(event))
        }
    }

    @Test func validSequencesSplitAnywhereDecodeTheSame() {
        var failures: [String] = []
        FuzzBudget(minimumCases: 500, seconds: 1.5).run("InputDecoder split sequences") { rng, n in
            let tokens = (0..<Int.random(in: 1...40, using: &rng)).map { _ in Self.token(&rng) }
            let bytes = tokens.flatMap(\.0)
            var decoder = InputDecoder()
            var events: [InputEvent] = []
            var i = 0
            while i < bytes.count {
                let j = min(bytes.count, i + Int.random(in: 1...12, using: &rng))
                events += decoder.feed(bytes[i..<j])
                i = j
            }
            if events != tokens.map(\.1) || !decoder.pending.isEmpty {
                failures.append("case \(n): \(bytes) gave \(events)")
            }
        }
        #expect(failures.isEmpty, "\(failures.prefix(3))")
    }
}
