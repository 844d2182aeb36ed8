import Foundation

/// A saved stroke log names the page it was drawn on (a top-level `"pageName"`, the file name
/// without its folder, and `"pageDigest"`, its `PageDigest`), so that reopening never continues
/// another page's picture of the same size, nor one of another page of the same name. Readers
/// that do not know the fields ignore them; a log without them is judged by what it has.
extension StrokeLog {
    /// The name a log and a journal give the page at `path`: its file name, not its folder (the
    /// same page may be opened by another path). Both must give the same, or a person's own
    /// picture would be taken for another page's.
    public static func pageName(ofPageAt path: String) -> String { URL(fileURLWithPath: path).lastPathComponent }

    /// The log as `jsonData()` writes it, with `"pageName"` (and `"pageDigest"`) after the page size.
    public func jsonData(pageName: String, pageDigest: String? = nil) -> Data {
        var text = String(decoding: jsonData(), as: UTF8.self)
        let size = "\"page\": {\"width\": \(page.width), \"height\": \(page.height)},"
        let digest = pageDigest.map { " \"pageDigest\": \"\($0)\"," } ?? ""
        if let r = text.range(of: size) { text.replaceSubrange(r, with: size + " \(Self.pageNameField(pageName)),\(digest)") }
        return Data(text.utf8)
    }

    /// `"pageName": "<name>"` exactly as a saved log spells it (`PageUsers` looks for it near a
    /// log's start without decoding the whole log).
    public static func pageNameField(_ pageName: String) -> String {
        "\"pageName\": " + String(decoding: (try? JSONEncoder().encode(pageName)) ?? Data("\"\"".utf8), as: UTF8.self)
    }

    /// The `"pageName"` of a log's JSON, nil when it has none.
    public static func pageName(in data: Data) -> String? {
        struct Named: Decodable { var pageName: String? }
        return (try? JSONDecoder().decode(Named.self, from: data))?.pageName
    }

    /// The `"pageDigest"` of a log's JSON, nil when it has none.
    public static func pageDigest(in data: Data) -> String? {
        struct Digested: Decodable { var pageDigest: String? }
        return (try? JSONDecoder().decode(Digested.self, from: data))?.pageDigest
    }
}
