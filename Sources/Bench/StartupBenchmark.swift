import ColorCore
import Opening
import Screens
import Storage

/// Start-up as the program does it (`PictureStart`, the one start-up path), in the process's
/// first moments: the page read and tested (a photo converted), where to colour decided, the
/// regions found on another thread while the canvas and the first frame are made, then the
/// colouring screen and its first whole frame. Into a name that cannot be written, so nothing is
/// locked or left beside the page.
public struct StartupBenchmark {
    /// When each step ended, in milliseconds from the start of the run.
    public var steps: StartSteps
    /// When the screen's first whole frame was made: the program is ready.
    public var readyMs = 0.0

    /// What the program opens a page with when nothing is given: no options, no settings.
    public static let drawing = DrawingChoice()
    /// Where the picture would be saved: nowhere (no lock, no journal, no folder is made).
    public static let output = "/dev/null/bench.png"

    /// The run on `pagePath` at a `columns` x `rows` terminal; the screen is returned too, to
    /// compare with the program's.
    public static func run(pagePath: String, choice: PageChoice = PageChoice(), columns: Int = 200, rows: Int = 60)
        -> Result<(StartupBenchmark, ColoringScreen), PictureStart.Failure> {
        let began = ContinuousClock.now
        let start: PictureStart
        switch PictureStart.prepare(pagePath: pagePath, choice: choice, output: output, fresh: false) {
        case .success(let s): start = s
        case .failure(let failure): return .failure(failure)
        }
        var firstCells = 0
        let (screen, _, _, steps) = (consume start).open(columns: columns, rows: rows, drawing: drawing, rescueFolder: "/dev/null") {
            firstCells = $0.cells.count
        }
        precondition(firstCells == columns * rows && screen.frame().cells.count == columns * rows)
        var b = StartupBenchmark(steps: steps)
        b.readyMs = (ContinuousClock.now - began) / .milliseconds(1)
        return .success((b, screen))
    }
}
