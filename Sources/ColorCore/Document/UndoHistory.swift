/// Undo and redo stacks of tile edits within a memory budget. Depth is unlimited until the
/// budget is reached; then the oldest undo steps are forgotten first (then the furthest redo).
/// Recording a new edit forgets the redo stack, as every editor does.
struct UndoHistory: Sendable {
    static let defaultBudgetBytes = 512 << 20

    let budgetBytes: Int
    private(set) var undoStack: [TileEdit] = []
    private(set) var redoStack: [TileEdit] = []
    private(set) var byteCount = 0
    /// Undo and redo steps taken (not counting those with nothing to undo or redo).
    private(set) var stepsTaken = 0
    /// Edits recorded so far (empty ones are not): tells a follower whether an event made an
    /// undo step, which the stacks' sizes cannot once the budget trims them.
    private(set) var editsRecorded = 0

    init(budgetBytes: Int = UndoHistory.defaultBudgetBytes) { self.budgetBytes = budgetBytes }

    /// The strokes (and fills) standing, those after the last clear still standing, and those
    /// undone that a redo would bring back. Only steps that changed the page are counted.
    var strokeTally: (standing: Int, undone: Int) {
        let sinceClear = undoStack.lastIndex { $0.clearsAll }.map { undoStack.count - $0 - 1 } ?? undoStack.count
        return (sinceClear, redoStack.filter { !$0.clearsAll }.count)
    }

    mutating func record(_ edit: TileEdit) {
        guard !edit.isEmpty else { return }
        for e in redoStack { byteCount -= e.byteCount }
        redoStack.removeAll()
        undoStack.append(edit)
        editsRecorded += 1
        byteCount += edit.byteCount
        trim()
    }

    /// Undoes the last edit; returns the rectangle it changed (empty when there is nothing to undo).
    mutating func undo(_ canvas: inout Canvas) -> Rect {
        swapTop(of: \.undoStack, onto: \.redoStack, canvas: &canvas)
    }

    /// Redoes the last undone edit; returns the rectangle it changed (empty when there is none).
    mutating func redo(_ canvas: inout Canvas) -> Rect {
        swapTop(of: \.redoStack, onto: \.undoStack, canvas: &canvas)
    }

    /// Undo and redo are one move: swap the top edit's tiles with the canvas and push what it
    /// took off onto the other stack.
    private mutating func swapTop(of from: WritableKeyPath<UndoHistory, [TileEdit]>,
                                  onto to: WritableKeyPath<UndoHistory, [TileEdit]>,
                                  canvas: inout Canvas) -> Rect {
        guard let edit = self[keyPath: from].popLast() else { return .empty }
        let inverse = edit.swap(with: &canvas)
        byteCount += inverse.byteCount - edit.byteCount
        self[keyPath: to].append(inverse)
        stepsTaken += 1
        trim()
        return edit.bounds
    }

    private mutating func trim() {
        while byteCount > budgetBytes && !undoStack.isEmpty {
            byteCount -= undoStack.removeFirst().byteCount
        }
        while byteCount > budgetBytes && !redoStack.isEmpty {
            byteCount -= redoStack.removeFirst().byteCount
        }
    }
}
