/// Samples one display row of the view from a pyramid level: the box filter of `SampleTaps`,
/// done in two passes (down each level column the row reads, then across for each display pixel),
/// in linear light.
struct RowSampler {
    let rows: SampleTaps, columns: SampleTaps

    /// Column flags: bit 0, every pixel read is paper; bit 1, a line pixel belongs to this row.
    static let paperOnly: UInt8 = 1, ownsLine: UInt8 = 2
    @inline(__always) static var paper: SIMD4<Float> { SIMD4(1, 1, 1, 0) }

    /// Display pixels `dx` of display row `dy` into `out` (their `DisplayImage` light and flags);
    /// `levelColumns` are the level columns they read, `sums` and `flags` scratch space for them.
    func sample<R: LevelPixelReader>(_ reader: R, coarse: Coarse?, dy: Int, dx: Range<Int>, levelColumns: Range<Int>,
                                     sums: UnsafeMutableBufferPointer<SIMD4<Float>>, flags: UnsafeMutableBufferPointer<UInt8>,
                                     into out: (light: UnsafeMutablePointer<SIMD4<Float>>, flags: UnsafeMutablePointer<UInt8>)) {
        let y0 = Int(rows.first[dy]), ny = Int(rows.count[dy]), ownY = rows.owned[dy]
        let lc = levelColumns.lowerBound
        rows.weights.withUnsafeBufferPointer { wy in
            // Down: each level column's weighted sum over the row's level rows (0...65535 units),
            // a column at a time, kept in registers until it is stored (two or three rows at fit:
            // the sums, the paper test and the flags are written once, not once per row).
            let w = wy.baseAddress! + dy * SampleTaps.maxTaps
            let n = levelColumns.count
            // Runs of columns that a coarser level shows to be paper in every row read are paper
            // at once (most of a coloring page); the others are summed.
            let shift = coarse?.shift ?? 0
            var i = 0
            while i < n {
                let end = coarse == nil ? n : min(n, (((lc + i) >> shift) + 1) << shift - lc)
                if let coarse, coarse.isPaper(column: (lc + i) >> shift, rows: y0..<(y0 + ny)) {
                    for j in i..<end { sums[j] = Self.paper * 65535; flags[j] = Self.paperOnly }
                    i = end
                    continue
                }
                for j in i..<end {
                    var sum = SIMD4<Float>.zero, all = ~UInt64(0), owned: UInt8 = 0
                    for t in 0..<ny {
                        let p = reader.pixel(lc + j, y0 + t)
                        all &= p
                        // `ownsLine` when the coverage lane is above 0 and this row's line pixels
                        // belong here.
                        owned |= UInt8(truncatingIfNeeded: ((p >> 48) &+ 0xffff) >> 16) << 1 & UInt8((ownY >> t) & 1) << 1
                        sum += w[t] * SIMD4<Float>(SIMD4<UInt32>(truncatingIfNeeded: ViewPixel.lanes(p)))
                    }
                    sums[j] = sum
                    flags[j] = all == ViewPixel.white ? owned | Self.paperOnly : owned
                }
                i = end
            }
        }
        columns.weights.withUnsafeBufferPointer { wx in
            for (i, d) in dx.enumerated() {
                let x0 = Int(columns.first[d]) - lc, nx = Int(columns.count[d]), ownX = columns.owned[d]
                var paper = Self.paperOnly, owns: UInt8 = 0
                for t in 0..<nx {
                    let f = flags[x0 + t]
                    paper &= f
                    owns |= (f >> 1) & UInt8(truncatingIfNeeded: ownX >> t)
                }
                if paper != 0 {
                    // Paper columns hold no line pixel, so none belongs here.
                    out.flags[i] = DisplayImage.plainPaper
                    out.light[i] = Self.paper
                    continue
                }
                out.flags[i] = owns & 1 != 0 ? DisplayImage.ownsLine : 0
                let w = wx.baseAddress! + d * SampleTaps.maxTaps
                var sum = SIMD4<Float>.zero
                for t in 0..<nx { sum += w[t] * sums[x0 + t] }
                out.light[i] = sum * (1 / 65535)
            }
        }
    }
}

extension RowSampler {
    /// A coarser level than the one sampled, `shift` levels up: a paper pixel there means paper
    /// in all the `2^shift x 2^shift` pixels below it (up to rounding a nearly white pixel away).
    struct Coarse {
        let reader: LevelReader
        let shift: Int

        @inline(__always)
        func isPaper(column: Int, rows: Range<Int>) -> Bool {
            reader.pixel(column, rows.lowerBound >> shift) == ViewPixel.white
                && reader.pixel(column, (rows.upperBound - 1) >> shift) == ViewPixel.white
        }
    }
}

/// Reads view pixels of one pyramid level (or of the document itself, level 0).
protocol LevelPixelReader {
    func pixel(_ x: Int, _ y: Int) -> UInt64
}

struct LevelReader: LevelPixelReader {
    let pixels: UnsafeBufferPointer<UInt64>
    let width: Int
    @inline(__always) func pixel(_ x: Int, _ y: Int) -> UInt64 { pixels[y * width + x] }
}

/// Level 1, which is not stored: each pixel merged from the document where it is read.
struct Level1Reader: LevelPixelReader {
    let page: UnsafeBufferPointer<UInt32>, dark: UnsafeBufferPointer<UInt8>
    let lin: UnsafeBufferPointer<UInt16>
    let width: Int, height: Int
    @inline(__always) func pixel(_ x: Int, _ y: Int) -> UInt64 {
        ViewPyramid.level1Pixel(page, dark, x, y, w0: width, h0: height, lin)
    }
}

struct DocumentReader: LevelPixelReader {
    let page: UnsafeBufferPointer<UInt32>, dark: UnsafeBufferPointer<UInt8>
    let lin: UnsafeBufferPointer<UInt16>
    let width: Int
    @inline(__always) func pixel(_ x: Int, _ y: Int) -> UInt64 {
        ViewPyramid.documentPixel(page, dark, y * width + x, lin)
    }
}
