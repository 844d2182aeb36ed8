import ColorCore
/// Our small letters a-z, as `CapitalPaths` draws the capitals: centre-line strokes in writing
/// order and direction. The x-height line is y = 0.5, the baseline y = 1, descenders reach
/// y = 1.5; bowls are circles of radius 0.25 sitting on the baseline.
enum SmallLetterPaths {
    typealias B = StrokeBuilder

    /// The bowl of a, d, g, q: round from just right of its top, back to where it began.
    private static func bowl(_ cx: Double) -> [StrokePoint] {
        B.beginArc(cx: cx, cy: 0.75, rx: 0.25, ry: 0.25, from: -30, sweep: -360).points
    }

    /// The bowl of b and p: out of the stem at (x, cy), up and round clockwise, back to the stem.
    private static func bowlRight(stem x: Double) -> [StrokePoint] {
        B(x, 0.75).arc(cx: x + 0.25, cy: 0.75, r: 0.25, from: 180, sweep: 360).points
    }

    /// The arch of h, m, n: from the stem at x, up over the top and down to the baseline.
    private static func arch(_ x: Double, width: Double = 0.5) -> [StrokePoint] {
        let r = width / 2
        return B(x, 0.75).arc(cx: x + r, cy: 0.75, rx: r, ry: 0.25, from: 180, sweep: 180).line(x + width, 1).points
    }

    static func strokes(for letter: Character) -> [[StrokePoint]]? {
        switch letter {
        case "a": return [bowl(0.25), B(0.5, 0.5).line(0.5, 1).points]
        case "b": return [B(0, 0).line(0, 1).points, bowlRight(stem: 0)]
        case "c": return [B.beginArc(cx: 0.25, cy: 0.75, rx: 0.25, ry: 0.25, from: -40, sweep: -280).points]
        case "d": return [bowl(0.25), B(0.5, 0).line(0.5, 1).points]
        case "e": return [B(0.01, 0.75).line(0.5, 0.75).arc(cx: 0.25, cy: 0.75, r: 0.25, from: 0, sweep: -320).points]
        case "f": return [B.beginArc(cx: 0.35, cy: 0.17, rx: 0.17, ry: 0.17, from: -20, sweep: -160).line(0.18, 1).points,
                          B(0, 0.5).line(0.4, 0.5).points]
        case "g": return [bowl(0.25), B(0.5, 0.5).line(0.5, 1.27).arc(cx: 0.27, cy: 1.27, r: 0.23, from: 0, sweep: 160).points]
        case "h": return [B(0, 0).line(0, 1).points, arch(0)]
        case "i": return [B(0, 0.5).line(0, 1).points, B.dot(0, 0.27)]
        case "j": return [B(0.3, 0.5).line(0.3, 1.27).arc(cx: 0.07, cy: 1.27, r: 0.23, from: 0, sweep: 160).points, B.dot(0.3, 0.27)]
        case "k": return [B(0, 0).line(0, 1).points, B(0.42, 0.5).line(0, 0.78).points, B(0.12, 0.7).line(0.46, 1).points]
        case "l": return [B(0, 0).line(0, 1).points]
        case "m": return [B(0, 0.5).line(0, 1).points, arch(0, width: 0.34), arch(0.34, width: 0.34)]
        case "n": return [B(0, 0.5).line(0, 1).points, arch(0)]
        case "o": return [B(0.25, 0.5).arc(cx: 0.25, cy: 0.75, r: 0.25, from: -90, sweep: -360).points]
        case "p": return [B(0, 0.5).line(0, 1.5).points, bowlRight(stem: 0)]
        case "q": return [bowl(0.25), B(0.5, 0.5).line(0.5, 1.5).points]
        case "r": return [B(0, 0.5).line(0, 1).points, B(0, 0.75).arc(cx: 0.24, cy: 0.75, r: 0.24, from: 180, sweep: 125).points]
        case "s": return [B.beginArc(cx: 0.22, cy: 0.625, rx: 0.2, ry: 0.125, from: -30, sweep: -240)
                            .arc(cx: 0.22, cy: 0.875, rx: 0.22, ry: 0.125, from: -90, sweep: 240).points]
        case "t": return [B(0.2, 0.15).line(0.2, 1).points, B(0, 0.5).line(0.4, 0.5).points]
        case "u": return [B(0, 0.5).line(0, 0.75).arc(cx: 0.25, cy: 0.75, r: 0.25, from: 180, sweep: -180).line(0.5, 0.5).points,
                          B(0.5, 0.5).line(0.5, 1).points]
        case "v": return [B(0, 0.5).line(0.26, 1).line(0.52, 0.5).points]
        case "w": return [B(0, 0.5).line(0.18, 1).line(0.36, 0.6).line(0.54, 1).line(0.72, 0.5).points]
        case "x": return [B(0, 0.5).line(0.5, 1).points, B(0.5, 0.5).line(0, 1).points]
        case "y": return [B(0, 0.5).line(0.26, 1).points, B(0.52, 0.5).line(0.1, 1.5).points]
        case "z": return [B(0, 0.5).line(0.5, 0.5).line(0, 1).line(0.5, 1).points]
        default: return nil
        }
    }
}
