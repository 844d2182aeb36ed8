import ColorCore
import Foundation
import Glibc
import Storage
import Testing

/// Issue 12 end to end: however a run ends, the same command again continues the picture (undo
/// reaching into the earlier run), the final PNG is exactly `replay` of the final stroke log,
/// a run that paints nothing writes nothing, and other work is never written over.
@Suite(.serialized, TestTools.needsTmux)
struct ReopenEndToEndTests {
    static let page = EndToEndTests.twoBoxes
    static let red = EndToEndTests.red, yellow = EndToEndTests.yellow, blue = EndToEndTests.blue
    static let out = "boxes-colored"

    /// Files the test harness writes into the folder (not the program's).
    static let harnessFiles: Set<String> = ["stty-before.txt", "stty.txt", "exit.txt", "exit.tmp", "stderr.txt", ".state"]

    static func url(_ folder: URL, _ name: String) -> URL { folder.appendingPathComponent(name) }
    static func exists(_ folder: URL, _ name: String) -> Bool { FileManager.default.fileExists(atPath: url(folder, name).path) }

    /// The first run: a red stroke in the left box, a yellow one in the right (its last).
    static func firstSession(_ t: Tmux) throws -> Bool {
        guard try t.waitForReady() else { return false }
        return try RobustnessTests.drawTwoStrokes(t)
    }

    /// Ends the first run the way `ending` names; returns once it is over.
    static func end(_ t: Tmux, by ending: String) throws -> Bool {
        let journal = url(t.folder, "\(out).journal.jsonl")
        switch ending {
        case "q":
            try t.send("q")
            return try exited(t, 0)
        case "s then Ctrl-C":
            try t.send("s")
            guard try t.waitShowing("saved to \(out).png") else { return false }
            try t.send("\u{03}")
            return try exited(t, 0)
        case "SIGTERM", "SIGHUP":
            guard let pid = try t.programPID() else { return false }
            let signal = ending == "SIGTERM" ? SIGTERM : SIGHUP
            kill(pid, signal)
            return try exited(t, 128 + Int(signal))
        case "kill-session", "kill-pane":
            // The window closes: the program's terminal goes away under it (a hangup).
            guard let pid = try t.programPID() else { return false }
            try t.tmux(ending == "kill-session" ? ["kill-session"] : ["kill-pane"], output: false)
            return try t.waitUntil("the program to end") { kill(pid, 0) != 0 && errno == ESRCH }
        case "kill -9":
            guard try t.waitUntil("both strokes in the journal", {
                RobustnessTests.journalTypes(journal).filter { $0 == "up" }.count == 2
            }) else { return false }
            guard let pid = try t.programPID() else { return false }
            kill(pid, SIGKILL)
            return try exited(t, 128 + Int(SIGKILL))
        default:
            Issue.record("unknown ending \(ending)")
            return false
        }
    }

    /// Waits for the program's exit status and expects `status`.
    static func exited(_ t: Tmux, _ status: Int) throws -> Bool {
        let got = try t.waitForExit()
        #expect(got == status, "exit status")
        return got == status
    }

    static let endings = ["q", "s then Ctrl-C", "SIGTERM", "SIGHUP", "kill-session", "kill-pane", "kill -9"]

