/// The before-image of an edit in progress, kept per 64x64 tile: a tile is copied (or, when all
/// its pixels are equal, remembered as one value) the first time the edit is about to write into
/// it. Strokes also keep a coverage byte per pixel here: the largest coverage the stroke has
/// given the pixel so far, so overlapping brush pieces blend from the before-image instead of
/// darkening each other's soft edges.
///
/// Tiles must be touched (`touchTiles`) before the hot loops run, because touching may grow the
/// storage that the loops reach through pointers.
struct TileBackup: Sendable {
    static let shift = 6
    static let side = 1 << shift
    static let area = side * side
    /// Elements of storage kept between edits (256 tiles' worth).
    static let keptCapacity = 256 * area

    let width: Int, height: Int
    let tilesAcross: Int, tilesDown: Int
    /// Per tile: its slot in this edit, -1 when untouched.
    var slotOfTile: [Int32]
    var tileOfSlot: [Int32] = []
    /// Per slot: the block holding its before-pixels (64 per row), or -1 when uniform.
    var blockOfSlot: [Int32] = []
    /// Per slot: the before value of a uniform tile.
    var uniformBefore: [UInt32] = []
    var blocks: [UInt32] = []
    /// Per slot (only when tracking coverage): 64x64 coverage bytes.
    var coverage: [UInt8] = []
    /// Per slot: minX, minY, maxX, maxY (exclusive) of what the edit wrote, page coordinates.
    var written: [Int32] = []
    private(set) var tracksCoverage = false
    /// Coverage rises of the provisional piece, two words each (see `BrushPainter.stamp`).
    private var provisionalLog: [UInt64] = []
    /// What the provisional piece wrote.
    var provisionalBounds = Rect.empty

    init(width: Int, height: Int) {
        precondition(width * height <= 1 << 28, "pages up to 2^28 pixels (the PNG codec allows 2^26)")
        self.width = width
        self.height = height
        tilesAcross = (width + TileBackup.side - 1) >> TileBackup.shift
        tilesDown = (height + TileBackup.side - 1) >> TileBackup.shift
        slotOfTile = [Int32](repeating: -1, count: tilesAcross * tilesDown)
    }

    /// Tiles of a page, numbered row by row.
    static func tileCount(width: Int, height: Int) -> Int {
        ((width + side - 1) >> shift) * ((height + side - 1) >> shift)
    }

    var isEmpty: Bool { tileOfSlot.isEmpty }

    /// Starts an edit; strokes ask for coverage, fills and clears do not.
    mutating func begin(trackingCoverage: Bool) {
        precondition(isEmpty, "an edit is already in progress")
        tracksCoverage = trackingCoverage
    }

    /// Lends the provisional log out (so the hot loops append to a plain local array).
    mutating func takeProvisionalLog() -> [UInt64] {
        var log: [UInt64] = []
        swap(&log, &provisionalLog)
        return log
    }

    mutating func putProvisionalLog(_ log: [UInt64]) {
        provisionalLog = log
    }

    /// Where the provisional log's storage lives: the same from report to report once it is
    /// big enough (a filtered stroke redraws its provisional end at every report).
    var provisionalLogStorage: UnsafeRawPointer? {
        provisionalLog.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
    }

    func tileRect(_ tile: Int) -> Rect {
        let tx = tile % tilesAcross, ty = tile / tilesAcross
        let x = tx << TileBackup.shift, y = ty << TileBackup.shift
        return Rect(x: x, y: y, width: min(TileBackup.side, width - x), height: min(TileBackup.side, height - y))
    }

    /// Takes the before-image of every untouched tile meeting `rect` (page coordinates).
    mutating func touchTiles(in rect: Rect, canvas: Canvas) {
        let r = rect.intersection(Rect(x: 0, y: 0, width: width, height: height))
        guard !r.isEmpty else { return }
        let s = TileBackup.shift
        for ty in (r.y >> s)...((r.maxY - 1) >> s) {
            for tx in (r.x >> s)...((r.maxX - 1) >> s) where slotOfTile[ty * tilesAcross + tx] < 0 {
                touch(tile: ty * tilesAcross + tx, canvas: canvas)
            }
        }
    }

