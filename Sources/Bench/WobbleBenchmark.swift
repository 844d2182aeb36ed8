import ColorCore
import Screens
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How straight a straight drag comes out (issue 11): drags along known paths, quantised as a
/// terminal reports them, sent through the app to the colouring screen, and the painted
/// stroke's centreline scored against the path's shape, in cell widths.
///
/// Paths (display-pixel units, a cell is 1 wide and 2 tall): straight lines of 40 cells at 0,
/// 10, 22, 45 and 70 degrees, a circle of radius 12, and an L (20 cells right, 12 rows down),
/// each at four sub-cell offsets. Reports: `cells` (one per cell entered, at its centre, as
/// tmux and most terminals send them), `pixels` (SGR-pixels, one per screen pixel entered,
/// cells of 10x20 pixels) and `pixels3` (one each time the pointer has moved 3 pixels).
///
/// Scores: the painted centreline is found across the stroke at every quarter cell (the
/// coverage-weighted middle of the paint along the path's normal, away from the ends), and
/// its RMS distance from the best-fitting line (circle) is the wobble: an offset of the whole
/// stroke, which no filter can know from cell reports, does not count. For the L, `corner` is
/// how far the paint's outer corner falls short of (or beyond) where a sharp corner on the
/// stroke's own legs puts it.
public struct WobbleBenchmark: Sendable {
    public struct Score: Sendable {
        public var shape: String
        /// RMS over the four offsets, in cell widths (for the L: the corner error, the worst one).
        public var value: Double
    }
    public struct Series: Sendable {
        public var reports: String
        public var filtered: Bool
        public var scores: [Score]
        /// The filter's lag: path behind the pen whose paint is still provisional, in cells
        /// (median and largest over the straight lines).
        public var lagCellsMedian = 0.0, lagCellsMax = 0.0
    }

    public var series: [Series] = []
    public var page = (width: 1600, height: 1200), terminal = (columns: 200, rows: 60)

    static let offsets: [(Double, Double)] = [(0.13, 0.37), (0.61, 1.21), (0.29, 1.77), (0.83, 0.55)]
    static let cellPixels = (width: 10.0, height: 20.0)

    enum Shape {
        case line(degrees: Double)
        case circle
        case corner

        var name: String {
            switch self {
            case .line(let d): "line \(Int(d))"
            case .circle: "circle"
            case .corner: "L corner"
            }
        }

        /// Points every 1/50 display pixel along the path, from a centre (cx, cy).
        func path(cx: Double, cy: Double) -> [(u: Double, v: Double)] {
            var out: [(u: Double, v: Double)] = []
            func segment(_ a: (Double, Double), _ b: (Double, Double)) {
                let n = Int((((b.0 - a.0) * (b.0 - a.0) + (b.1 - a.1) * (b.1 - a.1)).squareRoot() * 50).rounded(.up))
                for i in (out.isEmpty ? 0 : 1)...n {
                    let t = Double(i) / Double(n)
                    out.append((a.0 + (b.0 - a.0) * t, a.1 + (b.1 - a.1) * t))
                }
            }
            switch self {
            case .line(let degrees):
                let a = degrees * .pi / 180, dx = 20 * cos(a), dy = 20 * sin(a)
                segment((cx - dx, cy - dy), (cx + dx, cy + dy))
            case .circle:
                let r = 12.0, n = Int(r * 2 * .pi * 350 / 360 * 50)
                for i in 0...n {
                    let a = (10 + 350 * Double(i) / Double(n)) * .pi / 180
                    out.append((cx + r * cos(a), cy + r * sin(a)))
                }
            case .corner:
                segment((cx - 15, cy - 12), (cx + 5, cy - 12))
                segment((cx + 5, cy - 12), (cx + 5, cy + 12))
            }
            return out
        }
    }

    static let shapes: [Shape] = [.line(degrees: 0), .line(degrees: 10), .line(degrees: 22), .line(degrees: 45),
                                  .line(degrees: 70), .circle, .corner]

