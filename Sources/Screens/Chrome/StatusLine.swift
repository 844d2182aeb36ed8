import ColorCore
import Foundation

/// The bottom line: tool, colour, brush size, pen, zoom, progress, region mode, smoothing,
/// `? help`, where the PNG goes, and the latest message at the right end.
///
/// Laid out by priority within the width: the message and `? help` are always whole (a message
/// longer than the whole line loses folders of its paths, then is shortened at a word, with
/// `…`); then the tool and colour, the
/// keyboard pen, the brush, progress and zoom; then the output path (shortened from the left,
/// at a `/`, when it does not fit whole); the mode and the smoothing go first. A field is shown
/// whole or not at all, so nothing is ever cut mid-word; the mode and smoothing only when all
/// the others are there.
struct StatusLine: Equatable, Sendable {
    var tool: String
    var mode: String
    var smoothing: String
    var colourName: String
    /// The current colour as the palette bar shows it.
    var colour: CellColour
    /// Brush diameter in cells (display columns).
    var brushCells: Double
    var outputPath: String
    var message: String
    var messageIsWarning: Bool
    /// "fit" or "zoom 4x"; "12 of 300 regions coloured". Empty ones are left out.
    var zoom: String
    var progress: String
    /// The keyboard pen is down (Space): a stroke is open and follows the cursor.
    var penDown: Bool
    /// Work going on in the background ("time-lapse 40%"); empty for none.
    var work: String

    init(tool: String, mode: String, smoothing: String, colourName: String, colour: CellColour,
                brushCells: Double, outputPath: String, message: String = "", messageIsWarning: Bool = false,
                zoom: String = "", progress: String = "", penDown: Bool = false, work: String = "") {
        self.zoom = zoom; self.progress = progress; self.penDown = penDown; self.work = work
        self.tool = tool; self.mode = mode; self.smoothing = smoothing
        self.colourName = colourName; self.colour = colour; self.brushCells = brushCells
        self.outputPath = outputPath; self.message = message; self.messageIsWarning = messageIsWarning
    }

    /// The brush size as shown: one decimal below 10 cells, whole cells above.
    static func formatCells(_ cells: Double) -> String {
        if cells >= 10 { return "\(Int(cells.rounded()))" }
        let tenths = Int((cells * 10).rounded())
        return tenths % 10 == 0 ? "\(tenths / 10)" : "\(tenths / 10).\(tenths % 10)"
    }

    /// A run of text in one colour.
    struct Piece: Equatable, Sendable {
        var text: String
        var fg: CellColour
        init(text: String, fg: CellColour) { self.text = text; self.fg = fg }
        /// In an xterm index (chrome).
        init(text: String, fg: UInt8) { self.init(text: text, fg: CellColour(fg)) }
    }

    static let separator = " | "
    static let helpText = "? help"
    static let penDownText = "pen down"
    /// The priority of the region mode and smoothing labels (the smoothing's is one more).
    static let labelPriority = 7

    /// The fields in display order, each with its priority (0 first) and pieces.
    private var fields: [(priority: Int, pieces: [Piece])] {
        var list: [(Int, [Piece])] = [
            (1, [Piece(text: tool, fg: Chrome.highlight), Piece(text: " ", fg: Chrome.text),
                 Piece(text: "\u{25A0}", fg: colour), Piece(text: " \(colourName)", fg: Chrome.text)]),
            (3, [Piece(text: "brush \(Self.formatCells(brushCells)) cells", fg: Chrome.text)]),
        ]
        if penDown { list.append((2, [Piece(text: Self.penDownText, fg: Chrome.highlight)])) }
        if !work.isEmpty { list.append((2, [Piece(text: work, fg: Chrome.highlight)])) }
        if !zoom.isEmpty { list.append((5, [Piece(text: zoom, fg: Chrome.text)])) }
        if !progress.isEmpty { list.append((4, [Piece(text: progress, fg: Chrome.text)])) }
        list.append((Self.labelPriority, [Piece(text: mode, fg: Chrome.text)]))
        list.append((Self.labelPriority + 1, [Piece(text: smoothing, fg: Chrome.text)]))
        list.append((0, [Piece(text: Self.helpText, fg: Chrome.text)]))
        list.append((6, [Piece(text: "-> \(outputPath)", fg: Chrome.text)]))
        return list
    }

