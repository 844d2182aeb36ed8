@testable import ColorCore
import Foundation
@testable import Screens
@testable import Storage
import Testing

/// Storage's side of saving: `~/` is the home folder it is given, the page is never written
/// over, the rescue folder is made when a save goes there, and a failure names what failed.
@Suite struct SaveWriterTests {
    static func request(output: String, page: String = "box.png") -> SaveRequest {
        var session = ColoringScreenTests.app().session
        session.apply(.fill(x: 20, y: 10))
        return SaveRequest(canvas: session.canvas, log: session.log, page: page, output: output)
    }

    @Test func homeRescueFolderAndThePage() throws {
        let home = NSTemporaryDirectory() + "termcolor-home-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: home) }
        let rescue = SavePaths.rescueFolder(home: home)
        #expect(rescue == "\(home)/termcolor-rescue")
        #expect(SavePaths.rescueFolder(home: nil, uid: 1234) == "/tmp/termcolor-rescue-1234")

        let request = Self.request(output: "~/a.png")
        #expect(SaveWriter.perform(request, home: home, rescueFolder: rescue) == .saved(SavePaths(page: "box.png", output: "\(home)/a.png")))
        #expect(try PNGCodec.read(path: "\(home)/a.png") == request.canvas.composedPage())
        #expect(try StrokeLog(json: Data(contentsOf: URL(fileURLWithPath: "\(home)/a.strokes.json"))) == request.log)

        // The rescue folder does not exist until a save goes there.
        #expect(!FileManager.default.fileExists(atPath: rescue))
        let rescued = SaveWriter.perform(Self.request(output: "\(rescue)/a.png"), home: home, rescueFolder: rescue)
        #expect(rescued == .saved(SavePaths(page: "box.png", output: "\(rescue)/a.png")))
        #expect(FileManager.default.fileExists(atPath: "\(rescue)/a.png"))

        // Another missing folder is not made: the save fails and says why.
        let missing = SaveWriter.perform(Self.request(output: "\(home)/missing/a.png"), home: home, rescueFolder: rescue)
        #expect(missing == .pictureFailed(SavePaths(page: "box.png", output: "\(home)/missing/a.png"), reason: "cannot create file: no such directory"))

        // The page itself, however it is spelt, is refused and left alone.
        let page = "\(home)/page.png"
        try Data("not touched".utf8).write(to: URL(fileURLWithPath: page))
        let refused = SaveWriter.perform(Self.request(output: "\(home)/../\(URL(fileURLWithPath: home).lastPathComponent)/page.png", page: page),
                                         home: home, rescueFolder: rescue)
        guard case .refused = refused else { Issue.record("\(refused)"); return }
        #expect(FileManager.default.contents(atPath: page) == Data("not touched".utf8))
        #expect(SaveWriter.expandingHome("~/x", home: nil) == "~/x" && SaveWriter.expandingHome("a/~/x", home: home) == "a/~/x")
    }

    /// Other work at the output: `askUnless` writes nothing there (only over the picture's own
    /// files), `nextFreeName` takes `-2`, `-3`, ... (the rescue folder), `replace` writes over.
    @Test func existingFilesAreLeftAloneUnlessTheyAreThePicturesOwn() throws {
        let folder = NSTemporaryDirectory() + "termcolor-existing-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let other = Data("someone's picture".utf8)
        try other.write(to: URL(fileURLWithPath: "\(folder)/house.png"))
        var request = Self.request(output: "\(folder)/house.png")
        request.existing = .askUnless(own: "\(folder)/o.png")
        #expect(SaveWriter.perform(request, home: nil, rescueFolder: "/nonexistent") == .exists(SavePaths(page: "box.png", output: "\(folder)/house.png")))
        #expect(FileManager.default.contents(atPath: "\(folder)/house.png") == other)
        #expect(!FileManager.default.fileExists(atPath: "\(folder)/house.strokes.json"))
        // A log alone (its picture deleted) is other work too.
        try other.write(to: URL(fileURLWithPath: "\(folder)/tree.strokes.json"))
        request.output = "\(folder)/tree.png"
        #expect(SaveWriter.perform(request, home: nil, rescueFolder: "/nonexistent") == .exists(SavePaths(page: "box.png", output: "\(folder)/tree.png")))
        // The picture's own output, however it is spelt, is written over; so is a free name.
        request.existing = .askUnless(own: "\(folder)/./house.png")
        request.output = "\(folder)/house.png"
        #expect(SaveWriter.perform(request, home: nil, rescueFolder: "/nonexistent") == .saved(SavePaths(page: "box.png", output: "\(folder)/house.png")))
        #expect(try PNGCodec.read(path: "\(folder)/house.png") == request.canvas.composedPage())
        // The next free name: house.png and house-2's log are taken, so house-3.
        try other.write(to: URL(fileURLWithPath: "\(folder)/house-2.strokes.json"))
        request.existing = .nextFreeName
        #expect(SaveWriter.perform(request, home: nil, rescueFolder: "/nonexistent") == .saved(SavePaths(page: "box.png", output: "\(folder)/house-3.png")))
        #expect(FileManager.default.contents(atPath: "\(folder)/house-2.strokes.json") == other)
        #expect(FileManager.default.fileExists(atPath: "\(folder)/house-3.png") && FileManager.default.fileExists(atPath: "\(folder)/house-3.strokes.json"))
        // `replace` writes over (the picture's own output at `s` and `q`).
        request.existing = .replace
        request.output = "\(folder)/tree.png"
        #expect(SaveWriter.perform(request, home: nil, rescueFolder: "/nonexistent") == .saved(SavePaths(page: "box.png", output: "\(folder)/tree.png")))
    }

