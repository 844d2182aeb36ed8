/// The stroke between `down` and `up`: where it may paint, with what, and its smoother.
struct OpenStroke: Sendable {
    /// nil when the stroke began outside the page or on a line pixel: it then paints nothing.
    let mask: PaintMask?
    let colouring: StrokeColouring
    /// Brush radius of the smoothed stroke, and of the dot marking each received point.
    let radius: Double
    let dotRadius: Double
    var smoother: StrokeSmoother
    var travel: StrokeTravel
    /// Set when the points come quantised (an `input` grid): they pass the filter stage, and
    /// `smoother` is not used.
    var filtered: FilteredStroke?
    /// The filtered stroke's provisional end as drawn last.
    var provisional = ProvisionalLine()
    /// Final curve segments not painted yet, oldest first (`Session.paintsAhead`).
    var unpainted: [UnpaintedSegment] = []
}

/// A final curve segment waiting to be painted, with the stroke's travel at its start (the
/// rainbow's distance), so that it paints what it would have painted at once.
struct UnpaintedSegment: Sendable {
    let segment: CubicSegment
    let from: Double
}
