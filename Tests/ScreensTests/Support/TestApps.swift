@testable import ColorCore
import Foundation
@testable import Screens
@testable import Storage

/// Coloring-book apps on generated pages for view tests.
enum TestApps {
    /// 1000x560: a grid of small boxes (8x8 inside, 2-pixel lines, 12-pixel pitch) over the
    /// left half and a few large boxes on the right; many regions smaller than a cell at fit.
    static func castleLikePage() -> Page {
        var page = Page(width: 1000, height: 560)
        func box(_ r: Rect) {
            for y in r.y..<r.maxY { for x in r.x..<r.maxX where !r.insetBy(2).contains(x, y) { page.setPixel(x, y, .black) } }
        }
        for gy in 0..<40 { for gx in 0..<40 { box(Rect(x: 20 + 12 * gx, y: 20 + 12 * gy, width: 12, height: 12)) } }
        box(Rect(x: 560, y: 40, width: 180, height: 200))
        box(Rect(x: 760, y: 40, width: 200, height: 480))
        return page
    }

    static func castleLike(columns: Int, rows: Int, mode: RegionMode = .optimized, display: DisplayOptions = .standard) -> ColoringScreen {
        let page = castleLikePage()
        let session = Session(page: page, finder: mode.makeFinder(for: LineArt(page: page)))
        return ColoringScreen(session: session, columns: columns, rows: rows,
                              paths: SavePaths(page: "grid.png", output: "/tmp/unused-grid.png"), modeName: mode.rawValue,
                              rescueFolder: rescueFolder, display: display)
    }

    /// A rescue folder no test writes to unless it means to.
    static let rescueFolder = NSTemporaryDirectory() + "termcolor-test-rescue-\(getpid())"
}

/// Whether the program goes on after an input, as the tests ask it.
enum Outcome: Equatable { case keepGoing, quit }

extension ColoringScreen {
    /// One input, with its effects carried out as the executable does: saves written by
    /// Storage's `SaveWriter` (no home folder) and answered; `.quit` if one of them quits.
    @discardableResult
    mutating func send(_ input: InputEvent, time: Double = 0) -> Outcome {
        carryOut(handle(.input(input, time: time)))
    }

    mutating func carryOut(_ effects: [Effect]) -> Outcome {
        for effect in effects {
            switch effect {
            case .save(let request):
                let result = SaveWriter.perform(request, home: nil, rescueFolder: TestApps.rescueFolder)
                if carryOut(handle(.saveFinished(result))) == .quit { return .quit }
            case .quit:
                return .quit
            default:
                break
            }
        }
        return .keepGoing
    }

    /// A resize as the executable sends it.
    mutating func resize(columns: Int, rows: Int) { _ = handle(.resized(columns: columns, rows: rows)) }
}

extension Array where Element == Effect {
    /// The save requests among the effects.
    var saves: [SaveRequest] { compactMap { if case .save(let r) = $0 { r } else { nil } } }
    /// The ending, if one of the effects quits.
    var ending: Ending? { lazy.compactMap { if case .quit(let e) = $0 { e } else { nil } }.first }
}