    public static func run() -> WobbleBenchmark {
        var b = WobbleBenchmark()
        let page = Page(width: b.page.width, height: b.page.height)
        let finder = RegionMode.optimized.makeFinder(for: LineArt(page: page))
        for reports in ["cells", "pixels", "pixels3"] {
            for filtered in [false, true] {
                var s = Series(reports: reports, filtered: filtered, scores: [])
                var lags: [Double] = []
                for shape in shapes {
                    var values: [Double] = []
                    for (ou, ov) in offsets {
                        var drag = Drag(page: page, finder: finder, columns: b.terminal.columns, rows: b.terminal.rows,
                                        filtered: filtered)
                        values.append(drag.score(shape, offset: (ou, ov), reports: reports, lags: &lags))
                    }
                    let value: Double
                    if case .corner = shape {
                        value = values.max() ?? 0
                    } else {
                        value = (values.map { $0 * $0 }.reduce(0, +) / Double(values.count)).squareRoot()
                    }
                    s.scores.append(Score(shape: shape.name, value: value))
                }
                lags.sort()
                if filtered, !lags.isEmpty { s.lagCellsMedian = lags[lags.count / 2]; s.lagCellsMax = lags[lags.count - 1] }
                b.series.append(s)
            }
        }
        return b
    }

    /// One drag on a fresh app, and its score.
    struct Drag {
        var app: App
        let geometry: ViewGeometry

        init(page: Page, finder: any RegionFinder, columns: Int, rows: Int, filtered: Bool) {
            var screen = ColoringScreen(session: Session(page: page, finder: finder), columns: columns, rows: rows,
                                        paths: SavePaths(page: "bench.png", output: "/dev/null/bench.png"), modeName: "optimized",
                                        rescueFolder: "/dev/null")
            screen.filtersInput = filtered
            geometry = screen.geometry
            app = App(consume screen, columns: columns, rows: rows)  // one reference to the paint
        }

        /// Sends the drag of `shape` as `reports`; returns its score in cells, and appends to
        /// `lags` the path length (cells) between each report and the one `ArcFilter`'s lag
        /// before it.
        mutating func score(_ shape: Shape, offset: (Double, Double), reports: String, lags: inout [Double]) -> Double {
            let g = geometry
            let cu = Double(g.originX) + Double(g.displayWidth) / 2 + offset.0
            let cv = Double(g.originY) + Double(g.displayHeight) / 2 + offset.1
            let path = shape.path(cx: cu, cy: cv)
            var events: [MouseEvent] = []
            var along: [Double] = []  // path length at each report, in cells
            var length = 0.0
            var last: (Int, Int)?
            for (k, (u, v)) in path.enumerated() {
                if k > 0 {
                    let (pu, pv) = path[k - 1]
                    length += ((u - pu) * (u - pu) + (v - pv) * (v - pv)).squareRoot()
                }
                let kind: MouseEvent.Kind = events.isEmpty ? .press : .drag
                switch reports {
                case "cells":
                    let cell = (Int(u.rounded(.down)), Int((v / 2).rounded(.down)))
                    if let l = last, l == cell { continue }
                    last = cell
                    events.append(MouseEvent(kind: kind, button: 0, column: cell.0, row: cell.1))
                default:
                    let (cw, ch) = WobbleBenchmark.cellPixels
                    let px = (Int((u * cw).rounded(.down)), Int((v / 2 * ch).rounded(.down)))
                    let step = reports == "pixels3" ? 3 : 1
                    if let l = last, max(abs(l.0 - px.0), abs(l.1 - px.1)) < step { continue }
                    last = px
                    let x = (Double(px.0) + 0.5) / cw, y = (Double(px.1) + 0.5) / ch
                    events.append(MouseEvent(kind: kind, button: 0, column: Int(x), row: Int(y),
                                             pixel: PixelPosition(x: x, y: y, stepX: 1 / cw, stepY: 1 / ch)))
                }
                along.append(length)
            }
            if let e = events.last { var up = e; up.kind = .release; events.append(up) }
            if case .line = shape, along.count > 16 {
                for i in 16..<along.count { lags.append(along[i] - along[i - 16]) }
            }
            var clock = 0.0
            for e in events {
                clock += 0.008
                _ = app.handle(.input(.mouse(e), time: clock))
            }
            guard let screen = app.active as? ColoringScreen else { return .infinity }
            let coverage = Coverage(canvas: screen.session.canvas, paint: screen.session.ink.solidColour ?? Session.defaultColor)
            let radius = screen.session.brushSize / 2
            let pagePath = path.map { g.pointerPoint(x: $0.u, y: $0.v / 2) }
            return Self.measure(shape, pagePath, coverage: coverage, radius: radius, scale: g.scale)
        }

