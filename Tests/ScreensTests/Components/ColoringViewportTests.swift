import ColorCore
import Testing
@testable import Screens

/// The viewport alone: zoom and pan replies, the tip held for a batch of input, and its frame.
@Suite struct ColoringViewportTests {
    static func viewport(_ session: Session) -> ColoringViewport {
        ColoringViewport(renderer: ComponentPages.renderer(for: session), lineArt: session.finder.lineArt.shown)
    }

    @Test func zoomPanAndFitSayWhetherTheViewMoved() {
        var session = ComponentPages.session()
        var v = Self.viewport(session)
        #expect(v.zoomText == "fit")
        #expect(v.handle(.zoomOut, session: &session) == ColoringViewport.Reply(message: "whole page shown"))
        #expect(v.handle(.pan(dx: 1, dy: 0), session: &session) == ColoringViewport.Reply())  // at fit nothing pans
        #expect(v.handle(.zoomIn, session: &session) == ColoringViewport.Reply(moved: true))
        #expect(v.zoomText.hasPrefix("zoom ") && !v.geometry.isFit)
        let before = v.geometry.viewport
        #expect(v.handle(.pan(dx: 1, dy: 0), session: &session).moved && v.geometry.viewport != before)
        #expect(v.handle(.fitPage, session: &session) == ColoringViewport.Reply(moved: true) && v.geometry.isFit)
        var steps = 0
        while v.handle(.zoomIn, session: &session).moved && steps < 40 { steps += 1 }
        #expect(v.handle(.zoomIn, session: &session) == ColoringViewport.Reply(message: "closest zoom"))
    }

    @Test func hidingTheLineArtShowsThePaintAlone() {
        var session = ComponentPages.session()
        var v = Self.viewport(session)
        let shown = v.renderer.frame
        #expect(v.handle(.toggleLineArt, session: &session).message?.hasPrefix("line art hidden") == true)
        #expect(!v.renderer.showsLineArt && v.renderer.frame != shown)
        #expect(v.handle(.toggleLineArt, session: &session).message == "line art shown" && v.renderer.frame == shown)
    }

    /// Inside a batch the tip waits; at its end it is drawn once, as it would have been at once.
    @Test func theTipWaitsForTheBatchsEnd() {
        var session = ComponentPages.session()
        var now = Self.viewport(session), batched = Self.viewport(session)
        // A filtered stroke (mouse reports on a grid) has a tip: its part not final yet.
        session.apply(.brush(6, cells: 2))
        session.apply(.input(InputGrid(width: 3, height: 3)))
        session.apply(.down(x: 40, y: 40, t: 0))
        for k in 1...4 { session.apply(.move(x: 40 + 9 * Double(k), y: 40 + 8 * Double(k), t: 0.1 * Double(k))) }
        #expect(session.tip != nil)
        batched.batch(begins: true, session: session)
        now.showTip(of: session)
        batched.showTip(of: session)
        #expect(batched.tipTiming == .atBatchEnd(stale: true) && now.tipTiming == .now)
        let differsInTheBatch = batched.renderer.frame != now.renderer.frame
        #expect(differsInTheBatch)
        batched.batch(begins: false, session: session)
        let sameAtItsEnd = batched.renderer.frame == now.renderer.frame
        #expect(batched.tipTiming == .now && sameAtItsEnd)
        // A batch in which nothing changed draws nothing at its end.
        batched.batch(begins: true, session: session)
        #expect(batched.tipTiming == .atBatchEnd(stale: false))
        batched.batch(begins: false, session: session)
        #expect(batched.tipTiming == .now)
    }

    /// Its frame part: the page, and the open stroke's region outlined over it.
    @Test func itsFrameOutlinesTheOpenStrokesRegion() {
        var session = ComponentPages.session()
        var v = Self.viewport(session)
        #expect(v.frame(openStroke: nil) == v.renderer.frame)
        session.apply(.down(x: 40, y: 40, t: 0))
        v.updateOutline(of: session.openStrokeMask)
        let outlined = v.frame(openStroke: session.openStrokeMask)
        let changed = (0..<v.geometry.viewRows).flatMap { r in (0..<v.geometry.columns).filter { outlined[$0, r] != v.renderer.frame[$0, r] } }
        #expect(!changed.isEmpty)
        // The outline is the left box's: nothing in the right half of the screen changes.
        #expect(changed.allSatisfy { $0 < v.geometry.columns / 2 })
    }
}
