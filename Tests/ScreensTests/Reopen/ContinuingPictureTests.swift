import Foundation
import Testing
@testable import ColorCore
@testable import Screens
@testable import Storage
import TestSupport

/// A picture saved, then opened again as the interactive command opens it (prepare, begin):
/// the earlier strokes come back with undo reaching into them, a run that paints nothing writes
/// nothing, and another page's files are never written over.
@Suite struct ContinuingPictureTests {
    static let header = JournalHeader(width: 40, height: 20, pageName: "box.png")
    static let red = Session.defaultColor

    /// The page of `ColoringScreenTests.app`: a box from (4,4) to (35,15), background around.
    static func app(_ paths: SavePaths) -> ColoringScreen {
        var app = ColoringScreenTests.app(output: paths.png)
        precondition(app.paths.page == "box.png")
        app.startContinuing(savedEvents: 0)
        return app
    }

    /// Opens the picture at `output` as `ColorCommand` does; returns the app and what began.
    static func reopen(_ output: String, fresh: Bool = false) throws -> (ColoringScreen, PictureOpening, message: String?) {
        let opening = try PictureOpening.prepare(requested: SavePaths(page: "box.png", output: output), page: header, fresh: fresh).get()
        var session = ColoringScreenTests.app().session
        var autosave = Autosave(path: opening.paths.journal, header: header)
        let started = opening.begin(&session, &autosave)
        var app = ColoringScreen(session: session, columns: 40, rows: 12, paths: opening.paths, modeName: "optimized",
                                 rescueFolder: TestApps.rescueFolder)
        app.startContinuing(savedEvents: started.savedEvents)
        return (app, opening, started.message)
    }

    static func fill(_ app: inout ColoringScreen, x: Double, y: Double, colour: RGB) {
        if app.session.ink != .rgb(colour) { app.apply(.color(.rgb(colour))) }
        app.apply(.fill(x: x, y: y))
    }

    /// `s`, as the executable carries it out; whether it saved or found nothing to save.
    static func save(_ app: inout ColoringScreen) -> Bool {
        app.send(.key(.char("s")))
        return app.message.hasPrefix("saved to") || app.message == "nothing to save yet"
    }

    /// A picture at `folder/pic.png` with the box filled red, saved.
    static func savedPicture(in folder: TemporaryFolder) -> ColoringScreen {
        var app = Self.app(SavePaths(page: "box.png", output: folder.path("pic.png")))
        Self.fill(&app, x: 10, y: 10, colour: Self.red)
        let saved = Self.save(&app)
        #expect(saved && FileManager.default.fileExists(atPath: folder.path("pic.png")))
        return app
    }

    static func paint(_ app: ColoringScreen, _ x: Int, _ y: Int) -> UInt32 { app.session.canvas.paint(at: y * 40 + x) }

    /// The count on reopening is of strokes standing, an undone one said apart (not in
    /// "(5 strokes)"); only steps that changed the page count (not a second clear of a blank
    /// page, nor a stroke on a line).
    @Test func reopeningCountsTheStrokesStanding() throws {
        let folder = try TemporaryFolder("count")
        defer { folder.remove() }
        let cases: [([StrokeEvent], String)] = [
            ([.fill(x: 10, y: 10), .fill(x: 1, y: 1), .undo], "1 stroke, 1 undone"),
            ([.fill(x: 10, y: 10), .fill(x: 1, y: 1), .undo, .undo, .redo], "1 stroke, 1 undone"),
            ([.fill(x: 10, y: 10), .undo, .fill(x: 1, y: 1)], "1 stroke"),
            ([.fill(x: 10, y: 10), .clear, .fill(x: 1, y: 1)], "1 stroke"),
            ([.fill(x: 10, y: 10), .clear, .clear, .undo], "1 stroke"),
            ([.fill(x: 1, y: 1), .fill(x: 10, y: 10), .down(x: 4, y: 4, t: nil), .up(t: nil), .undo], "1 stroke, 1 undone")]
        for (k, (events, words)) in cases.enumerated() {
            let out = folder.path("pic\(k).png")
            var first = Self.app(SavePaths(page: "box.png", output: out))
            for e in events { first.apply(e) }
            #expect(Self.save(&first))
            let (_, opening, message) = try Self.reopen(out)
            opening.lock?.release()
            #expect(message == "continuing pic\(k).png (\(words))", "\(events)")
        }
    }

    @Test func reopeningContinuesAndUndoReachesTheEarlierSession() throws {
        let folder = try TemporaryFolder("continue")
        defer { folder.remove() }
        let out = folder.path("pic.png")
        var first = Self.app(SavePaths(page: "box.png", output: out))
        Self.fill(&first, x: 10, y: 10, colour: Self.red)          // inside the box
        Self.fill(&first, x: 1, y: 1, colour: RGB(r: 0, g: 0, b: 255))  // the background
        let ok1 = Self.save(&first)
        #expect(ok1)
        let savedLog = first.session.log

        var (second, opening, message) = try Self.reopen(out)
        defer { opening.lock?.release() }
        #expect(message == "continuing pic.png (2 strokes)")
        #expect(second.session.log == savedLog && second.session.canvas.paintPixels == first.session.canvas.paintPixels)
        #expect(!second.hasWorkToSave)
        second.apply(.undo)
        #expect(Self.paint(second, 1, 1) == PackedPixel.white && Self.paint(second, 10, 10) != PackedPixel.white)
        #expect(second.hasWorkToSave)
    }

