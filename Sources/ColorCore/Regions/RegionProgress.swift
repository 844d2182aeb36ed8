/// "N of M regions coloured": a region counts as coloured when more than half of its pixels are
/// painted (paint not white). Three kinds of region are not counted (`counts`), and `n` passes
/// them by: specks under `minimumPixels` (gaps between anti-aliased lines), which nobody sees;
/// regions too small to colour with a brush even at the closest zoom `n` goes to (`isTooSmall`:
/// a highlight in an eye, a bubble's glint); and margins (the paper between a drawn frame and
/// the page's edge), which are no part of the drawing. Any of them would keep a page from ever
/// reaching M of M, or send `n` to a grey block with nothing around it. All can still be
/// painted. `n` visits the counted regions in reading order (`visitOrder`).
///
/// Kept current incrementally: a bit per page pixel remembers whether it was painted when last
/// counted, and `update` visits only the region pixels inside a dirty rectangle, so the work per
/// event follows the edit's size, never the page's.
public struct RegionProgress: Sendable {
    public static let minimumPixels = 8

    /// The closest `n` zooms to, in times the fit: the view then still shows an eighth of the
    /// page around the region, so a person sees where on the page it is.
    public static let contextZoom = 8.0

    /// The side of the smallest region worth visiting on a page whose longer side is `longerSide`:
    /// the fit shows the longer side over about 80 dots (a usual terminal's width, or twice
    /// its rows), so at `contextZoom` a dot is `longerSide / 640` page pixels, and the default
    /// brush (2 cells, 2 dots across and 4 down) spans about `longerSide / 300`; a region must be
    /// at least twice that across and down to be coloured without painting past it.
    public static func visitSide(longerSide: Int) -> Int { max(3, longerSide / 150) }

    /// Whether `region` is too small to colour at the closest zoom `n` goes to: narrower or
    /// shorter than `visitSide`, or with fewer pixels than half its square. (Never on a page
    /// narrower than that side: a region as wide as the page is as wide as can be.)
    public static func isTooSmall(_ region: RegionMask, width: Int, height: Int) -> Bool {
        let side = min(visitSide(longerSide: max(width, height)), width, height)
        return region.bounds.width < side || region.bounds.height < side || 2 * region.pixelCount < side * side
    }

    /// Whether `region` of a `width` x `height` page counts: it is no speck, large enough to
    /// colour, and no margin.
    public static func counts(_ region: RegionMask, width: Int, height: Int) -> Bool {
        region.pixelCount >= minimumPixels && !isTooSmall(region, width: width, height: height)
            && !isMargin(region, width: width, height: height)
    }

    /// The order `n` visits regions in: reading order, by the band their top lies in (bands as
    /// tall as the view at `contextZoom` shows, an eighth of the longer side), top to bottom,
    /// each band left to right by the regions' left edges; so consecutive visits are near each
    /// other, as a person's eye goes, and a background (its top left at the page's) comes first.
    public static func visitOrder(_ regions: [RegionMask], width: Int, height: Int) -> [Int] {
        let band = max(1, Int(Double(max(width, height)) / contextZoom))
        func key(_ id: Int) -> (Int, Int, Int) {
            let b = regions[id].bounds
            return (b.y / band, b.x, id)
        }
        return regions.indices.sorted { key($0) < key($1) }
    }

    /// A margin runs along the page's edge: it reaches from one side of the page to the
    /// opposite one, and at most a fifth of it lies further than `marginReach(width:height:)`
    /// from the edge. So the paper outside a frame is one, rounded corners and all, and so are
    /// both halves of it when a horizon line runs through the frame to the edges. A background
    /// or sky reaches far in; a piece of a photo's page cut by the edge spans no side: they count.
    public static func isMargin(_ region: RegionMask, width: Int, height: Int) -> Bool {
        let b = region.bounds, reach = marginReach(width: width, height: height)
        // A page too thin to have an inside has no margin either.
        guard width > 2 * reach && height > 2 * reach else { return false }
        guard (b.x == 0 && b.maxX == width) || (b.y == 0 && b.maxY == height) else { return false }
        var inside = 0
        let top = max(b.y, reach), bottom = min(b.maxY, height - reach)
        for y in top..<max(top, bottom) {
            for i in region.runRange(row: y) {
                inside += max(0, min(region.runEnd(i), width - reach) - max(region.runStart(i), reach))
            }
            if 5 * inside > region.pixelCount { return false }
        }
        return true
    }

    /// How far from the page's edge a margin may reach: 1/25 of the shorter side (40 pixels of a
    /// 1400x1000 page, whose frame leaves 16).
    static func marginReach(width: Int, height: Int) -> Int { max(1, min(width, height) / 25) }

    /// "1 region", "12 regions": the one way every screen says a count.
    public static func regions(_ n: Int) -> String { n == 1 ? "1 region" : "\(n) regions" }