        static func measure(_ shape: Shape, _ path: [StrokePoint], coverage: Coverage, radius: Double, scale: Double) -> Double {
            let margin = radius + 1.5 * scale
            switch shape {
            case .line:
                let c = coverage.centreline(along: path, from: margin, to: margin, reach: radius + 1.5 * scale)
                return Fit.lineResidualRMS(c) / scale
            case .circle:
                let c = coverage.centreline(along: path, from: margin, to: margin, reach: radius + 1.5 * scale)
                return Fit.circleResidualRMS(c) / scale
            case .corner:
                // The legs' centrelines away from the corner and the ends, fitted as lines.
                let mid = path.count / 2
                let leg1 = coverage.centreline(along: Array(path[...mid]), from: margin, to: margin + 2 * scale, reach: radius + 1.5 * scale)
                let leg2 = coverage.centreline(along: Array(path[mid...]), from: margin + 2 * scale, to: margin, reach: radius + 1.5 * scale)
                guard let l1 = Fit.line(leg1), let l2 = Fit.line(leg2), let x = Fit.intersection(l1, l2) else { return .infinity }
                // Outward: along the first leg, away from the second.
                var d1 = l1.direction, d2 = l2.direction
                if (path[mid] - path[0]).dot(d1) < 0 { d1 = d1 * -1 }
                if (path[path.count - 1] - path[mid]).dot(d2) < 0 { d2 = d2 * -1 }
                let out = (d1 - d2).normalised
                let extent = coverage.extent(from: x, direction: out, upTo: radius + 3 * scale)
                return abs(extent - radius) / scale
            }
        }
    }

    /// Paint coverage (how far each pixel went from white to the paint colour), of a canvas or
    /// of a saved page (blank but for the paint).
    struct Coverage {
        let width: Int, height: Int
        /// Each pixel's green channel, the paint's.
        let green: [UInt8]
        let paintG: Double

        init(canvas: Canvas, paint: RGB) {
            width = canvas.width; height = canvas.height
            green = canvas.paint.map { UInt8(truncatingIfNeeded: $0 >> 8) }
            paintG = Double(paint.g)
        }

        init(page: Page, paint: RGB) {
            width = page.width; height = page.height
            green = (0..<(page.width * page.height)).map { page.rgba[4 * $0 + 1] }
            paintG = Double(paint.g)
        }

        func at(_ x: Int, _ y: Int) -> Double {
            guard x >= 0, y >= 0, x < width, y < height else { return 0 }
            return min(1, max(0, (255 - Double(green[y * width + x])) / (255 - paintG)))
        }

        /// Bilinear between pixel centres.
        func sample(_ p: StrokePoint) -> Double {
            let fx = p.x - 0.5, fy = p.y - 0.5
            let x0 = Int(fx.rounded(.down)), y0 = Int(fy.rounded(.down))
            let tx = fx - Double(x0), ty = fy - Double(y0)
            return (at(x0, y0) * (1 - tx) + at(x0 + 1, y0) * tx) * (1 - ty) + (at(x0, y0 + 1) * (1 - tx) + at(x0 + 1, y0 + 1) * tx) * ty
        }

        /// The paint's middle across the path every quarter cell (`path` dense, page pixels),
        /// skipping `from` / `to` page pixels at its ends.
        func centreline(along path: [StrokePoint], from: Double, to: Double, reach: Double) -> [StrokePoint] {
            var s = [0.0]
            for i in 1..<path.count { s.append(s[i - 1] + path[i].distance(to: path[i - 1])) }
            let total = s[s.count - 1]
            let step = 0.25 * reach / 2.5
            var out: [StrokePoint] = []
            var i = 1
            var at = from
            while at <= total - to {
                while i < path.count - 1 && s[i] < at { i += 1 }
                let p = path[i], tangent = (path[min(path.count - 1, i + 1)] - path[max(0, i - 1)]).normalised
                let n = StrokePoint(x: -tangent.y, y: tangent.x)
                var sw = 0.0, st = 0.0
                var t = -reach
                while t <= reach {
                    let c = sample(p + n * t)
                    sw += c; st += c * t
                    t += 0.5
                }
                if sw > 0 { out.append(p + n * (st / sw)) }
                at += step
            }
            return out
        }

