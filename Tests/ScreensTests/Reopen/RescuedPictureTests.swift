import Foundation
import Testing
@testable import ColorCore
@testable import Screens
@testable import Storage
import TestSupport

/// A picture that could not be saved to its output went to the rescue folder; the same command
/// run again continues it there and says where it is, instead of starting blank at an output
/// that still cannot be written.
@Suite struct RescuedPictureTests {
    static let header = ContinuingPictureTests.header

    static func open(_ output: String, rescue: String, fresh: Bool = false) throws -> PictureOpening {
        try PictureOpening.prepare(requested: SavePaths(page: "box.png", output: output), page: header, fresh: fresh,
                                   rescueFolder: rescue).get()
    }

    @Test func theSameCommandContinuesTheRescuedPicture() throws {
        let rescue = try TemporaryFolder("rescue")
        defer { rescue.remove() }
        let saved = ContinuingPictureTests.savedPicture(in: rescue)
        let opening = try Self.open("/nonexistent-termcolor-folder/pic.png", rescue: rescue.url.path)
        defer { opening.lock?.release() }
        #expect(opening.paths.png == rescue.path("pic.png"))
        guard case .log(let log) = opening.decision.source else { Issue.record("started blank"); return }
        #expect(log.events == saved.session.log.events)
        var session = ColoringScreenTests.app().session
        var autosave = Autosave(path: opening.paths.journal, header: Self.header)
        let message = opening.begin(&session, &autosave).message ?? ""
        #expect(message == "continuing pic.png (1 stroke); rescued to \(rescue.url.path)")
    }

    /// A rescue save that found its name taken used the next free one: that is found too.
    @Test func aRescueUnderTheNextFreeNameIsFound() throws {
        let rescue = try TemporaryFolder("rescue-next")
        defer { rescue.remove() }
        try Data([1, 2, 3]).write(to: URL(fileURLWithPath: rescue.path("pic.png")))  // another picture
        var app = ContinuingPictureTests.app(SavePaths(page: "box.png", output: rescue.path("pic-2.png")))
        ContinuingPictureTests.fill(&app, x: 10, y: 10, colour: ContinuingPictureTests.red)
        #expect(ContinuingPictureTests.save(&app))
        let opening = try Self.open("/nonexistent-termcolor-folder/pic.png", rescue: rescue.url.path)
        defer { opening.lock?.release() }
        #expect(opening.paths.png == rescue.path("pic-2.png"))
        #expect(opening.decision.strokeCount == 1)
    }

    /// Work at the output itself comes first; `--fresh` starts blank at the output; a rescue
    /// folder holding another page's picture of that name is not continued.
    @Test func theOutputsOwnWorkAndFreshComeFirst() throws {
        let rescue = try TemporaryFolder("rescue-own")
        let output = try TemporaryFolder("rescue-output")
        defer { rescue.remove(); output.remove() }
        _ = ContinuingPictureTests.savedPicture(in: rescue)
        let own = ContinuingPictureTests.savedPicture(in: output)
        var opening = try Self.open(output.path("pic.png"), rescue: rescue.url.path)
        #expect(opening.paths.png == output.path("pic.png") && opening.notes.isEmpty)
        #expect(opening.decision.events == own.session.log.events)
        opening.lock?.release()
        opening = try Self.open("/nonexistent-termcolor-folder/pic.png", rescue: rescue.url.path, fresh: true)
        #expect(opening.paths.png == "/nonexistent-termcolor-folder/pic.png" && opening.decision.source == .blank)
        opening.lock?.release()
        let other = try PictureOpening.prepare(requested: SavePaths(page: "other.png", output: "/nonexistent-termcolor-folder/pic.png"),
                                               page: JournalHeader(width: 40, height: 20, pageName: "other.png"), fresh: false,
                                               rescueFolder: rescue.url.path).get()
        #expect(other.paths.png == "/nonexistent-termcolor-folder/pic.png")
        other.lock?.release()
    }
}
