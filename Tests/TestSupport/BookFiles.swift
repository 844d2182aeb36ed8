import Foundation

/// PDF and SVG pages written by the tests themselves, so every property holds without
/// the shared test data: a PDF is a few objects of text with an exact cross-reference table (poppler then
/// reads it as written, not by repairing it).
public enum BookFiles {
    /// A PDF whose pages are `sizes` (points), each with a black square outline inset 10% of
    /// the page, stroked `lineWidth` points wide, and a red square filling the middle tenth (the
    /// channel order shows in it).
    public static func pdf(pages sizes: [(width: Double, height: Double)], lineWidth: Double = 4, encrypted: Bool = false) -> [UInt8] {
        var objects: [String] = []
        let pageCount = sizes.count
        // 1: catalog, 2: page tree, then a page and its content stream per page.
        objects.append("<< /Type /Catalog /Pages 2 0 R >>")
        let kids = (0..<pageCount).map { "\(3 + 2 * $0) 0 R" }.joined(separator: " ")
        objects.append("<< /Type /Pages /Kids [\(kids)] /Count \(pageCount) >>")
        for (index, size) in sizes.enumerated() {
            let w = size.width, h = size.height
            let drawing = "\(lineWidth) w 0 G \(w * 0.1) \(h * 0.1) \(w * 0.8) \(h * 0.8) re S "
                + "1 0 0 rg \(w * 0.45) \(h * 0.45) \(w * 0.1) \(h * 0.1) re f"
            objects.append("<< /Type /Page /Parent 2 0 R /MediaBox [0 0 \(w) \(h)] /Contents \(4 + 2 * index) 0 R >>")
            objects.append("<< /Length \(drawing.utf8.count) >>\nstream\n\(drawing)\nendstream")
        }
        var trailerExtra = ""
        if encrypted {
            // The standard security handler, revision 2, with a /U that no password (the empty
            // one included) produces: poppler must ask for a password.
            let u = String(repeating: "5A", count: 32), o = String(repeating: "A5", count: 32)
            objects.append("<< /Filter /Standard /V 1 /R 2 /Length 40 /P -44 /O <\(o)> /U <\(u)> >>")
            trailerExtra = " /Encrypt \(objects.count) 0 R /ID [<0123456789ABCDEF0123456789ABCDEF> <0123456789ABCDEF0123456789ABCDEF>]"
        }
        var text = "%PDF-1.4\n"
        var offsets: [Int] = []
        for (index, object) in objects.enumerated() {
            offsets.append(text.utf8.count)
            text += "\(index + 1) 0 obj\n\(object)\nendobj\n"
        }
        let xref = text.utf8.count
        text += "xref\n0 \(objects.count + 1)\n0000000000 65535 f \n"
        for offset in offsets { text += String(format: "%010d 00000 n \n", offset) }
        text += "trailer\n<< /Size \(objects.count + 1) /Root 1 0 R\(trailerExtra) >>\nstartxref\n\(xref)\n%%EOF\n"
        return Array(text.utf8)
    }

    /// An SVG `width` x `height` (with `unit`, or none when nil) whose black square outline is
    /// inset 10%, and a red square filling the middle tenth, in a viewBox of 100 x 100 * height /
    /// width; `body` is added last.
    public static func svg(width: Double?, height: Double?, unit: String = "", viewBox: Bool = true, body: String = "") -> [UInt8] {
        let vh = 100 * (height ?? 100) / (width ?? 100)
        var attributes = "xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\""
        if let width { attributes += " width=\"\(width)\(unit)\"" }
        if let height { attributes += " height=\"\(height)\(unit)\"" }
        if viewBox { attributes += " viewBox=\"0 0 100 \(vh)\"" }
        let square = "<rect x=\"10\" y=\"\(vh * 0.1)\" width=\"80\" height=\"\(vh * 0.8)\" fill=\"none\" stroke=\"black\" stroke-width=\"1\"/>"
            + "<rect x=\"45\" y=\"\(vh * 0.45)\" width=\"10\" height=\"\(vh * 0.1)\" fill=\"#ff0000\"/>"
        return Array("<?xml version=\"1.0\"?>\n<svg \(attributes)>\(square)\(body)</svg>\n".utf8)
    }

    /// Writes `bytes` to a new file in a new temporary folder; returns its path.
    public static func write(_ bytes: [UInt8], name: String) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("termcolor-books-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let path = folder.appendingPathComponent(name).path
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }
}
