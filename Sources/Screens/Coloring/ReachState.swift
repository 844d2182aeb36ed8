import ColorCore

/// The coloring book's state for reaching every region (issue 6): the keyboard cursor and pen,
/// progress, the region `n` visited last, a pan drag in progress, where the mouse was last.
struct ReachState: Sendable {
    var cursor: KeyboardCursor
    var progress: RegionProgress
    /// The open stroke's region outline on screen (kept current by `ColoringScreen.handle`).
    var outline = RegionOutline()
    /// Which device put the open stroke down. Whether a stroke is open is the session's
    /// alone (undo, redo, clear and fill end one): read it through `ColoringScreen.pen`.
    var penHolder = PenHolder.mouse
    var lastVisitedRegion: Int?
    /// A right- or middle-button drag: the cell it was last at; whether it moved (a right click
    /// that did not move picks a colour instead).
    var panFrom: (column: Int, row: Int, button: Int, moved: Bool)?
    /// The last mouse position, and whether the mouse moved after the keyboard cursor (which
    /// then decides what `e` picks).
    var pointer: (column: Int, row: Int)?
    var pointerIsLatest = false
    /// Seconds since start of the event being handled (stroke log times).
    var time = 0.0
    /// The region under the pointer, outlined before a press.
    public var hover = Hover()

    init(cursor: KeyboardCursor, progress: RegionProgress) {
        self.cursor = cursor; self.progress = progress
    }
}

/// The mouse (press, drag, release) or the keyboard (Space, cursor keys, Space).
enum PenHolder: Sendable { case mouse, keyboard }
