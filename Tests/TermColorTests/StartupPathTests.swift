import Bench
import ColorCore
import Foundation
import Opening
import Screens
import Storage
import Testing
@testable import TermColor

/// `bench` measures the program's own start-up: for the same page and no options or settings,
/// it builds the session the program builds (a bench that opened pages its own way would time
/// something no person waits for).
struct StartupPathTests {
    /// The program's start with no options and no settings file, as `termcolor PAGE -o OUT` does it.
    static func programScreen(page: String, output: String) throws -> (ColoringScreen, Autosave) {
        let drawing = try DrawingOptions.parse([]).interactive(InteractiveDefaults())
        let start = try PictureStart.prepare(pagePath: page, output: output, fresh: false).get()
        defer { start.opening.lock?.release() }
        let (screen, autosave, _, _) = start.open(columns: 200, rows: 60, drawing: drawing, rescueFolder: "/dev/null") { _ in }
        return (screen, autosave)
    }

    @Test func benchAndTheProgramBuildTheSameSession() throws {
        let folder = try TestFolders.make("startup")
        let page = folder.appendingPathComponent("boxes.png").path
        try PNGCodec.write(CommandLineTests.twoBoxPage(), to: page)
        let (program, autosave) = try Self.programScreen(page: page, output: folder.appendingPathComponent("out.png").path)
        let (run, bench) = try StartupBenchmark.run(pagePath: page).get()
        let (a, b) = (program.session, bench.session)
        #expect(a.smoothing == b.smoothing && a.debugStrokes == b.debugStrokes)
        #expect(String(describing: type(of: a.finder)) == String(describing: type(of: b.finder)))
        #expect(a.canvas.composedPage() == b.canvas.composedPage())
        for y in stride(from: 0, to: 20, by: 3) {
            for x in stride(from: 0, to: 40, by: 3) {
                #expect(a.finder.region(atX: x, y: y) == b.finder.region(atX: x, y: y), "(\(x), \(y))")
            }
        }
        // The journal the program keeps says the style bench drew with.
        #expect(autosave.header.smoothing == b.smoothing && (autosave.header.debugStrokes ?? false) == b.debugStrokes)
        let gaps = b.finder.lineArt.closedGaps
        #expect(autosave.header.closeGaps == (gaps.width > 0 ? gaps.width : nil) && autosave.header.closeGapsLargeShape == gaps.largeShape
                && autosave.header.pageDigest != nil)
        #expect(program.frame().cells.count == bench.frame().cells.count)
        let steps = run.steps
        #expect(0 < steps.read && steps.read <= steps.lineArtTested && steps.lineArtTested <= steps.decided
                && steps.decided <= steps.canvasMade && steps.canvasMade <= steps.firstFrame
                && steps.firstFrame <= steps.regionsFound && steps.regionsFound <= steps.screenMade && steps.screenMade <= run.readyMs)
    }

    /// Bench opens the page where nothing can be written: no lock, journal or folder beside it.
    @Test func benchLeavesNothingBesideThePage() throws {
        let folder = try TestFolders.make("startup")
        let page = folder.appendingPathComponent("boxes.png").path
        try PNGCodec.write(CommandLineTests.twoBoxPage(), to: page)
        _ = try StartupBenchmark.run(pagePath: page).get()
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["boxes.png"])
    }
}
