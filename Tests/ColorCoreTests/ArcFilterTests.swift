import Foundation
import Testing
@testable import ColorCore
import TestSupport

/// The filter stage: points quantised to a grid of cells (10 x 20 page pixels here, a terminal
/// cell's shape) come out on the path the hand drew.
@Suite struct ArcFilterTests {
    static let grid = InputGrid(width: 10, height: 20)

    /// Cell-centre reports of a dense path (page pixels), one per cell entered.
    static func reports(_ path: [StrokePoint], grid: InputGrid = grid) -> [StrokePoint] {
        var out: [StrokePoint] = []
        var last: (Int, Int)?
        for p in path {
            let cell = (Int((p.x / grid.width).rounded(.down)), Int((p.y / grid.height).rounded(.down)))
            if let l = last, l == cell { continue }
            last = cell
            out.append(StrokePoint(x: (Double(cell.0) + 0.5) * grid.width, y: (Double(cell.1) + 0.5) * grid.height))
        }
        return out
    }

    static func line(degrees: Double, length: Double = 400, from start: StrokePoint = StrokePoint(x: 53, y: 67)) -> [StrokePoint] {
        let a = degrees * .pi / 180
        return (0...Int(length * 10)).map { start + StrokePoint(x: cos(a), y: sin(a)) * (Double($0) / 10) }
    }

    static func run(_ reports: [StrokePoint], grid: InputGrid = grid) -> [ArcFilter.Output] {
        var f = ArcFilter(grid: grid)
        var out: [ArcFilter.Output] = []
        for p in reports { out += f.add(p) }
        return out + f.finish()
    }

    /// RMS distance from the best-fitting line, in cell widths.
    static func lineWobble(_ p: [StrokePoint]) -> Double {
        let n = Double(p.count)
        let mx = p.map(\.x).reduce(0, +) / n, my = p.map(\.y).reduce(0, +) / n
        var sxx = 0.0, sxy = 0.0, syy = 0.0
        for q in p { sxx += (q.x - mx) * (q.x - mx); sxy += (q.x - mx) * (q.y - my); syy += (q.y - my) * (q.y - my) }
        let a = 0.5 * atan2(2 * sxy, sxx - syy)
        let nx = -sin(a), ny = cos(a)
        let s = p.reduce(0.0) { let d = ($1.x - mx) * nx + ($1.y - my) * ny; return $0 + d * d }
        return (s / n).squareRoot() / grid.width
    }

    @Test(arguments: [0.0, 10, 22, 45, 70, 100, 170, 250, 315])
    func straightDragsComeOutStraight(degrees: Double) {
        let raw = Self.reports(Self.line(degrees: degrees))
        let out = Self.run(raw)
        #expect(!out.contains { $0.isCorner })
        // The ends are the pen's first and last cells: leave a cell and a half at each.
        let inner = Array(out.map(\.point).dropFirst(2).dropLast(2))
        let wobble = Self.lineWobble(inner)
        #expect(wobble < 0.05, "\(degrees) degrees: \(wobble) cells off straight")
        if degrees.truncatingRemainder(dividingBy: 90) != 0 {
            // The raw cell centres are a staircase: the test would notice no filter.
            #expect(Self.lineWobble(Array(raw.dropFirst(2).dropLast(2))) > 0.2)
        }
    }

    @Test func aCircleComesOutRound() {
        let c = StrokePoint(x: 200, y: 300), r = 120.0  // twelve cells
        let path = (0...3500).map { i -> StrokePoint in
            let a = Double(i) / 3500 * 2 * .pi * 350 / 360
            return c + StrokePoint(x: cos(a), y: sin(a)) * r
        }
        let out = Self.run(Self.reports(path))
        #expect(!out.contains { $0.isCorner })
        let radial = out.map(\.point).dropFirst(2).dropLast(2).map { $0.distance(to: c) }
        let mean = radial.reduce(0, +) / Double(radial.count)
        let rms = (radial.map { ($0 - mean) * ($0 - mean) }.reduce(0, +) / Double(radial.count)).squareRoot()
        #expect(rms / 10 < 0.08, "\(rms / 10) cells off round")
        #expect(abs(mean - r) < 10, "radius \(mean)")
    }

