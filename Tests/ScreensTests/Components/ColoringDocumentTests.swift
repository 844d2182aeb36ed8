import ColorCore
import Testing
@testable import Screens

/// The document alone: the autosave journal's entries, what is worth saving, the save request
/// and how the program ends.
@Suite struct ColoringDocumentTests {
    static func document(_ session: Session = ComponentPages.session()) -> ColoringDocument {
        ColoringDocument(session: session, paths: SavePaths(page: "p.png", output: "/out/p.png"), rescueFolder: "/rescue",
                         modeName: "optimized")
    }

    @Test func eachEventGoesToTheJournalOnce() {
        var d = Self.document()
        #expect(d.journalEntries() == nil)
        d.drawing.apply(.down(x: 40, y: 40, t: 0))
        d.drawing.apply(.up(t: 0.1))
        guard case .autosave(let events)? = d.journalEntries() else { Issue.record("no journal entries"); return }
        #expect(events == [.down(x: 40, y: 40, t: 0), .up(t: 0.1)])
        #expect(d.journalEntries() == nil)
    }

    @Test func onlyUnsavedPaintIsWorthSaving() {
        var d = Self.document()
        #expect(!d.hasWorkToSave)
        // A stroke on a line paints nothing: no blank picture for it.
        d.drawing.apply(.down(x: 20.5, y: 20.5, t: 0))
        d.drawing.apply(.up(t: 0.1))
        #expect(d.hasUnsavedDrawing && !d.hasWorkToSave)
        d.drawing.apply(.down(x: 40, y: 40, t: 0.2))
        d.drawing.apply(.up(t: 0.3))
        #expect(d.hasWorkToSave)
        d.startContinuing(savedEvents: 100)
        #expect(d.saves.savedEventCount == d.session.log.events.count && !d.hasWorkToSave)
    }

    @Test func aSaveRequestIsPendingWithTheProgressAndTheLogsLength() {
        var d = Self.document()
        d.drawing.apply(.fill(x: 40, y: 40))
        d.pageChanged(d.session.changedParts)
        #expect(d.progressText == "1 of \(RegionProgress.regions(d.progress.regionCount)) coloured")
        let request = d.saveRequest(to: "/out/q.png", then: .quit, existing: .replace)
        #expect(request.output == "/out/q.png" && request.page == "p.png" && request.progress?.coloured == 1)
        #expect(d.saves.pending?.then == .quit && d.saves.pending?.eventCount == d.session.log.events.count)
    }

    @Test func aSaveJustMadeIsTheLastWordUnlessOneFailed() {
        var d = Self.document()
        #expect(d.ending(message: "saved to /out/p.png").lastWords == "saved to /out/p.png")
        #expect(d.ending(message: "colour red").lastWords == nil)
        d.saves.lastFailed = true
        let ending = d.ending(message: "saved to /out/p.png")
        #expect(ending.lastWords == nil && ending.keepJournal)
    }
}
