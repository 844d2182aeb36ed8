import Dispatch
import Foundation

/// A mip pyramid of the page, built once at load and updated only under the rectangles that
/// paint changes.
///
/// Level 0 is the document itself (read through a `ViewPixelSource`, with line coverage from the
/// `LineArt`); level `k` is `ceil(width / 2^k) x ceil(height / 2^k)` view pixels (`ViewPixel`:
/// linear light and line coverage, 8 bytes each), each merging the (up to) 2x2 pixels below it
/// (`ViewPixelMerge`), so the renderer still knows where a thin line runs. Levels 2 and up are
/// stored; level 1 is not (it would take 2 bytes a page pixel, half the page's RGBA size): its
/// pixels are merged from the document where they are read (`level1Pixel`), the same values.
public struct ViewPyramid: Sendable {
    public let width: Int, height: Int
    /// `levels[k - 2]` is level `k`, for `k` in `2..<levelCount`.
    public private(set) var levels: [[UInt64]]
    /// Levels 0 up to the first whose longer side is at most `smallestSide`.
    public let levelCount: Int
    /// Levels are built until the smallest is at most this many pixels on its longer side.
    public static let smallestSide = 4

    public func levelWidth(_ k: Int) -> Int { Self.side(width, atLevel: k) }
    public func levelHeight(_ k: Int) -> Int { Self.side(height, atLevel: k) }
    private static func side(_ n: Int, atLevel k: Int) -> Int { (n + (1 << k) - 1) >> k }

    public init<S: ViewPixelSource>(source: S, lineArt: LineArt) {
        precondition(source.width == lineArt.width && source.height == lineArt.height)
        width = source.width
        height = source.height
        var count = 1
        while max(Self.side(width, atLevel: count - 1), Self.side(height, atLevel: count - 1)) > Self.smallestSide { count += 1 }
        levelCount = count
        levels = []
        for k in stride(from: 2, to: count, by: 1) {
            levels.append([UInt64](repeating: 0, count: levelWidth(k) * levelHeight(k)))
        }
        update(source: source, lineArt: lineArt, dirty: Rect(x: 0, y: 0, width: width, height: height))
    }

    /// Recomputes every stored pixel above the page rectangle `dirty`.
    public mutating func update<S: ViewPixelSource>(source: S, lineArt: LineArt, dirty: Rect) {
        var r = dirty.intersection(Rect(x: 0, y: 0, width: width, height: height))
        guard !r.isEmpty, !levels.isEmpty else { return }
        // Level 2 from the document (level 1 merged on the way, not kept), two page rows at a time.
        r = Self.parentRect(Self.parentRect(r))
        let (w0, h0) = (width, height)
        let area = r
        source.withPixels { page in
            lineArt.darkness.withUnsafeBufferPointer { dark in
                levels[0].withUnsafeMutableBufferPointer { dst in
                    // A whole page at load: bands of rows on every core (the bands write
                    // disjoint rows). A paint stroke's small rectangle: right here.
                    let bands = area.area >= 1 << 17 ? min(8, max(1, ProcessInfo.processInfo.activeProcessorCount * 2)) : 1
                    let shared = BandBuffers(page: page, dark: dark, dst: dst)
                    let build = { @Sendable (rows: Range<Int>) in
                        Self.buildLevel2(shared.page, shared.dark, shared.dst, rows: rows,
                                         columns: area.x..<area.maxX, w0: w0, h0: h0)
                    }
                    if bands == 1 {
                        build(area.y..<area.maxY)
                    } else {
                        let per = (area.height + bands - 1) / bands
                        DispatchQueue.concurrentPerform(iterations: bands) { band in
                            let lo = area.y + band * per, hi = min(area.maxY, lo + per)
                            if lo < hi { build(lo..<hi) }
                        }
                    }
                }
            }
        }
        // Each higher level from the one below.
        for k in stride(from: 3, to: levelCount, by: 1) {
            r = Self.parentRect(r)
            let ws = levelWidth(k - 1), hs = levelHeight(k - 1), wd = levelWidth(k)
            let below = levels[k - 3]
            below.withUnsafeBufferPointer { src in
                levels[k - 2].withUnsafeMutableBufferPointer { dst in
                    for y in r.y..<r.maxY {
                        let y0 = 2 * y, y1 = min(2 * y + 1, hs - 1)
                        for x in r.x..<r.maxX {
                            let x0 = 2 * x, x1 = min(2 * x + 1, ws - 1)
                            dst[y * wd + x] = Self.merge(src[y0 * ws + x0], src[y0 * ws + x1], src[y1 * ws + x0], src[y1 * ws + x1],
                                                         wide: x1 != x0, tall: y1 != y0)
                        }
                    }
                }
            }
        }
    }

    /// One pixel from the (up to) 2x2 below it: `a` top left, `b` top right, `c` bottom left, `d`
    /// bottom right; `wide`/`tall`: whether there is a second column/row below (else `b`, `c`, `d`
    /// repeat `a`'s column or row and are not counted).
    @inline(__always)
    static func merge(_ a: UInt64, _ b: UInt64, _ c: UInt64, _ d: UInt64, wide: Bool, tall: Bool) -> UInt64 {
        if a == ViewPixel.white && b == a && c == a && d == a { return ViewPixel.white }
        var m = ViewPixelMerge()
        m.add(a)
        if wide { m.add(b) }
        if tall {
            m.add(c)
            if wide { m.add(d) }
        }
        return m.result
    }