    @Test(arguments: endings)
    func reopeningContinuesThePicture(ending: String) throws {
        let (folder, pagePath) = try RobustnessTests.makeFolder()
        let first = try Tmux(columns: 120, rows: 40, arguments: [pagePath.path], folder: folder)
        try withExtendedLifetime(first) {
            guard try Self.firstSession(first), try Self.end(first, by: ending) else { return }
            for name in ["exit.txt", "stty.txt", "stty-before.txt"] { try? FileManager.default.removeItem(at: Self.url(folder, name)) }
            // What the first run left: its stroke log, or after kill -9 its journal.
            let firstEvents = try Self.savedEvents(folder)
            #expect(firstEvents.filter { $0.isStrokeStart }.count == 2)

            // The same command again: the picture comes back, with undo reaching into it.
            let second = try Tmux(columns: 120, rows: 40, arguments: [pagePath.path], folder: folder)
            let from = ending == "kill -9" ? ", from the autosave journal)" : ")"
            guard try second.waitShowing("continuing \(Self.out).png (2 strokes\(from)") else { return }
            try second.send("u")
            guard try second.waitShowing("undone") else { return }
            try second.send("6")
            guard try second.waitShowing("colour blue") else { return }
            try second.drag(RobustnessTests.rightStroke)
            try second.send("q")
            #expect(try second.waitForExit() == 0)
            try RobustnessTests.expectTerminalRestored(second)

            // Both runs' paint: the first run's red; its yellow undone; the second run's blue.
            let png = Self.url(folder, "\(Self.out).png")
            let saved = try PNGCodec.read(path: png.path)
            let check = PaintCheck(saved: saved, page: Self.page, allowed: [0: [Self.red], 1: [Self.blue]])
            #expect(check.problems.isEmpty, "\(check.problems)")
            #expect(check.count(0, Self.red) > 300 && check.count(1, Self.blue) > 300)
            // The log holds both runs (the undo between them) and replays to the same bytes.
            let log = try StrokeLog(json: Data(contentsOf: Self.url(folder, "\(Self.out).strokes.json")))
            #expect(Array(log.events.prefix(firstEvents.count)) == firstEvents, "the first run's events, all of them, first")
            #expect(log.events.dropFirst(firstEvents.count).first == .undo)
            #expect(log.events.filter { $0.isStrokeStart }.count == 3)
            let replay = try CommandRun(["replay", pagePath.path, "\(Self.out).strokes.json", "-o", "replayed.png"], in: folder)
            #expect(replay.status == 0, "\(replay.stderr)")
            #expect(try Data(contentsOf: Self.url(folder, "replayed.png")) == Data(contentsOf: png))
            #expect(!Self.exists(folder, "\(Self.out).journal.jsonl") && !Self.exists(folder, "\(Self.out).lock"))
        }
    }

    /// A picture drawn with `--smoothing linear` or `-debugStrokes`, reopened without the option
    /// (as the gallery and a bare `termcolor` reopen it), keeps its strokes as they were drawn:
    /// a linear zig-zag does not come back rounded, nor debug dots solid, for the next save to
    /// keep. The log says how they were drawn, and replay needs no option.
    @Test(arguments: [(["--smoothing", "linear"], "q"), (["-debugStrokes"], "q"), (["--smoothing", "linear"], "kill -9")])
    func aPictureKeepsHowItsStrokesWereDrawn(option: [String], ending: String) throws {
        let (folder, pagePath) = try RobustnessTests.makeFolder()
        let first = try Tmux(columns: 120, rows: 40, arguments: option + [pagePath.path], folder: folder)
        try withExtendedLifetime(first) {
            guard try Self.firstSession(first), try Self.end(first, by: ending) else { return }
            let png = Self.url(folder, "\(Self.out).png")
            let before = ending == "q" ? try PNGCodec.read(path: png.path) : nil
            for name in ["exit.txt", "stty.txt", "stty-before.txt"] { try? FileManager.default.removeItem(at: Self.url(folder, name)) }

            let second = try Tmux(columns: 120, rows: 40, arguments: [pagePath.path], folder: folder)
            guard try second.waitShowing("continuing \(Self.out).png (2 strokes") else { return }
            // A stroke on the paper between the boxes, away from both earlier strokes.
            try second.drag(RobustnessTests.cells([(150, 40), (150, 150)]))
            try second.send("q")
            #expect(try second.waitForExit() == 0)
            let after = try PNGCodec.read(path: png.path)
            if let before {
                var changedInBoxes = 0
                for y in 0..<after.height {
                    for x in 0..<after.width where (x < 140 || x >= 160) && after.pixel(x, y) != before.pixel(x, y) { changedInBoxes += 1 }
                }
                #expect(changedInBoxes == 0, "the earlier strokes changed in \(changedInBoxes) pixels")
                #expect(after != before, "the new stroke was saved")
            }
            let log = try StrokeLog(json: Data(contentsOf: Self.url(folder, "\(Self.out).strokes.json")))
            #expect(option.count == 2 ? log.smoothing == .linear : log.debugStrokes == true)
            // Replayed with no option, with the option: the saved picture; the other way: not.
            let other = option.count == 2 ? ["--smoothing", "hermite"] : []
            for (extra, same) in [([String](), true), (option, true), (other, false)] where !(extra.isEmpty && !same) {
                let replay = try CommandRun(["replay", pagePath.path, "\(Self.out).strokes.json", "-o", "replayed.png"] + extra, in: folder)
                #expect(replay.status == 0, "\(replay.stderr)")
                #expect(try (Data(contentsOf: Self.url(folder, "replayed.png")) == Data(contentsOf: png)) == same, "\(extra)")
            }
        }
    }

