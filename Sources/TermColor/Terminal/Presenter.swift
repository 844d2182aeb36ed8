import ColorCore

/// Works out what to send to the terminal for a new frame: only the cells that differ from the
/// frame presented last, with any colour pairs they need defined first. Pure; `Terminal`
/// carries the plan out.
struct Presenter {
    struct Draw: Equatable { var column: Int, row: Int, glyph: Unicode.Scalar, pair: Int32 }
    /// Terminal colour numbers (`TerminalColours`).
    struct NewPair: Equatable { var number: Int32, fg: Int32, bg: Int32 }
    struct Plan: Equatable {
        /// Clear the whole screen first (first frame, size change, pair table reset).
        var clearScreen = false
        var newPairs: [NewPair] = []
        var draws: [Draw] = []
    }

    private var last: CellFrame?
    private var pairs: PairTable
    private var colours: TerminalColours

    init(pairCapacity: Int, directColour: Bool = false, colourCount: Int = 256) {
        pairs = PairTable(capacity: pairCapacity)
        colours = TerminalColours(direct: directColour, colourCount: colourCount)
    }

    /// Sends only the first `count` colours (8: a page drawn in 8 colours through a 16-colour
    /// entry sends its chrome in 8 too).
    mutating func limitColours(to count: Int) {
        colours = TerminalColours(direct: false, colourCount: count)
        pairs.reset()
        last = nil
    }

    /// Forgets what is on screen, so the next plan redraws everything.
    mutating func invalidate() { last = nil }

    mutating func plan(for frame: CellFrame) -> Plan {
        var plan = Plan()
        if last == nil || last!.columns != frame.columns || last!.rows != frame.rows {
            plan.clearScreen = true
            last = nil
        }
        let changed = FrameDiff.changedCells(from: last, to: frame)
        plan.draws.reserveCapacity(changed.count)
        for i in changed {
            let cell = frame.cells[i]
            let fg = colours.number(cell.fg), bg = colours.number(cell.bg)
            guard let p = pairs.pair(fg: fg, bg: bg) else {
                // Out of pairs: start over with only the pairs this frame needs.
                pairs.reset()
                last = nil
                return self.plan(for: frame, afterReset: true)
            }
            if p.isNew { plan.newPairs.append(NewPair(number: p.number, fg: fg, bg: bg)) }
            plan.draws.append(Draw(column: i % frame.columns, row: i / frame.columns, glyph: cell.glyph, pair: p.number))
        }
        last = frame
        return plan
    }

    private mutating func plan(for frame: CellFrame, afterReset: Bool) -> Plan {
        var plan = Plan(clearScreen: true)
        for (i, cell) in frame.cells.enumerated() {
            // A single frame holds at most columns*rows distinct pairs; if even that does not
            // fit, the cell falls back to pair 0 (terminal default colours), visibly, not wrapped.
            var number: Int32 = 0
            let fg = colours.number(cell.fg), bg = colours.number(cell.bg)
            if let p = pairs.pair(fg: fg, bg: bg) {
                number = p.number
                if p.isNew { plan.newPairs.append(NewPair(number: p.number, fg: fg, bg: bg)) }
            }
            plan.draws.append(Draw(column: i % frame.columns, row: i / frame.columns, glyph: cell.glyph, pair: number))
        }
        last = frame
        return plan
    }
}
