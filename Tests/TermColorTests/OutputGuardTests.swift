import ColorCore
import Foundation
import Storage
import Testing

/// The one rule of every command that writes at `-o` (convert, replay, snapshot, timelapse): a person's
/// file is never replaced, whatever it is and however it is named; only an empty file and the
/// command's own earlier output are. Each case is run against each writer, so a writer that
/// skips the rule, or a rule that lets one kind of file through, fails here.
@Suite struct OutputGuardTests {
    @Test func noWriterReplacesAPersonsFile() throws {
        let folder = try CommandRun.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        func path(_ name: String) -> String { folder.appendingPathComponent(name).path }
        func bytes(_ name: String) -> Data? { FileManager.default.contents(atPath: path(name)) }
        let state = ["XDG_STATE_HOME": path("state")]
        func run(_ arguments: [String]) throws -> CommandRun { try CommandRun(arguments, environment: state) }

        let source = TestPage(width: 120, height: 90, rects: [Rect(x: 20, y: 20, width: 60, height: 40)])
        try source.write(to: URL(fileURLWithPath: path("p.png")))
        // A photo-like picture (smooth, no lines) for convert to read.
        var photo = Page(width: 120, height: 90)
        for y in 0..<90 { for x in 0..<120 { photo.setPixel(x, y, RGBA(r: UInt8(80 + x), g: UInt8(60 + y), b: 140, a: 255)) } }
        _ = try PNGCodec.write(photo, to: path("photo.png"))
        let log = ##"{"format": "termcolor-strokes", "version": 1, "page": {"width": 120, "height": 90}, "pageName": "p.png", "events": [{"type": "color", "rgb": "#ff0000"}, {"type": "fill", "x": 40, "y": 40}]}"##
        try Data(log.utf8).write(to: URL(fileURLWithPath: path("log.json")))

        // What a person has: a downloaded page (line art, no mark), a coloured picture with its
        // log, a photo, and a symlink to the downloaded page.
        try TestPage(width: 120, height: 90, rects: [Rect(x: 10, y: 10, width: 50, height: 50)])
            .write(to: URL(fileURLWithPath: path("downloaded.png")))
        try source.write(to: URL(fileURLWithPath: path("coloured.png")))
        try Data(log.utf8).write(to: URL(fileURLWithPath: path("coloured.strokes.json")))
        _ = try PNGCodec.write(photo, to: path("holiday.png"))
        try FileManager.default.createSymbolicLink(atPath: path("link.png"), withDestinationPath: path("downloaded.png"))

        // A time-lapse is written as .webp or .gif: a person's files of those names are the same
        // files renamed, and animations made elsewhere (their own XMP chunk or comment).
        for ext in ["webp", "gif"] {
            for name in ["downloaded", "coloured", "holiday"] {
                try FileManager.default.copyItem(atPath: path("\(name).png"), toPath: path("\(name).\(ext)"))
            }
            try FileManager.default.createSymbolicLink(atPath: path("link.\(ext)"), withDestinationPath: path("downloaded.\(ext)"))
        }
        let elsewhere = try WebPAnimation.Encoder(width: 4, height: 4)
        try elsewhere.add([UInt32](repeating: 0xFF00_00FF, count: 16), startMs: 0)
        try Data(try elsewhere.finish(endMs: 100, marker: "<x:xmpmeta xmlns:x=\"adobe:ns:meta/\"/>")).write(to: URL(fileURLWithPath: path("elsewhere.webp")))
        let otherGIF = try GIFAnimation.Encoder(width: 4, height: 4, palette: [0, 0, 0, 255, 255, 255], comment: "made by a camera")
        try otherGIF.add([UInt8](repeating: 1, count: 16), in: Rect(x: 0, y: 0, width: 4, height: 4), delayCs: 10)
        try Data(try otherGIF.finish()).write(to: URL(fileURLWithPath: path("elsewhere.gif")))

        let writers: [(name: String, arguments: [String], ext: String)] = [
            ("convert", ["convert", path("photo.png")], "png"),
            ("replay", ["replay", path("p.png"), path("log.json")], "png"),
            ("snapshot", ["snapshot", path("p.png"), "--size", "40x12"], "png"),
            ("timelapse", ["timelapse", path("p.png"), path("log.json"), "--seconds", "1"], "webp"),
            ("timelapse", ["timelapse", path("p.png"), path("log.json"), "--seconds", "1"], "gif"),
        ]
        for writer in writers {
            let theirs = ["downloaded", "coloured", "holiday", "link"].map { "\($0).\(writer.ext)" } + (writer.ext == "png" ? [] : ["elsewhere.\(writer.ext)"])
            for name in theirs {
                let before = bytes(name), target = bytes("downloaded.png")
                let refused = try run(writer.arguments + ["-o", path(name)])
                #expect(refused.status == 1 && refused.stderr.hasPrefix("termcolor: \(path(name)): ") && refused.stderr.hasSuffix("; choose another -o\n"),
                        "\(writer.name) over \(name): \(refused.stderr)")
                #expect(bytes(name) == before && bytes("downloaded.png") == target, "\(writer.name) changed \(name)")
            }
            // Its own earlier output (made from an empty file, as mktemp makes one) is replaced,
            // also through a symlink, which stays a link to the file it named.
            let own = "\(writer.name)-out.\(writer.ext)", link = "\(writer.name)-link.\(writer.ext)"
            try Data().write(to: URL(fileURLWithPath: path(own)))
            let first = try run(writer.arguments + ["-o", path(own)])
            #expect(first.status == 0, "\(writer.name) into an empty file: \(first.stderr)")
            let written = try #require(bytes(own))
            try FileManager.default.createSymbolicLink(atPath: path(link), withDestinationPath: path(own))
            let again = try run(writer.arguments + ["-o", path(link)])
            #expect(again.status == 0, "\(writer.name) over its own output through a link: \(again.stderr)")
            #expect(try FileManager.default.destinationOfSymbolicLink(atPath: path(link)) == path(own))
            #expect(bytes(own) == written, "\(writer.name) writes the same output again")
        }
        // One writer's output is not another's: each refuses the others'.
        // (A time-lapse is told apart by its extension too; the WebP writer is also tried on
        // replay's output renamed.)
        try FileManager.default.copyItem(atPath: path("replay-out.png"), toPath: path("replay-out.webp"))
        for (writer, other) in [(0, "replay-out.png"), (1, "snapshot-out.png"), (2, "convert-out.png"), (3, "replay-out.webp"), (2, "timelapse-out.webp")] {
            let before = bytes(other)
            #expect(try run(writers[writer].arguments + ["-o", path(other)]).status == 1, "\(writers[writer].name) over \(other)")
            #expect(bytes(other) == before)
        }
    }
}