    @Test func aRunThatPaintsNothingWritesNothing() throws {
        let folder = try TemporaryFolder("nopaint")
        defer { folder.remove() }
        var app = Self.app(SavePaths(page: "box.png", output: folder.path("pic.png")))
        let ok2 = Self.save(&app)
        #expect(ok2 && app.message == "nothing to save yet")
        app.apply(.down(x: 4, y: 4, t: nil))  // on the line: paints nothing
        app.apply(.up(t: nil))
        #expect(app.session.log.events.count == 2 && !app.hasWorkToSave)
        let ok3 = Self.save(&app)
        #expect(ok3)
        // Leaving (q) writes nothing either.
        var leaving = app
        #expect(leaving.send(.key(.char("q"))) == .quit && leaving.message == "nothing to save yet")
        #expect(folder.names.isEmpty)
        // Reopened and left with nothing new: the saved files stay as they were.
        Self.fill(&app, x: 10, y: 10, colour: Self.red)
        let ok4 = Self.save(&app)
        #expect(ok4)
        let before = try Data(contentsOf: URL(fileURLWithPath: folder.path("pic.strokes.json")))
        let stamp = try FileManager.default.attributesOfItem(atPath: folder.path("pic.png"))[.modificationDate] as? Date
        var (again, opening, _) = try Self.reopen(folder.path("pic.png"))
        #expect(again.send(.key(.char("q"))) == .quit && again.message == "nothing to save yet")
        opening.lock?.release()
        #expect(try Data(contentsOf: URL(fileURLWithPath: folder.path("pic.strokes.json"))) == before)
        #expect(try FileManager.default.attributesOfItem(atPath: folder.path("pic.png"))[.modificationDate] as? Date == stamp)
        #expect(folder.names == ["pic.png", "pic.strokes.json"])
    }

    @Test func aForeignPictureIsNeverWrittenOver() throws {
        let folder = try TemporaryFolder("foreign")
        defer { folder.remove() }
        let foreign = Data("not ours".utf8)
        try foreign.write(to: URL(fileURLWithPath: folder.path("pic.png")))
        var (app, opening, message) = try Self.reopen(folder.path("pic.png"))
        #expect(message == "colouring into pic-2.png (pic.png is other work: it has no stroke log for this page)")
        #expect(app.paths.png == folder.path("pic-2.png"))
        Self.fill(&app, x: 10, y: 10, colour: Self.red)
        let ok6 = Self.save(&app)
        #expect(ok6)
        opening.lock?.release()
        #expect(try Data(contentsOf: URL(fileURLWithPath: folder.path("pic.png"))) == foreign)
        // The same command again continues pic-2.png.
        let (again, reopened, said) = try Self.reopen(folder.path("pic.png"))
        reopened.lock?.release()
        #expect(again.paths.png == folder.path("pic-2.png") && again.session.log == app.session.log)
        #expect(said == "continuing pic-2.png (1 stroke); pic.png is other work")
    }

    /// Another page's stroke log of the same size (its name in the log) is not continued.
    @Test func anotherPagesLogOfTheSameSizeIsOtherWork() throws {
        let folder = try TemporaryFolder("otherpage")
        defer { folder.remove() }
        let log = StrokeLog(width: 40, height: 20, events: [.fill(x: 10, y: 10)])
        try log.jsonData(pageName: "cat.png").write(to: URL(fileURLWithPath: folder.path("pic.strokes.json")))
        let (app, opening, _) = try Self.reopen(folder.path("pic.png"))
        opening.lock?.release()
        #expect(app.paths.png == folder.path("pic-2.png") && app.session.log.events.isEmpty)
        #expect(opening.decision.passedOver.map(\.why) == ["its stroke log is for cat.png"])
        // Without a name, the same size is enough (logs written by hand or other tools).
        try log.jsonData().write(to: URL(fileURLWithPath: folder.path("pic.strokes.json")))
        let (plain, o2, _) = try Self.reopen(folder.path("pic.png"))
        o2.lock?.release()
        #expect(plain.paths.png == folder.path("pic.png") && plain.session.log.events == log.events)
    }

    @Test func freshMovesTheOldPictureAsideWhole() throws {
        let folder = try TemporaryFolder("fresh")
        defer { folder.remove() }
        let app = Self.savedPicture(in: folder)
        let png = try Data(contentsOf: URL(fileURLWithPath: folder.path("pic.png")))
        let (blank, opening, message) = try Self.reopen(folder.path("pic.png"), fresh: true)
        opening.lock?.release()
        #expect(blank.session.log.events.isEmpty && blank.paths.png == folder.path("pic.png"))
        let aside = try #require(folder.names.first { $0.hasSuffix(".png") && $0.hasPrefix("pic.old-") })
        #expect(message == "started fresh; the old picture is now \(aside)")
        #expect(try Data(contentsOf: folder.url.appendingPathComponent(aside)) == png)
        let base = String(aside.dropLast(4))
        #expect(folder.names == [aside, base + ".strokes.json"])
        // The group aside is itself a picture to continue.
        let (old, o2, _) = try Self.reopen(folder.path(aside))
        o2.lock?.release()
        #expect(old.session.log == app.session.log)
    }