    /// Save as onto a page that another picture is coloured on is refused, not asked (a "y"
    /// to "other work at c2.png: replace it?" would strand c2-colored.png: it could be neither
    /// continued nor replayed).
    @Test func aPageInUseIsNotOfferedForReplacing() throws {
        let folder = NSTemporaryDirectory() + "termcolor-page-in-use-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let page = Data("the castle page".utf8)
        try page.write(to: URL(fileURLWithPath: "\(folder)/c2.png"))
        let log = #"{"format": "termcolor-strokes", "version": 1, "page": {"width": 40, "height": 20}, "pageName": "c2.png", "events": []}"#
        try Data(log.utf8).write(to: URL(fileURLWithPath: "\(folder)/c2-colored.strokes.json"))
        var request = Self.request(output: "\(folder)/c2.png")
        request.existing = .askUnless(own: "\(folder)/pg-colored.png")
        #expect(SaveWriter.perform(request, home: nil, rescueFolder: "/nonexistent")
                == .pageInUse(SavePaths(page: "box.png", output: "\(folder)/c2.png"), picture: "\(folder)/c2-colored.png"))
        #expect(FileManager.default.contents(atPath: "\(folder)/c2.png") == page)
        // The screen asks nothing: the save-as prompt opens again on the path, the reason in its
        // label (the next keys edit the name; they were taken as commands). The picture beside
        // the page by its name alone; elsewhere by its whole path.
        var app = ColoringScreenTests.app()
        app.send(.mouse(MouseEvent(kind: .press, button: 0, column: 10, row: 5)))
        app.send(.mouse(MouseEvent(kind: .release, button: 0, column: 10, row: 5)))
        for (picture, named) in [("\(folder)/c2-colored.png", "c2-colored.png"), ("/elsewhere/c2-colored.png", "/elsewhere/c2-colored.png")] {
            _ = app.requestSave(to: "\(folder)/c2.png", then: .stay, existing: .askUnless(own: app.paths.png))
            _ = app.handle(.saveFinished(.pageInUse(SavePaths(page: "box.png", output: "\(folder)/c2.png"), picture: picture)))
            #expect(app.modal == .typingPath(PathPrompt(label: "the page of \(named); save as: ", text: "\(folder)/c2.png", proposed: false)))
            app.send(.key(.escape))
            #expect(app.modal == .none && app.message == "save cancelled")
        }
        // `s` to the picture's own output, refused alike, says so on the status line instead.
        let own = app.paths
        _ = app.requestSave(to: own.png, then: .stay)
        _ = app.handle(.saveFinished(.pageInUse(own, picture: "\(folder)/c2-colored.png")))
        #expect(app.modal == .none && app.message.hasSuffix("is coloured on; S to choose another path"), "\(app.message)")
        // A signal's save refused the same way asks nothing either: it goes on to the rescue folder.
        _ = app.requestSave(to: "\(folder)/c2.png", then: .end)
        let rescue = app.handle(.saveFinished(.openElsewhere(SavePaths(page: "box.png", output: "\(folder)/c2.png"), pid: 7)))
        #expect(app.modal == .none && rescue.saves.count == 1, "\(app.message)")
        _ = app.requestSave(to: "\(folder)/c2.png", then: .stay, existing: .askUnless(own: app.paths.png))
        _ = app.handle(.saveFinished(.pageInUse(SavePaths(page: "box.png", output: "\(folder)/c2.png"), picture: "\(folder)/c2-colored.png")))
        for key in [Key.backspace, .backspace, .backspace, .backspace, .char("b"), .enter] { app.send(.key(key)) }
        #expect(app.modal == .none && app.message == "saved to \(folder)/c2b.png", "\(app.message)")
        #expect(FileManager.default.contents(atPath: "\(folder)/c2.png") == page)
    }
}
