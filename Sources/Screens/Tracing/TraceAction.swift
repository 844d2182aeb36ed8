import ColorCore
import Tracing

/// What a key asks the tracing screen to do.
enum TraceAction: Equatable, Sendable {
    /// Move the keyboard cursor by this many steps (`TraceLayout.keyboardStep` display pixels).
    case moveCursor(dx: Int, dy: Int)
    /// Pen down / up at the cursor; on a finished item, the next one.
    case togglePen
    /// The next item, once this one is finished.
    case next
    /// The next item, finished or not.
    case skip
    case undo
    /// End the game (writing `--result`).
    case quit
    case suspend
    case toggleHelp
    case dismiss
}
