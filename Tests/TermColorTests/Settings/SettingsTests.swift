import ColorCore
import Foundation
import Testing
@testable import TermColor

@Suite struct SettingsTests {
    @Test func everyDocumentedKeyIsRead() throws {
        let text = Settings.keys.map { "\($0.name) = \($0.example)" }.joined(separator: "\n")
        let s = try Settings(toml: text, folder: "/etc/tc", home: "/home/ann")
        #expect(s.unknownKeys.isEmpty, "a documented key is unknown to the parser: \(s.unknownKeys)")
        #expect(s.palette == "/home/ann/palettes/pastel.gpl" && s.brushCells == 3 && s.mode == .optimized
                && s.smoothing == .hermite && s.outputFolder == "/home/ann/Pictures" && s.glyphs == .sextant && s.colours == .truecolor)
    }

    @Test func valuesAndRelativePaths() throws {
        let s = try Settings(toml: "brush = 1.5\nmode = \"naive\"\nsmoothing = 'linear'\npalette = \"p/x.gpl\"\n",
                             folder: "/cfg", home: nil)
        #expect(s == { var e = Settings(); e.brushCells = 1.5; e.mode = .naive; e.smoothing = .linear; e.palette = "/cfg/p/x.gpl"; return e }())
        #expect(try Settings(toml: "", folder: "/", home: nil) == Settings())
        // 256 colours as a number or as a string; glyph modes by name.
        #expect(try Settings(toml: "colors = 256\nglyphs = \"quadrant\"", folder: "/", home: nil).colours == .palette256)
        #expect(try Settings(toml: "colors = \"256\"", folder: "/", home: nil).colours == .palette256)
        #expect(try Settings(toml: "glyphs = \"quadrant\"", folder: "/", home: nil).glyphs == .quadrant)
    }

    @Test func unknownKeysAreCollectedForOneWarning() throws {
        let s = try Settings(toml: "brsh = 3\nbrush = 2\n[colours]\nred = 1\n", folder: "/", home: nil)
        #expect(s.brushCells == 2)
        #expect(Set(s.unknownKeys) == ["brsh", "colours"])
        let warning = try #require(s.unknownKeysWarning(path: "/x/config.toml"))
        #expect(warning.hasPrefix("config.toml: unknown keys ") && warning.hasSuffix(" ignored"))
        #expect(warning.components(separatedBy: "'brsh'").count == 2)
    }

    @Test(arguments: [
        ("brush = \"big\"", "brush must be a number of cells from 0.5 to 32"),
        ("brush = 64", "brush must be a number of cells from 0.5 to 32"),
        ("mode = \"fast\"", "mode must be \"optimized\" or \"naive\", not \"fast\""),
        ("smoothing = 3", "smoothing must be a string in quotes"),
        ("palette = \"\"", "palette is empty"),
        ("glyphs = \"octant\"", "glyphs must be \"auto\", \"half\", \"quadrant\", \"sextant\" or \"mixed\", not \"octant\""),
        ("colors = 16", "colors must be \"auto\", \"256\" or \"truecolor\", not \"16\""),
        ("brush = \n", "line 1: "),
        ("a = 1\na = 2", "line 2: "),
    ])
    func badValuesAreOneLineNamingTheKey(text: String, message: String) {
        do {
            _ = try Settings(toml: text, folder: "/", home: nil)
            Issue.record("accepted \(text)")
        } catch {
            #expect(error.description.hasPrefix(message), "\(error.description)")
            #expect(!error.description.contains("\n"))
        }
    }

    @Test func theFileIsUnderXDGConfigHomeElseHome() {
        #expect(Settings.path(environment: ["XDG_CONFIG_HOME": "/x", "HOME": "/h"]) == "/x/termcolor/config.toml")
        #expect(Settings.path(environment: ["XDG_CONFIG_HOME": "relative", "HOME": "/h"]) == "/h/.config/termcolor/config.toml")
        #expect(Settings.path(environment: [:]) == nil)
    }
}
