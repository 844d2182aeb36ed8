/// The brush, as a rung of the ladder of sizes that `-` and `+` step through, in terminal cells
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

    var cells: Double { Self.ladder[step] }

    mutating func smaller() { step = max(0, step - 1) }
    mutating func larger() { step = min(Self.ladder.count - 1, step + 1) }

    /// What the status line says after a step.
    var message: String { "brush \(StatusLine.formatCells(cells)) cells" }
}

extension BrushSize {
    /// The brush's diameter in page pixels at `scale` (page pixels per cell), as the log keeps it
    /// (a hundredth of a pixel), so a view that comes back to the same scale logs no new brush.
    func loggedPagePixels(scale: Double) -> Double { (max(0.5, cells * scale) * 100).rounded() / 100 }
}
