import ColorCore
import Foundation
import Storage
import Testing
import TestSupport

/// Pictures as pages through the real program: JPEG input (nothing but one line on stderr for a
/// bad file, never decoder noise), `convert`, `--as-is`, and `--close-gaps` on `regions` and `replay`.
@Suite(TestTools.needsBinary)
struct PictureCommandTests {
    static var shared: URL { SharedTestData.root }
    static var sharedAvailable: Bool { SharedTestData.available }

    /// Every shared JPEG through `regions --as-is`: good files say nothing on stderr; refused files
    /// say one line naming the file. Then mutated copies of a real photo (cut, bytes flipped in
    /// the entropy data), which make libjpeg warn: still one line at most, never its own words.
    @Test(.enabled(if: sharedAvailable, SharedTestData.skipReason))
    func jpegInputNeverPrintsDecoderNoise() throws {
        let folder = Self.shared.appendingPathComponent("jpeg")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".jpg") }.sorted()
        let refused: Set = ["monkey12.jpg", "x-corrupt.jpg", "x-empty.jpg", "x-not-a-jpeg.jpg", "x-truncated.jpg"]
        for name in names {
            let path = folder.appendingPathComponent(name).path
            let run = try CommandRun(["regions", path, "--as-is"])
            if refused.contains(name) {
                #expect(run.status == 1, "\(name)")
                #expect(run.stderr.split(separator: "\n").count == 1 && run.stderr.hasPrefix("termcolor: \(path): "), "\(name): \(run.stderr)")
            } else {
                #expect(run.status == 0 && run.stderr.isEmpty, "\(name): \(run.stderr)")
            }
        }
        let rocket = try [UInt8](Data(contentsOf: folder.appendingPathComponent("rocket.jpg")))
        let temp = try CommandRun.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: temp) }
        var rng = SeededRandom(seed: 13)
        for i in 0..<24 {
            var bytes = rocket
            if i % 3 == 0 {
                bytes = Array(bytes.prefix(Int.random(in: 200..<bytes.count, using: &rng)))
            } else {
                for _ in 0..<(1 + i % 5) { bytes[Int.random(in: 1000..<bytes.count, using: &rng)] = UInt8.random(in: 0...255, using: &rng) }
            }
            let path = temp.appendingPathComponent("m\(i).jpg").path
            try Data(bytes).write(to: URL(fileURLWithPath: path))
            let run = try CommandRun(["regions", path, "--as-is"])
            let lines = run.stderr.split(separator: "\n")
            #expect(lines.count <= 1 && lines.allSatisfy { $0.hasPrefix("termcolor: \(path): ") }, "case \(i): \(run.stderr)")
            #expect((run.status == 0) == lines.isEmpty, "case \(i): status \(run.status)")
        }
    }

    /// A photo opened as it is shows its colours, not the line finish's black speckles: a random
    /// mix of two browns either side of the line threshold (as in a cat photo's fur, which the finish
    /// would speckle), through `snapshot --as-is` as the program draws it. No pixel of the page area is
    /// far darker than the darker brown (the letterbox and the bars below are left out).
    @Test func aPhotoShownAsItIsHasNoSpeckles() throws {
        let folder = try CommandRun.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var page = Page(width: 480, height: 360)
        var rng = SeededRandom(seed: 5)
        let dark = RGBA(r: 150, g: 120, b: 100), light = RGBA(r: 170, g: 140, b: 120)
        for y in 0..<360 {
            for x in 0..<480 { page.setPixel(x, y, Int.random(in: 0..<2, using: &rng) == 0 ? dark : light) }
        }
        let pagePath = folder.appendingPathComponent("fur.png").path, shot = folder.appendingPathComponent("s.png").path
        try PNGCodec.write(page, to: pagePath)
        let run = try CommandRun(["snapshot", pagePath, "--as-is", "--size", "80x24", "--glyphs", "half", "-o", shot])
        #expect(run.status == 0, "\(run.stderr)")
        let screen = try PNGCodec.read(path: shot)
        let letterbox = XtermPalette.rgb(Int(ViewRenderer.letterbox))
        var speckles = 0
        for y in 0..<(24 - 2) * 16 {
            for x in 0..<screen.width {
                let p = screen.pixel(x, y)
                guard (p.r, p.g, p.b) != (letterbox.r, letterbox.g, letterbox.b) else { continue }
                if (299 * Int(p.r) + 587 * Int(p.g) + 114 * Int(p.b)) / 1000 < 90 { speckles += 1 }
            }
        }
        #expect(speckles == 0)
    }

    /// A square outline (corners 20 and 80 of a 100x100 page, lines 3 px) with a 6 px gap in
    /// its top side.
    static func gappedSquarePage() -> Page {
        var page = Page(width: 100, height: 100)
        for y in 0..<100 {
            for x in 0..<100 {
                let onSide = (abs(y - 20) <= 1 || abs(y - 80) <= 1) && x >= 19 && x <= 81
                    || (abs(x - 20) <= 1 || abs(x - 80) <= 1) && y >= 19 && y <= 81
                let inGap = abs(y - 20) <= 1 && x >= 47 && x < 53
                if onSide && !inGap { page.setPixel(x, y, .black) }
            }
        }
        return page
    }

    /// `regions --close-gaps` reports the bridge; `replay` of a log recorded with --close-gaps
    /// closes the same gap without being told, `--close-gaps 0` overrides it, and a log without
    /// the field (version 1 as before) leaks as it always did.
    @Test func gapClosingThroughTheCommands() throws {
        let folder = try CommandRun.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let page = folder.appendingPathComponent("gapped.png").path
        try PNGCodec.write(Self.gappedSquarePage(), to: page)

        let plain = try CommandRun(["regions", page, "--json"])
        let closed = try CommandRun(["regions", page, "--json", "--close-gaps", "6"])
        #expect(plain.status == 0 && closed.status == 0, "\(closed.stderr)")
        let plainDoc = try #require(try JSONSerialization.jsonObject(with: Data(plain.stdout.utf8)) as? [String: Any])
        let closedDoc = try #require(try JSONSerialization.jsonObject(with: Data(closed.stdout.utf8)) as? [String: Any])
        #expect(plainDoc["regionCount"] as? Int == 1 && plainDoc["gapsClosed"] as? Int == 0 && plainDoc["closeGaps"] as? Int == 0)
        #expect(closedDoc["regionCount"] as? Int == 2 && closedDoc["gapsClosed"] as? Int == 1 && closedDoc["closeGaps"] as? Int == 6)
        #expect(plainDoc["converted"] as? String == "no")

        func replay(_ header: String, _ extra: [String]) throws -> Page {
            let log = folder.appendingPathComponent("log-\(UUID().uuidString).json").path
            try Data("""
            {"format": "termcolor-strokes", "version": 1, "page": {"width": 100, "height": 100},\(header)
             "events": [{"type": "color", "rgb": "#0000ff"}, {"type": "fill", "x": 50, "y": 50}]}
            """.utf8).write(to: URL(fileURLWithPath: log))
            let out = log + ".png"
            let run = try CommandRun(["replay", page, log, "-o", out] + extra)
            #expect(run.status == 0, "\(run.stderr)")
            return try PNGCodec.read(path: out)
        }
        let outside = (x: 5, y: 5)
        #expect(try replay(#" "closeGaps": 6,"#, []).pixel(outside.x, outside.y) == .white)         // closed: stays inside
        #expect(try replay(#" "closeGaps": 6,"#, ["--close-gaps", "0"]).pixel(outside.x, outside.y) != .white)
        #expect(try replay("", []).pixel(outside.x, outside.y) != .white)                           // no field: leaks, as before
        #expect(try replay("", ["--close-gaps", "6"]).pixel(outside.x, outside.y) == .white)
        // A bad width in the log is an error naming the field; nothing is written.
        let bad = folder.appendingPathComponent("bad.json").path
        try Data(#"{"format": "termcolor-strokes", "version": 1, "page": {"width": 100, "height": 100}, "closeGaps": -3, "events": []}"#.utf8)
            .write(to: URL(fileURLWithPath: bad))
        let refused = try CommandRun(["replay", page, bad, "-o", bad + ".png"])
        #expect(refused.status == 1 && refused.stderr.contains("closeGaps"), "\(refused.stderr)")
        #expect(!FileManager.default.fileExists(atPath: bad + ".png"))
        for width in ["65", "-1"] {  // -1 was "Missing value for '--close-gaps <PX>'"
            let wrong = try CommandRun(["regions", page, "--close-gaps", width])
            #expect(wrong.status != 0 && wrong.stderr.contains("--close-gaps must be 0 to 64 page pixels, not \(width)"), "\(wrong.stderr)")
        }
    }

    /// `convert` writes a page that opens as line art (not converted again), at every detail
    /// level; it never overwrites the picture; a photo given to `regions` is converted first.
    @Test(.enabled(if: sharedAvailable, SharedTestData.skipReason))
    func convertMakesAPage() throws {
        let folder = try CommandRun.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let photo = Self.shared.appendingPathComponent("photos/coffee.png").path
        for detail in ["low", "medium", "high", "poster"] {
            let out = folder.appendingPathComponent("coffee-\(detail).png").path
            let run = try CommandRun(["convert", photo, "-o", out, "--detail", detail])
            #expect(run.status == 0 && run.stdout.contains("regions (\(detail) detail)"), "\(run.stderr)")
            let page = try PNGCodec.read(path: out)
            #expect(page.width == 600 && page.height == 400)
            if detail == "poster" {
                // Opaque black and white (it was black ink over transparent paper: a black
                // picture in a viewer that drops alpha); when too speckled to open as line art, it
                // says so.
                let colours = Set(stride(from: 0, to: page.rgba.count, by: 4).map { i -> [UInt8] in Array(page.rgba[i..<(i + 4)]) })
                #expect(colours == [[0, 0, 0, 255], [255, 255, 255, 255]], "\(colours.prefix(4))")
                let opened = try CommandRun(["regions", out, "--json"])
                let speckled = !opened.stdout.contains(#""converted": "no""#)
                #expect(run.stderr.contains("too speckled to open as line art; colour it with --as-is") == speckled, "\(run.stderr)")
            } else {
                let again = try CommandRun(["regions", out, "--json"])
                let doc = try #require(try JSONSerialization.jsonObject(with: Data(again.stdout.utf8)) as? [String: Any])
                #expect(doc["converted"] as? String == "no", "\(detail)")
            }
        }
        let asPhoto = try CommandRun(["regions", photo, "--json"])
        let doc = try #require(try JSONSerialization.jsonObject(with: Data(asPhoto.stdout.utf8)) as? [String: Any])
        #expect(doc["converted"] as? String == "medium")
        let medium = RegionLabelling.regions(of: LineArt(page: try PNGCodec.read(path: folder.appendingPathComponent("coffee-medium.png").path)))
        #expect(doc["regionCount"] as? Int == medium.count)  // the same page as `convert` makes

        let copy = folder.appendingPathComponent("photo.png").path
        try FileManager.default.copyItem(atPath: photo, toPath: copy)
        let refused = try CommandRun(["convert", copy, "-o", copy])
        #expect(refused.status == 1 && refused.stderr.contains("would overwrite the picture"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: copy)) == Data(contentsOf: URL(fileURLWithPath: photo)))
    }

    /// `snapshot` shows a photo as the coloring book does: turned into its coloring page (the
    /// same screen as a snapshot of `convert`'s page), unless `--as-is` (else a snapshot of a
    /// JPEG photo shows the photo while the program shows its page).
    @Test func snapshotShowsAPhotoAsItsColoringPage() throws {
        let folder = try CommandRun.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // A photo-like picture of our own: soft colour gradients and a disc, mostly mid-tones.
        var photo = Page(width: 160, height: 120)
        for y in 0..<120 {
            for x in 0..<160 {
                let inDisc = (x - 100) * (x - 100) + (y - 60) * (y - 60) < 900
                photo.setPixel(x, y, RGBA(r: UInt8(60 + x), g: UInt8(inDisc ? 200 : 40 + y), b: UInt8(inDisc ? 60 : 180 - y / 2), a: 255))
            }
        }
        func path(_ name: String) -> String { folder.appendingPathComponent(name).path }
        _ = try PNGCodec.write(photo, to: path("photo.png"))
        let converted = try CommandRun(["convert", path("photo.png"), "-o", path("page.png")])
        #expect(converted.status == 0, "\(converted.stderr)")
        for (input, out, extra) in [("photo.png", "photo-screen.png", [String]()), ("page.png", "page-screen.png", []),
                                    ("photo.png", "asis-screen.png", ["--as-is"])] {
            let run = try CommandRun(["snapshot", path(input), "--size", "60x20", "--glyphs", "half", "--colors", "256", "-o", path(out)] + extra)
            #expect(run.status == 0, "\(run.stderr)")
        }
        let photoScreen = try PNGCodec.read(path: path("photo-screen.png"))
        #expect(photoScreen == (try PNGCodec.read(path: path("page-screen.png"))))
        #expect(photoScreen != (try PNGCodec.read(path: path("asis-screen.png"))))
    }

    /// `convert` never writes over a person's work (`convert photo -o work.png` would replace
    /// a coloured picture; converting again at another detail over the page a picture was
    /// coloured on would strand that picture): a coloured picture, a page that a recent picture
    /// or a stroke log in its folder is coloured on, and a photo are refused, unchanged; a page
    /// nobody colours on is replaced.
    @Test func convertNeverWritesOverWork() throws {
        let folder = try CommandRun.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        func path(_ name: String) -> String { folder.appendingPathComponent(name).path }
        func bytes(_ name: String) -> Data? { FileManager.default.contents(atPath: path(name)) }
        let state = ["XDG_STATE_HOME": path("state")]
        // A photo-like picture: smooth gradients, no lines.
        var photo = Page(width: 120, height: 90)
        for y in 0..<90 { for x in 0..<120 { photo.setPixel(x, y, RGBA(r: UInt8(80 + x), g: UInt8(60 + y), b: 140, a: 255)) } }
        _ = try PNGCodec.write(photo, to: path("photo.png"))
        _ = try PNGCodec.write(photo, to: path("holiday.png"))
        func convert(_ out: String, _ detail: String = "medium") throws -> CommandRun {
            try CommandRun(["convert", path("photo.png"), "-o", path(out), "--detail", detail], environment: state)
        }
        // A page nobody colours on: converting again replaces it.
        #expect(try convert("page.png").status == 0)
        let first = bytes("page.png")
        let again = try convert("page.png", "low")
        #expect(again.status == 0, "\(again.stderr)")
        #expect(bytes("page.png") != first)
        // A coloured picture (its log beside it), and a page a log in its folder names.
        try TestPage(width: 120, height: 90, rects: [Rect(x: 20, y: 20, width: 60, height: 40)]).write(to: URL(fileURLWithPath: path("work.png")))
        let log = #"{"format": "termcolor-strokes", "version": 1, "page": {"width": 120, "height": 90}, "pageName": "page.png", "events": []}"#
        try Data(log.utf8).write(to: URL(fileURLWithPath: path("work.strokes.json")))
        for (out, reason) in [("work.png", "is a coloured picture (its stroke log is beside it)"),
                              ("page.png", "is the page \(path("work.png")) is coloured on"),
                              ("holiday.png", "is there and is not a page termcolor convert wrote")] {
            let before = bytes(out)
            let refused = try convert(out)
            #expect(refused.status == 1 && refused.stderr.contains("\(path(out)): \(reason)"), "\(refused.stderr)")
            #expect(bytes(out) == before, "\(out)")
        }
        // A page a recent picture (another folder) is coloured on.
        try FileManager.default.removeItem(atPath: path("work.strokes.json"))
        try FileManager.default.createDirectory(atPath: path("state/termcolor"), withIntermediateDirectories: true)
        let recent = #"{"format": "termcolor-recent", "version": 1, "pictures": [{"page": "\#(path("page.png"))", "output": "/elsewhere/out.png", "coloured": 1, "regions": 9, "time": 1}]}"#
        try Data(recent.utf8).write(to: URL(fileURLWithPath: path("state/termcolor/recent.json")))
        let inUse = try convert("page.png")
        #expect(inUse.status == 1 && inUse.stderr.contains("is the page /elsewhere/out.png is coloured on"), "\(inUse.stderr)")
    }

    /// `replay -o` and `snapshot -o` never write over a person's coloured picture (a
    /// replay of another log over pic.png would leave it disagreeing with pic.strokes.json, and
    /// reopening would not mend it) nor over a page a picture is coloured on, nor over any file
    /// that command did not write; replaying a picture's own log onto it (it makes the same
    /// picture) and writing a new name still work.
    @Test func replayAndSnapshotNeverWriteOverWork() throws {
        let folder = try CommandRun.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        func path(_ name: String) -> String { folder.appendingPathComponent(name).path }
        func bytes(_ name: String) -> Data? { FileManager.default.contents(atPath: path(name)) }
        let state = ["XDG_STATE_HOME": path("state")]
        try TestPage(width: 120, height: 90, rects: [Rect(x: 20, y: 20, width: 60, height: 40)]).write(to: URL(fileURLWithPath: path("p.png")))
        func log(_ rgb: String) -> String {
            #"{"format": "termcolor-strokes", "version": 1, "page": {"width": 120, "height": 90}, "pageName": "p.png", "events": [{"type": "color", "rgb": "\#(rgb)"}, {"type": "fill", "x": 40, "y": 40}]}"#
        }
        try Data(log("#ff0000").utf8).write(to: URL(fileURLWithPath: path("pic.strokes.json")))
        try Data(log("#0000ff").utf8).write(to: URL(fileURLWithPath: path("b.json")))
        func run(_ arguments: [String]) throws -> CommandRun { try CommandRun(arguments, environment: state) }
        // The picture made from its own log; again onto itself: the same picture.
        #expect(try run(["replay", path("p.png"), path("pic.strokes.json"), "-o", path("pic.png")]).status == 0)
        let picture = bytes("pic.png")
        #expect(try run(["replay", path("p.png"), path("pic.strokes.json"), "-o", path("pic.png")]).status == 0)
        #expect(bytes("pic.png") == picture)
        // Another log, or a snapshot, over it: refused, the picture unchanged.
        for arguments in [["replay", path("p.png"), path("b.json"), "-o", path("pic.png")],
                          ["snapshot", path("p.png"), "--size", "40x12", "-o", path("pic.png")]] {
            let refused = try run(arguments)
            #expect(refused.status == 1 && refused.stderr == "termcolor: \(path("pic.png")): is a coloured picture (its stroke log is beside it); choose another -o\n",
                    "\(refused.stderr)")
            #expect(bytes("pic.png") == picture)
        }
        // The page pic.png is coloured on, copied: written over, it would strand the picture.
        try FileManager.default.copyItem(atPath: path("p.png"), toPath: path("copy.png"))
        let page = bytes("p.png")
        try FileManager.default.removeItem(atPath: path("p.png"))
        try FileManager.default.moveItem(atPath: path("copy.png"), toPath: path("p.png"))
        let onPage = try run(["replay", path("pic.png"), path("b.json"), "-o", path("p.png")])
        #expect(onPage.status == 1 && onPage.stderr.contains("\(path("p.png")): is the page \(path("pic.png")) is coloured on"), "\(onPage.stderr)")
        #expect(bytes("p.png") == page)
        // A new name, and writing it again (no log beside it), are fine.
        for _ in 0..<2 { #expect(try run(["replay", path("p.png"), path("b.json"), "-o", path("blue.png")]).status == 0) }
        // A file of the person's (a photo or another page, else replaced with exit 0):
        // refused and kept, whether another size or this size with other lines. An empty file
        // (a temporary name made for the output) and the command's own earlier output (replay:
        // a picture coloured on this page) are replaced; one command's output is not the other's.
        try TestPage(width: 50, height: 40, rects: []).write(to: URL(fileURLWithPath: path("mine.png")))
        try TestPage(width: 120, height: 90, rects: [Rect(x: 10, y: 50, width: 90, height: 30)])
            .write(to: URL(fileURLWithPath: path("other.png")))
        let commands = [("is not a picture coloured on this page", ["replay", path("p.png"), path("b.json")], "r.png"),
                        ("is not an earlier termcolor snapshot", ["snapshot", path("p.png"), "--size", "40x12"], "s.png")]
        for (words, arguments, out) in commands {
            for name in ["mine.png", "other.png"] {
                let before = bytes(name)
                let refused = try run(arguments + ["-o", path(name)])
                #expect(refused.status == 1 && refused.stderr == "termcolor: \(path(name)): is there and \(words); choose another -o\n",
                        "\(refused.stderr)")
                #expect(bytes(name) == before)
            }
            try Data().write(to: URL(fileURLWithPath: path(out)))
            for _ in 0..<2 { #expect(try run(arguments + ["-o", path(out)]).status == 0) }
        }
        // A coloured picture carries no mark (its bytes stay what earlier versions wrote); a
        // snapshot says what it is.
        #expect(PNGCodec.software(ofFileAt: path("r.png")) == nil && PNGCodec.software(ofFileAt: path("s.png")) == OutputGuard.snapshotSoftware)
        #expect(try run(commands[0].1 + ["-o", path("s.png")]).status == 1)
        #expect(try run(commands[1].1 + ["-o", path("r.png")]).status == 1)
    }

    /// A log drawn on another page of the same size (its page digest says so) still replays,
    /// with a note naming the page it was drawn on (on a wrong page it gives nonsense: never unwarned);
    /// on its own page, and for a log that names no digest, nothing is said.
    @Test func replayNotesALogDrawnOnAnotherPage() throws {
        let folder = try CommandRun.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        func path(_ name: String) -> String { folder.appendingPathComponent(name).path }
        try TestPage(width: 60, height: 40, rects: [Rect(x: 5, y: 5, width: 20, height: 20)]).write(to: URL(fileURLWithPath: path("a.png")))
        try TestPage(width: 60, height: 40, rects: [Rect(x: 30, y: 10, width: 20, height: 20)]).write(to: URL(fileURLWithPath: path("b.png")))
        let log = StrokeLog(width: 60, height: 40, events: [.fill(x: 10, y: 10)])
        let digest = PageDigest.of(PageLayers(page: try PNGCodec.read(path: path("a.png"))))
        try log.jsonData(pageName: "a.png", pageDigest: digest).write(to: URL(fileURLWithPath: path("a.json")))
        try log.jsonData().write(to: URL(fileURLWithPath: path("plain.json")))
        // Another page of the same name: the name tells nothing, so it is not given.
        try FileManager.default.createDirectory(atPath: path("other"), withIntermediateDirectories: false)
        try FileManager.default.copyItem(atPath: path("b.png"), toPath: path("other/a.png"))
        let cases = [("b.png", "a.json", " (a.png)"), ("a.png", "a.json", nil), ("b.png", "plain.json", nil), ("other/a.png", "a.json", " of the same name")]
        for (k, (page, logName, note)) in cases.enumerated() {
            for command in [["replay", path(page), path(logName), "-o", path("out\(k).png")],
                            ["snapshot", path(page), "--log", path(logName), "--size", "40x12", "-o", path("shot\(k).png")]] {
                let run = try CommandRun(command)
                #expect(run.status == 0, "\(run.stderr)")
                #expect(run.stderr == note.map { "termcolor: note: \(path(logName)) was drawn on another page\($0); replayed onto this one anyway\n" } ?? "",
                        "\(command[0]) \(page) \(logName): \(run.stderr)")
            }
        }
    }

    /// `convert` writes PNG only under a PNG name (never a PNG in `-o out.txt`), as the
    /// other commands that write a picture do, adds `.png` to a bare name, says when
    /// the picture is line art already (it still converts: that is what was asked), and
    /// `snapshot --size` says which limit a size breaks.
    @Test func convertAndSnapshotSayWhatIsWrong() throws {
        let folder = try CommandRun.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        func path(_ name: String) -> String { folder.appendingPathComponent(name).path }
        try TestPage(width: 120, height: 80, rects: [Rect(x: 20, y: 20, width: 80, height: 40)]).write(to: URL(fileURLWithPath: path("box.png")))
        let txt = try CommandRun(["convert", path("box.png"), "-o", path("out.txt")])
        #expect(txt.status == 1 && txt.stderr == "termcolor: \(path("out.txt")): pages are written as PNG; end the name with .png\n")
        #expect(!FileManager.default.fileExists(atPath: path("out.txt")))
        // A bare name gets `.png`, as save-as gives it; the page opens under that name.
        let bare = try CommandRun(["convert", path("box.png"), "-o", path("bare")])
        #expect(bare.status == 0 && bare.stdout.hasPrefix("\(path("bare.png")): 120x80"), "\(bare.stdout)\(bare.stderr)")
        #expect(try PNGCodec.read(path: path("bare.png")).width == 120)
        #expect(!FileManager.default.fileExists(atPath: path("bare")))
        // Nor do the commands that save a picture (else `-o pic.jpg` holds PNG data, its log
        // `pic.jpg.strokes.json`); a name without an extension is taken as given.
        let log = #"{"format": "termcolor-strokes", "version": 1, "page": {"width": 120, "height": 80}, "events": []}"#
        try Data(log.utf8).write(to: URL(fileURLWithPath: path("log.json")))
        for arguments in [[path("box.png"), "-o", path("pic.jpg")], ["replay", path("box.png"), path("log.json"), "-o", path("pic.JPEG")],
                          ["snapshot", path("box.png"), "--size", "40x12", "-o", path("screen.gif")]] {
            let run = try CommandRun(arguments)
            let out = arguments[arguments.firstIndex(of: "-o")! + 1]
            #expect(run.status == 1 && run.stderr == "termcolor: \(out): pictures are saved as PNG; end the name with .png\n", "\(run.stderr)")
            #expect(!FileManager.default.fileExists(atPath: out))
        }
        // A bare name gets `.png` in every command that writes a picture, as in save-as.
        #expect(try CommandRun(["replay", path("box.png"), path("log.json"), "-o", path("plain")]).status == 0)
        #expect(FileManager.default.fileExists(atPath: path("plain.png")) && !FileManager.default.fileExists(atPath: path("plain")))
        // A folder is refused: `dir/` wrote a hidden `dir/.png`, an existing folder's name wrote beside it.
        try FileManager.default.createDirectory(atPath: path("dir"), withIntermediateDirectories: true)
        for (arguments, out) in [(["convert", path("box.png"), "-o", path("dir") + "/"], path("dir") + "/"),
                                 (["convert", path("box.png"), "-o", path("dir")], path("dir")),
                                 (["replay", path("box.png"), path("log.json"), "-o", path("dir")], path("dir"))] {
            let run = try CommandRun(arguments)
            #expect(run.status == 1 && run.stderr == "termcolor: \(out): is a folder; -o names the file to write\n", "\(run.stderr)")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: path("dir")).isEmpty)
        #expect(!FileManager.default.fileExists(atPath: path("dir.png")))
        // An empty name says so (it was called a folder named ":").
        for arguments in [[path("box.png"), "-o", ""], ["convert", path("box.png"), "-o", ""]] {
            let run = try CommandRun(arguments, in: folder)
            #expect(run.status == 1 && run.stderr == "termcolor: -o needs a file name (such as picture.png)\n", "\(run.stderr)")
        }
        // The guards see the name with `.png` added: not the picture itself, not a coloured picture.
        let itself = try CommandRun(["convert", path("box.png"), "-o", path("box")])
        #expect(itself.status == 1 && itself.stderr.contains("would overwrite the picture itself"), "\(itself.stderr)")
        try Data(log.utf8).write(to: URL(fileURLWithPath: path("plain.strokes.json")))
        let coloured = try CommandRun(["convert", path("box.png"), "-o", path("plain")])
        #expect(coloured.status == 1 && coloured.stderr.contains("is a coloured picture"), "\(coloured.stderr)")
        let lineArt = try CommandRun(["convert", path("box.png"), "-o", path("page.png")])
        #expect(lineArt.status == 0 && lineArt.stderr.contains("is line art already (it opens as it is); converting it anyway"))
        let huge = try CommandRun(["snapshot", path("box.png"), "--size", "100000x100000", "-o", path("s.png")])
        #expect(huge.status == 1 && huge.stderr.contains("from 1x1 to 2000x1000"))
        // Too small is said as a range too ("at most" would not tell 0x20 what is wrong).
        let none = try CommandRun(["snapshot", path("box.png"), "--size", "0x20", "-o", path("s.png")])
        #expect(none.status == 1 && none.stderr == "termcolor: --size 0x20: from 1x1 to 2000x1000\n", "\(none.stderr)")
    }
}
