import ColorCore

/// A colour as an SGR sequence sets it: the terminal's default, a palette index (`38;5;N`, and
/// the 16 basic colours as `30`-`37` / `90`-`97`), or 24-bit (`38;2;R;G;B`, also with colons).
enum ScreenColour: Equatable, CustomStringConvertible {
    case standard
    case indexed(UInt8)
    case rgb(UInt8, UInt8, UInt8)

    var description: String {
        switch self {
        case .standard: "default"
        case .indexed(let i): "\(i)"
        case .rgb(let r, let g, let b): "#" + [r, g, b].map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined()
        }
    }
}

extension ScreenColour {
    /// A frame's colour as its SGR code says it: an index, or 24-bit.
    init(_ c: CellColour) {
        if let i = c.index { self = .indexed(i) } else { let rgb = c.rgb; self = .rgb(rgb.r, rgb.g, rgb.b) }
    }
}

/// One cell of a screen as a person sees it: a glyph in a foreground colour on a background.
struct ScreenCell: Equatable, CustomStringConvertible {
    var glyph: Unicode.Scalar
    var fg: ScreenColour
    var bg: ScreenColour

    var description: String { "'\(glyph)' \(fg)/\(bg)" }

    init(glyph: Unicode.Scalar, fg: ScreenColour, bg: ScreenColour) { self.glyph = glyph; self.fg = fg; self.bg = bg }
    init(_ cell: Cell) { self.init(glyph: cell.glyph, fg: ScreenColour(cell.fg), bg: ScreenColour(cell.bg)) }

    /// Whether a person sees the same thing: same glyph and background, and the same
    /// foreground unless the glyph is blank (a space shows no foreground).
    func looksLike(_ other: ScreenCell) -> Bool {
        glyph == other.glyph && bg == other.bg && (glyph == " " || fg == other.fg)
    }
}

/// A screen read from text with SGR colour codes: `tmux capture-pane -p -e -N` output, or the
/// program's frame log (same language). Row `r` holds the cells its line reported, in order;
/// a line may be shorter than the screen (tmux leaves out cells nothing was written to).
struct ScreenCells {
    var rows: [[ScreenCell]]

    /// Parses `lines` (one per screen row). Colours carry from cell to cell and from one line
    /// to the next, as in a terminal: capture-pane writes a code only where colours change, so
    /// a line may start in the colours the line before ended in. Escape sequences other than
    /// SGR are skipped.
    init(lines: [Substring]) {
        var fg = ScreenColour.standard, bg = ScreenColour.standard
        rows = lines.map { Self.parse(line: $0, fg: &fg, bg: &bg) }
    }

    init(text: String) {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        if lines.last == "" { lines.removeLast() }
        self.init(lines: lines)
    }

    func cell(_ column: Int, _ row: Int) -> ScreenCell? {
        row < rows.count && column < rows[row].count ? rows[row][column] : nil
    }

    private static func parse(line: Substring, fg: inout ScreenColour, bg: inout ScreenColour) -> [ScreenCell] {
        var cells: [ScreenCell] = []
        let scalars = Array(line.unicodeScalars)
        var i = 0
        while i < scalars.count {
            let s = scalars[i]
            if s == "\u{1b}" {
                // ESC [ parameters final-byte; only `m` (SGR) matters here.
                guard i + 1 < scalars.count, scalars[i + 1] == "[" else { i += 2; continue }
                var j = i + 2
                while j < scalars.count, !(0x40...0x7e).contains(scalars[j].value) { j += 1 }
                if j < scalars.count, scalars[j] == "m" {
                    let parameters = String(String.UnicodeScalarView(scalars[(i + 2)..<j]))
                    applySGR(parameters, fg: &fg, bg: &bg)
                }
                i = j + 1
                continue
            }
            if s == "\r" { i += 1; continue }
            cells.append(ScreenCell(glyph: s, fg: fg, bg: bg))
            i += 1
        }
        return cells
    }

