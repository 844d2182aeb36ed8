/// The brush, as a rung of the ladder of sizes that `[` and `]` step through, in terminal cells
/// (so a brush looks the same at every zoom). The coloring and the compare screens both keep one.
public struct BrushSize: Equatable, Sendable {
    public static let ladder: [Double] = [0.5, 1, 1.5, 2, 3, 4, 6, 8, 12, 16, 24, 32]
    /// The smallest brush: the reach every region of a converted photo must hold.
    public static var smallest: Double { ladder[0] }
    static let defaultStep = 3

    private(set) var step = BrushSize.defaultStep

    init() {}

    /// The rung nearest `cells`.
    init(nearest cells: Double) {
        step = Self.ladder.indices.min { abs(Self.ladder[$0] - cells) < abs(Self.ladder[$1] - cells) } ?? Self.defaultStep
    }

    /// The rung whose size at `scale` page pixels a cell is `pagePixels`, to within the rounding
    /// a logged size has (0.01 page pixels) or 2%; nil when no rung is.
    init?(pagePixels size: Double, scale: Double) {
        let ladder = Self.ladder
        guard let step = ladder.indices.min(by: { abs(ladder[$0] * scale - size) < abs(ladder[$1] * scale - size) }),
              abs(ladder[step] * scale - size) <= max(0.011, 0.02 * size) else { return nil }
        self.step = step
    }

    var cells: Double { Self.ladder[step] }

    mutating func smaller() { step = max(0, step - 1) }
    mutating func larger() { step = min(Self.ladder.count - 1, step + 1) }

    /// What the status line says after a step.
    var message: String { "brush \(StatusLine.formatCells(cells)) cells" }
}
