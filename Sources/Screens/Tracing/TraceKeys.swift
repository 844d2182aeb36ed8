import ColorCore
import Tracing

/// The tracing screen's keys, once: what each does, and the help that lists them.
enum TraceKeys {
    /// Shift-H/J/K/L steps.
    static let bigStep = 4

    /// Every key of the tracing screen and its mouse gestures, in the order the help lists them.
    static let table = KeyTable<TraceAction>([
        .mouse("mouse drag", "draw along the guide, from the green dot, the way the arrows point",
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

    static let help = HelpOverlay(title: "termcolor trace - keys", keys: table)
}
