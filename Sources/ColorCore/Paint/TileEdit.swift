/// One undoable edit (a stroke, a fill, a clear): the paint of every tile rectangle it changed,
/// as it was before. Swapping it with the canvas undoes the edit and yields the edit that redoes
/// it, so undo and redo are the same exact operation and restore bytes, not approximations.
struct TileEdit: Sendable {
    var tiles: [TileSnapshot]
    let byteCount: Int
    let bounds: Rect
    /// The undo step of a clear (not of a stroke or fill): what a person counts as strokes
    /// leaves it out, and hides the strokes before it while it stands.
    var clearsAll = false

    init(tiles: [TileSnapshot]) {
        self.tiles = tiles
        byteCount = 64 + tiles.reduce(0) { $0 + $1.byteCount }
        bounds = tiles.reduce(Rect.empty) { $0.union($1.rect) }
    }

    var isEmpty: Bool { tiles.isEmpty }

    /// Puts this edit's paint on the canvas and returns what was there (the inverse edit).
    func swap(with canvas: inout Canvas) -> TileEdit {
        var inverse: [TileSnapshot] = []
        inverse.reserveCapacity(tiles.count)
        // One tile's paint at a time, through a small buffer with the tile's own width.
        var buffer = [UInt32](repeating: 0, count: TileBackup.area)
        for tile in tiles {
            let r = tile.rect, local = Rect(x: 0, y: 0, width: tile.rect.width, height: tile.rect.height)
            buffer.withUnsafeMutableBufferPointer { b in
                for y in 0..<r.height {
                    for x in 0..<r.width { b[y * r.width + x] = canvas.paint(at: (r.y + y) * canvas.width + r.x + x) }
                }
                inverse.append(TileSnapshot(rect: r, content: TileSnapshot(of: UnsafeBufferPointer(b), width: r.width, rect: local).content))
                TileSnapshot(rect: local, content: tile.content).restore(into: b, width: r.width)
            }
            let width = canvas.width
            buffer.withUnsafeBufferPointer { b in
                canvas.withPixels { pixels in
                    for y in 0..<r.height {
                        for x in 0..<r.width { pixels.set((r.y + y) * width + r.x + x, b[y * r.width + x]) }
                    }
                }
            }
        }
        var undo = TileEdit(tiles: inverse)
        undo.clearsAll = clearsAll
        return undo
    }
}
