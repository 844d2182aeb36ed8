import ColorCore
import Screens
/// Turns terminal input bytes into `InputEvent`s: keys, cursor keys, and mouse reports in both
/// encodings, SGR (`ESC [ < b ; x ; y M|m`, any column) and X10 (`ESC [ M b x y`, columns to 223).
/// With `pixels` set (SGR-pixels, mode 1016), SGR reports count screen pixels instead of cells,
/// once one has shown it (`PixelReports`). The terminal's answers to our queries are not input:
/// they go to `replies`.
///
/// We decode the mouse ourselves, with ncurses' keypad off, because ncurses decodes SGR only when
/// terminfo's `kmous` says so (xterm-256color), not under tmux-256color/screen-256color.
/// Bytes may arrive split anywhere: an incomplete sequence waits in `pending` until more bytes
/// come (`feed`) or the input goes quiet (`flushPending`).
struct InputDecoder {
    private(set) var pending: [UInt8] = []
    /// The button of the last X10 press, since X10 releases do not say which button.
    private var x10Button = 0
    /// Set while the terminal was asked for pixel reports.
    var pixels: PixelReports?
    /// Answers to queries, oldest first; the terminal layer takes them.
    var replies: [TerminalReply] = []
    /// Answers to the start-up probe that came after it stopped waiting (a terminal slower than
    /// the short wait still gets its pixels: `PixelUpgrade`), oldest first; the terminal layer takes them.
    var probeReplies: [ProbeReply] = []

    /// Decodes every complete event in `pending + bytes`; keeps an incomplete tail.
    mutating func feed(_ bytes: some Sequence<UInt8>) -> [InputEvent] {
        pending.append(contentsOf: bytes)
        var events: [InputEvent] = []
        var i = 0
        while i < pending.count {
            switch decodeOne(at: i) {
            case .event(let e, let length):
                if let e { events.append(e) }
                i += length
            case .incomplete:
                pending.removeFirst(i)
                return events
            }
        }
        pending.removeAll(keepingCapacity: true)
        return events
    }

    /// The input went quiet with bytes still pending: a lone ESC was the Escape key, anything
    /// longer was a sequence cut short, dropped so its tail is not taken for typed keys.
    mutating func flushPending() -> [InputEvent] {
        defer { pending.removeAll(keepingCapacity: true) }
        if pending == [0x1b] { return [.key(.escape)] }
        // Escape and a key that could have begun a late reply (`decodeLateReply`): those keys.
        if pending.count <= 5, pending.first == 0x1b, [UInt8(ascii: "P"), UInt8(ascii: "_"), UInt8(ascii: "]")].contains(pending[1]),
           pending.dropFirst().allSatisfy({ (0x20..<0x7f).contains($0) }) {
            return [.key(.escape)] + pending.dropFirst().map { .key(.char(Unicode.Scalar($0))) }
        }
        if let first = pending.first, first != 0x1b {
            return []  // an incomplete UTF-8 character
        }
        return pending.isEmpty ? [] : [.key(.unknown)]
    }

    private enum Step { case event(InputEvent?, length: Int), incomplete }

    private mutating func decodeOne(at i: Int) -> Step {
        let b = pending[i]
        switch b {
        case 0x1b: return decodeEscape(at: i)
        case 0x09: return .event(.key(.tab), length: 1)
        case 0x0d, 0x0a: return .event(.key(.enter), length: 1)
        case 0x7f, 0x08: return .event(.key(.backspace), length: 1)
        case 0x00: return .event(nil, length: 1)
        case 0x01...0x1a: return .event(.key(.control(Unicode.Scalar(b + 0x60))), length: 1)
        case 0x1c...0x1f: return .event(.key(.unknown), length: 1)
        case 0x20..<0x80: return .event(.key(.char(Unicode.Scalar(b))), length: 1)
        default: return decodeUTF8(at: i)
        }
    }

    private func decodeUTF8(at i: Int) -> Step {
        let b = pending[i]
        let length = b >= 0xf0 ? 4 : b >= 0xe0 ? 3 : b >= 0xc0 ? 2 : 1
        if length == 1 { return .event(.key(.unknown), length: 1) }  // a stray continuation byte
        guard i + length <= pending.count else { return .incomplete }
        var value = UInt32(b) & (0xff >> (length + 1))
        for k in 1..<length {
            let c = pending[i + k]
            guard c & 0xc0 == 0x80 else { return .event(.key(.unknown), length: k) }
            value = value << 6 | UInt32(c & 0x3f)
        }
        guard let scalar = Unicode.Scalar(value) else { return .event(.key(.unknown), length: length) }
        return .event(.key(.char(scalar)), length: length)
    }

