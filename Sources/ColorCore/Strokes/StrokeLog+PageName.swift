import Foundation

/// A saved stroke log names the page it was drawn on (a top-level `"pageName"`, the file name
/// without its folder), so that reopening never continues another page's picture of the same
/// size. Readers that do not know the field ignore it; a log without it is judged by size alone.
extension StrokeLog {
    /// The log as `jsonData()` writes it, with `"pageName"` after the page size.
    public func jsonData(pageName: String) -> Data {
        var text = String(decoding: jsonData(), as: UTF8.self)
        let size = "\"page\": {\"width\": \(page.width), \"height\": \(page.height)},"
        let name = String(decoding: (try? JSONEncoder().encode(pageName)) ?? Data("\"\"".utf8), as: UTF8.self)
        if let r = text.range(of: size) { text.replaceSubrange(r, with: size + " \"pageName\": \(name),") }
        return Data(text.utf8)
    }

    /// The `"pageName"` of a log's JSON, nil when it has none.
    public static func pageName(in data: Data) -> String? {
        struct Named: Decodable { var pageName: String? }
        return (try? JSONDecoder().decode(Named.self, from: data))?.pageName
    }
}
