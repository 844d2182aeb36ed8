import Foundation

extension StrokeLog {
    /// Reads a log from JSON; every failure is a `StrokeLogError` with a one-line message.
    public init(json data: Data) throws(StrokeLogError) {
        do {
            self = try JSONDecoder().decode(StrokeLog.self, from: data)
        } catch let error as StrokeLogError {
            throw error
        } catch {
            throw .malformed("invalid JSON")
        }
    }

    /// The log as JSON: one event per line, so a saved log reads (and diffs) well. Keys sorted:
    /// Foundation's encoder otherwise orders an object's keys differently from run to run, and
    /// the same log must give the same bytes.
    public func jsonData() -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.withoutEscapingSlashes, .sortedKeys]
        var text = "{\"format\": \(quoted(format)), \"version\": \(version), "
        text += "\"page\": {\"width\": \(page.width), \"height\": \(page.height)},"
        if let closeGaps { text += " \"closeGaps\": \(closeGaps)," }
        if let closeGapsLargeShape { text += " \"closeGapsLargeShape\": \(closeGapsLargeShape)," }
        if let closeGapsPassage { text += " \"closeGapsPassage\": \(closeGapsPassage)," }
        if let smoothing { text += " \"smoothing\": \(quoted(smoothing.rawValue))," }
        if debugStrokes == true { text += " \"debugStrokes\": true," }
        if let recentColours { text += " \"recentColours\": [\(recentColours.map { quoted($0.hex) }.joined(separator: ", "))]," }
        text += "\n\"events\": ["
        for (i, event) in events.enumerated() {
            // Encoding an enum with finite numbers and a string cannot fail.
            let line = String(decoding: (try? encoder.encode(event)) ?? Data("{}".utf8), as: UTF8.self)
            text += (i == 0 ? "\n  " : ",\n  ") + line
        }
        text += "\n]}\n"
        return Data(text.utf8)
    }

    private func quoted(_ s: String) -> String {
        String(decoding: (try? JSONEncoder().encode(s)) ?? Data("\"\"".utf8), as: UTF8.self)
    }
}
