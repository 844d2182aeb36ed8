import ColorCore
import Foundation

/// A numbered page's guide inside its PNG: an iTXt chunk `termcolor-numbers` holding versioned
/// JSON (`doc/numbered-pages.md`), so a numbered page is one file a person can share.
public enum NumberedPageChunk {
    public static let keyword = "termcolor-numbers"

    public struct Problem: Error, Equatable {
        public let message: String
    }

    /// The guide as JSON: keys in a fixed order, so the same guide is the same text.
    public static func json(_ guide: NumberedPage) -> String {
        let palette = guide.palette.map { "\"\($0.hex)\"" }.joined(separator: ",")
        let regions = guide.regions.map { r in
            "{\"x\":\(r.x),\"y\":\(r.y),\"number\":\(r.number),\"room\":\(String(format: "%.1f", r.room))}"
        }.joined(separator: ",")
        return "{\"version\":\(NumberedPage.version),\"palette\":[\(palette)],\"regions\":[\(regions)]}"
    }

    /// The guide in `text`; a problem when it is no guide or one of a later version.
    public static func guide(fromJSON text: String) throws(Problem) -> NumberedPage {
        guard let object = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any] else {
            throw Problem(message: "the numbers are not JSON")
        }
        guard let version = object["version"] as? Int else { throw Problem(message: "the numbers have no version") }
        guard version <= NumberedPage.version else {
            throw Problem(message: "the numbers are version \(version); this termcolor reads up to \(NumberedPage.version)")
        }
        guard let hexes = object["palette"] as? [String], let list = object["regions"] as? [[String: Any]] else {
            throw Problem(message: "the numbers have no palette or regions")
        }
        var palette: [RGB] = []
        for hex in hexes {
            guard let c = RGB(hex: hex) else { throw Problem(message: "\(hex) is no colour") }
            palette.append(c)
        }
        var regions: [NumberedRegion] = []
        for entry in list {
            guard let x = entry["x"] as? Int, let y = entry["y"] as? Int, let number = entry["number"] as? Int else {
                throw Problem(message: "a numbered region lacks x, y or number")
            }
            regions.append(NumberedRegion(x: x, y: y, number: number, room: (entry["room"] as? Double) ?? 0))
        }
        return NumberedPage(palette: palette, regions: regions)
    }

    /// Writes `page` with `guide` in it, atomically; returns the file's size.
    @discardableResult
    public static func write(_ page: Page, guide: NumberedPage, to path: String, software: String? = nil) throws(PNGError) -> Int {
        if let problem = guide.problem(width: page.width, height: page.height) { throw PNGError("numbers: \(problem)") }
        let temporary = path + ".numbers-tmp"
        try PNGCodec.write(page, to: temporary, software: software)
        defer { try? FileManager.default.removeItem(atPath: temporary) }
        guard let data = FileManager.default.contents(atPath: temporary),
              let bytes = PNGTextChunk.inserting(keyword: keyword, text: json(guide), into: [UInt8](data)) else {
            throw PNGError("cannot add the numbers")
        }
        do { try Data(bytes).write(to: URL(fileURLWithPath: path), options: .atomic) } catch {
            throw PNGError("cannot write: \(error.localizedDescription)")
        }
        return bytes.count
    }

    /// The guide in the PNG at `path`: nil when it has none; a problem when it has one that
    /// cannot be read or does not fit the page's `width` x `height`.
    public static func guide(inFileAt path: String, width: Int, height: Int) throws(Problem) -> NumberedPage? {
        guard let data = FileManager.default.contents(atPath: path),
              let text = PNGTextChunk.text(keyword: keyword, in: [UInt8](data)) else { return nil }
        let guide = try guide(fromJSON: text)
        if let problem = guide.problem(width: width, height: height) { throw Problem(message: problem) }
        return guide
    }
}
