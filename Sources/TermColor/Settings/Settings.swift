import ColorCore
import Foundation
import TOMLKit

/// The settings file, `$XDG_CONFIG_HOME/termcolor/config.toml` (default
/// `~/.config/termcolor/config.toml`): defaults for the interactive program that the command
/// line overrides. Every key is listed in `Settings.keys`; unknown keys are collected to be
/// warned about once, not refused, so a file written for a newer termcolor still works. A value
/// of the wrong kind is an error naming the file and the key.
struct Settings: Equatable {
    var palette: String?
    var brushCells: Double?
    var mode: RegionMode?
    var smoothing: Smoothing?
    var outputFolder: String?
    var glyphs: DisplayChoice.GlyphRequest?
    var colours: DisplayChoice.ColourRequest?
    var pixels: PixelRequest?
    /// Keys the file has that termcolor does not know, in file order.
    var unknownKeys: [String] = []

    struct Key {
        let name: String
        let example: String
    }

    /// Every key, with an example value. Tests hold the parser, the man page and the README's
    /// settings block to this list (a key added here alone fails them).
    static let keys: [Key] = [
        Key(name: "palette", example: #""~/palettes/pastel.gpl""#),
        Key(name: "brush", example: "3"),
        Key(name: "mode", example: #""optimized""#),
        Key(name: "smoothing", example: #""hermite""#),
        Key(name: "output-folder", example: #""~/Pictures""#),
        Key(name: "glyphs", example: #""sextant""#),
        Key(name: "colors", example: #""truecolor""#),
        Key(name: "pixels", example: #""auto""#),
    ]

    struct Failure: Error, Equatable, CustomStringConvertible {
        let description: String
    }

    /// Reads the settings file at `path`; no file means no settings. `home` expands `~`.
    static func load(path: String, home: String?) throws(Failure) -> Settings {
        guard FileManager.default.fileExists(atPath: path) else { return Settings() }
        guard let data = FileManager.default.contents(atPath: path) else { throw Failure(description: "\(path): cannot read it") }
        guard let text = String(data: data, encoding: .utf8) else { throw Failure(description: "\(path): not UTF-8 text") }
        do {
            return try Settings(toml: text, folder: (path as NSString).deletingLastPathComponent, home: home)
        } catch {
            throw Failure(description: "\(path): \(error.description)")
        }
    }

    init() {}

    /// Parses the file's text. `folder` is where relative paths start; `home` expands `~`.
    init(toml text: String, folder: String, home: String?) throws(Failure) {
        // TOMLKit reads only up to a NUL byte: the rest of the file would be ignored unsaid.
        if let nul = text.unicodeScalars.firstIndex(of: "\u{0}") {
            let line = text.unicodeScalars[..<nul].filter { $0 == "\n" }.count + 1
            throw Failure(description: "line \(line): a NUL byte (is it a text file?)")
        }
        if let trap = TOMLParserTraps.first(in: text) { throw Failure(description: "line \(trap.line): \(trap.problem)") }
        let table: TOMLTable
        do {
            table = try TOMLTable(string: text)
        } catch let error as TOMLParseError {
            throw Failure(description: "line \(error.source.begin.line): \(error.description)")
        } catch {
            throw Failure(description: "not a TOML file")
        }
        func string(_ key: String, _ value: TOMLValueConvertible) throws(Failure) -> String {
            guard let s = value.string else { throw Failure(description: "\(key) must be a string in quotes") }
            return s
        }
        func path(_ key: String, _ value: TOMLValueConvertible) throws(Failure) -> String {
            let p = try string(key, value)
            guard !p.isEmpty else { throw Failure(description: "\(key) is empty") }
            if p == "~" || p.hasPrefix("~/") {
                guard let home else { throw Failure(description: "\(key): ~ needs HOME") }
                return home + p.dropFirst()
            }
            return p.hasPrefix("/") ? p : folder + "/" + p
        }
        for key in table.keys {
            guard let value = table[key] else { continue }
            switch key {
            case "palette": palette = try path(key, value)
            case "output-folder": outputFolder = try path(key, value)
            case "brush":
                guard let cells = value.double ?? value.int.map(Double.init), cells >= 0.5, cells <= 32 else {
                    throw Failure(description: "brush must be a number of cells from 0.5 to 32")
                }
                brushCells = cells
            case "mode":
                let text = try string(key, value)
                guard let m = RegionMode(rawValue: text) else {
                    throw Failure(description: "mode must be \(RegionMode.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: " or ")), not \"\(text)\"")
                }
                mode = m
            case "smoothing":
                let text = try string(key, value)
                guard let s = Smoothing(rawValue: text) else {
                    throw Failure(description: "smoothing must be \"hermite\" or \"linear\", not \"\(text)\"")
                }
                smoothing = s
            case "glyphs":
                let text = try string(key, value)
                guard let g = DisplayChoice.GlyphRequest(rawValue: text) else {
                    throw Failure(description: "glyphs must be \(Self.quoted(DisplayChoice.GlyphRequest.allCases.map(\.rawValue))), not \"\(text)\"")
                }
                glyphs = g
            case "colors":
                // 256 may be written as a number too: `colors = 256`.
                let text: String
                if let n = value.int { text = String(n) } else { text = try string(key, value) }
                guard let c = DisplayChoice.ColourRequest(rawValue: text) else {
                    throw Failure(description: "colors must be \(Self.quoted(DisplayChoice.ColourRequest.allCases.map(\.rawValue))), not \"\(text)\"")
                }
                colours = c
            case "pixels":
                let text = try string(key, value)
                guard let p = PixelRequest(rawValue: text) else {
                    throw Failure(description: "pixels must be \(Self.quoted(PixelRequest.allCases.map(\.rawValue))), not \"\(text)\"")
                }
                pixels = p
            default:
                unknownKeys.append(key)
            }
        }
    }

    /// `"a", "b" or "c"`.
    private static func quoted(_ names: [String]) -> String {
        let q = names.map { "\"\($0)\"" }
        return q.dropLast().joined(separator: ", ") + " or " + q.last!
    }

    /// The one warning about unknown keys, nil when there are none.
    func unknownKeysWarning(path: String) -> String? {
        guard !unknownKeys.isEmpty else { return nil }
        let names = unknownKeys.map { "'\($0)'" }.joined(separator: ", ")
        return "\(URL(fileURLWithPath: path).lastPathComponent): unknown key\(unknownKeys.count > 1 ? "s" : "") \(names) ignored"
    }
}
