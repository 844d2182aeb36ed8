import ColorCore
import Foundation

/// One thing to trace: a letter, a digit or a shape, as centre-line strokes in the order and
/// direction to draw them. Glyph units: y down, the cap line at y = 0, the baseline at y = 1.
public struct TraceItem: Equatable, Sendable {
    public enum Kind: Equatable, Sendable { case capital, small, digit, shape }

    /// What the item is called (the letter or digit itself, or the shape's name).
    public let text: String
    public let kind: Kind
    /// Each stroke from its start to its end; a one-point stroke is a dot (i, j).
    public let strokes: [[StrokePoint]]

    public init(text: String, kind: Kind, strokes: [[StrokePoint]]) {
        precondition(!strokes.isEmpty && strokes.allSatisfy { !$0.isEmpty })
        self.text = text; self.kind = kind; self.strokes = strokes
    }

    /// The item's letter, digit or shape name; nil for anything we have no path for.
    public init?(_ text: String) {
        if let c = text.first, text.count == 1 {
            if let s = CapitalPaths.strokes(for: c) { self.init(text: text, kind: .capital, strokes: s); return }
            if let s = SmallLetterPaths.strokes(for: c) { self.init(text: text, kind: .small, strokes: s); return }
            if let s = DigitPaths.strokes(for: c) { self.init(text: text, kind: .digit, strokes: s); return }
        }
        if let s = ShapePaths.strokes(for: text.lowercased()) { self.init(text: text.lowercased(), kind: .shape, strokes: s); return }
        return nil
    }

    /// The area the screen fits: the strokes' width, and in height the writing lines the item sits
    /// on (cap line to baseline, and down to the descender line for g, j, p, q, y), so letters of a
    /// kind share one size.
    public var box: (minX: Double, minY: Double, maxX: Double, maxY: Double) {
        let all = strokes.joined()
        let minX = all.map(\.x).min()!, maxX = all.map(\.x).max()!
        let minY = min(0, all.map(\.y).min()!), maxY = max(1, all.map(\.y).max()!)
        return (minX, minY, maxX, maxY > 1.05 ? max(maxY, 1.5) : maxY)
    }

    /// Every item there is: A-Z, a-z, 0-9 and the shapes.
    public static let all: [TraceItem] =
        (Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789").map { String($0) } + ShapePaths.names)
        .map { TraceItem($0)! }

    /// The capitals, one at a time: what `termcolor trace` plays with no TEXT.
    public static let alphabet: [TraceItem] = Array(all.prefix(26))

    /// The items of a command-line TEXT: its words, where a shape's name is one item and any
    /// other word is one item per letter or digit (an accented letter as its plain letter),
    /// punctuation and symbols left out. Throws a sentence naming what cannot be traced.
    public static func items(from text: String) throws(TraceTextError) -> [TraceItem] {
        var items: [TraceItem] = []
        for spelled in text.split(whereSeparator: \.isWhitespace) {
            // Punctuation and symbols have no letter to trace: "Hi, Bob!" is H i B o b (else a
            // sentence is refused whole), "line, star!" two shapes. A letter with no
            // path yet is refused.
            let word = String(spelled.filter { !$0.isPunctuation && !$0.isSymbol })
            let plainWord = word.folding(options: .diacriticInsensitive, locale: nil).lowercased()
            if ShapePaths.names.contains(plainWord) { items.append(TraceItem(plainWord)!); continue }
            for c in word {
                // An accented letter is traced as its plain letter ("Zoë" is Z o e).
                guard let item = TraceItem(String(c)) ?? TraceItem(String(c).folding(options: .diacriticInsensitive, locale: nil)) else {
                    throw TraceTextError(character: c)
                }
                items.append(item)
            }
        }
        guard !items.isEmpty else { throw TraceTextError(character: nil) }
        return items
    }
}

/// TEXT holds something there is no path for (or nothing at all).
public struct TraceTextError: Error, Equatable {
    public let character: Character?
    public var message: String {
        let what = character.map { "cannot trace \"\($0)\"" } ?? "nothing to trace"
        return "\(what): letters A-Z and a-z, digits 0-9 and the shapes \(ShapePaths.names.joined(separator: ", "))"
    }
}
