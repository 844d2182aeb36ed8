/// The glyphs of `GlyphMode.mixed` and the display pixels each covers, on the mode's grid of 4x8
/// display pixels per cell (bit `row * 4 + column`; a display pixel is 2x2 pixels of an 8x16 cell).
///
/// - eighth blocks: the lower eighths ▁▂▃▄▅▆▇ and the upper ▔ and ▀, which put a horizontal edge
///   at any eighth of the cell's height; the left blocks ▎▌▊ and the right half ▐, a vertical
///   edge at any quarter of its width (the odd left eighths would need a finer grid);
/// - quadrants; sextants, their thirds taken as rows 0-2, 3-4 and 5-7 (a terminal draws the
///   middle third a little taller: at 16 pixels a cell, rows 5-9 rather than 6-9);
/// - the full block. An empty cell is a space.
///
/// These are the block elements every terminal with sextants draws itself, so a cell can put an
/// edge where the page has it, not only at a half or a third (chafa's block symbols do the same).
public enum MixedShapes {
    public static let columns = 4, rows = 8
    public static let full: UInt32 = 0xffff_ffff

    /// The display pixels of rows `r` (all four columns).
    static func rowsMask(_ r: Range<Int>) -> UInt32 { r.reduce(0) { $0 | 0xf << (4 * $1) } }
    /// The display pixels of columns `c` in every row.
    static func columnsMask(_ c: Range<Int>) -> UInt32 {
        (0..<rows).reduce(0) { m, r in c.reduce(m) { $0 | 1 << (4 * r + $1) } }
    }

    /// The blocks of a quadrant pattern's bits (2 columns by 4 rows each).
    static let quadrantBlocks: [UInt32] = (0..<4).map { b in
        rowsMask((b / 2) * 4..<(b / 2) * 4 + 4) & columnsMask((b % 2) * 2..<(b % 2) * 2 + 2)
    }
    /// The blocks of a sextant pattern's bits (2 columns by 3, 2 and 3 rows).
    static let sextantRows = [0..<3, 3..<5, 5..<8]
    static let sextantBlocks: [UInt32] = (0..<6).map { b in
        rowsMask(sextantRows[b / 2]) & columnsMask((b % 2) * 2..<(b % 2) * 2 + 2)
    }

    static func union(_ pattern: Int, _ blocks: [UInt32]) -> UInt32 {
        blocks.indices.reduce(0) { pattern >> $1 & 1 == 1 ? $0 | blocks[$1] : $0 }
    }

    /// Every shape (mask, glyph) but the empty one, sorted by mask; where two glyphs cover the
    /// same pixels, the older block element.
    static let shapes: [(mask: UInt32, glyph: Unicode.Scalar)] = {
        var list: [(UInt32, Unicode.Scalar)] = [(full, "\u{2588}")]
        for k in 1...7 { list.append((rowsMask(8 - k..<8), Unicode.Scalar(0x2580 + UInt32(k))!)) }  // ▁ .. ▇
        list.append((rowsMask(0..<4), "\u{2580}"))  // ▀
        list.append((rowsMask(0..<1), "\u{2594}"))  // ▔
        list.append((columnsMask(0..<1), "\u{258E}"))  // ▎
        list.append((columnsMask(0..<2), "\u{258C}"))  // ▌
        list.append((columnsMask(0..<3), "\u{258A}"))  // ▊
        list.append((columnsMask(2..<4), "\u{2590}"))  // ▐
        for p in 1..<15 { list.append((union(p, quadrantBlocks), GlyphMode.quadrantGlyphs[p])) }
        for p in 1..<63 { list.append((union(p, sextantBlocks), GlyphMode.sextantGlyph(p))) }
        var seen = Set<UInt32>()
        return list.filter { seen.insert($0.0).inserted }.sorted { $0.0 < $1.0 }.map { (mask: $0.0, glyph: $0.1) }
    }()

    static let masks: [UInt32] = shapes.map(\.mask)

    /// Every glyph of the mode, the space included.
    public static let glyphs: [Unicode.Scalar] = [" "] + shapes.map(\.glyph)

    /// The position of `mask` in `shapes`, when it is a shape.
    @usableFromInline static func index(of mask: UInt32) -> Int? {
        masks.withUnsafeBufferPointer { m in
            var lo = 0, hi = m.count
            while lo < hi {
                let mid = (lo + hi) / 2
                if m[mid] < mask { lo = mid + 1 } else { hi = mid }
            }
            return lo < m.count && m[lo] == mask ? lo : nil
        }
    }

    /// The glyph of `mask`; for a mask that is no shape's, the smallest shape covering it.
    @usableFromInline static func glyph(covering mask: UInt32) -> Unicode.Scalar {
        if mask == 0 { return " " }
        if let i = index(of: mask) { return shapes[i].glyph }
        var best = (mask: full, glyph: Unicode.Scalar("\u{2588}"))
        for s in shapes where s.mask & mask == mask && s.mask.nonzeroBitCount < best.mask.nonzeroBitCount { best = s }
        return best.glyph
    }

    /// The mask of `glyph`, nil for a glyph that is not one of the shapes.
    static func pattern(of glyph: Unicode.Scalar) -> UInt32? { byGlyph[glyph] }

    private static let byGlyph: [Unicode.Scalar: UInt32] = Dictionary(uniqueKeysWithValues: shapes.map { ($0.glyph, $0.mask) })
}
