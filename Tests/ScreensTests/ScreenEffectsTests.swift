@testable import ColorCore
import Foundation
@testable import Screens
import Testing
import TestSupport

/// The colouring screen says what must happen outside as effects, and reads the answers as
/// events: saving, ending by a signal, autosave, suspend. No file is touched here.
@Suite struct ScreenEffectsTests {
    static func key(_ c: Unicode.Scalar) -> AppEvent { .input(.key(.char(c)), time: 0) }
    static func filled() -> ColoringScreen {
        var app = ColoringScreenTests.app(output: "/out/o.png")
        app.send(.key(.char("f")))
        app.send(.mouse(MouseEvent(kind: .press, button: 0, column: 20, row: 4)))
        return app
    }

    /// The old run loop decoded `s` and `q` itself and showed "saving..." even when they only
    /// answered a question. Now only the screen decides, and an answer saves nothing.
    @Test func saveKeysThatAnswerAQuestionSaveNothing() {
        var app = Self.filled()
        _ = app.handle(Self.key("c"))
        #expect(app.handle(Self.key("s")).saves.isEmpty)
        #expect(app.message == "clear cancelled" && app.modal == .none)
        _ = app.handle(Self.key("Q"))
        let answer = app.handle(Self.key("q"))
        #expect(answer.saves.isEmpty && answer.ending == nil)
        #expect(app.message == "quit cancelled")
        // At the save-as prompt they are text.
        _ = app.handle(Self.key("S"))
        for c in "sq".unicodeScalars { #expect(app.handle(Self.key(c)).isEmpty) }
        guard case .typingPath(let prompt) = app.modal else { Issue.record("no prompt"); return }
        #expect(prompt.text == "sq")
        #expect(!app.message.hasPrefix("saving"))
    }

    /// The save-as prompt's proposed path is replaced by what is typed first (not a name
    /// appended to it: `p-colored.pngmypic`), kept to edit after Backspace or an arrow key,
    /// and shown selected until then.
    @Test func typingReplacesTheProposedPath() {
        func typed(_ first: Key, _ rest: String) -> String {
            var prompt = PathPrompt(text: "/out/p-colored.png")
            _ = prompt.handle(first)
            for c in rest.unicodeScalars { _ = prompt.handle(.char(c)) }
            return prompt.text
        }
        #expect(typed(.char("m"), "ypic") == "mypic")
        #expect(typed(.backspace, "g") == "/out/p-colored.png".dropLast() + "g")
        #expect(typed(.right, "2") == "/out/p-colored.png2")
        var frame = CellFrame(columns: 40, rows: 2)
        PathPrompt(text: "/out/a.png").draw(into: &frame, row: 1)
        let selected = frame.cells[40 + "save as: ".count]
        var edited = PathPrompt(text: "/out/a.png")
        _ = edited.handle(.right)
        edited.draw(into: &frame, row: 1)
        #expect(selected.glyph == "/" && frame.cells[40 + "save as: ".count].glyph == "/")
        #expect(selected.bg != frame.cells[40 + "save as: ".count].bg)
    }

    @Test func saveAsksAndTheAnswerIsShown() {
        var app = Self.filled()
        let effects = app.handle(Self.key("s"))
        #expect(effects.count == 1)
        guard let request = effects.saves.first else { Issue.record("no save"); return }
        #expect(request.output == "/out/o.png" && request.page == "box.png")
        #expect(request.log == app.session.log && request.canvas.paintPixels == app.session.canvas.paintPixels)
        #expect(app.message == "saving /out/o.png...")
        #expect(app.hasUnsavedDrawing)
        _ = app.handle(.saveFinished(.saved(SavePaths(page: "box.png", output: "/out/o.png"))))
        #expect(app.message == "saved to /out/o.png" && !app.hasUnsavedDrawing && !app.document.saves.lastFailed)
        // A failure says so in a few words and offers the rescue folder at `S`.
        _ = app.handle(Self.key("s"))
        _ = app.handle(.saveFinished(.pictureFailed(SavePaths(page: "box.png", output: "/out/o.png"), reason: "disk full")))
        #expect(app.message == "could not save /out/o.png: disk full (S: save elsewhere, Q: quit without saving)")
        #expect(app.messageIsWarning && app.document.saves.lastFailed)
        _ = app.handle(Self.key("S"))
        #expect(app.modal == .typingPath(PathPrompt(text: "\(TestApps.rescueFolder)/o.png")))
        // Enter asks for a save there; later saves go where a successful one went.
        let there = app.handle(.input(.key(.enter), time: 0)).saves
        #expect(there.map(\.output) == ["\(TestApps.rescueFolder)/o.png"] && app.modal == .none)
        let rescued = SavePaths(page: "box.png", output: "\(TestApps.rescueFolder)/o.png")
        _ = app.handle(.saveFinished(.saved(rescued)))
        #expect(app.paths == rescued && app.handle(Self.key("s")).saves.map(\.output) == [rescued.png])
        _ = app.handle(.saveFinished(.saved(rescued)))
        // A save as that fails (a folder mistyped) opens the prompt again on the path, saying
        // why, so the typo is mended there (rather than offering only Q).
        _ = app.handle(Self.key("S"))
        _ = app.handle(.input(.key(.control("u")), time: 0))
        for c in "sub/dir/mine".unicodeScalars { _ = app.handle(.input(.key(.char(c)), time: 0)) }
        let typed = app.handle(.input(.key(.enter), time: 0)).saves
        #expect(typed.map(\.output) == ["sub/dir/mine.png"])
        _ = app.handle(.saveFinished(.pictureFailed(SavePaths(page: "box.png", output: "sub/dir/mine.png"),
                                                    reason: "cannot create file: no such directory")))
        #expect(app.modal == .typingPath(PathPrompt(label: "could not save: no such directory; save as: ", text: "sub/dir/mine.png", proposed: false)))
        // Esc, then S: the picture's own name again, not the rescue folder (the picture's
        // folder did not fail; an Enter would save there unasked).
        _ = app.handle(.input(.key(.escape), time: 0))
        _ = app.handle(Self.key("S"))
        #expect(!app.document.saves.lastFailed && app.modal == .typingPath(PathPrompt(text: rescued.png)))
    }

    @Test func saveAndQuitQuitsOnlyAfterASave() {
        var app = Self.filled()
        #expect(app.handle(Self.key("q")).saves.count == 1)
        let failed = app.handle(.saveFinished(.logFailed(app.paths, reason: "permission denied")))
        #expect(failed.ending == nil && app.message == "saved /out/o.png, but not /out/o.strokes.json: permission denied")
        _ = app.handle(Self.key("q"))
        let ending = app.handle(.saveFinished(.saved(app.paths))).ending
        #expect(ending == Ending(keepJournal: false, lastWords: "saved to /out/o.png"))
        // Nothing new since: q quits at once, writing nothing.
        #expect(app.handle(Self.key("q")).ending != nil)
        // The page itself is never written over: refused, and nothing else happens.
        _ = app.handle(Self.key("u"))
        _ = app.handle(Self.key("q"))
        #expect(app.handle(.saveFinished(.refused(app.paths))).ending == nil)
        #expect(app.message == "/out/o.png would overwrite the page itself; S to choose another path")
        // `q` to the picture's own output asks nothing; a save as onto the page opens the prompt
        // again, the reason in its label.
        #expect(app.modal == .none)
        let page = SavePaths(page: app.paths.page, output: app.paths.page)
        _ = app.requestSave(to: page.png, then: .stay, existing: .askUnless(own: app.paths.png))
        _ = app.handle(.saveFinished(.refused(page)))
        #expect(app.modal == .typingPath(PathPrompt(label: "that is the page itself; save as: ", text: page.png, proposed: false)))
    }

    /// Save as onto a path that holds other work asks first (else a picture of another
    /// page and its log are replaced unasked); `s` and `q` to the picture's own output do not.
    @Test func saveAsOntoOtherWorkAsksFirst() {
        var app = Self.filled()
        #expect(app.handle(Self.key("s")).saves.map(\.existing) == [.replace])
        _ = app.handle(.saveFinished(.saved(app.paths)))
        func saveAs(_ name: String) -> [SaveRequest] {
            _ = app.handle(Self.key("S"))
            _ = app.handle(.input(.key(.control("u")), time: 0))
            for c in "/out/\(name)".unicodeScalars { _ = app.handle(Self.key(c)) }
            return app.handle(.input(.key(.enter), time: 0)).saves
        }
        let asked = saveAs("house.png")
        #expect(asked.map(\.output) == ["/out/house.png"] && asked.map(\.existing) == [.askUnless(own: "/out/o.png")])
        let other = SavePaths(page: "box.png", output: "/out/house.png")
        #expect(app.handle(.saveFinished(.exists(other))).isEmpty)
        #expect(app.modal == .asking(.replace(path: "/out/house.png")) && app.message == "other work at /out/house.png: replace it? y / n")
        // n (or anything but y) leaves it, and later saves still go to the picture's own output.
        #expect(app.handle(Self.key("n")).isEmpty)
        #expect(app.message == "save cancelled: /out/house.png left as it was" && app.paths.png == "/out/o.png")
        // y saves there, replacing.
        _ = saveAs("house.png")
        _ = app.handle(.saveFinished(.exists(other)))
        let replaced = app.handle(Self.key("y")).saves
        #expect(replaced.map(\.output) == ["/out/house.png"] && replaced.map(\.existing) == [.replaceOther(own: "/out/o.png")])
        _ = app.handle(.saveFinished(.saved(other)))
        #expect(app.paths == other && app.message == "saved to /out/house.png")
        // A PNG is saved: no extension gets .png, another extension is asked again.
        #expect(saveAs("tree").map(\.output) == ["/out/tree.png"])
        _ = app.handle(.saveFinished(.saved(SavePaths(page: "box.png", output: "/out/tree.png"))))
        _ = app.handle(Self.key("S"))
        for _ in "tree.png".unicodeScalars { _ = app.handle(.input(.key(.backspace), time: 0)) }
        for c in "tree.jpg".unicodeScalars { _ = app.handle(Self.key(c)) }
        #expect(app.handle(.input(.key(.enter), time: 0)).isEmpty)
        #expect(app.message == "pictures are saved as PNG: end the name with .png")
        #expect(app.modal == .typingPath(PathPrompt(label: ColoringScreen.pngOnlyLabel, text: "/out/tree.jpg", proposed: false)))
        for c in "x".unicodeScalars { _ = app.handle(Self.key(c)) }
        _ = app.handle(.input(.key(.control("u")), time: 0))
        for c in "./v1.2/Tree.PNG".unicodeScalars { _ = app.handle(Self.key(c)) }
        #expect(app.handle(.input(.key(.enter), time: 0)).saves.map(\.output) == ["./v1.2/Tree.PNG"])
        // A folder's name is asked again (it saved `pics/.png`, a hidden file).
        _ = app.handle(.saveFinished(.saved(SavePaths(page: "box.png", output: "./v1.2/Tree.PNG"))))
        _ = app.handle(Self.key("S"))
        _ = app.handle(.input(.key(.control("u")), time: 0))
        for c in "pics/".unicodeScalars { _ = app.handle(Self.key(c)) }
        #expect(app.handle(.input(.key(.enter), time: 0)).isEmpty)
        #expect(app.modal == .typingPath(PathPrompt(label: ColoringScreen.pngOnlyLabel, text: "pics/", proposed: false)))
        // The rescue save after a signal takes the next free name instead of asking.
        var ending = Self.filled()
        _ = ending.handle(.endRequested)
        let rescue = ending.handle(.saveFinished(.pictureFailed(ending.paths, reason: "no such folder"))).saves
        #expect(rescue.map(\.existing) == [.nextFreeName])
    }

    /// SIGINT, SIGTERM, SIGHUP: save; if that fails, save in the rescue folder; then quit,
    /// keeping the journal only when neither worked.
    @Test func endingBySignalSavesThenTriesTheRescueFolder() {
        var app = Self.filled()
        let first = app.handle(.endRequested).saves
        #expect(first.map(\.output) == ["/out/o.png"])
        let second = app.handle(.saveFinished(.pictureFailed(app.paths, reason: "no such folder")))
        let rescue = "\(TestApps.rescueFolder)/o.png"
        #expect(second.saves.map(\.output) == [rescue])
        #expect(app.handle(.saveFinished(.saved(SavePaths(page: "box.png", output: rescue)))).ending
                == Ending(keepJournal: false, lastWords: "saved to \(rescue)"))

        var stuck = Self.filled()
        _ = stuck.handle(.endRequested)
        _ = stuck.handle(.saveFinished(.pictureFailed(stuck.paths, reason: "no such folder")))
        let ending = stuck.handle(.saveFinished(.pictureFailed(stuck.paths.inFolder(TestApps.rescueFolder), reason: "disk full")))
        #expect(ending.ending == Ending(keepJournal: true, lastWords: nil))
    }

