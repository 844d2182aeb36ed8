/// Mistakes in a settings file that the TOML parser inside TOMLKit does not report but stops
/// the whole program on (an assertion, which a half-typed `[` line alone reaches): a table
/// header without a name (`[` or `[[` followed by anything but a key), and a
/// `}` where an array's next value should be (`x = [1, }`), and a Unicode line separator
/// outside a string. They are found here first and said as errors; everything else is left to
/// the parser. Headers are told from arrays that span lines: only a `[` that starts a line
/// outside every value (brackets and strings followed, comments skipped) begins a header.
enum TOMLParserTraps {
    /// The first trap in `text`: its line number (from 1) and what is wrong; nil when none.
    static func first(in text: String) -> (line: Int, problem: String)? {
        var open: [Unicode.Scalar] = []  // the `[` and `{` of values still open, across lines
        var valueNext = false  // an array's `[` or `,` was the last thing: a value comes next
        var multiline: [Unicode.Scalar]?  // the closing """ or ''' while inside such a string
        // By scalars: "\r\n" is one Character, which a split at "\n" characters would not cut.
        for (n, line) in text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let c = Array(line)
            var i = 0
            func skipBlanks() { while i < c.count && (c[i] == " " || c[i] == "\t") { i += 1 } }
            if multiline == nil && open.isEmpty {
                skipBlanks()
                if i < c.count && c[i] == "[" {
                    i += 1
                    if i < c.count && c[i] == "[" { i += 1 }
                    skipBlanks()
                    guard i < c.count, startsKey(c[i]) else { return (n + 1, "a table header needs a name, as in [name]") }
                    continue
                }
            }
            while i < c.count {
                if let end = multiline {
                    // Inside a multi-line string: look for its end on this line (in a basic
                    // one, a backslash hides the next character: `\"""` does not end it).
                    guard let close = find(end, in: c, from: i, escapes: end[0] == "\"") else { break }
                    i = close + 3
                    multiline = nil
                    continue
                }
                let ch = c[i]
                if ch == "#" { break }
                if ch == " " || ch == "\t" || ch == "\r" { i += 1; continue }
                if valueNext && ch == "}" { return (n + 1, "a } where the array's next value should be") }
                // Line and paragraph separators are never TOML outside strings and comments, and
                // where a value should be they stop the parser too.
                if ch == "\u{2028}" || ch == "\u{2029}" || ch == "\u{85}" {
                    return (n + 1, "a Unicode line separator outside a string")
                }
                valueNext = false
                if ch == "\"" || ch == "'" {
                    if i + 2 < c.count && c[i + 1] == ch && c[i + 2] == ch {
                        multiline = [ch, ch, ch]
                        i += 3
                        continue
                    }
                    // A one-line string: to its closing quote (a basic string's \" does not close it).
                    i += 1
                    while i < c.count && c[i] != ch { i += ch == "\"" && c[i] == "\\" ? 2 : 1 }
                    i += 1
                    continue
                }
                switch ch {
                case "[", "{": open.append(ch); valueNext = ch == "["
                case "]", "}": _ = open.popLast()
                case ",": valueNext = open.last == "["
                default: break
                }
                i += 1
            }
        }
        return nil
    }

    /// A key may start here: a bare key's letter, digit, `_` or `-`, or a quoted key's quote.
    private static func startsKey(_ ch: Unicode.Scalar) -> Bool {
        ch.isASCII && (ch.properties.isAlphabetic || ("0"..."9").contains(ch) || ch == "_" || ch == "-" || ch == "\"" || ch == "'")
    }

    /// Where `end` next starts in `c` from `start`; with `escapes`, a backslash hides the
    /// character after it.
    private static func find(_ end: [Unicode.Scalar], in c: [Unicode.Scalar], from start: Int, escapes: Bool) -> Int? {
        var i = start
        while i + 2 < c.count {
            if escapes && c[i] == "\\" { i += 2; continue }
            if c[i] == end[0] && c[i + 1] == end[1] && c[i + 2] == end[2] { return i }
            i += 1
        }
        return nil
    }
}
