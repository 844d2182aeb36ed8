/// Samples one display row of the view from a pyramid level: the box filter of `SampleTaps`,
/// done in two passes (down each level column the row reads, then across for each display pixel),
/// in linear light, with the line floor (`ViewRenderer.minimumLineCoverage`).
struct RowSampler {
    let rows: SampleTaps, columns: SampleTaps
    let floor: Float

    /// Column flags: bit 0, every pixel read is paper; bit 1, a line pixel belongs to this row.
    static let paperOnly: UInt8 = 1, ownsLine: UInt8 = 2

    /// Display pixels `dx` of display row `dy`, packed sRGB, into `out`; `levelColumns` are the
    /// level columns they read, `sums` and `flags` scratch space for them.
    func sample<R: LevelPixelReader>(_ reader: R, dy: Int, dx: Range<Int>, levelColumns: Range<Int>,
                                     sums: UnsafeMutableBufferPointer<SIMD4<Float>>, flags: UnsafeMutableBufferPointer<UInt8>,
                                     into out: UnsafeMutablePointer<UInt32>) {
        let y0 = Int(rows.first[dy]), ny = Int(rows.count[dy]), ownY = rows.owned[dy]
        let lc = levelColumns.lowerBound
        LinearLight.fromByte.withUnsafeBufferPointer { lin in
            rows.weights.withUnsafeBufferPointer { wy in
                // Down: each level column's weighted sum over the row's level rows.
                let wyBase = dy * SampleTaps.maxTaps
                for x in levelColumns {
                    var sum = SIMD4<Float>.zero
                    var all: UInt32 = 0xffff_ffff, line: UInt32 = 0
                    for t in 0..<ny {
                        let p = reader.pixel(x, y0 + t)
                        all &= p
                        line |= (p >> 24 != 0 ? 1 : 0) & UInt32(ownY >> t)
                        sum += wy[wyBase + t] * SIMD4(lin[Int(p & 0xff)], lin[Int((p >> 8) & 0xff)], lin[Int((p >> 16) & 0xff)], Float(p >> 24))
                    }
                    sums[x - lc] = sum
                    // All white and no coverage: `all` is white exactly when every pixel is.
                    flags[x - lc] = (all == ViewPixel.white ? Self.paperOnly : 0) | (line & 1 != 0 ? Self.ownsLine : 0)
                }
            }
        }
        LinearLight.toByte.withUnsafeBufferPointer { toByte in
            columns.weights.withUnsafeBufferPointer { wx in
                for (i, d) in dx.enumerated() {
                    let x0 = Int(columns.first[d]) - lc, nx = Int(columns.count[d]), ownX = columns.owned[d]
                    var paper = Self.paperOnly, owns = false
                    for t in 0..<nx {
                        let f = flags[x0 + t]
                        paper &= f
                        owns = owns || (f & Self.ownsLine != 0 && (ownX >> t) & 1 != 0)
                    }
                    if paper != 0 {
                        out[i] = ViewPixel.white
                        continue
                    }
                    let wxBase = d * SampleTaps.maxTaps
                    var sum = SIMD4<Float>.zero
                    for t in 0..<nx { sum += wx[wxBase + t] * sums[x0 + t] }
                    // A line that covers too little to see: darken the paper under it as if it
                    // covered `floor` (the line taken as black).
                    let covered = sum[3] * (1 / 255)
                    if owns && covered < floor { sum *= (1 - floor) / (1 - covered) }
                    let c = (sum.clamped(lowerBound: .zero, upperBound: SIMD4(repeating: 1)) * 65535 + 0.5)
                    out[i] = UInt32(toByte[Int(c[0])]) | UInt32(toByte[Int(c[1])]) << 8 | UInt32(toByte[Int(c[2])]) << 16
                }
            }
        }
    }
}
