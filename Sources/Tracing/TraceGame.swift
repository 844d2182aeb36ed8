import ColorCore
/// A game of tracing: the items in order, the board of the one being traced, and the results
/// of those left behind.
public struct TraceGame: Sendable {
    public let items: [TraceItem]
    public private(set) var index = 0
    public internal(set) var board: TraceBoard
    private var behind: [TraceResult.Item] = []

    /// Starts on the first item with the pen threshold and input resolution of the screen.
    public init(items: [TraceItem], threshold: Double, resolution: Double) {
        precondition(!items.isEmpty)
        self.items = items
        board = TraceBoard(item: items[0], threshold: threshold, resolution: resolution)
    }

    public var isLastItem: Bool { index == items.count - 1 }

    /// Goes on to the next item (complete or not) at the screen's threshold and resolution now;
    /// false when this was the last one.
    public mutating func advance(threshold: Double, resolution: Double) -> Bool {
        guard !isLastItem else { return false }
        behind.append(TraceResult.Item(board))
        index += 1
        board = TraceBoard(item: items[index], threshold: threshold, resolution: resolution)
        return true
    }

    // The pen and undo, on the current item's board.
    public mutating func penDown(at p: StrokePoint, grid: InputGrid? = nil) { board.penDown(at: p, grid: grid) }
    public mutating func penMove(to p: StrokePoint) { board.penMove(to: p) }
    public mutating func penUp() -> TraceVerdict? { board.penUp() }
    public mutating func undo() -> Bool { board.undo() }

    /// Every item reached so far, the current one last.
    public var result: TraceResult { TraceResult(items: behind + [TraceResult.Item(board)]) }

    /// Per item reached: whether it was completed (for the row of items on screen).
    public var completed: [Bool] { behind.map(\.complete) + [board.isComplete] }
}