    /// Applies one SGR parameter list (`0;38;5;231;48;2;1;2;3`, `38:2::1:2:3`, `39`, ...).
    static func applySGR(_ parameters: String, fg: inout ScreenColour, bg: inout ScreenColour) {
        if parameters.isEmpty { fg = .standard; bg = .standard; return }
        let groups = parameters.split(separator: ";", omittingEmptySubsequences: false).map(String.init)
        var k = 0
        func number(_ text: String) -> Int { Int(text) ?? 0 }
        while k < groups.count {
            let group = groups[k]
            if group.contains(":") {
                // ITU form: 38:5:N, 38:2:R:G:B or 38:2:SPACE:R:G:B as one parameter.
                let sub = group.split(separator: ":", omittingEmptySubsequences: false).map { Int($0) ?? 0 }
                if let colour = extended(sub.dropFirst()), sub[0] == 38 || sub[0] == 48 {
                    if sub[0] == 38 { fg = colour } else { bg = colour }
                }
                k += 1
                continue
            }
            let code = number(group)
            switch code {
            case 0: fg = .standard; bg = .standard
            case 30...37: fg = .indexed(UInt8(code - 30))
            case 90...97: fg = .indexed(UInt8(code - 90 + 8))
            case 40...47: bg = .indexed(UInt8(code - 40))
            case 100...107: bg = .indexed(UInt8(code - 100 + 8))
            case 39: fg = .standard
            case 49: bg = .standard
            case 38, 48:
                let mode = k + 1 < groups.count ? number(groups[k + 1]) : -1
                let length = mode == 5 ? 2 : mode == 2 ? 4 : 1
                let values = groups[(k + 1)..<min(groups.count, k + 1 + length)].map(number)
                if let colour = extended(values[...]) {
                    if code == 38 { fg = colour } else { bg = colour }
                }
                k += length
            default: break  // bold, underline, ...: not used by the program
            }
            k += 1
        }
    }

    /// `5, N` or `2, R, G, B` (or `2, space, R, G, B`, the colon form's colour space).
    private static func extended(_ values: ArraySlice<Int>) -> ScreenColour? {
        let v = Array(values)
        func byte(_ x: Int) -> UInt8 { UInt8(clamping: x) }
        if v.count >= 2, v[0] == 5 { return .indexed(byte(v[1])) }
        if v.count == 4, v[0] == 2 { return .rgb(byte(v[1]), byte(v[2]), byte(v[3])) }
        if v.count == 5, v[0] == 2 { return .rgb(byte(v[2]), byte(v[3]), byte(v[4])) }
        return nil
    }
}

/// A frame the program logged (TERMCOLOR_FRAME_LOG): its sequence number, size and cells.
struct LoggedFrame {
    let sequence: Int
    let columns: Int
    let rows: Int
    let cells: ScreenCells

    /// Nil for a file that is not a whole frame log.
    init?(text: String) {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        if lines.last == "" { lines.removeLast() }
        guard let header = lines.first?.split(separator: " "), header.count == 3, header[0] == "termcolor-frame",
              let sequence = Int(header[1]) else { return nil }
        let size = header[2].split(separator: "x").compactMap { Int($0) }
        guard size.count == 2, lines.count == size[1] + 1 else { return nil }
        self.sequence = sequence
        columns = size[0]
        rows = size[1]
        cells = ScreenCells(lines: Array(lines.dropFirst()))
    }

    /// The text of the frame's rows, glyphs only (to look for words on it).
    var text: String { cells.rows.map { String(String.UnicodeScalarView($0.map(\.glyph))) }.joined(separator: "\n") }
}

/// Where a screen differs from a frame, cell by cell.
struct ScreenDifference {
    var mismatches: [(column: Int, row: Int, expected: ScreenCell, actual: ScreenCell?)] = []

    init(frame: LoggedFrame, screen: ScreenCells) {
        for row in 0..<frame.rows {
            for column in 0..<frame.columns {
                guard let expected = frame.cells.cell(column, row) else { continue }  // a short frame line: checked apart
                let actual = screen.cell(column, row)
                if actual.map({ expected.looksLike($0) }) != true {
                    mismatches.append((column, row, expected, actual))
                }
            }
        }
        // The screen shows nothing beyond the frame (a wider or taller screen is a wrong size).
        for row in 0..<screen.rows.count where row >= frame.rows || screen.rows[row].count > frame.columns {
            let column = row >= frame.rows ? 0 : frame.columns
            if column < screen.rows[row].count, screen.rows[row][column...].contains(where: { $0.glyph != " " || $0.bg != .standard }) {
                mismatches.append((column, row, ScreenCell(glyph: " ", fg: .standard, bg: .standard), screen.rows[row][column]))
            }
        }
    }

    var isEmpty: Bool { mismatches.isEmpty }

    /// How many cells differ, in which rows, and the first few, for a failure message.
    var summary: String {
        let rows = Set(mismatches.map(\.row)).sorted()
        let shown = mismatches.prefix(8).map { m in
            "(\(m.column),\(m.row)) frame \(m.expected) screen \(m.actual.map(\.description) ?? "nothing")"
        }
        return "\(mismatches.count) cells differ in \(rows.count) rows (\(rows.prefix(12).map(String.init).joined(separator: ","))\(rows.count > 12 ? ",..." : "")): "
            + shown.joined(separator: "; ")
    }
}
