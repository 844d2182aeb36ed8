/// The cells a presenter must redraw to turn one frame into another.
public enum FrameDiff {
    /// Indices (row-major) of the cells of `new` that differ from `old`; every cell when there is
    /// no old frame or its size differs.
    public static func changedCells(from old: CellFrame?, to new: CellFrame) -> [Int] {
        guard let old, old.columns == new.columns, old.rows == new.rows else {
            return Array(0..<new.cells.count)
        }
        var changed: [Int] = []
        old.cells.withUnsafeBufferPointer { a in
            new.cells.withUnsafeBufferPointer { b in
                for i in 0..<b.count where a[i] != b[i] { changed.append(i) }
            }
        }
        return changed
    }
}
