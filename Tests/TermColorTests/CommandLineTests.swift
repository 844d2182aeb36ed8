import ColorCore
import Foundation
import Storage
@testable import TermColor
import Testing

/// The headless commands as doc/termcolor.1 states them: output shapes other tests rely on, and one
/// clear line on stderr for bad input.
@Suite(TestTools.needsBinary)
struct CommandLineTests {
    /// Two boxes side by side inside a frame: three regions (outside the boxes, box A, box B).
    static func twoBoxPage() -> Page {
        var page = Page(width: 40, height: 20)
        func box(_ x0: Int, _ y0: Int, _ x1: Int, _ y1: Int) {
            for x in x0...x1 { page.setPixel(x, y0, .black); page.setPixel(x, y1, .black) }
            for y in y0...y1 { page.setPixel(x0, y, .black); page.setPixel(x1, y, .black) }
        }
        box(2, 2, 15, 15)
        box(20, 4, 35, 17)
        return page
    }

    /// A fresh folder holding the two-box page and a stroke log with `events` (JSON text).
    static func pageAndLog(events: String) throws -> (folder: URL, page: String, log: String) {
        let folder = try CommandRun.temporaryFolder()
        let page = folder.appendingPathComponent("boxes.png").path
        try PNGCodec.write(twoBoxPage(), to: page)
        let log = folder.appendingPathComponent("log.json").path
        try Data("""
        {"format": "termcolor-strokes", "version": 1, "page": {"width": 40, "height": 20}, "events": \(events)}
        """.utf8).write(to: URL(fileURLWithPath: log))
        return (folder, page, log)
    }

    @Test func regionsJSONMatchesSpecAndEngine() throws {
        let folder = try CommandRun.temporaryFolder()
        let path = folder.appendingPathComponent("boxes.png").path
        try PNGCodec.write(Self.twoBoxPage(), to: path)
        let run = try CommandRun(["regions", path, "--json"])
        #expect(run.status == 0)
        let doc = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        #expect(doc["width"] as? Int == 40 && doc["height"] as? Int == 20)
        #expect(doc["regionCount"] as? Int == 3)
        let timings = try #require(doc["timings"] as? [String: Any])
        #expect(timings["decodeMs"] is Double || timings["decodeMs"] is Int)
        #expect(timings["preloadMs"] != nil)
        let regions = try #require(doc["regions"] as? [[String: Int]])
        #expect(regions.map { $0["id"] } == [0, 1, 2])
        // Region 0 is the outside (first pixel at 0,0), then box A's inside, then box B's.
        #expect(regions[0]["x"] == 0 && regions[0]["y"] == 0 && regions[0]["width"] == 40 && regions[0]["height"] == 20)
        #expect(regions[1]["x"] == 3 && regions[1]["y"] == 3 && regions[1]["width"] == 12 && regions[1]["height"] == 12)
        #expect(regions[1]["pixels"] == 144)
        #expect(regions[2]["x"] == 21 && regions[2]["y"] == 5 && regions[2]["pixels"] == 14 * 12)
        #expect(regions[0]["pixels"] == 40 * 20 - 14 * 14 - 16 * 14)
    }

    @Test func benchJSONHasTheSpecFields() throws {
        let folder = try CommandRun.temporaryFolder()
        let path = folder.appendingPathComponent("boxes.png").path
        try PNGCodec.write(Self.twoBoxPage(), to: path)
        let run = try CommandRun(["bench", path, "--json", "--runs", "1", "--stroke-side", "512"])
        #expect(run.status == 0, "\(run.stderr)")
        let doc = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        for key in ["width", "height", "regions", "decodeMs", "preloadMs", "hitTestNsP50", "hitTestNsP99",
                    "naiveFillMs", "saveMs", "saveBytes", "peakRSSBytes", "segmentUs", "frameMs",
                    "dragEventUsP99", "firstFrameMs", "zoomStepMs", "panStepMs"] {
            #expect(doc[key] != nil, "bench --json lacks \(key)")
        }
        #expect(doc["regions"] as? Int == 3)
        // Microseconds a stroke segment takes, per brush size.
        let segments = try #require(doc["segmentUs"] as? [String: Any], "segmentUs: \(String(describing: doc["segmentUs"]))")
        #expect(Set(segments.keys) == ["4", "16", "40"])
        for size in ["4", "16", "40"] {
            let us = segments[size] as? Double
            #expect(us != nil && us! > 0 && us!.isFinite, "segmentUs[\(size)] = \(String(describing: segments[size]))")
        }
    }

