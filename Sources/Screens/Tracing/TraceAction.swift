import ColorCore

/// What a key asks the tracing screen to do.
public enum TraceAction: Equatable, Sendable {
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

extension TraceScreen {
    /// Shift-H/J/K/L steps.
    public static let bigStep = 4

    /// Every key of the tracing screen and its mouse gestures, in the order the help lists them.
    public static let keys = KeyTable<TraceAction>([
        .mouse("mouse drag", "draw along the grey line, from the green dot, the way the arrows point",
               short: "draw from the green dot"),
        .keys(["h j k l", "arrows"],
              [(.char("h"), .moveCursor(dx: -1, dy: 0)), (.char("j"), .moveCursor(dx: 0, dy: 1)),
               (.char("k"), .moveCursor(dx: 0, dy: -1)), (.char("l"), .moveCursor(dx: 1, dy: 0)),
               (.left, .moveCursor(dx: -1, dy: 0)), (.down, .moveCursor(dx: 0, dy: 1)),
               (.up, .moveCursor(dx: 0, dy: -1)), (.right, .moveCursor(dx: 1, dy: 0))],
              "move the cursor left / down / up / right", short: "move the cursor"),
        .keys([(.char("H"), .moveCursor(dx: -bigStep, dy: 0)), (.char("J"), .moveCursor(dx: 0, dy: bigStep)),
               (.char("K"), .moveCursor(dx: 0, dy: -bigStep)), (.char("L"), .moveCursor(dx: bigStep, dy: 0))],
              "move the cursor \(bigStep) steps", short: "move it \(bigStep) steps"),
        .keys([(.char(" "), .togglePen)], "pen down / up at the cursor; when finished: the next one",
              short: "pen down / up"),
        .keys([(.enter, .next)], "the next one, when this one is finished", short: "next when finished"),
        .keys([(.char("n"), .skip)], "skip to the next one"),
        .keys([(.char("u"), .undo)], "undo the last line drawn", short: "undo the last line"),
        .keys([(.char("q"), .quit), (.control("c"), .quit)], "quit (writes --result)", short: "quit"),
        .keys([(.control("z"), .suspend)], "suspend (fg resumes)"),
        .keys([(.char("?"), .toggleHelp), (.escape, .dismiss)], "show / close this help", short: "this help; Esc closes"),
    ])

    public static let help = HelpOverlay(title: "termcolor trace - keys", entries: keys.help)
}
