/// Undo and redo stacks of tile edits within a memory budget. Depth is unlimited until the
/// budget is reached; then the oldest undo steps are forgotten first (then the furthest redo).
/// Recording a new edit forgets the redo stack, as every editor does.
struct UndoHistory: Sendable {
    static let defaultBudgetBytes = 512 << 20

    let budgetBytes: Int
    private(set) var undoStack: [TileEdit] = []
    private(set) var redoStack: [TileEdit] = []
    private(set) var byteCount = 0

    init(budgetBytes: Int = UndoHistory.defaultBudgetBytes) { self.budgetBytes = budgetBytes }

    mutating func record(_ edit: TileEdit) {
        guard !edit.isEmpty else { return }
        for e in redoStack { byteCount -= e.byteCount }
        redoStack.removeAll()
        undoStack.append(edit)
        byteCount += edit.byteCount
        trim()
    }

    /// Undoes the last edit; returns the rectangle it changed (empty when there is nothing to undo).
    mutating func undo(_ paint: inout [UInt32], width: Int) -> Rect {
        guard let edit = undoStack.popLast() else { return .empty }
        let inverse = edit.swap(with: &paint, width: width)
        byteCount += inverse.byteCount - edit.byteCount
        redoStack.append(inverse)
        trim()
        return edit.bounds
    }

    mutating func redo(_ paint: inout [UInt32], width: Int) -> Rect {
        guard let edit = redoStack.popLast() else { return .empty }
        let inverse = edit.swap(with: &paint, width: width)
        byteCount += inverse.byteCount - edit.byteCount
        undoStack.append(inverse)
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