    /// Level-2 pixels of `rows` x `columns`, each from the four level-1 pixels below it, merged
    /// from the document (the picture a person sees, and the darkness).
    static func buildLevel2(_ page: UnsafeBufferPointer<UInt32>, _ dark: UnsafeBufferPointer<UInt8>, _ dst: UnsafeMutableBufferPointer<UInt64>,
                            rows: Range<Int>, columns: Range<Int>, w0: Int, h0: Int) {
        let w1 = (w0 + 1) >> 1, h1 = (h0 + 1) >> 1, w2 = (w1 + 1) >> 1
        // Blocks of 4x4 page pixels wholly inside the page; x below `fullX`.
        let fullX = w0 >> 2
        LinearLight.fromByte16.withUnsafeBufferPointer { lin in
            for y in rows {
                let y0 = 2 * y, y1 = min(2 * y + 1, h1 - 1)
                let fullRow = 4 * y + 3 < h0
                for x in columns {
                    // Most of a coloring page is unpainted paper: 16 white page pixels are a
                    // white pixel here, as merging them one by one would give.
                    if fullRow && x < fullX && whiteBlock(page, at: 4 * y * w0 + 4 * x, w0: w0) {
                        dst[y * w2 + x] = ViewPixel.white
                        continue
                    }
                    let x0 = 2 * x, x1 = min(2 * x + 1, w1 - 1)
                    dst[y * w2 + x] = merge(level1Pixel(page, dark, x0, y0, w0: w0, h0: h0, lin),
                                            level1Pixel(page, dark, x1, y0, w0: w0, h0: h0, lin),
                                            level1Pixel(page, dark, x0, y1, w0: w0, h0: h0, lin),
                                            level1Pixel(page, dark, x1, y1, w0: w0, h0: h0, lin),
                                            wide: x1 != x0, tall: y1 != y0)
                }
            }
        }
    }

    /// Whether the 4x4 pixels from index `i` (a block's top left) are all white.
    @inline(__always)
    static func whiteBlock(_ page: UnsafeBufferPointer<UInt32>, at i: Int, w0: Int) -> Bool {
        @inline(__always) func four(_ p: UnsafeBufferPointer<UInt32>, _ j: Int) -> SIMD4<UInt32> {
            UnsafeRawPointer(p.baseAddress! + j).loadUnaligned(as: SIMD4<UInt32>.self)
        }
        assert(i + 3 * w0 + 3 < page.count)
        let all = four(page, i) & four(page, i + w0) & four(page, i + 2 * w0) & four(page, i + 3 * w0)
        return all == SIMD4(repeating: PackedPixel.white)
    }

    /// Level-1 pixel (`x`, `y`), from the (up to) 2x2 document pixels below it.
    @inline(__always)
    static func level1Pixel(_ page: UnsafeBufferPointer<UInt32>, _ dark: UnsafeBufferPointer<UInt8>, _ x: Int, _ y: Int, w0: Int, h0: Int,
                            _ lin: UnsafeBufferPointer<UInt16>) -> UInt64 {
        let y0 = 2 * y, y1 = min(2 * y + 1, h0 - 1)
        let x0 = 2 * x, x1 = min(2 * x + 1, w0 - 1)
        // Most of a coloring page is unpainted white: four white pixels make a white pixel at once.
        let a = y0 * w0 + x0, b = y0 * w0 + x1, c = y1 * w0 + x0, d = y1 * w0 + x1
        let white = page[a] & page[b] & page[c] & page[d]
        if white == PackedPixel.white { return ViewPixel.white }
        var m = ViewPixelMerge()
        m.add(documentPixel(page, dark, a, lin))
        if x1 != x0 { m.add(documentPixel(page, dark, b, lin)) }
        if y1 != y0 {
            m.add(documentPixel(page, dark, c, lin))
            if x1 != x0 { m.add(documentPixel(page, dark, d, lin)) }
        }
        return m.result
    }

    /// Level-0 view pixel `i`: what a person sees, with full coverage on a line pixel.
    @inline(__always)
    static func documentPixel(_ page: UnsafeBufferPointer<UInt32>, _ dark: UnsafeBufferPointer<UInt8>, _ i: Int,
                              _ lin: UnsafeBufferPointer<UInt16>) -> UInt64 {
        ViewPixel.make(page[i], line: dark[i] >= LineArt.lineThreshold, lin)
    }

    /// The pixels one level up that cover `r`.
    static func parentRect(_ r: Rect) -> Rect {
        Rect(minX: r.x >> 1, minY: r.y >> 1, maxX: (r.maxX - 1) >> 1, maxY: (r.maxY - 1) >> 1)
    }

    /// The level to sample at `scale` page pixels per display pixel: the coarsest one that is
    /// still at least as fine as the display.
    public func level(forScale scale: Double) -> Int {
        var k = 0
        while k + 1 < levelCount && Double(1 << (k + 1)) <= scale { k += 1 }
        return k
    }
}

/// The buffers one level-2 build shares between its bands. Unchecked Sendable because the
/// sources are only read and each band writes its own rows of `dst`, all within the call that
/// owns the buffers.
private struct BandBuffers: @unchecked Sendable {
    let page: UnsafeBufferPointer<UInt32>
    let dark: UnsafeBufferPointer<UInt8>
    let dst: UnsafeMutableBufferPointer<UInt64>
}
