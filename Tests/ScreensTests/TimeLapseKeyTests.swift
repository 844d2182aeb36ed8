import Foundation
import Testing
@testable import ColorCore
@testable import Screens

/// `t` on the colouring screen: one time-lapse asked for, of the drawing as it stands, beside
/// the picture; its progress on the status line while painting goes on; its end said.
@Suite struct TimeLapseKeyTests {
    static func filled() -> ColoringScreen {
        var app = ColoringScreenTests.app(columns: 80, rows: 24, output: "/tmp/pics/box-colored.png")
        app.send(.key(.char("f")))
        app.send(.mouse(MouseEvent(kind: .press, button: 0, column: 2, row: 2)))
        app.send(.mouse(MouseEvent(kind: .release, button: 0, column: 2, row: 2)))
        return app
    }

    static func requests(_ effects: [Effect]) -> [TimeLapseRequest] {
        effects.compactMap { if case .makeTimeLapse(let r) = $0 { r } else { nil } }
    }

    @Test func nothingPaintedAsksForNothing() {
        var app = ColoringScreenTests.app()
        let effects = app.handle(.input(.key(.char("t")), time: 0))
        #expect(Self.requests(effects).isEmpty)
        #expect(app.message == "nothing painted yet: no time-lapse to make")
        #expect(app.status.work == "")
    }

    @Test func tAsksForATimeLapseOfTheDrawingBesideThePicture() throws {
        var app = Self.filled()
        #expect(app.session.canvas.hasPaint)
        let effects = app.handle(.input(.key(.char("t")), time: 1))
        let request = try #require(Self.requests(effects).first)
        #expect(Self.requests(effects).count == 1)
        #expect(request.output == "/tmp/pics/box-colored.webp")
        #expect(request.session.log == app.session.log)
        #expect(request.session.canvas.picture == app.session.canvas.picture)
        #expect(app.message == "making box-colored.webp")
        #expect(app.status.work == "time-lapse 0%")
        #expect(app.frame().snapshot.contains("time-lapse 0%"))
    }

    @Test func progressShowsWhilePaintingGoesOnAndTheEndIsSaid() throws {
        var app = Self.filled()
        _ = app.handle(.input(.key(.char("t")), time: 1))
        _ = app.handle(.timeLapse(.progress(done: 50, total: 200)))
        #expect(app.status.work == "time-lapse 25%")
        #expect(app.frame().snapshot.contains("time-lapse 25%"))
        // Painting and zooming go on meanwhile.
        let before = app.session.log.events.count
        app.send(.key(.char("2")))
        app.send(.mouse(MouseEvent(kind: .press, button: 0, column: 40, row: 8)))
        app.send(.mouse(MouseEvent(kind: .release, button: 0, column: 40, row: 8)))
        app.send(.key(.char(">")))
        #expect(app.session.log.events.count > before)
        #expect(app.viewport.zoomText != "fit")
        #expect(app.status.work == "time-lapse 25%")
        // A second t while one is made asks for nothing.
        let again = app.handle(.input(.key(.char("t")), time: 2))
        #expect(Self.requests(again).isEmpty)
        #expect(app.message == "a time-lapse is being made already (25%)")
        _ = app.handle(.timeLapse(.progress(done: 200, total: 200)))
        #expect(app.status.work == "time-lapse 100%")
        _ = app.handle(.timeLapse(.saved(path: "/tmp/pics/box-colored.webp")))
        #expect(app.status.work == "")
        #expect(app.message == "time-lapse saved to /tmp/pics/box-colored.webp" && !app.messageIsWarning)
        #expect(!app.frame().snapshot.contains("time-lapse 100%"))
        // Then t makes another.
        #expect(Self.requests(app.handle(.input(.key(.char("t")), time: 3))).count == 1)
    }

    @Test func aRefusalOrFailureIsAWarningAndEndsTheJob() {
        var app = Self.filled()
        _ = app.handle(.input(.key(.char("t")), time: 1))
        _ = app.handle(.timeLapse(.refused(path: "/tmp/pics/box-colored.webp", reason: "is there and is not an earlier termcolor timelapse")))
        #expect(app.messageIsWarning && app.message.contains("is not an earlier termcolor timelapse"))
        #expect(app.status.work == "")
        _ = app.handle(.input(.key(.char("t")), time: 2))
        _ = app.handle(.timeLapse(.failed(path: "/tmp/pics/box-colored.webp", reason: "disk full")))
        #expect(app.messageIsWarning && app.message == "could not save the time-lapse /tmp/pics/box-colored.webp: disk full")
        #expect(app.status.work == "")
    }

    /// The gallery opened over the picture while its time-lapse is made: the news still reaches
    /// the picture beneath, which shows it when the gallery closes.
    @Test func newsReachesThePictureUnderTheGallery() {
        var screen = Self.filled()
        _ = screen.handle(.input(.key(.char("t")), time: 1))
        var app = App(screen, columns: 80, rows: 24)
        _ = app.open(GalleryScreenTests.screen(columns: 80, rows: 24))
        _ = app.handle(.timeLapse(.progress(done: 1, total: 4)))
        _ = app.handle(.timeLapse(.saved(path: "/tmp/pics/box-colored.webp")))
        _ = app.handle(.input(.key(.escape), time: 2))
        #expect(app.screens.count == 1)
        let below = app.active as? ColoringScreen
        #expect(below?.message == "time-lapse saved to /tmp/pics/box-colored.webp")
        #expect(below?.status.work == "")
    }

    @Test func theKeyIsInTheHelp() {
        #expect(ColoringKeys.table.action(for: .char("t")) == .timeLapse)
        #expect(ColoringScreenTests.helpKeyColumn().contains("t"))
    }
}

/// `t` or `p` on a gallery tile: a recent picture's colouring is asked to be played; a page not
/// coloured yet has none.
@Suite struct GalleryPlaybackKeyTests {
    static func plays(_ effects: [Effect]) -> [(page: String, picture: String)] {
        effects.compactMap { if case .playColouring(let page, let picture) = $0 { (page, picture) } else { nil } }
    }

    @Test(arguments: ["t", "p"] as [Unicode.Scalar])
    func aRecentPictureIsPlayed(key: Unicode.Scalar) {
        var gallery = GalleryScreenTests.screen()
        let played = Self.plays(gallery.handle(GalleryScreenTests.key(.char(key))))
        #expect(played.count == 1 && played.first?.page == "/p/scene.png" && played.first?.picture == "/o/scene-colored.png")
        #expect(gallery.message == "")
    }

    @Test func aPageNotColouredHasNothingToPlay() {
        var gallery = GalleryScreenTests.screen()
        _ = gallery.handle(GalleryScreenTests.key(.down))
        #expect(gallery.chosen?.kind == .page)
        #expect(Self.plays(gallery.handle(GalleryScreenTests.key(.char("t")))).isEmpty)
        #expect(gallery.message.contains("not coloured yet"))
    }

    @Test func theGalleryNamesTheKey() {
        #expect(GalleryScreenTests.text(GalleryScreenTests.screen().frame()).contains("t plays"))
    }
}