    private static func width(_ s: String) -> Int { s.unicodeScalars.count }
    private static func width(_ pieces: [Piece]) -> Int { pieces.reduce(0) { $0 + width($1.text) } }

    /// What fits in `columns`: the fields from the left (in display order), and the message
    /// for the right end ("" when there is none).
    func layout(columns: Int) -> (fields: [[Piece]], message: String) {
        // The message first: " message " at the right end, and two blanks before it when
        // fields stand to its left.
        let shownMessage = message
        if Self.width(" \(message) ") > columns {
            // Too long for the whole line: it gets the whole line, shortened at a word.
            return ([], Self.shortened(message, to: columns - 2))
        }
        let messageWidth = shownMessage.isEmpty ? 0 : Self.width(shownMessage) + 2
        let all = fields
        var chosen = Set<Int>()
        func used(_ picked: Set<Int>, extra: Int = 0) -> Int {
            let widths = picked.map { Self.width(all[$0].pieces) } + (extra > 0 ? [extra] : [])
            guard !widths.isEmpty else { return messageWidth }
            // " a | b | c" + ("  message " or nothing)
            return 1 + widths.reduce(0, +) + Self.width(Self.separator) * (widths.count - 1)
                + (messageWidth > 0 ? messageWidth + 1 : 0)
        }
        var pathReplacement: [Piece]?
        var dropped = false
        for i in all.indices.sorted(by: { all[$0].priority < all[$1].priority }) {
            // The mode and smoothing labels only beside everything else: never where the brush
            // size or the progress was left out (at 80 columns "optimized" would show there).
            if dropped && all[i].priority >= Self.labelPriority { continue }
            var withIt = chosen
            withIt.insert(i)
            if used(withIt) <= columns {
                chosen = withIt
                continue
            }
            // The output path may lose folders from its left.
            if all[i].pieces.first?.text.hasPrefix("-> ") == true, all[i].pieces.count == 1 {
                let room = columns - used(chosen, extra: 1) + 1
                if let short = Self.leftShortened(outputPath, to: room - Self.width("-> ")) {
                    pathReplacement = [Piece(text: "-> " + short, fg: Chrome.text)]
                    chosen.insert(i)
                    continue
                }
            }
            dropped = true
        }
        let shown = all.indices.filter { chosen.contains($0) }.map { i in
            all[i].pieces.first?.text.hasPrefix("-> ") == true && pathReplacement != nil ? pathReplacement! : all[i].pieces
        }
        return (shown, shownMessage)
    }

    /// `path` with leading folders replaced by `…`, cut at a `/`, in at most `room` characters;
    /// nil when not even `…/<file name>` fits.
    static func leftShortened(_ path: String, to room: Int) -> String? {
        let scalars = Array(path.unicodeScalars)
        if scalars.count <= room { return path }
        // The longest tail starting at a "/" that fits after "…".
        for (i, s) in scalars.enumerated() where s == "/" && 1 + scalars.count - i <= room {
            var tail = String.UnicodeScalarView()
            tail.append(contentsOf: scalars[i...])
            return "\u{2026}" + String(tail)
        }
        return nil
    }

    /// `text` in at most `room` characters: first its paths lose folders from the left
    /// (`…/out.png`), the longest path first, so that what follows a path (what to do next)
    /// stays on screen; then it is cut after a whole word, with `…`.
    static func shortened(_ text: String, to room: Int) -> String {
        guard width(text) > room else { return text }
        guard room > 1 else { return "" }
        var words = text.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
        while width(words.joined(separator: " ")) > room {
            let paths = words.indices.filter { fewerFolders(words[$0]) != nil }
            guard let longest = paths.max(by: { width(words[$0]) < width(words[$1]) }) else { break }
            words[longest] = fewerFolders(words[longest])!
        }
        let text = words.joined(separator: " ")
        guard width(text) > room else { return text }
        var out = ""
        for word in words {
            let next = out.isEmpty ? String(word) : out + " " + word
            if width(next) + 1 > room { break }
            out = next
        }
        if out.isEmpty {  // one word longer than the line: the line is all it gets
            return String(String.UnicodeScalarView(text.unicodeScalars.prefix(room - 1))) + "\u{2026}"
        }
        return out + "\u{2026}"
    }

