/// The grid a stroke's input points were quantised to, in page pixels: a terminal reports the
/// pointer one cell (or one screen pixel) at a time, and the program turns each report into the
/// page point at that cell's centre, so consecutive points differ by whole steps of this grid.
/// The log records it (`input` events) so that replay filters the same points the same way.
public struct InputGrid: Equatable, Sendable {
    public var width: Double, height: Double

    public init(width: Double, height: Double) {
        self.width = width; self.height = height
    }

    /// Sizes a filter can work with: finite and at least a thousandth of a page pixel.
    public var isUsable: Bool { width.isFinite && height.isFinite && width >= 0.001 && height >= 0.001 }
}