    /// What the autosave effects hand over is the session's log, every event once, in order;
    /// a resumed session's events are already in the journal.
    @Test func autosaveEffectsCarryEachNewEventOnce() {
        var app = ColoringScreenTests.app()
        var journal = app.session.log.events  // a resumed journal holds these already (none here)
        var rng = SeededRandom(seed: 0x5E0_0002)  // seeded: a failure can be run again
        for i in 0..<300 {
            let event: AppEvent = Int.random(in: 0..<3, using: &rng) == 0
                ? .input(.key(.char(["u", "r", "f", " ", "l", "j", "3", "c", "y"].randomElement(using: &rng)!)), time: Double(i))
                : .input(.mouse(MouseEvent(kind: [.press, .drag, .release].randomElement(using: &rng)!, button: 0,
                                           column: Int.random(in: 0..<40, using: &rng), row: Int.random(in: 0..<10, using: &rng))),
                         time: Double(i))
            for case .autosave(let events) in app.handle(event) { journal += events }
        }
        #expect(journal == app.session.log.events && journal.count > 50)
        let resumed = ColoringScreen(session: app.session, columns: 40, rows: 12, paths: app.paths, modeName: "optimized",
                                     rescueFolder: TestApps.rescueFolder)
        var again = resumed
        // A stroke the random input left open is ended first, as a release would end it.
        let open = resumed.session.isStrokeOpen
        let next = again.handle(.input(.key(.char("u")), time: 1000))
        #expect(next.count == 1)
        guard case .autosave(let events) = next.first else { Issue.record("no autosave"); return }
        #expect(events == (open ? [.up(t: 1000), .undo] : [.undo]))
    }

    /// Ctrl-Z suspends whatever is up, and leaves it up.
    @Test func suspendLeavesQuestionsAndThePromptAsTheyWere() {
        var app = Self.filled()
        for opener: Unicode.Scalar in ["?", "c", "S"] {
            _ = app.handle(Self.key(opener))
            let modal = app.modal
            #expect(modal != .none)
            let effects = app.handle(.input(.key(.control("z")), time: 0))
            guard effects.count == 1, case .suspend = effects[0] else { Issue.record("\(opener): no suspend"); return }
            #expect(app.modal == modal)
            _ = app.handle(.input(.key(.escape), time: 0))
        }
    }
}
