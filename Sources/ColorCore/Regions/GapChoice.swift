/// Which gaps in the line art count as closed when a page's regions are found (`GapClosing`).
///
/// Two forms, both recorded in full by the stroke log so that a replay finds the same regions
/// whatever later versions choose:
/// - a **forced width** (`--close-gaps PX`): every gap up to `width` page pixels is closed;
/// - the **automatic** choice (the default): gaps up to a small width are closed only where they
///   join two shapes that are each large enough to be coloured on their own (`largeShape`
///   pixels) through a short passage (at most `passage` pixels from either shape's core to the
///   meeting line): that is a leak in a line. A narrow neck to a small part of a shape (a
///   petal's tip, a sharp corner) and a long thin channel (a hairline between two parallel
///   lines, a letter's thin crossbar) are drawn so and stay open, so a page without leaks keeps
///   exactly its own regions.
public struct GapChoice: Equatable, Sendable, CustomStringConvertible {
    /// The widest gap closed, in page pixels; 0: none.
    public var width: Int
    /// Nil: every gap up to `width` is closed. Else a page region joined through gaps is split
    /// only when at least two of its cores (`GapClosing`) hold this many pixels each, and only
    /// those cores grow back.
    public var largeShape: Int?
    /// With `largeShape`: a joined region is split only when some gap in it is met within this
    /// many breadth-first steps from a core (about half the length of the gap's passage, so a
    /// line's thickness); nil: at any distance.
    public var passage: Int?

    public init(width: Int, largeShape: Int? = nil, passage: Int? = nil) {
        precondition((0...GapClosing.maxWidth).contains(width) && (largeShape ?? 1) > 0 && (passage ?? 1) > 0)
        self.width = width
        self.largeShape = width > 0 ? largeShape : nil
        self.passage = width > 0 ? passage : nil
    }

    /// No gap closed: the page's own regions.
    public static let off = GapChoice(width: 0)

    /// Every gap up to `width` closed (`--close-gaps PX`).
    public static func forced(_ width: Int) -> GapChoice { GapChoice(width: width) }

    /// The automatic choice's width: the 1-2 px gaps that no zoom a terminal offers shows a
    /// person, and that scanned and JPEG line art leaves between strokes.
    public static let automaticWidth = 2

    /// Columns of a terminal of the usual size, the page seen whole.
    static let fitColumns = 80
    /// A shape is coloured on its own when it is at least this many cells of the page seen whole
    /// on such a terminal each way (a cell being two page-view pixels high, as half blocks show
    /// it): smaller than that it is a brush-dab, a tip or a speck, whatever lines bound it.
    static let largeShapeCells = 3

    /// The automatic choice for a page of `width` x `height` pixels.
    public static func automatic(width: Int, height: Int) -> GapChoice {
        // The page pixels of one terminal column at fit zoom (rows are half as tall as columns
        // are wide in page pixels, two half blocks to a cell, so the columns decide).
        let side = max(width, height)
        let cell = max(1, (side + fitColumns - 1) / fitColumns)
        // Lines are drawn thicker on bigger pages: a 4000 px page's are some 10 px.
        return GapChoice(width: automaticWidth, largeShape: (largeShapeCells * cell) * (largeShapeCells * cell),
                         passage: max(4, side / 250))
    }

    /// As the status line and warnings name it: `0`, `3`, or `auto`.
    public var description: String { largeShape == nil ? "\(width)" : "auto" }
}