    /// The interactive command takes `--debug-strokes` (and the spec's `-debugStrokes`), as
    /// `termcolor color ...` and as the default subcommand; a misspelling is an error.
    @Test func debugStrokesFlagIsAccepted() throws {
        for args in [["color", "--debug-strokes", "page.png"], ["--debug-strokes", "page.png"], ["-debugStrokes", "page.png"],
                     ["color", "page.png", "--debug-strokes"]] {
            let command = try TermColorCommand.parseAsRoot(args)
            let color = try #require(command as? ColorCommand, "\(args) parsed as \(type(of: command))")
            #expect(color.drawing.debugStrokes && color.page == "page.png", "\(args)")
        }
        #expect(try (TermColorCommand.parseAsRoot(["page.png"]) as? ColorCommand)?.drawing.debugStrokes == false)
        #expect(throws: (any Error).self) { try TermColorCommand.parseAsRoot(["--debug-strokez", "page.png"]) }
        // The built program agrees (help exits before any terminal is touched).
        let run = try CommandRun(["color", "--debug-strokes", "--help"])
        #expect(run.status == 0 && run.stdout.contains("--debug-strokes"), "\(run.stderr)")
    }

    /// The top-level help says first how to open a page (it listed only subcommands).
    @Test func topLevelHelpShowsHowToColourAPage() throws {
        let run = try CommandRun(["--help"])
        #expect(run.status == 0)
        #expect(run.stdout.contains("USAGE: termcolor [PAGE.png|PAGE.jpg] [-o OUT.png] [options]") && run.stdout.contains("termcolor help color"),
                "\(run.stdout)")
        // The display options the errors point to are listed.
        #expect(run.stdout.contains("--glyphs auto|half|quadrant|sextant|mixed") && run.stdout.contains("--colors auto|256|truecolor"))
    }

    /// A mistake on the command line is one line on stderr, exit 64, as every other error is one
    /// line (not ArgumentParser's four to six, wrapping at 80 columns); help and the
    /// version still print in full, on stdout.
    @Test func commandLineMistakesAreOneLine() throws {
        for (arguments, words) in [(["page.png", "--mode", "fast"], "The value 'fast' is invalid for '--mode <mode>'"),
                                   (["page.png", "--close-gaps", "1000"], "--close-gaps must be 0 to 64 page pixels, not 1000"),
                                   (["replay", "page.png", "log.json"], "Missing expected argument '-o <OUT.png>'"),
                                   (["--bogus"], "Unknown option '--bogus'"),
                                   // Unchecked, bench --runs 0 and --stroke-side 0 crash.
                                   (["bench", "page.png", "--runs", "0"], "--runs must be at least 1, not 0"),
                                   (["bench", "page.png", "--stroke-side", "0"], "--stroke-side must be 16 to 16384 pixels, not 0")] {
            let run = try CommandRun(arguments)
            #expect(run.status == 64 && run.stdout.isEmpty, "\(arguments)")
            // The help of the subcommand typed, else the program's.
            let help = ["replay", "bench"].contains(arguments[0]) ? "termcolor help \(arguments[0])" : "termcolor --help"
            #expect(run.stderr.hasPrefix("termcolor: \(words)") && run.stderr.hasSuffix("(\(help) says more)\n")
                    && run.stderr.filter { $0 == "\n" }.count == 1, "\(arguments): \(run.stderr)")
        }
        // An exit status the program chose is not a mistake: no line after its own.
        let folder = try CommandRun.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let page = folder.appendingPathComponent("page.png")
        try TestPage(width: 20, height: 20, rects: []).write(to: page)
        let noTerminal = try CommandRun([page.path])
        #expect(noTerminal.status == 1 && noTerminal.stderr == "termcolor: needs an interactive terminal (and a known TERM)\n",
                "\(noTerminal.stderr)")
        for arguments in [["help", "replay"], ["replay", "--help"]] {
            let run = try CommandRun(arguments)
            #expect(run.status == 0 && run.stdout.contains("USAGE: termcolor replay") && run.stderr.isEmpty, "\(arguments)")
        }
    }

    /// `termcolor --version` says which termcolor this is, on stdout, and touches nothing else
    /// (as the default subcommand's option it was "Unknown option").
    @Test func versionIsPrinted() throws {
        let run = try CommandRun(["--version"])
        #expect(run.status == 0 && run.stdout.hasPrefix("termcolor ") && run.stdout.contains(".") && run.stderr.isEmpty,
                "\(run.status) \(run.stdout) \(run.stderr)")
    }

    /// A page coloured with -debugStrokes is reproduced by replaying its log with the flag.
    @Test func replayHonoursDebugStrokes() throws {
        let (folder, page, log) = try Self.pageAndLog(events: """
            [{"type": "brush", "size": 3}, {"type": "down", "x": 5, "y": 6}, {"type": "move", "x": 12, "y": 6}, {"type": "up"}]
            """)
        var outputs: [Page] = []
        for flag in [[], ["-debugStrokes"]] {
            let out = folder.appendingPathComponent("out\(flag.count).png").path
            let run = try CommandRun(["replay", page, log, "-o", out] + flag)
            #expect(run.status == 0, "\(run.stderr)")
            outputs.append(try PNGCodec.read(path: out))
        }
        // Between the two input points a stroke paints and the dots do not.
        #expect(outputs[0].pixel(9, 6) != .white && outputs[1].pixel(9, 6) == .white)
        #expect(outputs[1].pixel(5, 6) != .white && outputs[1].pixel(12, 6) != .white)
        let expected = try StrokeReplay.render(try StrokeLog(json: Data(contentsOf: URL(fileURLWithPath: log))),
                                               on: Self.twoBoxPage(), finder: RegionMode.optimized.makeFinder(for: LineArt(page: Self.twoBoxPage())),
                                               debugStrokes: true)
        #expect(outputs[1] == expected)
    }

    @Test(arguments: [
        ("missing.png", nil as [UInt8]?, "no such file"),
        ("empty.png", [], "empty file"),
        ("text.png", Array("hello, not a png\n".utf8), "not a PNG, JPEG, PDF or SVG file"),
        ("truncated.png", Array([137, 80, 78, 71, 13, 10, 26, 10, 0, 0, 0, 13, 73, 72]), "truncated"),
    ])
    func badPagesGiveOneLineNamingTheFile(name: String, bytes: [UInt8]?, reason: String) throws {
        let folder = try CommandRun.temporaryFolder()
        let path = folder.appendingPathComponent(name).path
        if let bytes { #expect(FileManager.default.createFile(atPath: path, contents: Data(bytes))) }
        for args in [["regions", path], ["bench", path], ["replay", path, path + ".json", "-o", path + ".out.png"]] {
            let run = try CommandRun(args)
            #expect(run.status != 0)
            let lines = run.stderr.split(separator: "\n")
            #expect(lines.count == 1, "\(args[0]): \(run.stderr)")
            #expect(run.stderr.contains(path) && run.stderr.contains(reason), "\(args[0]): \(run.stderr)")
            #expect(!run.stderr.contains("Fatal error") && !run.stderr.contains("Backtrace"))
            #expect(!FileManager.default.fileExists(atPath: path + ".out.png"))
        }
    }

    @Test func replayWritesTheColouredPageAndRejectsBadLogs() throws {
        let (folder, page, log) = try Self.pageAndLog(events: """
            [{"type": "color", "rgb": "#1030f0"}, {"type": "fill", "x": 8, "y": 8}]
            """)
        let out = folder.appendingPathComponent("out.png").path
        let run = try CommandRun(["replay", page, log, "-o", out])
        #expect(run.status == 0, "\(run.stderr)")
        let result = try PNGCodec.read(path: out)
        #expect(result.pixel(8, 8) == RGBA(r: 0x10, g: 0x30, b: 0xf0))   // inside box A: filled
        #expect(result.pixel(25, 10) == .white)                           // box B: untouched
        #expect(result.pixel(2, 8) == .black)                             // the line stays black

        let bad = folder.appendingPathComponent("bad.json").path
        try Data("""
        {"format": "termcolor-strokes", "version": 1, "page": {"width": 40, "height": 20},
         "events": [{"type": "fill", "x": 8, "y": 8}, {"type": "move", "x": 1, "y": 1}]}
        """.utf8).write(to: URL(fileURLWithPath: bad))
        let out2 = folder.appendingPathComponent("out2.png").path
        let failed = try CommandRun(["replay", page, bad, "-o", out2])
        #expect(failed.status != 0)
        #expect(failed.stderr.contains("event 1"), "\(failed.stderr)")
        #expect(!FileManager.default.fileExists(atPath: out2))
    }

    /// `trace` says in one line what it cannot trace, or where it cannot write, before the
    /// terminal is touched (stdin here is no terminal, so reaching it would fail differently).
    @Test func traceRejectsWhatItCannotTraceAndAResultItCannotWrite() throws {
        let folder = try CommandRun.temporaryFolder()
        let bad = try CommandRun(["trace", "hыllo!"], in: folder)
        #expect(bad.status == 1)
        #expect(bad.stderr == "termcolor: cannot trace \"ы\": letters A-Z and a-z, digits 0-9 and the shapes line, zigzag, circle, star\n")
        // Punctuation and accents are left out, and an empty TEXT is the alphabet: all get as
        // far as the terminal.
        for text in ["Hi, Bob!", "Zoë", ""] {
            let run = try CommandRun(["trace", text], in: folder)
            #expect(run.status == 1 && run.stderr.contains("needs an interactive terminal"), "\(text): \(run.stderr)")
        }
        let nowhere = try CommandRun(["trace", "A", "--result", folder.appendingPathComponent("no/such/r.json").path], in: folder)
        #expect(nowhere.status == 1)
        #expect(nowhere.stderr.hasPrefix("termcolor: cannot write the result to ") && nowhere.stderr.hasSuffix(": no such folder\n"))
        // Good arguments get as far as the terminal.
        let fine = try CommandRun(["trace", "cat", "star", "--result", "r.json"], in: folder)
        #expect(fine.status == 1 && fine.stderr.contains("needs an interactive terminal"), "\(fine.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("r.json").path))
    }
}
