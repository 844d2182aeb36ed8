import ColorCore
/// What `--result` records when the game ends (the README's Tracing game): one entry per item reached, in
/// order.
public struct TraceResult: Codable, Equatable, Sendable {
    public struct Item: Codable, Equatable, Sendable {
        public var text: String
        public var complete: Bool
        /// 0...1, two decimals (`TraceBoard.accuracy`).
        public var accuracy: Double
        /// Strokes drawn (pen down to up; taps forgotten, undone ones gone).
        public var strokes: Int
        /// Segments drawn further than the threshold from the path.
        public var outOfBounds: Int

        public init(text: String, complete: Bool, accuracy: Double, strokes: Int, outOfBounds: Int) {
            self.text = text; self.complete = complete; self.accuracy = accuracy
            self.strokes = strokes; self.outOfBounds = outOfBounds
        }

        public init(_ board: TraceBoard) {
            self.init(text: board.item.text, complete: board.isComplete, accuracy: (board.accuracy * 100).rounded() / 100,
                      strokes: board.strokesDrawn, outOfBounds: board.outOfBounds)
        }
    }

    public var items: [Item]

    public init(items: [Item]) { self.items = items }

    /// The line said when the game ends ("traced 3 of 5, accuracy 92%"): items completed of
    /// `total`, and their mean accuracy (none when none was completed).
    public func summary(total: Int) -> String {
        let done = items.filter(\.complete)
        let text = "traced \(done.count) of \(total)"
        guard !done.isEmpty else { return text }
        let mean = done.reduce(0) { $0 + $1.accuracy } / Double(done.count)
        return text + ", accuracy \(Int((mean * 100).rounded()))%"
    }

    /// The spec's layout, keys in its order: `{"items": [{"text": "A", "complete": true,
    /// "accuracy": 0.93, "strokes": 3, "outOfBounds": 2}]}` and a newline.
    public var json: String {
        let entries = items.map { i in
            "{\"text\": \(Self.quoted(i.text)), \"complete\": \(i.complete), \"accuracy\": \(i.accuracy), "
                + "\"strokes\": \(i.strokes), \"outOfBounds\": \(i.outOfBounds)}"
        }
        return "{\"items\": [" + entries.joined(separator: ", ") + "]}\n"
    }

    private static func quoted(_ s: String) -> String {
        var out = "\""
        for u in s.unicodeScalars {
            switch u {
            case "\"", "\\": out += "\\" + String(u)
            case _ where u.value < 0x20: out += "\\u" + String(repeating: "0", count: 4 - String(u.value, radix: 16).count) + String(u.value, radix: 16)
            default: out.unicodeScalars.append(u)
            }
        }
        return out + "\""
    }
}
