/// The scratch space of one band of a render (`ViewRenderer`), reused between renders: the
/// display pixels being rendered, one display row's level columns summed down (`RowSampler`),
/// the runs of a row to sample (`PaperCells`), a cell row's finished colours, and the colour
/// quantiser's and the dither's caches.
struct RenderScratch: Sendable {
    var image = DisplayImage()
    var finished: [UInt32] = []
    var columns: [SIMD4<Float>] = [], columnFlags: [UInt8] = []
    var runs: [Range<Int>] = []
    var quantizer = PaletteQuantizer()
    /// On a 16- or 8-colour screen: the dither's cache (made on first use).
    var dither: AnsiDither?

    /// Room for `levelColumns` level columns.
    mutating func reserve(levelColumns n: Int) {
        guard columns.count < n else { return }
        columns = [SIMD4<Float>](repeating: .zero, count: n)
        columnFlags = [UInt8](repeating: 0, count: n)
    }
}

/// A value handed to the bands of a render unchecked: the bands only read it, and write through
/// its pointers to disjoint cells and their own scratch, all within the call that owns them.
struct Unshared<T>: @unchecked Sendable {
    let value: T
    init(_ value: T) { self.value = value }
}
