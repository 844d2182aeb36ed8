/// A GIMP palette (`.gpl`, the format GIMP, Inkscape and Krita share): a first line
/// `GIMP Palette`, optional `Name:` and `Columns:` lines, `#` comments and blank lines, then one
/// colour a line: red, green and blue (0-255) separated by white space, optionally a name.
///
/// Parsing takes the file's text (the caller reads the file), so a bad palette is reported as
/// one line naming the line number and what is wrong there.
public struct GIMPPalette: Equatable, Sendable {
    public struct Colour: Equatable, Sendable {
        public var rgb: RGB
        /// The name after the numbers; empty when the line has none.
        public var name: String
    }

    public var name: String?
    public var colours: [Colour]

    public struct ParseError: Error, Equatable, CustomStringConvertible {
        /// 1-based line number, nil for a fault of the whole file.
        public let line: Int?
        public let reason: String
        public var description: String { line.map { "line \($0): \(reason)" } ?? reason }
    }

    public init(text: String) throws(ParseError) {
        // Lines end in \n, \r\n or \r (files from Windows and old Macs).
        let lines = text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" })
        guard let first = lines.first, first.trimmingSpaces == "GIMP Palette" else {
            throw ParseError(line: 1, reason: "not a GIMP palette (the first line must be \"GIMP Palette\")")
        }
        var name: String?
        var colours: [Colour] = []
        for (index, raw) in lines.enumerated().dropFirst() {
            let line = raw.trimmingSpaces
            if line.isEmpty || line.hasPrefix("#") { continue }
            if line.hasPrefix("Name:") { name = String(line.dropFirst(5)).trimmingSpaces; continue }
            if line.hasPrefix("Columns:") { continue }  // how GIMP lays the swatches out; not ours
            colours.append(try Self.colour(line, number: index + 1))
        }
        guard !colours.isEmpty else { throw ParseError(line: nil, reason: "the palette has no colours") }
        self.name = name?.isEmpty == true ? nil : name
        self.colours = colours
    }

    /// `R G B name`: three whole numbers 0-255, then the rest of the line as the name.
    private static func colour(_ line: String, number: Int) throws(ParseError) -> Colour {
        var rest = Substring(line)
        var channels: [UInt8] = []
        for _ in 0..<3 {
            rest = rest.drop { $0 == " " || $0 == "\t" }
            let digits = rest.prefix { $0 != " " && $0 != "\t" }
            guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }), let v = Int(digits), v <= 255 else {
                let shown = line.count > 40 ? String(line.prefix(40)) + "..." : line
                throw ParseError(line: number, reason: "expected red, green and blue from 0 to 255 and a name, got \"\(shown)\"")
            }
            channels.append(UInt8(v))
            rest = rest.dropFirst(digits.count)
        }
        return Colour(rgb: RGB(r: channels[0], g: channels[1], b: channels[2]), name: String(rest).trimmingSpaces)
    }
}

extension StringProtocol {
    /// Without leading and trailing spaces and tabs.
    var trimmingSpaces: String {
        let s = drop { $0 == " " || $0 == "\t" }
        return String(s.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
    }
}
