import ColorCore
import Foundation
import Storage
import Testing
@testable import TermColor
import TestSupport

@Suite struct SettingsTests {
    @Test func everyDocumentedKeyIsRead() throws {
        let text = Settings.keys.map { "\($0.name) = \($0.example)" }.joined(separator: "\n")
        let s = try Settings(toml: text, folder: "/etc/tc", home: "/home/ann")
        #expect(s.unknownKeys.isEmpty, "a documented key is unknown to the parser: \(s.unknownKeys)")
        #expect(s.palette == "/home/ann/palettes/pastel.gpl" && s.brushCells == 3 && s.mode == .optimized
                && s.smoothing == .hermite && s.outputFolder == "/home/ann/Pictures" && s.glyphs == .sextant && s.colours == .truecolor && s.pixels == .auto)
    }

    /// The README's settings block ("Every key:") is a settings file this parser reads whole,
    /// and it names every key (it lacked glyphs and colors once).
    @Test func theReadmesBlockHasEveryKey() throws {
        let readme = try String(contentsOf: TestTools.repositoryRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let section = try #require(readme.components(separatedBy: "## Palettes and settings").dropFirst().first)
        let block = try #require(section.components(separatedBy: "```toml\n").dropFirst().first?.components(separatedBy: "```").first)
        let s = try Settings(toml: block, folder: "/cfg", home: "/home/ann")
        #expect(s.unknownKeys.isEmpty, "\(s.unknownKeys)")
        let named = Set(block.split(separator: "\n").compactMap { $0.split(separator: " ").first.map(String.init) })
        #expect(Settings.keys.map(\.name).filter { !named.contains($0) }.isEmpty, "\(named)")
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
        ("colors = 88", "colors must be \"auto\", \"256\", \"truecolor\", \"16\" or \"8\", not \"88\""),
        ("brush = \n", "line 1: "),
        ("a = 1\na = 2", "line 2: "),
        // Table headers without a name: TOMLKit's parser stops the program on these (a lone
        // "[" is enough), so they are caught first.
        ("[\n", "line 1: a table header needs a name, as in [name]"),
        ("brush = 2\n[[\nx = 1", "line 2: a table header needs a name"),
        ("  [ # a comment\n", "line 1: a table header needs a name"),
        ("[.]", "line 1: a table header needs a name"),
        ("[[}'", "line 1: a table header needs a name"),
        ("[a]\n[[ ]]\n", "line 2: a table header needs a name"),
        ("\r\n[\npalette\t]t", "line 2: a table header needs a name"),  // Windows line ends
        // A } where an array's value should be: the parser stops the program on that too.
        ("x = [}", "line 1: a } where the array's next value should be"),
        ("x = [1,\n # c\n }", "line 3: a } where the array's next value should be"),
        ("x = {a = [[1], }]}", "line 1: a } where the array's next value should be"),
        // An escaped quote does not end a multi-line string; a Unicode line separator stops TOMLKit too.
        ("s = \"\"\"\\\"\"\" \"\"\"\n[\n", "line 2: a table header needs a name"),
        ("x = [\u{2028}]", "line 1: a Unicode line separator outside a string"),
        ("x = [1,\n\u{85} 2]", "line 2: a Unicode line separator outside a string"),
        // TOMLKit stops reading at a NUL: what follows would be ignored without a word.
        ("brush = 2\nx = 1\u{0}brush = 99", "line 2: a NUL byte (is it a text file?)"),
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

    /// Arrays that span lines and multi-line strings may hold a line starting with `[`: none of
    /// them is taken for a header.
    @Test func bracketsInsideValuesAreNoHeaders() throws {
        let text = """
            brush = 2
            x = [
              [ [1], 2 ],
              [ ],
            ]
            s = \"""
            [ not a header
            \"""
            t = '''
            [[ nor this
            '''
            u = "[" # [
            e = \""" a \\\""" b
            [ still in e
            \"""
            l = "\u{2028} in a string is fine"
            v = [ {a = 1}, {b = [2, ]}, ]
            w = []
            [table]
            """
        let s = try Settings(toml: text, folder: "/", home: nil)
        #expect(s.brushCells == 2 && Set(s.unknownKeys) == ["x", "s", "t", "u", "e", "l", "v", "w", "table"])
        #expect(TOMLParserTraps.first(in: text + "\n[\n")?.line == 20)
    }

    /// Random small settings files, each read by the program itself (a crash there ends only
    /// that run): every one is taken or refused with one line, never a crash.
    @Test func noSettingsFileStopsTheProgram() throws {
        let folder = try CommandRun.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("termcolor"), withIntermediateDirectories: true)
        let page = folder.appendingPathComponent("p.png")
        try TestPage(width: 20, height: 20, rects: []).write(to: page)
        let pieces = ["[", "]", "[[", "]]", "=", "\"", "'", "\"\"\"", "'''", ".", "a", "1", "\n", "\r\n", "#", "{", "\u{2028}", "\u{85}", "\\\"", "}", ",", " ", "\t", "\\", "brush"]
        var random = SeededRandom(seed: 17)
        for _ in 0..<120 {
            let text = (0..<(1 + Int(random.next() % 7))).map { _ in pieces[Int(random.next() % UInt64(pieces.count))] }.joined()
            try Data(text.utf8).write(to: folder.appendingPathComponent("termcolor/config.toml"))
            let run = try CommandRun([page.path, "-o", folder.appendingPathComponent("o.png").path],
                                     environment: ["XDG_CONFIG_HOME": folder.path])
            #expect(run.status == 0 || run.status == 1, "\(text.debugDescription): status \(run.status) \(run.stderr)")
            #expect(run.stderr.split(separator: "\n").count <= 1, "\(text.debugDescription): \(run.stderr)")
        }
    }

    @Test func theFileIsUnderXDGConfigHomeElseHome() {
        #expect(UserFolders(environment: ["XDG_CONFIG_HOME": "/x", "HOME": "/h"]).settingsFile == "/x/termcolor/config.toml")
        #expect(UserFolders(environment: ["XDG_CONFIG_HOME": "relative", "HOME": "/h"]).settingsFile == "/h/.config/termcolor/config.toml")
        #expect(UserFolders(environment: [:]).settingsFile == nil)
    }
}