    /// The events the first run left on disk: its stroke log, else its journal.
    static func savedEvents(_ folder: URL) throws -> [StrokeEvent] {
        if let data = try? Data(contentsOf: url(folder, "\(out).strokes.json")) { return try StrokeLog(json: data).events }
        let journal = try Data(contentsOf: url(folder, "\(out).journal.jsonl"))
        return JournalRecovery(data: journal, expecting: JournalHeader(width: page.width, height: page.height, pageName: "boxes.png")).events
    }

    /// The folder's files (the harness's own left out) with their contents.
    static func contents(_ folder: URL) throws -> [String: Data] {
        var result: [String: Data] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) where !harnessFiles.contains(name) {
            result[name] = try Data(contentsOf: url(folder, name))
        }
        return result
    }

    /// Opened and left with q, Q, SIGTERM and a closed window: no file appears, none changes.
    /// First on a new picture with a stroke that is undone again (its journal comes and goes),
    /// then on a saved picture left as it was.
    @Test func aRunThatPaintsNothingLeavesTheFolderUnchanged() throws {
        let (folder, pagePath) = try RobustnessTests.makeFolder()
        // Each Tmux removes the folder when it goes: all are kept to the end.
        var runs: [Tmux] = []
        defer { withExtendedLifetime(runs) {} }
        for round in 0..<2 {
            let before = try Self.contents(folder)
            let stamps = try before.keys.map { try FileManager.default.attributesOfItem(atPath: Self.url(folder, $0).path)[.modificationDate] as? Date }
            for ending in ["q", "Q", "SIGTERM", "kill-session"] {
                for name in Self.harnessFiles { try? FileManager.default.removeItem(at: Self.url(folder, name)) }
                let t = try Tmux(columns: 120, rows: 40, arguments: [pagePath.path], folder: folder)
                runs.append(t)
                do {
                    guard try t.waitForReady() else { return }
                    if round == 0 {
                        try t.drag(RobustnessTests.leftStroke)
                        try t.send("u")
                        guard try t.waitShowing("undone") else { return }
                    } else {
                        guard try t.waitShowing("continuing \(Self.out).png") else { return }
                    }
                    switch ending {
                    case "q", "Q":
                        try t.send(ending)
                        #expect(try t.waitForExit() == 0, "\(ending)")
                    default:
                        #expect(try Self.end(t, by: ending), "\(ending)")
                    }
                }
                #expect(try Self.contents(folder) == before, "round \(round), \(ending)")
            }
            let after = try before.keys.map { try FileManager.default.attributesOfItem(atPath: Self.url(folder, $0).path)[.modificationDate] as? Date }
            #expect(after == stamps)
            // The second round reopens a picture with paint: it too stays as it was.
            if round == 0 {
                let t = try Tmux(columns: 120, rows: 40, arguments: [pagePath.path], folder: folder)
                runs.append(t)
                guard try Self.firstSession(t), try Self.end(t, by: "q") else { return }
                for name in Self.harnessFiles { try? FileManager.default.removeItem(at: Self.url(folder, name)) }
            }
        }
    }

    /// `--fresh` moves the earlier picture aside at start; left without painting (q, Q or a
    /// signal), the run puts it back, so the folder is as before (else the gallery offers
    /// a blank page as the coloured picture, the real one hidden under `.old-<time>`). A run that
    /// paints keeps it aside.
    @Test func aFreshStartLeftWithoutPaintingPutsThePictureBack() throws {
        let (folder, pagePath) = try RobustnessTests.makeFolder()
        var runs: [Tmux] = []
        defer { withExtendedLifetime(runs) {} }
        let first = try Tmux(columns: 120, rows: 40, arguments: [pagePath.path], folder: folder)
        runs.append(first)
        guard try Self.firstSession(first), try Self.end(first, by: "q") else { return }
        for name in Self.harnessFiles { try? FileManager.default.removeItem(at: Self.url(folder, name)) }
        let before = try Self.contents(folder)
        for ending in ["q", "Q", "SIGTERM"] {
            let t = try Tmux(columns: 120, rows: 40, arguments: [pagePath.path, "--fresh"], folder: folder)
            runs.append(t)
            guard try t.waitShowing("started fresh") else { return }
            if ending == "SIGTERM" {
                #expect(try Self.end(t, by: ending))
            } else {
                try t.send(ending)
                #expect(try t.waitForExit() == 0, "\(ending)")
                #expect(try t.waitShowing("the earlier picture is back as \(Self.out).png"), "\(ending)")
            }
            for name in Self.harnessFiles { try? FileManager.default.removeItem(at: Self.url(folder, name)) }
            #expect(try Self.contents(folder) == before, "\(ending)")
        }
        // Painted: the earlier picture stays aside, the new one is saved in its place.
        let painted = try Tmux(columns: 120, rows: 40, arguments: [pagePath.path, "--fresh"], folder: folder)
        runs.append(painted)
        guard try painted.waitShowing("started fresh") else { return }
        try painted.drag(RobustnessTests.leftStroke)
        #expect(try Self.end(painted, by: "q"))
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        #expect(names.contains { $0.contains(".old-") && $0.hasSuffix(".png") }, "\(names)")
        #expect(names.contains("\(Self.out).png"))
    }

    /// An OUT.png that is not this page's picture stays as it was; the work goes to OUT-2.png,
    /// and the same command continues it there.
    @Test func aForeignPictureIsNeverWrittenOver() throws {
        let (folder, pagePath) = try RobustnessTests.makeFolder()
        let foreign = Self.url(folder, "\(Self.out).png")
        try Data(contentsOf: pagePath).write(to: foreign)
        let original = try Data(contentsOf: foreign)
        let first = try Tmux(columns: 120, rows: 40, arguments: [pagePath.path], folder: folder)
        defer { withExtendedLifetime(first) {} }  // it removes the folder when it goes
        try withExtendedLifetime(first) {
            guard try first.waitShowing("colouring into \(Self.out)-2.png (\(Self.out).png is other work: it has no stroke log for this page)") else { return }
            guard try RobustnessTests.drawTwoStrokes(first), try Self.end(first, by: "q") else { return }
        }
        #expect(try Data(contentsOf: foreign) == original)
        RobustnessTests.expectBothStrokes(in: Self.url(folder, "\(Self.out)-2.png"))
        for name in Self.harnessFiles { try? FileManager.default.removeItem(at: Self.url(folder, name)) }
        let second = try Tmux(columns: 120, rows: 40, arguments: [pagePath.path], folder: folder)
        guard try second.waitShowing("continuing \(Self.out)-2.png (2 strokes); \(Self.out).png is other work") else { return }
        try second.send("q")
        #expect(try second.waitForExit() == 0)
        #expect(try Data(contentsOf: foreign) == original)
    }

    /// Another page of the same file name and size (a second colouring book's boxes.png, with
    /// the boxes elsewhere) does not continue the first one's picture: it is other work, said
    /// with why, and the first picture stays as it was (not book1's fills replayed onto
    /// book2 and then saved over book1's picture).
    @Test func anotherPageOfTheSameNameDoesNotContinueThePicture() throws {
        let (folder, pagePath) = try RobustnessTests.makeFolder()
        let first = try Tmux(columns: 120, rows: 40, arguments: [pagePath.path], folder: folder)
        defer { withExtendedLifetime(first) {} }  // it removes the folder when it goes
        try withExtendedLifetime(first) {
            guard try RobustnessTests.drawTwoStrokes(first), try Self.end(first, by: "q") else { return }
        }
        let saved = try Data(contentsOf: Self.url(folder, "\(Self.out).png"))
        for name in Self.harnessFiles { try? FileManager.default.removeItem(at: Self.url(folder, name)) }
        // The other book: the same name and size, other boxes, in a folder of its own.
        let book2 = folder.appendingPathComponent("book2")
        try FileManager.default.createDirectory(at: book2, withIntermediateDirectories: true)
        try TestPage(width: 300, height: 200, rects: [Rect(x: 40, y: 30, width: 220, height: 140)]).write(to: book2.appendingPathComponent("boxes.png"))
        let second = try Tmux(columns: 200, rows: 40, arguments: ["book2/boxes.png"], folder: folder)
        guard try second.waitShowing("colouring into \(Self.out)-2.png (\(Self.out).png is other work: its log is for other pixels of boxes.png (changed since, or a photo opened with or without --as-is))") else { return }
        try second.send("q")
        #expect(try second.waitForExit() == 0)
        #expect(try Data(contentsOf: Self.url(folder, "\(Self.out).png")) == saved)
        // The first page itself still continues its picture.
        for name in Self.harnessFiles { try? FileManager.default.removeItem(at: Self.url(folder, name)) }
        let third = try Tmux(columns: 120, rows: 40, arguments: [pagePath.path], folder: folder)
        guard try third.waitShowing("continuing \(Self.out).png (2 strokes)") else { return }
        try third.send("q")
        #expect(try third.waitForExit() == 0)
    }

    /// Save as onto a picture another termcolor colours now is refused, saying so (else
    /// two windows each save over the other's work); after Save as elsewhere, the new
    /// output is this run's: a second start on it is refused.
    @Test func saveAsOntoAPictureOpenElsewhereIsRefused() throws {
        let (folder, pagePath) = try RobustnessTests.makeFolder()
        let t = try Tmux(columns: 120, rows: 40, arguments: [pagePath.path], folder: folder)
        guard try t.waitForReady(), let pid = try t.programPID() else { return }
        let other = try Tmux.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: other) }
        let u = try Tmux(columns: 120, rows: 40, arguments: [pagePath.path, "-o", "mine.png"], folder: other)
        guard try u.waitForReady() else { return }
        try u.send("f")
        let cell = RobustnessTests.leftStroke[0]
        try u.mouse(0, column: cell.column, row: cell.row)
        try u.mouse(0, column: cell.column, row: cell.row, release: true)
        guard try u.waitFor(text: "1 of 3 regions") else { return }
        // The prompt opens again on the path, saying why: the next keys edit the name.
        guard try u.saveAs(Self.url(folder, "\(Self.out).png").path),
              try u.waitFor(text: "open in another termcolor (pid \(pid)); save as: ") else { return }
        #expect(!FileManager.default.fileExists(atPath: Self.url(folder, "\(Self.out).png").path))
        // Elsewhere it saves, and that picture is now held by this run.
        try u.typeIntoPrompt(Self.url(other, "moved.png").path)
        guard try u.waitFor(text: "saved to") else { return }
        let second = try CommandRun([pagePath.path, "-o", Self.url(other, "moved.png").path], in: other)
        #expect(second.status == 1 && second.stderr.contains("moved.png is open in another termcolor"), "\(second.stderr)")
        try u.send("q")
        #expect(try u.waitForExit() == 0)
        try t.send("q")
        #expect(try t.waitForExit() == 0)
    }

    /// A second run on a picture that is open: one clear line, nothing touched.
    @Test func aSecondRunOnAnOpenPictureSaysSo() throws {
        let (folder, pagePath) = try RobustnessTests.makeFolder()
        let t = try Tmux(columns: 120, rows: 40, arguments: [pagePath.path], folder: folder)
        guard try Self.firstSession(t), let pid = try t.programPID() else { return }
        let second = try CommandRun([pagePath.path], in: folder)
        #expect(second.status == 1)
        #expect(second.stderr == "termcolor: \(Self.out).png is open in another termcolor (pid \(pid)); finish there first, or colour a copy with -o\n")
        try t.send("q")
        #expect(try t.waitForExit() == 0)
        RobustnessTests.expectBothStrokes(in: Self.url(folder, "\(Self.out).png"))
    }

    /// A picture coloured with two strokes and saved with `q`, the recent list in the folder's
    /// `.state`; nil when that went otherwise (recorded). The session removes the folder when
    /// it goes: keep it while the folder is used.
    static func colouredOnce() throws -> (folder: URL, page: URL, state: String, session: Tmux)? {
        let (folder, pagePath) = try RobustnessTests.makeFolder()
        let state = url(folder, ".state").path
        let first = try Tmux(columns: 120, rows: 40, arguments: [pagePath.path], folder: folder, environment: ["XDG_STATE_HOME": state])
        guard try firstSession(first), try end(first, by: "q") else { return nil }
        return (folder, pagePath, state, first)
    }

    /// `termcolor` with no page reopens the last picture, from any folder.
    @Test func noPageReopensTheLastPicture() throws {
        guard let coloured = try Self.colouredOnce() else { return }
        let (folder, _, state, first) = coloured
        defer { withExtendedLifetime(first) {} }  // it removes the folder when it goes
        let elsewhere = try Tmux.temporaryFolder()
        let second = try Tmux(columns: 120, rows: 40, arguments: [], folder: elsewhere, environment: ["XDG_STATE_HOME": state])
        guard try second.waitShowing("continuing \(Self.out).png (2 strokes)") else { return }
        try second.send("u")
        guard try second.waitShowing("undone") else { return }
        try second.send("q")
        #expect(try second.waitForExit() == 0)
        let log = try StrokeLog(json: Data(contentsOf: Self.url(folder, "\(Self.out).strokes.json")))
        #expect(log.events.last == .undo)
        #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere.path).filter { !Self.harnessFiles.contains($0) }.isEmpty)
    }

    /// A page renamed after colouring (cat.png now kitty.png): with no page the
    /// run says the last picture's page is gone and how to continue it, rather than silently
    /// opening a bundled page; given the new name and the picture, it continues (the pixels
    /// match, so the other name does not make it other work).
    @Test func aRenamedPageIsNamedAndStillContinues() throws {
        guard let coloured = try Self.colouredOnce() else { return }
        let (folder, pagePath, state, first) = coloured
        defer { withExtendedLifetime(first) {} }  // it removes the folder when it goes
        let renamed = Self.url(folder, "kitty.png")
        try FileManager.default.moveItem(at: pagePath, to: renamed)
        let output = Self.url(folder, "\(Self.out).png").path
        let elsewhere = try Tmux.temporaryFolder()
        let second = try Tmux(columns: 200, rows: 40, arguments: [], folder: elsewhere, environment: ["XDG_STATE_HOME": state])
        guard try second.waitShowing("\(Self.out).png's page \(pagePath.lastPathComponent) is gone") else { return }
        try second.send("Q")
        #expect(try second.waitForExit() == 0)
        for name in Self.harnessFiles { try? FileManager.default.removeItem(at: Self.url(folder, name)) }
        let third = try Tmux(columns: 120, rows: 40, arguments: [renamed.path, "-o", output], folder: folder, environment: ["XDG_STATE_HOME": state])
        guard try third.waitShowing("continuing \(Self.out).png (2 strokes)") else { return }
        try third.send("q")
        #expect(try third.waitForExit() == 0)
    }

    /// Recent pictures that cannot be written or read: the program starts, says so once, and
    /// colours and saves as ever.
    @Test(arguments: ["unwritable", "damaged"])
    func aBadStatePlaceIsSaidOnce(kind: String) throws {
        let (folder, pagePath) = try RobustnessTests.makeFolder()
        let state = Self.url(folder, "state")
        try FileManager.default.createDirectory(at: state.appendingPathComponent("termcolor"), withIntermediateDirectories: true)
        let junk = Data("{\"format\":\"termcolor-recent\",\"pictures\":[".utf8)
        if kind == "damaged" {
            try junk.write(to: state.appendingPathComponent("termcolor/recent.json"))
        } else {
            guard ReadOnly.lock(state.appendingPathComponent("termcolor")) else { Issue.record("cannot make a read-only folder here"); return }
        }
        defer { if kind == "unwritable" { ReadOnly.unlock(state.appendingPathComponent("termcolor")) } }
        let t = try Tmux(columns: 120, rows: 40, arguments: [pagePath.path], folder: folder, environment: ["XDG_STATE_HOME": state.path])
        // Permission denied, or for root (the folder made immutable) operation not permitted;
        // the path last, cut to fit.
        let note = kind == "damaged" ? "recent pictures: a damaged list was ignored" : "recent pictures off: "
        guard try t.waitShowing(note) else { return }
        try t.drag(RobustnessTests.leftStroke)
        try t.send("s")
        guard try t.waitShowing("saved to \(Self.out).png") else { return }
        #expect(try !t.screen().contains("recent pictures"))
        try t.drag(RobustnessTests.rightStroke)
        try t.send("s")
        usleep(300_000)
        try t.send("q")
        #expect(try t.waitForExit() == 0)
        #expect(t.file("stderr.txt") == "")
        #expect(Self.exists(folder, "\(Self.out).png"))
        let recent = RecentStore(folder: state.appendingPathComponent("termcolor").path)
        if kind == "damaged" {
            #expect(recent.load().0.pictures.map(\.output) == [Self.url(folder, "\(Self.out).png").standardizedFileURL.path])
            #expect(try Data(contentsOf: URL(fileURLWithPath: recent.damagedCopy)) == junk)
        } else {
            #expect(try FileManager.default.contentsOfDirectory(atPath: recent.folder).isEmpty)
        }
    }
}

extension Tmux {
    /// `waitFor(text:)`, and on a timeout the screen as it was, in the issue.
    func waitShowing(_ text: String, seconds: Double = 40) throws -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        var last = ""
        while Date() < deadline {
            last = try screen()
            if last.contains(text) { return true }
            usleep(50_000)
        }
        Issue.record("timed out waiting for \"\(text)\" on screen:\n\(last)")
        return false
    }
}