    @Test(arguments: [0.0, 30, 200])
    func aCornerStaysACorner(degrees: Double) {
        let first = Self.line(degrees: degrees, length: 250)
        let second = Self.line(degrees: degrees + 90, length: 300, from: first[first.count - 1])
        let out = Self.run(Self.reports(first + second.dropFirst()))
        let corners = out.filter(\.isCorner)
        #expect(corners.count == 1)
        guard let corner = corners.first, let k = out.firstIndex(where: \.isCorner) else { return }
        // Within a cell of where the drawn corner was (the cells only know it that well).
        #expect(corner.point.distance(to: first[first.count - 1]) < 10 * 1.2)
        // Both legs straight, and they meet at the corner point.
        let leg1 = Array(out[2..<(k - 2)].map(\.point)), leg2 = Array(out[(k + 3)..<(out.count - 2)].map(\.point))
        #expect(Self.lineWobble(leg1) < 0.05 && Self.lineWobble(leg2) < 0.05)
        #expect(out[k - 1].point.distance(to: corner.point) < 15 && out[k + 1].point.distance(to: corner.point) < 15)
    }

    /// A point is final `lag` reports after it came (at a stroke's start, once `startLag` have
    /// come); until then it is provisional, and the provisional line ends at the pen's place
    /// on the path.
    @Test func lagIsBoundedAndTheTailReachesThePen() {
        let raw = Self.reports(Self.line(degrees: 22))
        var f = ArcFilter(grid: Self.grid)
        var finals = 0
        for (i, p) in raw.enumerated() {
            finals += f.add(p).count
            // A straight line has no breaks: exactly the lag.
            #expect(finals == (i + 1 < ArcFilter.startLag ? 0 : i + 1 - ArcFilter.lag))
            let tail = f.provisional()
            #expect(tail.count == i + 1 - finals + 1)
            // The pen's cell centre, moved onto the path: within half a cell.
            #expect(tail[tail.count - 1].distance(to: p) <= 10)
        }
    }

    @Test func repeatsOfTheSameCellAreDropped() {
        var f = ArcFilter(grid: Self.grid)
        _ = f.add(StrokePoint(x: 5, y: 10))
        _ = f.add(StrokePoint(x: 15, y: 10))
        #expect(f.add(StrokePoint(x: 15, y: 10)).isEmpty && f.add(StrokePoint(x: 16, y: 12)).isEmpty)
        #expect(f.crossings.count == 2)
    }

    /// Screen pixels are a fine grid: the filter keeps such strokes where they were.
    @Test func pixelReportsStayOnThePath() {
        let pixel = InputGrid(width: 1.1, height: 1.1)
        let path = Self.line(degrees: 33, length: 120)
        let out = Self.run(Self.reports(path, grid: pixel), grid: pixel)
        let far = out.map(\.point).map { p in path.map { $0.distance(to: p) }.min()! }.max()!
        #expect(far < 1.1, "\(far) px from the path")
    }

    /// Back-and-forth scribbles (colouring's most common motion), hairpins and tight turns: no
    /// filtered point leaves the cells the pen went through (within a cell's diagonal of a
    /// report), so a reversal never shoots out a spike.
    @Test(arguments: 0..<40)
    func scribblesStayWhereThePenWent(seed: UInt64) {
        var rng = SeededRandom(seed: seed)
        var p = StrokePoint(x: 500, y: 500), heading = Double.random(in: 0..<(2 * .pi), using: &rng)
        var path = [p]
        for _ in 0..<Int.random(in: 3...12, using: &rng) {
            // A leg of a few to many cells, then a reversal (a scribble), a sharp or a gentle turn.
            let length = Double.random(in: 20...300, using: &rng), bend = Double.random(in: -0.01...0.01, using: &rng)
            for _ in 0..<Int(length * 5) {
                heading += bend
                p = p + StrokePoint(x: cos(heading), y: sin(heading)) * 0.2
                path.append(p)
            }
            heading += [Double.pi, .pi * 0.97, -.pi * 0.9, .pi * 0.6, 0.3].randomElement(using: &rng)!
        }
        let raw = Self.reports(path)
        let diagonal = (Self.grid.width * Self.grid.width + Self.grid.height * Self.grid.height).squareRoot()
        for out in Self.run(raw) {
            let d = raw.map { $0.distance(to: out.point) }.min()!
            #expect(d <= diagonal, "seed \(seed): \(out.isCorner ? "corner" : "point") \(out.point) is \(d) px from every report")
        }
    }
}