    private mutating func decodeEscape(at i: Int) -> Step {
        guard i + 1 < pending.count else { return .incomplete }
        switch pending[i + 1] {
        case UInt8(ascii: "["):
            guard i + 2 < pending.count else { return .incomplete }
            if pending[i + 2] == UInt8(ascii: "<") { return decodeSGRMouse(at: i) }
            if pending[i + 2] == UInt8(ascii: "M") { return decodeX10Mouse(at: i) }
            return decodeCSI(at: i)
        case UInt8(ascii: "O"):
            guard i + 2 < pending.count else { return .incomplete }
            return .event(.key(Self.cursorKey(pending[i + 2]) ?? .unknown), length: 3)
        case 0x1b:
            return .event(.key(.escape), length: 1)
        case UInt8(ascii: "P"), UInt8(ascii: "_"), UInt8(ascii: "]"):
            return decodeLateReply(at: i) ?? .event(.key(.escape), length: 1)
        default:
            // Alt+key: report the Escape, the key follows as itself.
            return .event(.key(.escape), length: 1)
        }
    }

    /// A string reply to the start-up probe that came after its time was up (DCS, APC or OSC, up
    /// to ST or BEL): not taken for typed keys, but kept in `probeReplies`. Only the shapes the probe's
    /// replies have are taken (`ESC P >|`, `ESC P 0+r`/`1+r`, `ESC _ G`, `ESC ] 4 ;`), so an
    /// Escape followed quickly by `P`, `_` or `]` stays those keys; nil for anything else.
    private mutating func decodeLateReply(at i: Int) -> Step? {
        let shapes: [[UInt8]] = [Array("\u{1b}P>|".utf8), Array("\u{1b}P0+r".utf8), Array("\u{1b}P1+r".utf8),
                                 Array("\u{1b}_G".utf8), Array("\u{1b}]4;".utf8)]
        let head = Array(pending[i..<min(pending.count, i + 5)])
        let matches = shapes.filter { shape in zip(shape, head).allSatisfy { $0 == $1 } }
        guard !matches.isEmpty else { return nil }
        guard matches.contains(where: { head.count >= $0.count }) else { return .incomplete }
        var j = i + 2
        while j < pending.count, j - i < 1024 {
            if pending[j] == 0x07 { return lateReply(from: i, length: j - i + 1) }
            if pending[j] == 0x1b {
                guard j + 1 < pending.count else { return .incomplete }
                return lateReply(from: i, length: pending[j + 1] == UInt8(ascii: "\\") ? j - i + 2 : j - i)
            }
            j += 1
        }
        return j - i >= 1024 ? .event(.key(.unknown), length: j - i) : .incomplete
    }

    /// A late probe reply of `length` bytes at `i`: kept when it parses, never an event.
    private mutating func lateReply(from i: Int, length: Int) -> Step {
        probeReplies += ProbeReply.parse(Array(pending[i..<i + length])).replies
        return .event(nil, length: length)
    }

    /// `ESC [ params final`, params being digits and `;`, perhaps after a private marker (`?`)
    /// and with intermediates (`$`): keys, or the answers to our queries (`replies`).
    private mutating func decodeCSI(at i: Int) -> Step {
        var j = i + 2
        var params: [Int] = []
        var current = 0, hasDigits = false
        var marker: UInt8?, intermediate: UInt8?
        if j < pending.count, pending[j] >= 0x3c && pending[j] <= 0x3f { marker = pending[j]; j += 1 }
        while j < pending.count {
            let c = pending[j]
            if c >= 0x30 && c <= 0x39 {
                current = min(current * 10 + Int(c - 0x30), 1 << 20); hasDigits = true
            } else if c == UInt8(ascii: ";") {
                params.append(hasDigits ? current : 0); current = 0; hasDigits = false
            } else if c >= 0x20 && c <= 0x2f {
                intermediate = c
            } else if c >= 0x40 && c <= 0x7e {
                if hasDigits { params.append(current) }
                let probeReply = ProbeReply.reply(marker: marker, intermediate: intermediate, final: c, params: params)
                if let probeReply { probeReplies.append(probeReply) }
                if let reply = TerminalReply(marker: marker, intermediate: intermediate, final: c, params: params) {
                    replies.append(reply)
                    return .event(nil, length: j - i + 1)
                }
                // DA1 and XTSMGRAPHICS answers (`CSI ? ... c`, `CSI ? ... S`) are no keys.
                if probeReply != nil { return .event(nil, length: j - i + 1) }
                return .event(.key(Self.csiKey(final: c, params: params)), length: j - i + 1)
            } else if c < 0x20 || c > 0x7e {
                return .event(.key(.unknown), length: j - i)  // malformed: drop what we read
            }
            j += 1
            if j - i > 32 { return .event(.key(.unknown), length: j - i) }
        }
        return .incomplete
    }

