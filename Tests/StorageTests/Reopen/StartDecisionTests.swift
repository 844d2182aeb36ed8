import Foundation
import Testing
@testable import ColorCore
@testable import Storage

/// The start decision on described folders (no disk): which name, continued from what, what
/// is moved aside.
@Suite struct StartDecisionTests {
    static var requested: SavePaths { SavePaths(page: "/pages/box.png", output: "/out/pic.png") }
    static let logA = StrokeLog(width: 40, height: 20, events: [.fill(x: 10, y: 10)])
    static let logAB = StrokeLog(width: 40, height: 20, events: [.fill(x: 10, y: 10), .down(x: 1, y: 1, t: nil), .up(t: nil)])
    static let early = Date(timeIntervalSince1970: 1000), late = Date(timeIntervalSince1970: 2000)

    static func journal(_ events: [StrokeEvent]) -> JournalRecovery {
        var j = JournalRecovery(data: Data(), expecting: JournalHeader(width: 40, height: 20, pageName: "box.png"))
        j.events = events
        j.matchesPage = true
        j.problem = nil
        return j
    }

    /// A folder described by name: what each output name holds.
    static func decide(_ folder: [String: PictureFiles], fresh: Bool = false) -> StartDecision? {
        StartDecision.decide(requested: requested, fresh: fresh) { paths in
            folder[paths.png] ?? PictureFiles(paths: paths, pngExists: false, log: .absent, journal: .absent)
        }
    }

    static func files(_ png: String, pngExists: Bool = true, log: PictureFiles.Found<StrokeLog> = .absent,
                      journal: PictureFiles.Found<JournalRecovery> = .absent) -> PictureFiles {
        PictureFiles(paths: SavePaths(page: requested.page, output: png), pngExists: pngExists, log: log, journal: journal)
    }

    @Test func emptyFolderStartsBlankAtTheRequestedName() throws {
        let d = try #require(Self.decide([:]))
        #expect(d.paths == Self.requested && d.source == .blank && d.setAside.isEmpty && d.passedOver.isEmpty)
        #expect(d.message(strokes: (0, 0)) == nil)
    }

    @Test func thisPagesLogIsContinued() throws {
        let d = try #require(Self.decide(["/out/pic.png": Self.files("/out/pic.png", log: .usable(Self.logAB, modified: Self.late))]))
        #expect(d.paths.png == "/out/pic.png" && d.source == .log(Self.logAB) && d.setAside.isEmpty)
        #expect(d.strokeCount == 2 && d.events == Self.logAB.events)
        #expect(d.message(strokes: (2, 0)) == "continuing pic.png (2 strokes)" && d.message(strokes: (1, 1)) == "continuing pic.png (1 stroke, 1 undone)")
    }