    /// A path word without its first folder (`/tmp/a/out.png` -> `…/a/out.png` -> `…/out.png`),
    /// nil when only its file name is left or it is surely no whole path: a path starts at `/`,
    /// `~/`, `./`, `../` or `…/` and ends in a file name with an extension (so `1/2` is none, and
    /// neither half of `/home/ann/My Pictures/out.png`, split at its space, is taken for one).
    static func fewerFolders(_ word: String) -> String? {
        guard ["/", "~/", "./", "../", "\u{2026}/"].contains(where: { word.hasPrefix($0) }) else { return nil }
        let name = word.split(separator: "/").last ?? ""
        guard name.trimmingCharacters(in: CharacterSet(charactersIn: ":,;)")).contains(".") else { return nil }
        var parts = word.split(separator: "/", omittingEmptySubsequences: false)
        if let first = parts.first, ["\u{2026}", "", "~", ".", ".."].contains(first) { parts.removeFirst() }
        guard parts.count > 1 else { return nil }
        return "\u{2026}/" + parts.dropFirst().joined(separator: "/")
    }

    /// A message too long for the line, over two lines of `columns` (split after a word, the
    /// second shortened at a word when even two are too few): the screen then gives it the
    /// palette bar's row too, so start notices and warnings with paths are read whole (why
    /// 24-bit colour is off, the last of three notices, would otherwise go unseen). Nil when
    /// the message fits the line.
    func messageLines(columns: Int) -> (first: String, second: String)? {
        guard Self.width(" \(message) ") > columns, columns > 4 else { return nil }
        let room = columns - 2
        let scalars = Array(Self.shortened(message, to: 2 * room).unicodeScalars)
        guard scalars.count > room else { return nil }  // its paths shortened, it fits one line
        // The first line ends at the last space that leaves it within the room.
        var cut = min(room, scalars.count)
        while cut > 0 && cut < scalars.count && scalars[cut] != " " { cut -= 1 }
        if cut == 0 { cut = room }
        let first = String(String.UnicodeScalarView(scalars[..<cut]))
        let rest = String(String.UnicodeScalarView(scalars[cut...].drop { $0 == " " }))
        return (first, Self.shortened(rest, to: room))
    }

    /// Draws `messageLines` on rows `row` and `row + 1`, each from the second column.
    func drawMessageLines(_ lines: (first: String, second: String), into frame: inout CellFrame, row: Int) {
        for (k, text) in [lines.first, lines.second].enumerated() {
            frame.clearRow(row + k, fg: Chrome.text, bg: Chrome.barBackground)
            frame.write(text, column: 1, row: row + k, fg: messageIsWarning ? Chrome.warning : Chrome.highlight, bg: Chrome.barBackground)
        }
    }

    /// The line as text (what `draw` writes), for tests.
    func text(columns: Int) -> String {
        var frame = CellFrame(columns: columns, rows: 1)
        draw(into: &frame, row: 0)
        return String(String.UnicodeScalarView((0..<columns).map { frame[$0, 0].glyph }))
    }

    func draw(into frame: inout CellFrame, row: Int) {
        frame.clearRow(row, fg: Chrome.text, bg: Chrome.barBackground)
        let (shown, shownMessage) = layout(columns: frame.columns)
        var c = 1
        for (n, field) in shown.enumerated() {
            if n > 0 { c = frame.write(Self.separator, column: c, row: row, fg: Chrome.text, bg: Chrome.barBackground) }
            for piece in field { c = frame.write(piece.text, column: c, row: row, fg: piece.fg, bg: CellColour(Chrome.barBackground)) }
        }
        guard !shownMessage.isEmpty else { return }
        let start = max(0, frame.columns - Self.width(shownMessage) - 1)
        frame.write(shownMessage, column: start, row: row, fg: messageIsWarning ? Chrome.warning : Chrome.highlight,
                    bg: Chrome.barBackground)
    }
}