    private mutating func touch(tile: Int, canvas: Canvas) {
        let slot = Int32(tileOfSlot.count)
        slotOfTile[tile] = slot
        tileOfSlot.append(Int32(tile))
        written.append(contentsOf: [Int32.max, Int32.max, Int32.min, Int32.min])
        let rect = tileRect(tile)
        let count = width * height
        // The paint is kept complemented (ink); before-images hold paint. A tile never painted
        // is blank: not read (see `Canvas.mayHavePaint`).
        let uniform = !canvas.mayHavePaint(tile: tile) ? 0 : canvas.withInk { TileSnapshot.uniformValue(of: UnsafeBufferPointer(start: $0, count: count), width: width, rect: rect) }
        if let uniform {
            blockOfSlot.append(-1)
            uniformBefore.append(~uniform)
        } else {
            blockOfSlot.append(Int32(blocks.count / TileBackup.area))
            uniformBefore.append(0)
            let start = blocks.count
            blocks.append(contentsOf: repeatElement(0, count: TileBackup.area))
            blocks.withUnsafeMutableBufferPointer { b in
                canvas.withInk { ink in
                    for row in 0..<rect.height {
                        let from = (rect.y + row) * width + rect.x, to = start + row * TileBackup.side
                        for i in 0..<rect.width { b[to + i] = ~ink[from + i] }
                    }
                }
            }
        }
        if tracksCoverage { coverage.append(contentsOf: repeatElement(0, count: TileBackup.area)) }
    }

    /// Ends the edit: the before-image of every rectangle it wrote, and a clean backup.
    mutating func finish() -> TileEdit {
        var tiles: [TileSnapshot] = []
        tiles.reserveCapacity(tileOfSlot.count)
        for slot in 0..<tileOfSlot.count {
            let w = slot * 4
            guard written[w] < written[w + 2] else { continue }
            let rect = Rect(x: Int(written[w]), y: Int(written[w + 1]),
                            width: Int(written[w + 2] - written[w]), height: Int(written[w + 3] - written[w + 1]))
            let block = Int(blockOfSlot[slot])
            if block < 0 {
                tiles.append(TileSnapshot(rect: rect, content: .uniform(uniformBefore[slot])))
            } else {
                let tileOrigin = tileRect(Int(tileOfSlot[slot]))
                let snapshot = blocks.withUnsafeBufferPointer { b in
                    // The block is a 64-wide image whose origin is the tile's corner.
                    let base = UnsafeBufferPointer(rebasing: b[(block * TileBackup.area)..<((block + 1) * TileBackup.area)])
                    return TileSnapshot(of: base, width: TileBackup.side,
                                        rect: Rect(x: rect.x - tileOrigin.x, y: rect.y - tileOrigin.y, width: rect.width, height: rect.height))
                }
                tiles.append(TileSnapshot(rect: rect, content: snapshot.content))
            }
        }
        provisionalLog.removeAll(keepingCapacity: true)
        provisionalBounds = .empty
        for tile in tileOfSlot { slotOfTile[Int(tile)] = -1 }
        tileOfSlot.removeAll(keepingCapacity: true)
        blockOfSlot.removeAll(keepingCapacity: true)
        uniformBefore.removeAll(keepingCapacity: true)
        // Keep the storage of ordinary strokes; give back what a page-sized edit grew.
        blocks.removeAll(keepingCapacity: blocks.capacity <= TileBackup.keptCapacity)
        coverage.removeAll(keepingCapacity: coverage.capacity <= TileBackup.keptCapacity)
        written.removeAll(keepingCapacity: true)
        tracksCoverage = false
        return TileEdit(tiles: tiles)
    }
}
