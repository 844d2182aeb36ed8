import ColorCore
import Foundation
import Storage
import Testing

/// `termcolor timelapse` through the real program: the WebP decoded back (first frame the blank
/// page, last exactly replay's picture, lasting --seconds), the GIF within its one palette, and
/// bad input refused with one line and nothing written.
@Suite(TestTools.needsBinary) struct TimeLapseCommandTests {
    struct Files {
        let folder: URL
        func path(_ name: String) -> String { folder.appendingPathComponent(name).path }
        func bytes(_ name: String) -> [UInt8]? { FileManager.default.contents(atPath: path(name)).map { [UInt8]($0) } }
    }

    static let page = TestPage(width: 160, height: 120, rects: [Rect(x: 10, y: 10, width: 70, height: 50),
                                                               Rect(x: 90, y: 10, width: 60, height: 50),
                                                               Rect(x: 10, y: 70, width: 140, height: 40)])
    /// Two fills, a stroke, an undo of a third fill (of the paper around the boxes).
    static let log: String = {
        var events = [##"{"type": "color", "rgb": "#2080e0"}"##, #"{"type": "fill", "x": 40, "y": 30}"#,
                      ##"{"type": "color", "rgb": "#f0c010"}"##, #"{"type": "brush", "size": 10}"#,
                      #"{"type": "down", "x": 20, "y": 90, "t": 1.0}"#]
        for i in 1...25 { events.append(#"{"type": "move", "x": \#(20 + i * 5), "y": 90, "t": \#(1.0 + Double(i) * 0.03)}"#) }
        events += [#"{"type": "up", "t": 2}"#, ##"{"type": "color", "rgb": "#30c040"}"##, #"{"type": "fill", "x": 120, "y": 30}"#,
                   #"{"type": "fill", "x": 5, "y": 5}"#, #"{"type": "undo"}"#]
        return #"{"format": "termcolor-strokes", "version": 1, "page": {"width": 160, "height": 120}, "events": ["#
            + events.joined(separator: ", ") + "]}"
    }()

    static func files() throws -> Files {
        let files = Files(folder: try CommandRun.temporaryFolder())
        try page.write(to: URL(fileURLWithPath: files.path("p.png")))
        try Data(log.utf8).write(to: URL(fileURLWithPath: files.path("log.json")))
        return files
    }

    static func packed(_ page: Page) -> [UInt32] { page.rgba.withUnsafeBytes { Array($0.bindMemory(to: UInt32.self)) } }

    @Test func webpRunsFromTheBlankPageToReplaysPicture() throws {
        let files = try Self.files()
        defer { try? FileManager.default.removeItem(at: files.folder) }
        let run = try CommandRun(["timelapse", files.path("p.png"), files.path("log.json"), "-o", files.path("t.webp"), "--seconds", "12"])
        #expect(run.status == 0 && run.stderr.isEmpty, "\(run.stderr)")
        let replay = try CommandRun(["replay", files.path("p.png"), files.path("log.json"), "-o", files.path("r.png")])
        #expect(replay.status == 0)
        let film = try WebPAnimation.decode(try #require(files.bytes("t.webp")))
        #expect(film.width == 160 && film.height == 120 && film.loopCount == 0)
        #expect(film.frames.first?.pixels == Self.packed(Self.page.page))
        #expect(film.frames.last?.pixels == Self.packed(try PNGCodec.read(path: files.path("r.png"))))
        #expect(film.frames.last?.endMs == 12_000)
        // A frame per point of the stroke and per fill, nearly: not one frame per event kind.
        #expect(film.frames.count >= 25, "\(film.frames.count) frames")
        // The undone fill was shown, then taken away.
        let undone = 5 * 160 + 5
        #expect(film.frames.contains { $0.pixels[undone] != film.frames[0].pixels[undone] })
        #expect(film.frames.last?.pixels[undone] == film.frames[0].pixels[undone])
        #expect(WebPAnimation.xmp(of: try #require(files.bytes("t.webp")))?.contains("termcolor timelapse") == true)
    }

    @Test func sizeScalesTheFilm() throws {
        let files = try Self.files()
        defer { try? FileManager.default.removeItem(at: files.folder) }
        let run = try CommandRun(["timelapse", files.path("p.png"), files.path("log.json"), "-o", files.path("t.webp"), "--size", "80x60"])
        #expect(run.status == 0, "\(run.stderr)")
        let film = try WebPAnimation.decode(try #require(files.bytes("t.webp")))
        #expect(film.width == 80 && film.height == 60 && film.frames.last?.endMs == 10_000)
    }

    @Test func gifKeepsToItsOnePaletteAndLasts() throws {
        let files = try Self.files()
        defer { try? FileManager.default.removeItem(at: files.folder) }
        let run = try CommandRun(["timelapse", files.path("p.png"), files.path("log.json"), "-o", files.path("t.gif"), "--seconds", "4"])
        #expect(run.status == 0 && run.stderr.isEmpty, "\(run.stderr)")
        let gif = try GIFAnimation.decode(try #require(files.bytes("t.gif")))
        #expect(gif.width == 160 && gif.height == 120 && gif.comment == "termcolor timelapse")
        let colours = gif.palette.count / 3
        #expect(colours <= 256 && colours >= 2)
        #expect(gif.frames.count >= 10)
        #expect(gif.frames.allSatisfy { !$0.hasOwnPalette && $0.indices.allSatisfy { Int($0) < colours } })
        // The first frame is the whole page; the others only what changed (a stroke's frames a
        // strip of it; the paper's fill is the whole page again).
        #expect(gif.frames.first?.rect == Rect(x: 0, y: 0, width: 160, height: 120))
        #expect(gif.frames.filter { $0.rect.area < 160 * 120 / 8 }.count >= 5)
        let total = gif.frames.map(\.delayCs).reduce(0, +)
        #expect(total == 400, "\(total) hundredths")
        // The log's colours are in the palette exactly.
        let rgb = stride(from: 0, to: gif.palette.count, by: 3).map { Array(gif.palette[$0..<($0 + 3)]) }
        let inks: [[UInt8]] = [[0x20, 0x80, 0xE0], [0xF0, 0xC0, 0x10], [0x30, 0xC0, 0x40], [0xFF, 0xFF, 0xFF], [0, 0, 0]]
        for colour in inks { #expect(rgb.contains(colour)) }
        // The frames laid one over another end as replay's picture wherever that is paper, line
        // or a colour of the log (those are shown exactly; only blends go to the nearest entry).
        var composed = [UInt8](repeating: 0, count: 160 * 120)
        for frame in gif.frames {
            for y in 0..<frame.rect.height {
                for x in 0..<frame.rect.width { composed[(frame.rect.y + y) * 160 + frame.rect.x + x] = frame.indices[y * frame.rect.width + x] }
            }
        }
        #expect(try CommandRun(["replay", files.path("p.png"), files.path("log.json"), "-o", files.path("r.png")]).status == 0)
        let replayed = try PNGCodec.read(path: files.path("r.png"))
        var exact = 0
        for y in 0..<120 {
            for x in 0..<160 {
                let p = replayed.pixel(x, y), colour = [p.r, p.g, p.b]
                guard inks.contains(colour) else { continue }
                exact += 1
                #expect(rgb[Int(composed[y * 160 + x])] == colour, "pixel \(x),\(y)")
            }
        }
        #expect(exact > 160 * 120 / 2)
    }

    @Test func badInputIsOneLineAndWritesNothing() throws {
        let files = try Self.files()
        defer { try? FileManager.default.removeItem(at: files.folder) }
        try Data("{\"format\": \"termcolor-strokes\", \"version\": 1, \"page\": ".utf8).write(to: URL(fileURLWithPath: files.path("cut.json")))
        try Data(Self.log.replacingOccurrences(of: "\"width\": 160", with: "\"width\": 170").utf8)
            .write(to: URL(fileURLWithPath: files.path("other.json")))
        try Data(Self.log.replacingOccurrences(of: #"{"type": "up", "t": 2}, "#, with: "").replacingOccurrences(of: #""type": "down""#, with: #""type": "move""#).utf8)
            .write(to: URL(fileURLWithPath: files.path("moves.json")))
        let p = files.path("p.png")
        let cases: [(arguments: [String], says: String)] = [
            (["timelapse", p, files.path("missing.json"), "-o", files.path("a.webp")], "missing.json: no such file"),
            (["timelapse", p, files.path("cut.json"), "-o", files.path("a.webp")], "cut.json: "),
            (["timelapse", p, files.path("other.json"), "-o", files.path("a.gif")], "other.json: "),
            (["timelapse", p, files.path("moves.json"), "-o", files.path("a.gif")], "moves.json: "),
            (["timelapse", p, files.path("log.json"), "-o", files.path("a.mp4")], "a.mp4: a time-lapse is saved as .webp or .gif"),
            (["timelapse", p, files.path("log.json"), "-o", files.path("a.webp"), "--seconds", "0"], "--seconds"),
            (["timelapse", p, files.path("log.json"), "-o", files.path("a.webp"), "--size", "161x120"], "--size 161x120: larger than the page"),
            (["timelapse", p, files.path("log.json"), "-o", files.path("a.webp"), "--size", "big"], "--size big"),
            (["timelapse", files.path("nopage.png"), files.path("log.json"), "-o", files.path("a.webp")], "nopage.png"),
        ]
        for c in cases {
            let run = try CommandRun(c.arguments)
            #expect(run.status == 1, "\(c.arguments)")
            #expect(run.stderr.split(separator: "\n").count == 1 && run.stderr.hasPrefix("termcolor: ") && run.stderr.contains(c.says),
                    "\(c.arguments): \(run.stderr)")
        }
        let left = try FileManager.default.contentsOfDirectory(atPath: files.folder.path).sorted()
        #expect(left == ["cut.json", "log.json", "moves.json", "other.json", "p.png"])
    }
}
