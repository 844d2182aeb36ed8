/// What a key asks the colouring screen to do.
enum ColoringAction: Equatable, Sendable {
    case selectColour(Int)
    case previousColour, nextColour
    case smallerBrush, largerBrush
    case toggleFill
    /// Inks besides the palette's colours, and the colour picker.
    case eraser, rainbow, openPicker
    case undo, redo
    case askClear
    case save
    /// Type a path on the status line and save there.
    case saveAs
    /// Give the terminal back and stop (job control); `fg` resumes.
    case suspend
    case saveAndQuit
    case quitWithoutSaving
    case toggleHelp
    case dismiss
    case zoomIn, zoomOut, fitPage
    /// Pan by a fraction of the view: -1, 0 or 1 per axis.
    case pan(dx: Int, dy: Int)
    /// Move the keyboard cursor by display pixels.
    case moveCursor(dx: Int, dy: Int)
    case togglePen, fillAtCursor
    case nextRegion
    case pickColour
    case toggleLineArt
    /// Hover outline, and the terminal's motion reports, on / off.
    case toggleHover
    /// Save, then show the gallery to pick another picture.
    case gallery
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
        .keys(["1-9", "0"], (0..<10).map { (.char(PaletteBar.keyLabel($0)), .selectColour($0)) },
              "pick colour 1-10; click a swatch for any", short: "pick colour 1-10"),
        .keys([(.char("["), .previousColour), (.backTab, .previousColour)], "previous colour"),
        .keys([(.char("]"), .nextColour), (.tab, .nextColour)], "next colour"),
        .keys([(.char("-"), .smallerBrush), (.char("_"), .smallerBrush), (.char("+"), .largerBrush), (.char("="), .largerBrush)],
              "brush smaller / larger"),
        .keys([(.char("f"), .toggleFill), (.char("F"), .toggleFill)], "switch between the fill tool and the brush", short: "fill tool / brush"),
        .keys([(.char("x"), .eraser)], "eraser: strokes and fills remove paint", short: "eraser"),
        .keys([(.char("w"), .rainbow)], "rainbow brush: the hue changes along the stroke", short: "rainbow brush"),
        .keys([(.char("p"), .openPicker)], "colour picker: any colour, by hue and lightness", short: "colour picker"),
        .keys([(.char(">"), .zoomIn), (.char("."), .zoomIn), (.char("<"), .zoomOut), (.char(","), .zoomOut)], "zoom in / out"),
        .keys([(.home, .fitPage)], "fit the whole page"),
        .keys(["arrows"], [(.left, .pan(dx: -1, dy: 0)), (.right, .pan(dx: 1, dy: 0)),
                           (.up, .pan(dx: 0, dy: -1)), (.down, .pan(dx: 0, dy: 1))], "pan"),
        .keys([(.char("h"), .moveCursor(dx: -1, dy: 0)), (.char("j"), .moveCursor(dx: 0, dy: 1)),
               (.char("k"), .moveCursor(dx: 0, dy: -1)), (.char("l"), .moveCursor(dx: 1, dy: 0))],
              "move the cursor left / down / up / right", short: "move the cursor"),
        .keys([(.char("H"), .moveCursor(dx: -KeyboardCursor.Step.big, dy: 0)), (.char("J"), .moveCursor(dx: 0, dy: KeyboardCursor.Step.big)),
               (.char("K"), .moveCursor(dx: 0, dy: -KeyboardCursor.Step.big)), (.char("L"), .moveCursor(dx: KeyboardCursor.Step.big, dy: 0))],
              "move the cursor \(KeyboardCursor.Step.big) steps", short: "move it \(KeyboardCursor.Step.big) steps"),
        .keys([(.char(" "), .togglePen)], "pen down / up at the cursor (paints as it moves)", short: "pen down / up"),
        .keys([(.enter, .fillAtCursor)], "fill the region under the cursor", short: "fill under the cursor"),
        .keys([(.char("n"), .nextRegion)], "go to the next uncoloured region", short: "next uncoloured region"),
        .keys([(.char("e"), .pickColour)], "pick the colour under the cursor (or the pointer)", short: "pick colour at cursor"),
        .keys([(.char("v"), .toggleLineArt)], "hide / show the line art on screen (the saved picture keeps it)", short: "hide / show line art"),
        .keys([(.char("m"), .toggleHover)], "hover outline on / off (off: no motion reports)", short: "hover outline on / off"),
        .keys([(.char("u"), .undo)], "undo"),
        .keys([(.char("r"), .redo), (.control("y"), .redo)], "redo"),
        .keys([(.char("c"), .askClear)], "clear all paint (asks y/n)", short: "clear all (asks y/n)"),
        .keys([(.char("s"), .save)], "save now"),
        .keys([(.char("S"), .saveAs)], "save as: type a path (Enter saves, Esc cancels, Ctrl-U clears)", short: "save as (type a path)"),
        .keys([(.char("q"), .saveAndQuit), (.control("c"), .saveAndQuit)], "save and quit"),
        .keys([(.char("Q"), .quitWithoutSaving)], "quit without saving"),
        .keys([(.char("g"), .gallery)], "gallery: another page or picture (saves this one first)", short: "gallery (saves first)"),
        .keys([(.control("z"), .suspend)], "suspend (fg resumes)"),
        .keys([(.char("?"), .toggleHelp), (.escape, .dismiss)], "show / close this help (Esc: or clear the message)",
              short: "this help; Esc closes"),
    ])

    /// The `?` overlay: the lines of `keys`.
    static let help = HelpOverlay(title: "termcolor - keys", keys: table)
}
