/// A table header without a name (`[` or `[[` followed by anything but a key, as in a lone `[`
/// line): the TOML parser inside TOMLKit stops the whole program on one (an assertion, as a
/// tester's half-typed settings file found), so it is found here first and said as an error.
/// Headers are told from arrays that span lines: only a `[` that starts a line outside every
/// value (array brackets and strings, comments skipped) begins a header.
enum NamelessTableHeader {
    /// The line number (from 1) of the first nameless header in `text`, nil when there is none.
    static func line(in text: String) -> Int? {
        var depth = 0  // open array brackets of a value, across lines
        var multiline: [Unicode.Scalar]?  // the closing """ or ''' while inside such a string
        // By scalars: "\r\n" is one Character, which a split at "\n" characters would not cut.
        for (n, line) in text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let c = Array(line)
            var i = 0
            func skipBlanks() { while i < c.count && (c[i] == " " || c[i] == "\t") { i += 1 } }
            if multiline == nil && depth == 0 {
                skipBlanks()
                if i < c.count && c[i] == "[" {
                    i += 1
                    if i < c.count && c[i] == "[" { i += 1 }
                    skipBlanks()
                    guard i < c.count, startsKey(c[i]) else { return n + 1 }
                    continue
                }
            }
            while i < c.count {
                if let end = multiline {
                    // Inside a multi-line string: look for its end on this line.
                    guard let close = find(end, in: c, from: i) else { break }
                    i = close + 3
                    multiline = nil
                    continue
                }
                let ch = c[i]
                if ch == "#" { break }
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
                if ch == "[" { depth += 1 } else if ch == "]" { depth = max(0, depth - 1) }
                i += 1
            }
        }
        return nil
    }

    /// A key may start here: a bare key's letter, digit, `_` or `-`, or a quoted key's quote.
    private static func startsKey(_ ch: Unicode.Scalar) -> Bool {
        ch.isASCII && (ch.properties.isAlphabetic || ("0"..."9").contains(ch) || ch == "_" || ch == "-" || ch == "\"" || ch == "'")
    }

    private static func find(_ end: [Unicode.Scalar], in c: [Unicode.Scalar], from start: Int) -> Int? {
        var i = start
        while i + 2 < c.count {
            if c[i] == end[0] && c[i + 1] == end[1] && c[i + 2] == end[2] { return i }
            i += 1
        }
        return nil
    }
}