        /// How far the paint reaches from `p` along `direction` (coverage one half).
        func extent(from p: StrokePoint, direction: StrokePoint, upTo limit: Double) -> Double {
            var t = 0.0, previous = sample(p)
            while t < limit {
                let c = sample(p + direction * (t + 0.25))
                if previous >= 0.5 && c < 0.5 { return t + 0.25 * (previous - 0.5) / (previous - c) }
                previous = c
                t += 0.25
            }
            return limit
        }
    }

    enum Fit {
        struct Line { var point: StrokePoint; var direction: StrokePoint }

        static func line(_ p: [StrokePoint]) -> Line? {
            guard p.count >= 2 else { return nil }
            let n = Double(p.count)
            let mx = p.map(\.x).reduce(0, +) / n, my = p.map(\.y).reduce(0, +) / n
            var sxx = 0.0, sxy = 0.0, syy = 0.0
            for q in p { sxx += (q.x - mx) * (q.x - mx); sxy += (q.x - mx) * (q.y - my); syy += (q.y - my) * (q.y - my) }
            // The principal direction of the 2x2 covariance.
            let angle = 0.5 * atan2(2 * sxy, sxx - syy)
            return Line(point: StrokePoint(x: mx, y: my), direction: StrokePoint(x: cos(angle), y: sin(angle)))
        }

        static func lineResidualRMS(_ p: [StrokePoint]) -> Double {
            guard let l = line(p) else { return .infinity }
            let n = StrokePoint(x: -l.direction.y, y: l.direction.x)
            let sum = p.reduce(0.0) { let d = ($1 - l.point).dot(n); return $0 + d * d }
            return (sum / Double(p.count)).squareRoot()
        }

        /// Kasa's algebraic circle fit, then the RMS of the radial residuals.
        static func circleResidualRMS(_ p: [StrokePoint]) -> Double {
            guard p.count >= 3 else { return .infinity }
            // Least squares for x^2 + y^2 + D x + E y + F = 0, centred for conditioning.
            let n = Double(p.count)
            let mx = p.map(\.x).reduce(0, +) / n, my = p.map(\.y).reduce(0, +) / n
            var a = [[Double]](repeating: [0, 0, 0], count: 3), b = [0.0, 0.0, 0.0]
            for q in p {
                let x = q.x - mx, y = q.y - my, z = -(x * x + y * y)
                let row = [x, y, 1.0]
                for i in 0..<3 {
                    for j in 0..<3 { a[i][j] += row[i] * row[j] }
                    b[i] += row[i] * z
                }
            }
            guard let s = solve3(a, b) else { return .infinity }
            let cx = -s[0] / 2, cy = -s[1] / 2
            let r = (cx * cx + cy * cy - s[2]).squareRoot()
            let sum = p.reduce(0.0) { let d = ((($1.x - mx - cx) * ($1.x - mx - cx) + ($1.y - my - cy) * ($1.y - my - cy)).squareRoot() - r); return $0 + d * d }
            return (sum / n).squareRoot()
        }

        static func intersection(_ a: Line, _ b: Line) -> StrokePoint? {
            let det = a.direction.x * -b.direction.y - a.direction.y * -b.direction.x
            guard abs(det) > 1e-9 else { return nil }
            let d = b.point - a.point
            let s = (d.x * -b.direction.y - d.y * -b.direction.x) / det
            return a.point + a.direction * s
        }

        static func solve3(_ a: [[Double]], _ b: [Double]) -> [Double]? {
            var m = a, v = b
            for c in 0..<3 {
                guard let p = (c..<3).max(by: { abs(m[$0][c]) < abs(m[$1][c]) }), abs(m[p][c]) > 1e-12 else { return nil }
                m.swapAt(c, p); v.swapAt(c, p)
                for r in 0..<3 where r != c {
                    let f = m[r][c] / m[c][c]
                    for k in c..<3 { m[r][k] -= f * m[c][k] }
                    v[r] -= f * v[c]
                }
            }
            return (0..<3).map { v[$0] / m[$0][$0] }
        }
    }
}

private extension StrokePoint {
    func dot(_ o: StrokePoint) -> Double { x * o.x + y * o.y }
    var normalised: StrokePoint {
        let l = (x * x + y * y).squareRoot()
        return l > 0 ? StrokePoint(x: x / l, y: y / l) : self
    }
}
