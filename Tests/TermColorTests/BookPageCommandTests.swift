import Foundation
import Storage
import TestSupport
import Testing

/// PDF and SVG pages through the commands: `--page` and `--dpi` reach the page, and bad input is
/// one line naming the file, a non-zero exit and nothing written, in every command that takes a
/// page.
@Suite struct BookPageCommandTests {
    @Test func regionsTakesThePageAndTheDPI() throws {
        let pdf = try BookFiles.write(BookFiles.pdf(pages: [(width: 612, height: 792), (width: 720, height: 360)]), name: "book.pdf")
        let run = try CommandRun(["regions", pdf, "--page", "2", "--dpi", "100", "--json"])
        #expect(run.status == 0, "\(run.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        #expect(json["width"] as? Int == 1000 && json["height"] as? Int == 500)
        // Outside and inside the outline (a blank or black page would have one region).
        #expect(json["regionCount"] as? Int == 2, "\(run.stdout.prefix(300))")
        #expect(run.stderr.isEmpty)
    }

    @Test func aPageDrawnSmallerSaysSoOnStderr() throws {
        let svg = try BookFiles.write(BookFiles.svg(width: 40_000, height: 20_000), name: "huge.svg")
        let run = try CommandRun(["regions", svg, "--json"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.hasPrefix("termcolor: note: \(svg): drawn at "), "\(run.stderr)")
        #expect((try? JSONSerialization.jsonObject(with: Data(run.stdout.utf8))) != nil, "stdout stays JSON")
    }

    @Test(arguments: [
        ("locked.pdf", BookFiles.pdf(pages: [(width: 612, height: 792)], encrypted: true), "encrypted PDF"),
        ("empty.pdf", BookFiles.pdf(pages: []), "PDF with no pages"),
        ("cut.pdf", Array(BookFiles.pdf(pages: [(width: 612, height: 792)]).prefix(9)), "damaged PDF"),
        ("broken.svg", Array("<svg xmlns=\"http://www.w3.org/2000/svg\"><path".utf8), "broken SVG"),
        // Bytes its declared encoding cannot hold: libxml2 would print its own lines too.
        ("encoding.svg", Array("<?xml version=\"1.0\" encoding=\"EUC-JP\"?>\n<svg>".utf8) + [0x07, 0xFF, 0xFE] + Array("</svg>".utf8),
         "broken SVG"),
    ])
    func badBooksGiveOneLineAndWriteNothing(name: String, bytes: [UInt8], reason: String) throws {
        let path = try BookFiles.write(bytes, name: name)
        let out = path + ".out.png"
        let commands = [["regions", path], ["bench", path, "--runs", "1"], ["convert", path, "-o", out],
                        ["replay", path, path + ".json", "-o", out], ["snapshot", path, "--size", "80x24", "-o", out],
                        [path, "-o", out]]
        for args in commands {
            let run = try CommandRun(args)
            #expect(run.status != 0, "\(args[0])")
            #expect(run.stderr.split(separator: "\n").count == 1, "\(args[0]): \(run.stderr)")
            #expect(run.stderr.contains(path) && run.stderr.contains(reason), "\(args[0]): \(run.stderr)")
            #expect(!run.stderr.contains("Fatal error") && !run.stderr.contains("Backtrace"))
            #expect(!FileManager.default.fileExists(atPath: out), "\(args[0]) wrote \(out)")
        }
    }

    @Test(arguments: [["--page", "0"], ["--dpi", "5"], ["--dpi", "5000"]])
    func outOfRangeChoicesAreRefused(arguments: [String]) throws {
        let pdf = try BookFiles.write(BookFiles.pdf(pages: [(width: 612, height: 792)]), name: "one.pdf")
        let run = try CommandRun(["regions", pdf] + arguments)
        #expect(run.status != 0)
        #expect(run.stderr.contains(arguments[0]), "\(run.stderr)")
    }
}
