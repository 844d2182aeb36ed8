/// How tall a terminal cell is for its width, in *dots*: a cell is one dot wide and `dotsHigh`
/// dots high, and a dot is square on screen. Without a measured cell a cell is taken as 1:2, the
/// usual shape (a half-block display pixel is then one square dot); where the terminal says its
/// cell size in pixels (the pixel view has it), the shape is the real one, so a page is shown at
/// its own aspect ratio: in xterm's 6x13-pixel cells a 1:2 cell would stretch it 8% down.
public struct CellShape: Equatable, Sendable {
    public let dotsHigh: Double

    /// The usual 1:2 cell.
    public static let usual = CellShape(dotsHigh: 2)

    public init(dotsHigh: Double) {
        precondition(dotsHigh > 0)
        self.dotsHigh = dotsHigh
    }

    /// A cell of `width` x `height` screen pixels.
    public init(pixelWidth width: Int, height: Int) {
        self.init(dotsHigh: Double(height) / Double(width))
    }
}
