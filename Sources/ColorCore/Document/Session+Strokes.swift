/// The open stroke from `down` to `up` (its `StrokePipeline`, chosen at `down`), the filtered
/// stroke still painting its last segments after `up` (`closing`), and the changed parts they
/// report.
extension Session {
    var brushRadius: Double {
        min(max(brushSize / 2, Session.minimumBrushRadius), Session.maximumBrushRadius)
    }

    /// How much of a filtered stroke's final segments an event paints (`paintsAhead`): a slice,
    /// or all of them (always in replay, which shows nothing until the end).
    func sweptPixels(paintingAhead: Bool) -> Double {
        replaying || !paintingAhead ? .infinity : sweptPixelsPerSlice
    }

    mutating func beginStroke(at p: StrokePoint) -> Rect {
        let brush = paintMask(under: p).map {
            StrokeBrush(mask: $0,
                        colouring: StrokeColouring(ink: ink, startHue: rainbowHue, brushDiameter: brushSize), radius: brushRadius)
        }
        backup.begin(trackingCoverage: true)
        var pipeline = StrokePipeline(brush: brush, start: p, brushSize: brushSize, debugDots: debugStrokes,
                                      inputGrid: inputGrid, smoothing: smoothing)
        let change = pipeline.begin(at: p, sweeping: sweptPixels(paintingAhead: paintsAhead), canvas: &canvas, backup: &backup)
        if !replaying { tip = pipeline.tip() }
        stroke = pipeline
        return settle(change)
    }

    mutating func continueStroke(to p: StrokePoint) -> Rect {
        guard var pipeline = stroke.take() else { return .empty }
        let change = pipeline.add(p, live: !replaying, sweeping: sweptPixels(paintingAhead: paintsAhead),
                                  canvas: &canvas, backup: &backup)
        if !replaying { tip = pipeline.tip() }
        stroke = pipeline
        return settle(change)
    }

    /// `paintingAhead`: a filtered stroke may end with segments not painted yet (`closing`).
    mutating func endStroke(paintingAhead: Bool) -> Rect {
        guard var pipeline = stroke.take() else { return .empty }
        tip = nil
        let changed = settle(pipeline.end(sweeping: sweptPixels(paintingAhead: paintingAhead), canvas: &canvas, backup: &backup))
        if let hue = pipeline.rainbowHueAfter { rainbowHue = hue }
        if case .filtered(var ending) = pipeline, ending.isWaiting {
            tip = ending.tip(withProvisional: false)
            closing = ending
        } else {
            history.record(backup.finish())
        }
        return changed
    }

    /// Paints segments waiting, of the ended stroke or else the open one: all of them, or a
    /// slice. The ended stroke's undo step is recorded once it has none left.
    mutating func paintWaiting(all: Bool) -> Rect {
        let sweptPixels = all ? .infinity : sweptPixelsPerSlice
        var parts: [Rect] = []
        if var ending = closing.take() {
            parts = ending.paintWaiting(sweeping: sweptPixels, canvas: &canvas, backup: &backup)
            closing = ending
            if ending.isWaiting {
                tip = ending.tip(withProvisional: false)
            } else {
                parts += finishClosing()
            }
        } else if var pipeline = stroke.take() {
            parts = pipeline.paintWaiting(sweeping: sweptPixels, canvas: &canvas, backup: &backup)
            tip = pipeline.tip()
            stroke = pipeline
        }
        let changed = noteParts(parts)
        canvas.notePainted(changed)
        return changed
    }

    /// Paints what the ended stroke still waits for, and records its undo step.
    mutating func finishClosing() -> [Rect] {
        guard var ending = closing.take() else { return [] }
        let parts = ending.paintWaiting(sweeping: .infinity, canvas: &canvas, backup: &backup)
        tip = nil
        history.record(backup.finish())
        return parts
    }

    /// The rectangle a stroke's change covers; a filtered stroke's parts become `changedParts`.
    private mutating func settle(_ change: StrokeChange) -> Rect {
        switch change {
        case .area(let rect): rect
        case .parts(let parts): noteParts(parts)
        }
    }

    /// Makes `parts` (rectangles an edit changed, which may overlap) the edit's `changedParts`:
    /// squares of `partSide` around them, none overlapping (the view and the progress take each
    /// pixel once). Returns their union.
    mutating func noteParts(_ parts: [Rect]) -> Rect {
        changedParts = GridCover(covering: parts.filter { !$0.isEmpty }, side: Session.partSide,
                                 within: Rect(x: 0, y: 0, width: canvas.width, height: canvas.height)).rects
        return changedParts.reduce(Rect.empty) { $0.union($1) }
    }
}
