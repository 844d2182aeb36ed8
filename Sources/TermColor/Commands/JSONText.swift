/// A JSON value written with keys in the order given (the spec's examples read top to bottom)
/// and numbers as short decimals.
indirect enum JSONText {
    case int(Int)
    case number(Double, decimals: Int)
    case string(String)
    case array([JSONText])
    case object([(String, JSONText)])

    static func ms(_ v: Double) -> JSONText { .number(v, decimals: 3) }

    var rendered: String {
        switch self {
        case .int(let v): return String(v)
        case .number(let v, let d):
            guard v.isFinite else { return "null" }
            var s = String(format: "%.\(d)f", v)
            if s.contains(".") {
                while s.hasSuffix("0") { s.removeLast() }
                if s.hasSuffix(".") { s.removeLast() }
            }
            return s
        case .string(let s):
            var out = "\""
            for u in s.unicodeScalars {
                switch u {
                case "\"": out += "\\\""
                case "\\": out += "\\\\"
                case "\n": out += "\\n"
                case _ where u.value < 0x20: out += String(format: "\\u%04x", u.value)
                default: out.unicodeScalars.append(u)
                }
            }
            return out + "\""
        case .array(let items): return "[" + items.map(\.rendered).joined(separator: ", ") + "]"
        case .object(let pairs):
            return "{" + pairs.map { JSONText.string($0.0).rendered + ": " + $0.1.rendered }.joined(separator: ", ") + "}"
        }
    }
}

import Foundation