    private static func cursorKey(_ c: UInt8) -> Key? {
        switch c {
        case UInt8(ascii: "A"): return .up
        case UInt8(ascii: "B"): return .down
        case UInt8(ascii: "C"): return .right
        case UInt8(ascii: "D"): return .left
        case UInt8(ascii: "H"): return .home
        case UInt8(ascii: "F"): return .end
        default: return nil
        }
    }

    private static func csiKey(final: UInt8, params: [Int]) -> Key {
        if let k = cursorKey(final) { return k }
        if final == UInt8(ascii: "Z") { return .backTab }
        guard final == UInt8(ascii: "~"), let p = params.first else { return .unknown }
        switch p {
        case 1, 7: return .home
        case 4, 8: return .end
        case 3: return .delete
        case 5: return .pageUp
        case 6: return .pageDown
        default: return .unknown
        }
    }

    /// `ESC [ < b ; x ; y M` (press or motion) or `... m` (release); x, y 1-based cells, or
    /// pixels with `pixels` (which may be negative over the window's border: dropped).
    private mutating func decodeSGRMouse(at i: Int) -> Step {
        var j = i + 3
        var fields = [0, 0, 0], field = 0, negative = false
        while j < pending.count {
            let c = pending[j]
            if c >= 0x30 && c <= 0x39 {
                fields[field] = min(fields[field] * 10 + Int(c - 0x30), 1 << 20)
            } else if c == UInt8(ascii: "-") && field > 0 {
                negative = true
            } else if c == UInt8(ascii: ";") {
                field += 1
                if field > 2 { return .event(nil, length: j - i + 1) }
            } else if c == UInt8(ascii: "M") || c == UInt8(ascii: "m") {
                guard field == 2, !negative else { return .event(nil, length: j - i + 1) }
                let released = c == UInt8(ascii: "m")
                if pixels != nil, let position = pixels!.position(x: fields[1], y: fields[2]) {
                    var event = Self.mouse(code: fields[0], column: Int(position.x), row: Int(position.y),
                                           released: released, lastButton: nil)
                    event?.pixel = position
                    return .event(event.map { .mouse($0) }, length: j - i + 1)
                }
                let event = Self.mouse(code: fields[0], column: fields[1] - 1, row: fields[2] - 1,
                                       released: released, lastButton: nil)
                return .event(event.map { .mouse($0) }, length: j - i + 1)
            } else {
                return .event(nil, length: j - i)  // malformed: drop it
            }
            j += 1
            if j - i > 32 { return .event(nil, length: j - i) }
        }
        return .incomplete
    }

    /// `ESC [ M b x y`, each byte the value plus 32; x, y 1-based.
    private mutating func decodeX10Mouse(at i: Int) -> Step {
        guard i + 5 < pending.count else { return .incomplete }
        let code = Int(pending[i + 3]) - 32
        let column = Int(pending[i + 4]) - 33, row = Int(pending[i + 5]) - 33
        guard code >= 0, column >= 0, row >= 0 else { return .event(nil, length: 6) }
        let event = Self.mouse(code: code, column: column, row: row, released: false, lastButton: x10Button)
        if let event, event.kind == .press { x10Button = event.button }
        return .event(event.map { .mouse($0) }, length: 6)
    }

    /// The xterm button code: low two bits the button (3 = released, in X10), +4 shift, +8 meta,
    /// +16 control, +32 motion, +64 wheel.
    private static func mouse(code: Int, column: Int, row: Int, released: Bool, lastButton: Int?) -> MouseEvent? {
        guard column >= 0, row >= 0 else { return nil }
        let low = code & 3
        if code & 64 != 0 {
            return MouseEvent(kind: low == 0 ? .scrollUp : low == 1 ? .scrollDown : .move, button: low, column: column, row: row)
        }
        if released { return MouseEvent(kind: .release, button: low, column: column, row: row) }
        if code & 32 != 0 {
            return MouseEvent(kind: low == 3 ? .move : .drag, button: low, column: column, row: row)
        }
        if low == 3 { return MouseEvent(kind: .release, button: lastButton ?? 0, column: column, row: row) }
        return MouseEvent(kind: .press, button: low, column: column, row: row)
    }
}
