/// One undoable edit (a stroke, a fill, a clear): the paint of every tile rectangle it changed,
/// as it was before. Swapping it with the canvas undoes the edit and yields the edit that redoes
/// it, so undo and redo are the same exact operation and restore bytes, not approximations.
struct TileEdit: Sendable {
    var tiles: [TileSnapshot]
    let byteCount: Int
    let bounds: Rect

    init(tiles: [TileSnapshot]) {
        self.tiles = tiles
        byteCount = 64 + tiles.reduce(0) { $0 + $1.byteCount }
        bounds = tiles.reduce(Rect.empty) { $0.union($1.rect) }
    }

    var isEmpty: Bool { tiles.isEmpty }

    /// Puts this edit's pixels on the canvas and returns what was there (the inverse edit).
    func swap(with paint: inout [UInt32], width: Int) -> TileEdit {
        var inverse: [TileSnapshot] = []
        inverse.reserveCapacity(tiles.count)
        paint.withUnsafeMutableBufferPointer { p in
            for tile in tiles {
                inverse.append(TileSnapshot(of: UnsafeBufferPointer(p), width: width, rect: tile.rect))
                tile.restore(into: p, width: width)
            }
        }
        return TileEdit(tiles: inverse)
    }
}
