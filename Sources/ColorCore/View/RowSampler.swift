/// Samples one display row of the view from a pyramid level: the box filter of `SampleTaps`,
/// done in two passes (down each level column the row reads, then across for each display pixel),
/// in linear light.
struct RowSampler {
    let rows: SampleTaps, columns: SampleTaps

    /// Column flags: bit 0, every pixel read is paper; bit 1, a line pixel belongs to this row.
    static let paperOnly: UInt8 = 1, ownsLine: UInt8 = 2
    static let paper = SIMD4<Float>(1, 1, 1, 0)

    /// Display pixels `dx` of display row `dy` into `out` (their `DisplayImage` light and flags);
    /// `levelColumns` are the level columns they read, `sums` and `flags` scratch space for them.
    func sample<R: LevelPixelReader>(_ reader: R, dy: Int, dx: Range<Int>, levelColumns: Range<Int>,
                                     sums: UnsafeMutableBufferPointer<SIMD4<Float>>, flags: UnsafeMutableBufferPointer<UInt8>,
                                     into out: (light: UnsafeMutablePointer<SIMD4<Float>>, flags: UnsafeMutablePointer<UInt8>)) {
        let y0 = Int(rows.first[dy]), ny = Int(rows.count[dy]), ownY = UInt32(rows.owned[dy])
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
                        let w = wy[wyBase + t]
                        if p == ViewPixel.white {
                            sum += w * Self.paper
                            continue
                        }
                        line |= (p >> 24 != 0 ? 1 : 0) & (ownY >> t)
                        sum += w * SIMD4(lin[Int(p & 0xff)], lin[Int((p >> 8) & 0xff)], lin[Int((p >> 16) & 0xff)], Float(p >> 24) * (1 / 255))
                    }
                    sums[x - lc] = sum
                    // `all` is white exactly when every pixel read is.
                    flags[x - lc] = (all == ViewPixel.white ? Self.paperOnly : 0) | (line & 1 != 0 ? Self.ownsLine : 0)
                }
            }
        }
        columns.weights.withUnsafeBufferPointer { wx in
            for (i, d) in dx.enumerated() {
                let x0 = Int(columns.first[d]) - lc, nx = Int(columns.count[d]), ownX = columns.owned[d]
                var paper = Self.paperOnly, owns = false
                for t in 0..<nx {
                    let f = flags[x0 + t]
                    paper &= f
                    owns = owns || (f & Self.ownsLine != 0 && (ownX >> t) & 1 != 0)
                }
                out.flags[i] = owns ? DisplayImage.ownsLine : 0
                if paper != 0 {
                    out.light[i] = Self.paper
                    continue
                }
                let wxBase = d * SampleTaps.maxTaps
                var sum = SIMD4<Float>.zero
                for t in 0..<nx { sum += wx[wxBase + t] * sums[x0 + t] }
                out.light[i] = sum
            }
        }
    }
}
