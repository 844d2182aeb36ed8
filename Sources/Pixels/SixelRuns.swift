/// An image's rows as runs of one colour, read from its pixels once: the palette counts colours
/// a run at a time and the encoder looks a register up a run at a time, so a page's paper,
/// letterbox and flat paint cost a few steps a row, not one a pixel, in each of them.
struct SixelRuns: Sendable {
    let width: Int, height: Int
    /// Per run: the column after its last pixel, and its colour as 0xRRGGBB.
    private(set) var ends: [Int32] = []
    private(set) var colours: [UInt32] = []
    /// Per row: its first run (`height + 1` entries; the last is the run count).
    private(set) var rowStarts: [Int32] = []

    init(_ image: RGBImage) {
        width = image.width; height = image.height
        var ends: [Int32] = [], colours: [UInt32] = [], rowStarts: [Int32] = []
        ends.reserveCapacity(height * 16); colours.reserveCapacity(height * 16)
        rowStarts.reserveCapacity(height + 1)
        let width = self.width
        image.bytes.withUnsafeBufferPointer { p in
            for y in 0..<height {
                rowStarts.append(Int32(ends.count))
                guard width > 0 else { continue }
                var i = y * width * 3
                var previous = UInt32(p[i]) << 16 | UInt32(p[i + 1]) << 8 | UInt32(p[i + 2])
                for x in 1..<max(1, width) {
                    i += 3
                    let rgb = UInt32(p[i]) << 16 | UInt32(p[i + 1]) << 8 | UInt32(p[i + 2])
                    if rgb != previous {
                        ends.append(Int32(x)); colours.append(previous)
                        previous = rgb
                    }
                }
                ends.append(Int32(width)); colours.append(previous)
            }
        }
        rowStarts.append(Int32(ends.count))
        self.ends = ends; self.colours = colours; self.rowStarts = rowStarts
    }
}
