import ColorCore

/// What a key asks the side-by-side screen to do.
enum CompareAction: Equatable, Sendable {
    case selectColour(Int)
    case previousColour, nextColour
    case smallerBrush, largerBrush
    case eraser, rainbow, openPicker
    case undo, redo, clear
    case toggleHelp
    case suspend
    case quit
}

/// The side-by-side screen's keys, once: what each does, and the help that lists them.
enum CompareKeys {
    /// Every key of the side-by-side screen and the mouse gestures it handles, as help lists them.
    static let table = KeyTable<CompareAction>([
        .mouse("mouse drag", "paint the same stroke on both sides (Hermite left, straight right)", short: "paint both sides"),
        .mouse("click", "on a swatch: pick it", short: "pick a swatch"),
        .keys(["1-9", "0"], (0..<10).map { (.char(PaletteBar.keyLabel($0)), .selectColour($0)) }, "pick colour 1-10",
              short: "pick colour 1-10"),
        .keys([(.char("["), .previousColour), (.backTab, .previousColour)], "previous colour"),
        .keys([(.char("]"), .nextColour), (.tab, .nextColour)], "next colour"),
        .keys([(.char("-"), .smallerBrush), (.char("_"), .smallerBrush), (.char("+"), .largerBrush), (.char("="), .largerBrush)],
              "brush smaller / larger"),
        .keys([(.char("x"), .eraser)], "eraser", short: "eraser"),
        .keys([(.char("w"), .rainbow)], "rainbow brush", short: "rainbow brush"),
        .keys([(.char("p"), .openPicker)], "colour picker", short: "colour picker"),
        .keys([(.char("u"), .undo)], "undo (both sides)"),
        .keys([(.char("r"), .redo), (.control("y"), .redo)], "redo (both sides)"),
        .keys([(.char("c"), .clear)], "clear both sides (u undoes)", short: "clear both"),
        .keys([(.char("q"), .quit), (.char("Q"), .quit), (.control("c"), .quit)], "quit (nothing is saved)", short: "quit"),
        .keys([(.control("z"), .suspend)], "suspend (fg resumes)"),
        .keys([(.char("?"), .toggleHelp)], "show / close this help (Esc closes)", short: "this help"),
    ])

    static let help = HelpOverlay(title: "termcolor compare - keys", keys: table)
}
