import ColorCore

/// Colouring by number on the colouring screen (`NumberGuide`): the guide's palette on the bar
/// with what is left of each colour, the numbers on the view, "N of M by number", `n` to the
/// nearest region of the chosen number still to do, and a message when all are done. Free
/// painting stays as it was: numbers guide, they do not forbid.
extension ColoringScreen {
    /// Plays this page by numbers: the palette becomes the guide's, numbered from 1.
    public mutating func playByNumbers(_ guide: NumberedPage) {
        let played = NumberGuide(guide: guide, finder: session.finder, canvas: session.canvas)
        numberGuide = played
        let entries = played.guide.palette.enumerated().map { ColorPalette.Entry(name: "number \($0.offset + 1)", rgb: $0.element) }
        tools = Tools(palette: entries, depth: renderer.options.colours, brushCells: tools.brush.cells)
    }

    /// The chosen swatch's number (1-based) while it is one of the guide's colours.
    var chosenNumber: Int? {
        guard let guide = numberGuide?.guide, tools.colours.special == nil else { return nil }
        let i = tools.colours.selected
        return i < guide.palette.count && tools.colours.current.rgb == guide.palette[i] ? i + 1 : nil
    }

    /// After the page changed in `parts`: which regions are done now, and the finish message.
    mutating func numbersChanged(_ parts: [Rect]) {
        guard var guide = numberGuide else { return }
        let wasFinished = guide.isFinished
        for dirty in parts { guide.update(canvas: session.canvas, dirty: dirty) }
        numberGuide = guide
        if guide.isFinished && !wasFinished { say(Self.finishMessage(guide)) }
    }

    static func finishMessage(_ guide: NumberGuide) -> String {
        "finished by numbers: all \(guide.total) regions in their colours (s saves)"
    }

    /// What Enter's fill says: the progress by number on a numbered page (the finish message once
    /// all are done), else the regions coloured.
    var filledMessage: String {
        guard let guide = numberGuide else { return "filled: \(document.progressText)" }
        return guide.isFinished ? Self.finishMessage(guide) : "filled: \(guide.progressText)"
    }

    /// The numbers on the view, unless the line art is hidden (`v` hides both).
    func drawNumbers(into frame: inout CellFrame) {
        guard let guide = numberGuide, renderer.showsLineArt else { return }
        guide.draw(into: &frame, geometry: geometry, selected: chosenNumber)
    }

    /// The counts left beside the palette bar's swatches (when the bar is shown).
    func drawNumberCounts(into frame: inout CellFrame) {
        guard let guide = numberGuide, !statusMessage.coversPaletteBar(in: status, columns: geometry.columns) else { return }
        guide.drawCounts(on: tools.colours.bar(columns: geometry.columns), into: &frame, row: geometry.rows - 2)
    }

    /// `n` on a numbered page: the nearest region of the chosen number still to do, under the
    /// cursor and in view; false when the page is not numbered (the ordinary `n` then).
    mutating func visitNearestNumbered() -> Bool {
        guard let guide = numberGuide else { return false }
        finishPaintingAhead()  // done counts what was drawn
        guard let number = chosenNumber else {
            say("choose a numbered colour (1-\(min(10, guide.guide.palette.count)) or a swatch) for n")
            return true
        }
        guard let k = guide.nearestToDo(number: number, fromX: pointer.cursor.x, y: pointer.cursor.y) else {
            say(guide.isFinished ? "every region is done" : "no region of number \(number) is left")
            return true
        }
        let r = guide.guide.regions[k]
        let g = geometry
        if !g.isFit { setViewport(g.centred(scale: g.scale, onPageX: Double(r.x) + 0.5, y: Double(r.y) + 0.5)) }
        if pen == .keyboard { apply(.up(t: document.drawing.time)) }
        pointer.cursor = KeyboardCursor(x: Double(r.x) + 0.5, y: Double(r.y) + 0.5)
        pointer.movedLast = .keyboard
        pointer.hoverAtCursor(finder: session.finder, geometry: geometry, pen: pen)
        say("number \(number): \(guide.left(number: number)) left")
        return true
    }
}