    @Test func aForeignPictureIsPassedOverForTheNextFreeName() throws {
        let d = try #require(Self.decide(["/out/pic.png": Self.files("/out/pic.png")]))
        #expect(d.paths.png == "/out/pic-2.png" && d.paths.strokes == "/out/pic-2.strokes.json" && d.source == .blank)
        #expect(d.passedOver.map(\.png) == ["/out/pic.png"])
        #expect(d.message(strokes: (0, 0)) == "colouring into pic-2.png (pic.png is other work: it has no stroke log for this page)")
        #expect(d.passedOver.map(\.why) == ["it has no stroke log for this page"])
        // Another page's log, or an unreadable one, is other work too; so is a stray journal.
        let other = try #require(Self.decide([
            "/out/pic.png": Self.files("/out/pic.png", log: .unusable("its stroke log is for cat.png")),
            "/out/pic-2.png": Self.files("/out/pic-2.png", pngExists: false, journal: .unusable("its journal cannot be used")),
        ]))
        #expect(other.paths.png == "/out/pic-3.png")
        #expect(other.passedOver.map(\.why) == ["its stroke log is for cat.png", "its journal cannot be used"])
    }

    /// The same command again finds its earlier work under the name it moved to.
    @Test func aPassedOverRunIsContinuedUnderItsNumberedName() throws {
        let d = try #require(Self.decide([
            "/out/pic.png": Self.files("/out/pic.png"),
            "/out/pic-2.png": Self.files("/out/pic-2.png", log: .usable(Self.logA, modified: Self.early)),
        ]))
        #expect(d.paths.png == "/out/pic-2.png" && d.source == .log(Self.logA))
        #expect(d.message(strokes: (1, 0)) == "continuing pic-2.png (1 stroke); pic.png is other work")
    }

    @Test func theNewerOfLogAndJournalWins() throws {
        // kill -9 after a save and more strokes: the journal is newer and holds the log.
        let j = Self.journal(Self.logAB.events)
        let afterCrash = try #require(Self.decide(["/out/pic.png": Self.files("/out/pic.png", log: .usable(Self.logA, modified: Self.early),
                                                                              journal: .usable(j, modified: Self.late))]))
        #expect(afterCrash.source == .journal(j) && afterCrash.setAside.isEmpty)
        // A journal older than the log is left from before: kept aside, the log continued.
        let stale = try #require(Self.decide(["/out/pic.png": Self.files("/out/pic.png", log: .usable(Self.logAB, modified: Self.late),
                                                                         journal: .usable(Self.journal(Self.logA.events), modified: Self.early))]))
        #expect(stale.source == .log(Self.logAB) && stale.setAside == StartDecision.SetAside(journal: true))
        // A newer journal that did not start from this log: the picture and log are kept aside.
        let unrelated = Self.journal([.fill(x: 30, y: 2)])
        let diverged = try #require(Self.decide(["/out/pic.png": Self.files("/out/pic.png", log: .usable(Self.logA, modified: Self.early),
                                                                            journal: .usable(unrelated, modified: Self.late))]))
        #expect(diverged.source == .journal(unrelated) && diverged.setAside == StartDecision.SetAside(png: true, strokes: true))
        // A journal with no log (kill -9 before any save), and one beside a damaged log.
        let only = try #require(Self.decide(["/out/pic.png": Self.files("/out/pic.png", pngExists: false, journal: .usable(j, modified: Self.early))]))
        #expect(only.source == .journal(j) && only.setAside.isEmpty)
        let damaged = try #require(Self.decide(["/out/pic.png": Self.files("/out/pic.png", log: .unusable("x"), journal: .usable(j, modified: Self.early))]))
        #expect(damaged.source == .journal(j) && damaged.setAside == StartDecision.SetAside(strokes: true))
    }

    @Test func freshMovesThisPagesWorkAsideButNeverOtherWork() throws {
        let d = try #require(Self.decide(["/out/pic.png": Self.files("/out/pic.png", log: .usable(Self.logA, modified: Self.early),
                                                                     journal: .usable(Self.journal([]), modified: Self.early))], fresh: true))
        #expect(d.paths.png == "/out/pic.png" && d.source == .blank)
        #expect(d.setAside == StartDecision.SetAside(png: true, strokes: true, journal: true))
        let foreign = try #require(Self.decide(["/out/pic.png": Self.files("/out/pic.png")], fresh: true))
        #expect(foreign.paths.png == "/out/pic-2.png" && foreign.setAside.isEmpty)
    }

    @Test func theNumberedNameIsNeverThePageItself() throws {
        let requested = SavePaths(page: "/out/pic-2.png", output: "/out/pic.png")
        let d = try #require(StartDecision.decide(requested: requested, fresh: false) { paths in
            PictureFiles(paths: paths, pngExists: paths.png != "/out/pic-3.png", log: .absent, journal: .absent)
        })
        #expect(d.paths.png == "/out/pic-3.png" && d.passedOver.map(\.why)[1] == "it is the page itself")
    }

    @Test func numberedNames() {
        #expect(SavePaths(page: "p.png", output: "a/b.PNG").numbered(2).png == "a/b-2.PNG")
        #expect(SavePaths(page: "p.png", output: "a/b.PNG").numbered(2).strokes == "a/b-2.strokes.json")
        #expect(SavePaths(page: "p.png", output: "out").numbered(3).png == "out-3")
        #expect(SavePaths(page: "p.png", output: "x.png").numbered(1) == SavePaths(page: "p.png", output: "x.png"))
        #expect(SavePaths(page: "p.png", output: "a/x.png").lock == "a/x.lock")
    }

    @Test func everyNameTakenIsNoDecision() {
        let d = StartDecision.decide(requested: Self.requested, fresh: false) { PictureFiles(paths: $0, pngExists: true, log: .absent, journal: .absent) }
        #expect(d == nil)
    }

    /// A saved log names its page; readers that do not know the field read the same log.
    @Test func savedLogNamesItsPage() throws {
        let named = Self.logAB.jsonData(pageName: "a \"quoted\" page.png")
        #expect(StrokeLog.pageName(in: named) == "a \"quoted\" page.png")
        #expect(try StrokeLog(json: named) == Self.logAB)
        #expect(StrokeLog.pageName(in: Self.logAB.jsonData()) == nil)
        let header = JournalHeader(width: 40, height: 20, pageName: "box.png")
        #expect(PictureFiles.judge(log: Self.logAB.jsonData(pageName: "box.png"), page: header, modified: Self.early).value == Self.logAB)
        #expect(PictureFiles.judge(log: Self.logAB.jsonData(), page: header, modified: Self.early).value == Self.logAB)
        #expect(PictureFiles.judge(log: named, page: header, modified: Self.early).value == nil)
        let small = JournalHeader(width: 30, height: 20, pageName: "box.png")
        guard case .unusable(let why) = PictureFiles.judge(log: Self.logAB.jsonData(), page: small, modified: Self.early) else {
            Issue.record("a log for another size was used"); return
        }
        #expect(why == "its stroke log is for a 40x20 page")
        guard case .unusable = PictureFiles.judge(log: Data("{".utf8), page: header, modified: Self.early) else {
            Issue.record("a damaged log was used"); return
        }
    }

    /// Two pages of the same name and size with other pixels (two colouring books' page.png, a
    /// photo coloured --as-is and converted): a log or journal that records the page's digest is
    /// another page's when it differs, and the run colours into the next name; without a
    /// digest on either side, the name and size decide as before.
    @Test func aLogOrJournalOfAnotherPageWithTheSameNameIsOtherWork() throws {
        var header = JournalHeader(width: 40, height: 20, pageName: "page.png")
        header.pageDigest = "00000000000000aa"
        let mine = Self.logAB.jsonData(pageName: "page.png", pageDigest: "00000000000000aa")
        #expect(try StrokeLog.pageDigest(in: mine) == "00000000000000aa" && StrokeLog(json: mine) == Self.logAB)
        #expect(PictureFiles.judge(log: mine, page: header, modified: Self.early).value == Self.logAB)
        let theirs = Self.logAB.jsonData(pageName: "page.png", pageDigest: "00000000000000bb")
        guard case .unusable(let why) = PictureFiles.judge(log: theirs, page: header, modified: Self.early) else {
            Issue.record("another page's log was used"); return
        }
        #expect(why == "its log is for other pixels of page.png (changed since, or a photo opened with or without --as-is)")
        // Older logs and a header without a digest: judged by name and size.
        #expect(PictureFiles.judge(log: Self.logAB.jsonData(pageName: "page.png"), page: header, modified: Self.early).value == Self.logAB)
        var undigested = header
        undigested.pageDigest = nil
        #expect(PictureFiles.judge(log: theirs, page: undigested, modified: Self.early).value == Self.logAB)
        // The journal's header the same way.
        var other = header
        other.pageDigest = "00000000000000bb"
        let journal = JournalRecoveryTests.journal(Self.logAB.events, header: other)
        let recovered = JournalRecovery(data: journal, expecting: header)
        #expect(!recovered.matchesPage && recovered.problem == "the journal is for another page named page.png")
        #expect(JournalRecovery(data: journal, expecting: undigested).matchesPage)
        #expect(JournalRecovery(data: JournalRecoveryTests.journal(Self.logAB.events, header: header), expecting: header).matchesPage)
        // The run passes the name over, saying why.
        let d = try #require(Self.decide(["/out/pic.png": Self.files("/out/pic.png", log: .unusable(why))]))
        #expect(d.paths.png == "/out/pic-2.png")
        #expect(d.message(strokes: (0, 0)) == "colouring into pic-2.png (pic.png is other work: its log is for other pixels of page.png (changed since, or a photo opened with or without --as-is))")
    }

    /// A page renamed (cat.png to kitty.png) is still its picture's page when the pixels say so:
    /// with both digests known they decide, not the name; without, the name does.
    @Test func aRenamedPageContinuesItsPictureWhenItsPixelsMatch() {
        var kitty = JournalHeader(width: 40, height: 20, pageName: "kitty.png")
        kitty.pageDigest = "00000000000000aa"
        let same = Self.logAB.jsonData(pageName: "cat.png", pageDigest: "00000000000000aa")
        #expect(PictureFiles.judge(log: same, page: kitty, modified: Self.early).value == Self.logAB)
        let other = Self.logAB.jsonData(pageName: "cat.png", pageDigest: "00000000000000bb")
        guard case .unusable(let why) = PictureFiles.judge(log: other, page: kitty, modified: Self.early) else {
            Issue.record("another page's log was used"); return
        }
        #expect(why == "its stroke log is for cat.png")
        var undigested = kitty
        undigested.pageDigest = nil
        #expect(PictureFiles.judge(log: same, page: undigested, modified: Self.early).value == nil)
        var cat = JournalHeader(width: 40, height: 20, pageName: "cat.png")
        cat.pageDigest = "00000000000000aa"
        #expect(JournalRecovery(data: JournalRecoveryTests.journal(Self.logAB.events, header: cat), expecting: kitty).matchesPage)
        let otherJournal = JournalRecovery(data: JournalRecoveryTests.journal(Self.logAB.events, header: cat), expecting: undigested)
        #expect(!otherJournal.matchesPage && otherJournal.problem == "the journal is for cat.png (40x20)")
    }

    /// Continuing a picture coloured with --close-gaps closes the same gaps: the width comes from
    /// whichever source is continued (the log's field, the journal's header); a blank start has none.
    @Test func theGapWidthComesFromWhatIsContinued() throws {
        var closedLog = Self.logAB
        closedLog.closeGaps = 6
        let fromLog = try #require(Self.decide(["/out/pic.png": Self.files("/out/pic.png", log: .usable(closedLog, modified: Self.late))]))
        #expect(fromLog.gapChoice == .forced(6))
        // Continued with another width, or with none where the picture had one: a warning (else a
        // page can go all blue, unwarned); the same width, or no option, says nothing.
        #expect(fromLog.gapWarning(asked: .off) == "coloured with --close-gaps 6, now 0: strokes may fill other regions (Q quits without saving)")
        #expect(fromLog.gapWarning(asked: .forced(8)) != nil && fromLog.gapWarning(asked: .forced(6)) == nil && fromLog.gapWarning(asked: nil) == nil)
        let plain = try #require(Self.decide(["/out/pic.png": Self.files("/out/pic.png", log: .usable(Self.logAB, modified: Self.late))]))
        // A log that names no gaps was coloured with none closed (not with today's default).
        #expect(plain.gapChoice == .off)

        var header = JournalHeader(width: 40, height: 20, pageName: "box.png")
        header.closeGaps = 4
        var data = header.line()
        data.append(JournalHeader.line(for: StrokeEvent.fill(x: 10, y: 10)))
        let j = JournalRecovery(data: data, expecting: JournalHeader(width: 40, height: 20, pageName: "box.png"))
        #expect(j.matchesPage && j.closeGaps == 4)
        let fromJournal = try #require(Self.decide(["/out/pic.png": Self.files("/out/pic.png", pngExists: false,
                                                                                journal: .usable(j, modified: Self.early))]))
        #expect(fromJournal.gapChoice == .forced(4))
        #expect(try #require(Self.decide([:])).gapChoice == nil)
    }

    /// How the strokes were drawn comes from what is continued, as the gap width does; asked
    /// for another way, a warning says the earlier strokes change. A blank start, and a log
    /// written before the smoothing was kept, say nothing of it (the run's own is used).
    @Test func howTheStrokesWereDrawnComesFromWhatIsContinued() throws {
        var linearLog = Self.logAB
        linearLog.smoothing = .linear
        let fromLog = try #require(Self.decide(["/out/pic.png": Self.files("/out/pic.png", log: .usable(linearLog, modified: Self.late))]))
        #expect(fromLog.smoothing == .linear && !fromLog.debugStrokes)
        #expect(fromLog.drawingWarning(asked: .hermite, debugAsked: false)
                == "drawn with --smoothing linear, now hermite: earlier strokes change shape (Q quits without saving)")
        #expect(fromLog.drawingWarning(asked: .linear, debugAsked: false) == nil && fromLog.drawingWarning(asked: nil, debugAsked: false) == nil)
        #expect(fromLog.drawingWarning(asked: nil, debugAsked: true)
                == "drawn without -debugStrokes, now with it: earlier strokes show as dots too (Q quits without saving)")

        var header = JournalHeader(width: 40, height: 20, pageName: "box.png")
        header.debugStrokes = true
        var data = header.line()
        data.append(JournalHeader.line(for: StrokeEvent.fill(x: 10, y: 10)))
        let j = JournalRecovery(data: data, expecting: JournalHeader(width: 40, height: 20, pageName: "box.png"))
        let fromJournal = try #require(Self.decide(["/out/pic.png": Self.files("/out/pic.png", pngExists: false,
                                                                                journal: .usable(j, modified: Self.early))]))
        #expect(fromJournal.debugStrokes && fromJournal.smoothing == nil && fromJournal.drawingWarning(asked: nil, debugAsked: true) == nil)
        // Debug dots are the same dots whatever the smoothing: no warning for it.
        #expect(fromJournal.drawingWarning(asked: .linear, debugAsked: false) == nil)
        let older = try #require(Self.decide(["/out/pic.png": Self.files("/out/pic.png", log: .usable(Self.logAB, modified: Self.late))]))
        #expect(older.smoothing == nil && older.drawingWarning(asked: .linear, debugAsked: false) == nil)
        let blank = try #require(Self.decide([:]))
        #expect(blank.smoothing == nil && !blank.debugStrokes && blank.drawingWarning(asked: .linear, debugAsked: true) == nil)
    }
}