    @Test func aLockedPictureIsNotOpenedTwice() throws {
        let folder = try TemporaryFolder("locked")
        defer { folder.remove() }
        let (_, opening, _) = try Self.reopen(folder.path("pic.png"))
        #expect(FileManager.default.fileExists(atPath: folder.path("pic.lock")))
        let second = PictureOpening.prepare(requested: SavePaths(page: "box.png", output: folder.path("pic.png")), page: Self.header, fresh: false)
        guard case .failure(let failure) = second else { Issue.record("opened twice"); return }
        #expect(failure == .heldElsewhere(png: folder.path("pic.png"), pid: getpid()))
        #expect(failure.message.contains("is open in another termcolor (pid \(getpid()))"))
        opening.lock?.release()
        #expect(folder.names.isEmpty)
    }

    /// Opening a picture (its lock taken) removes the hidden temporaries a save killed before
    /// its rename left beside it (else `kill -9` during saves piles them up), and nothing
    /// else: not another picture's, not a name of another shape.
    @Test func openingRemovesTheTemporariesOfAKilledSave() throws {
        let folder = try TemporaryFolder("temporaries")
        defer { folder.remove() }
        let kept = [".pic.png.five5", ".pic.png.Ab-1Cd", ".other.png.Ab12Cd", "pic.png.Ab12Cd", ".pic.png.Ab12Cde"]
        for name in kept + [".pic.png.Ab12Cd", ".pic.png.000000"] { try Data([1, 2]).write(to: URL(fileURLWithPath: folder.path(name))) }
        let (_, opening, _) = try Self.reopen(folder.path("pic.png"))
        #expect(folder.names == Set(kept + ["pic.lock"]))
        opening.lock?.release()
    }

    /// Reopened from the log: the journal appears only with new paint, and then holds the whole
    /// log (it alone brings the picture back after kill -9).
    @Test func journalStartsWithTheFirstNewEventAndHoldsEverything() throws {
        let folder = try TemporaryFolder("journal")
        defer { folder.remove() }
        let app = Self.savedPicture(in: folder)
        let opening = try PictureOpening.prepare(requested: app.paths, page: Self.header, fresh: false).get()
        defer { opening.lock?.release() }
        var session = ColoringScreenTests.app().session
        var autosave = Autosave(path: opening.paths.journal, header: Self.header)
        let started = opening.begin(&session, &autosave)
        var screen = ColoringScreen(session: session, columns: 40, rows: 12, paths: opening.paths, modeName: "optimized",
                                    rescueFolder: TestApps.rescueFolder)
        screen.startContinuing(savedEvents: started.savedEvents)
        // Carries out the autosave effects as the executable does.
        func input(_ event: InputEvent, at time: Double) {
            for case .autosave(let events) in screen.handle(.input(event, time: time)) { _ = autosave.record(events, now: time) }
        }
        input(.key(.char("f")), at: 0.1)
        #expect(!autosave.exists)
        input(.mouse(MouseEvent(kind: .press, button: 0, column: 0, row: 0)), at: 0.2)  // fills the background
        #expect(autosave.exists && screen.session.log.events.count > app.session.log.events.count)
        let data = try Data(contentsOf: URL(fileURLWithPath: opening.paths.journal))
        #expect(JournalRecovery(data: data, expecting: Self.header).events == screen.session.log.events)
        autosave.remove()
    }

    /// Deciding again once locked reads a log again only when it was written since.
    @Test func aLogReadBeforeIsReadAgainOnlyWhenWritten() throws {
        let folder = try TemporaryFolder("reread")
        defer { folder.remove() }
        let paths = SavePaths(page: "box.png", output: folder.path("pic.png"))
        let first = StrokeLog(width: 40, height: 20, events: [.fill(x: 10, y: 10)])
        try first.jsonData(pageName: "box.png").write(to: URL(fileURLWithPath: paths.strokes))
        let earlier = PictureFiles.read(paths, page: Self.header)
        #expect(earlier.log.value == first)
        // Same file: the earlier reading stands (a stand-in value shows it was not read again).
        var stand = earlier
        stand.log = .usable(StrokeLog(width: 40, height: 20), modified: earlier.log.modified!)
        #expect(PictureFiles.read(paths, page: Self.header, earlier: stand).log.value == StrokeLog(width: 40, height: 20))
        // Written since: read again.
        let second = StrokeLog(width: 40, height: 20, events: [.fill(x: 1, y: 1)])
        try second.jsonData(pageName: "box.png").write(to: URL(fileURLWithPath: paths.strokes))
        try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(5)], ofItemAtPath: paths.strokes)
        #expect(PictureFiles.read(paths, page: Self.header, earlier: stand).log.value == second)
    }
}
