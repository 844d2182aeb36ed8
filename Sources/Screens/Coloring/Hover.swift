import ColorCore

/// The region a press would paint, outlined while the pointer moves with no button down (the
/// terminal sends such motion in `MouseMode.allMotion`; `m` turns it off). Cheap per motion
/// report: while the pointer stays in the outlined region only a membership test runs; the
/// outline is worked out again only when the region or the view changes.
public struct Hover: Sendable {
    public var enabled = true
    /// The region outlined, nil when none.
    public private(set) var region: RegionMask?
    /// Where the terminal last reported the pointer (any mouse event): when the view moves under
    /// it (a key, the wheel, a drag that pans), the outline is worked out again from there.
    var lastPointer: MouseEvent?
    /// Its outline's screen display pixels, for the geometry it was worked out for.
    private var marks: [(x: Int, y: Int)] = []
    private var drawnFor: ViewGeometry?

    public init() {}

    /// The pointer is over page point `p` (`area`: the page pixels under it; `cell`: its cell):
    /// outlines the region a press there would start in.
    mutating func point(at p: StrokePoint, area: Rect, cell: Rect, finder: any RegionFinder, geometry g: ViewGeometry) {
        let (x, y) = p.pixel
        if let r = region, r.contains(x, y), drawnFor == g { return }
        var start = p
        switch ForgivingStart.start(at: p, pointer: area, cell: cell, finder: finder) {
        case .unchanged: break
        case .moved(let q): start = q
        case .onLine: clear(); return
        }
        let (sx, sy) = start.pixel
        if let r = region, r.contains(sx, sy), drawnFor == g { return }
        guard let found = finder.region(atX: sx, y: sy) else { clear(); return }
        region = found
        marks = RegionHighlight.outline(of: found, geometry: g)
        drawnFor = g
    }

    /// Outlines `region` itself (the one `n` went to), until the pointer moves.
    mutating func show(_ region: RegionMask, geometry g: ViewGeometry) {
        guard enabled else { return }
        self.region = region
        marks = RegionHighlight.outline(of: region, geometry: g)
        drawnFor = g
    }

    /// The view zoomed, panned or resized: the outline is drawn for it.
    mutating func viewChanged(_ g: ViewGeometry) {
        guard let r = region, drawnFor != g else { return }
        marks = RegionHighlight.outline(of: r, geometry: g)
        drawnFor = g
    }

    mutating func clear() {
        lastPointer = nil
        region = nil
        marks = []
        drawnFor = nil
    }

    func draw(into frame: inout CellFrame, geometry g: ViewGeometry) {
        for m in marks { RegionHighlight.mark(screenX: m.x, screenY: m.y, in: &frame, geometry: g) }
    }
}
