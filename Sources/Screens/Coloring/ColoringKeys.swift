/// What a key asks the colouring screen to do: most keys act on one of the screen's parts,
/// which handles its own kind of action (`Tools`, `ColoringViewport`, the keyboard cursor and
/// pen, `ColoringDocument`); the rest are the screen's own.
enum ColoringAction: Equatable, Sendable {
    case tools(ToolAction)
    case view(ViewAction)
    case cursor(CursorAction)
    case document(DocumentAction)
    /// The colour picker.
    case openPicker
    /// A time-lapse of the picture saved beside it, made in the background.
    case timeLapse
    case toggleHelp
    case dismiss
    /// Give the terminal back and stop (job control); `fg` resumes.
    case suspend
}

/// The colouring screen's keys, once: what each does, and the help that lists them.
enum ColoringKeys {
    /// Every key of the colouring screen and every mouse gesture it handles, in the order the
    /// help lists them.
    static let table = KeyTable<ColoringAction>([
        .mouse("mouse drag", "paint (stays inside the region where it starts)", short: "paint in one region"),
        .mouse("click", "fill the region (fill tool); on a swatch: pick it", short: "fill / pick a swatch"),
        .mouse("right click", "pick the colour under the pointer", short: "pick the colour there"),
        .mouse("right drag", "pan (the middle button too)", short: "pan (or middle drag)"),
        .mouse("wheel", "zoom in / out around the pointer", short: "zoom at the pointer"),
        .keys(["1-9", "0"], (0..<10).map { (.char(PaletteBar.keyLabel($0)), .tools(.selectColour($0))) },
              "pick colour 1-10; click a swatch for any", short: "pick colour 1-10"),
        .keys([(.char("["), .tools(.previousColour)), (.backTab, .tools(.previousColour))], "previous colour"),
        .keys([(.char("]"), .tools(.nextColour)), (.tab, .tools(.nextColour))], "next colour"),
        .keys([(.char("-"), .tools(.smallerBrush)), (.char("_"), .tools(.smallerBrush)),
               (.char("+"), .tools(.largerBrush)), (.char("="), .tools(.largerBrush))], "brush smaller / larger"),
        .keys([(.char("f"), .tools(.toggleFill)), (.char("F"), .tools(.toggleFill))], "switch between the fill tool and the brush",
              short: "fill tool / brush"),
        .keys([(.char("x"), .tools(.eraser))], "eraser: strokes and fills remove paint", short: "eraser"),
        .keys([(.char("w"), .tools(.rainbow))], "rainbow brush: the hue changes along the stroke", short: "rainbow brush"),
        .keys([(.char("p"), .openPicker)], "colour picker: any colour, by hue and lightness", short: "colour picker"),
        .keys([(.char(">"), .view(.zoomIn)), (.char("."), .view(.zoomIn)), (.char("<"), .view(.zoomOut)), (.char(","), .view(.zoomOut))],
              "zoom in / out"),
        .keys([(.home, .view(.fitPage))], "fit the whole page"),
        .keys(["arrows"], [(.left, .view(.pan(dx: -1, dy: 0))), (.right, .view(.pan(dx: 1, dy: 0))),
                           (.up, .view(.pan(dx: 0, dy: -1))), (.down, .view(.pan(dx: 0, dy: 1)))], "pan"),
        .keys([(.char("h"), .cursor(.moveCursor(dx: -1, dy: 0))), (.char("j"), .cursor(.moveCursor(dx: 0, dy: 1))),
               (.char("k"), .cursor(.moveCursor(dx: 0, dy: -1))), (.char("l"), .cursor(.moveCursor(dx: 1, dy: 0)))],
              "move the cursor left / down / up / right", short: "move the cursor"),
        .keys([(.char("H"), .cursor(.moveCursor(dx: -KeyboardCursor.Step.big, dy: 0))),
               (.char("J"), .cursor(.moveCursor(dx: 0, dy: KeyboardCursor.Step.big))),
               (.char("K"), .cursor(.moveCursor(dx: 0, dy: -KeyboardCursor.Step.big))),
               (.char("L"), .cursor(.moveCursor(dx: KeyboardCursor.Step.big, dy: 0)))],
              "move the cursor \(KeyboardCursor.Step.big) steps", short: "move it \(KeyboardCursor.Step.big) steps"),
        .keys([(.char(" "), .cursor(.togglePen))], "pen down / up at the cursor (paints as it moves)", short: "pen down / up"),
        .keys([(.enter, .cursor(.fillAtCursor))], "fill the region under the cursor", short: "fill under the cursor"),
        .keys([(.char("n"), .cursor(.nextRegion))], "go to the next uncoloured region", short: "next uncoloured region"),
        .keys([(.char("e"), .cursor(.pickColour))], "pick the colour under the cursor (or the pointer)", short: "pick colour at cursor"),
        .keys([(.char("v"), .view(.toggleLineArt))], "hide / show the line art on screen (the saved picture keeps it)",
              short: "hide / show line art"),
        .keys([(.char("d"), .cursor(.toggleDetailBlind))], "detail-blind brush on / off: thin lines (veins, hatching) count as inside shapes",
              short: "detail-blind on / off"),
        .keys([(.char("m"), .cursor(.toggleHover))], "hover outline on / off (off: no motion reports)", short: "hover outline on / off"),
        .keys([(.char("u"), .document(.undo)), (.char("r"), .document(.redo)), (.control("y"), .document(.redo))], "undo / redo (r, Ctrl-Y)",
              short: "undo / redo"),
        .keys([(.char("c"), .document(.askClear))], "clear all paint (asks y/n)", short: "clear all (asks y/n)"),
        .keys([(.char("s"), .document(.save)), (.char("S"), .document(.saveAs))],
              "save now; S: save as, type a path (Enter saves, Esc cancels, Ctrl-U clears)", short: "save; S: save as"),
        .keys([(.char("q"), .document(.saveAndQuit)), (.control("c"), .document(.saveAndQuit))], "save and quit"),
        .keys([(.char("Q"), .document(.quitWithoutSaving))], "quit without saving"),
        .keys([(.char("t"), .timeLapse)], "save a time-lapse beside the picture (made while you paint on)",
              short: "save a time-lapse"),
        .keys([(.char("g"), .document(.gallery))], "gallery: another page or picture (saves this one first)", short: "gallery (saves first)"),
        .keys([(.char("{"), .document(.turnPage(-1))), (.pageUp, .document(.turnPage(-1)))],
              "a book's previous page (saves this one first)", short: "book: previous page"),
        .keys([(.char("}"), .document(.turnPage(1))), (.pageDown, .document(.turnPage(1)))],
              "a book's next page (saves this one first)", short: "book: next page"),
        .keys([(.control("z"), .suspend)], "suspend (fg resumes)"),
        .keys([(.char("?"), .toggleHelp), (.escape, .dismiss)], "show / close this help (Esc: or clear the message)",
              short: "this help; Esc closes"),
    ])

    /// The `?` overlay: the lines of `keys`.
    static let help = HelpOverlay(title: "termcolor - keys", keys: table)
}