    public let width: Int, height: Int
    /// Region `i` has id `i` (raster order of first pixel), as in `RegionIndex`.
    public let regions: [RegionMask]
    private let hash: SpatialHash
    private let counted: [Bool]
    private var painted: [Int32]
    private var paintedBits: [UInt64]
    /// Region ids in `visitOrder`, and each id's place in it.
    private let order: [Int]
    private let place: [Int]
    public private(set) var colouredCount = 0
    /// Regions that count (at least `minimumPixels`).
    public let regionCount: Int

    /// From a finder's preloaded regions, or, for the naive finder (which has none), from one
    /// labelling pass now (about 30 ms on a 4096x4096 page): progress needs every region's id.
    public init(finder: any RegionFinder, canvas: Canvas) {
        let art = finder.lineArt
        if let index = finder as? RegionIndex {
            self.init(regions: index.regions, hash: index.hash, canvas: canvas)
        } else {
            let regions = RegionLabelling.regions(of: art)
            self.init(regions: regions, hash: SpatialHash(rects: regions.map(\.bounds), pageWidth: art.width, pageHeight: art.height),
                      canvas: canvas)
        }
    }

    public init(regions: [RegionMask], hash: SpatialHash, canvas: Canvas) {
        self.width = canvas.width; self.height = canvas.height
        self.regions = regions
        self.hash = hash
        counted = regions.map { Self.counts($0, width: canvas.width, height: canvas.height) }
        regionCount = counted.lazy.filter { $0 }.count
        order = Self.visitOrder(regions, width: canvas.width, height: canvas.height)
        var place = [Int](repeating: 0, count: regions.count)
        for (k, id) in order.enumerated() { place[id] = k }
        self.place = place
        painted = [Int32](repeating: 0, count: regions.count)
        paintedBits = [UInt64](repeating: 0, count: (width * height + 63) / 64)
        // Nothing outside the painted bounds has paint: a fresh page costs no pass at all.
        update(canvas: canvas, dirty: canvas.paintedBounds)
    }

    public func isCounted(_ id: Int) -> Bool { counted[id] }
    public func isColoured(_ id: Int) -> Bool { 2 * Int(painted[id]) > regions[id].pixelCount }
    /// Painted pixels of region `id`.
    public func paintedPixels(_ id: Int) -> Int { Int(painted[id]) }

    /// Recounts the pixels of `dirty` (page pixels) against the canvas's paint.
    public mutating func update(canvas: Canvas, dirty: Rect) {
        precondition(canvas.width == width && canvas.height == height)
        let d = dirty.intersection(Rect(x: 0, y: 0, width: width, height: height))
        guard !d.isEmpty else { return }
        let shift = hash.cellShift, side = 1 << shift
        canvas.withInk { px in
            // Hash cells partition the page, so a region listed in several cells sees each
            // pixel of the dirty rectangle once.
            for cy in (d.y >> shift)...((d.maxY - 1) >> shift) {
                for cx in (d.x >> shift)...((d.maxX - 1) >> shift) {
                    let cell = Rect(x: cx << shift, y: cy << shift, width: side, height: side).intersection(d)
                    for id in hash.candidates(atX: cx << shift, y: cy << shift) {
                        let area = cell.intersection(regions[Int(id)].bounds)
                        if !area.isEmpty { recount(Int(id), area, px) }
                    }
                }
            }
        }
    }

    /// `ink`: the canvas's complemented paint, 0 where nothing is painted.
    private mutating func recount(_ id: Int, _ area: Rect, _ ink: UnsafePointer<UInt32>) {
        let region = regions[id]
        let wasColoured = isColoured(id)
        var delta: Int32 = 0
        let w = width
        paintedBits.withUnsafeMutableBufferPointer { bits in
            for y in area.y..<area.maxY {
                for i in region.runRange(row: y) {
                    let s = max(region.runStart(i), area.x), e = min(region.runEnd(i), area.maxX)
                    guard s < e else { continue }
                    for x in s..<e {
                        let k = y * w + x
                        let bit = UInt64(1) << UInt64(k & 63)
                        let now = ink[k] != 0
                        let was = bits[k >> 6] & bit != 0
                        if now != was {
                            bits[k >> 6] ^= bit
                            delta += now ? 1 : -1
                        }
                    }
                }
            }
        }
        guard delta != 0 else { return }
        painted[id] += delta
        if counted[id] && wasColoured != isColoured(id) { colouredCount += isColoured(id) ? 1 : -1 }
    }

    /// The next counted, uncoloured region after `id` in `visitOrder`, wrapping; nil when all
    /// are coloured.
    public func nextUncoloured(after id: Int?) -> Int? {
        let n = regions.count
        guard n > 0 else { return nil }
        let start = id.map { (place[$0] + 1) % n } ?? 0
        for k in 0..<n {
            let i = order[(start + k) % n]
            if counted[i] && !isColoured(i) { return i }
        }
        return nil
    }
}
