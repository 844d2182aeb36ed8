import ColorCore
/// Our capital letters A-Z: centre-line strokes in the order a child is taught to write them
/// ("ball and stick" print), each from its start to its end. Glyph units: cap line y = 0,
/// baseline y = 1, y down. Drawn by this code alone, like the bundled pages.
enum CapitalPaths {
    typealias B = StrokeBuilder

    static func strokes(for letter: Character) -> [[StrokePoint]]? {
        switch letter {
        case "A": return [B(0.4, 0).line(0, 1).points, B(0.4, 0).line(0.8, 1).points, B(0.16, 0.62).line(0.64, 0.62).points]
        case "B": return [B(0, 0).line(0, 1).points,
                          B(0, 0).line(0.36, 0).arc(cx: 0.36, cy: 0.25, r: 0.25, from: -90, sweep: 180).line(0, 0.5).points,
                          B(0, 0.5).line(0.4, 0.5).arc(cx: 0.4, cy: 0.75, r: 0.25, from: -90, sweep: 180).line(0, 1).points]
        case "C": return [B.beginArc(cx: 0.45, cy: 0.5, rx: 0.45, ry: 0.5, from: -40, sweep: -280).points]
        case "D": return [B(0, 0).line(0, 1).points,
                          B(0, 0).line(0.3, 0).arc(cx: 0.3, cy: 0.5, rx: 0.45, ry: 0.5, from: -90, sweep: 180).line(0, 1).points]
        case "E": return [B(0, 0).line(0, 1).points, B(0, 0).line(0.6, 0).points,
                          B(0, 0.5).line(0.5, 0.5).points, B(0, 1).line(0.6, 1).points]
        case "F": return [B(0, 0).line(0, 1).points, B(0, 0).line(0.6, 0).points, B(0, 0.5).line(0.5, 0.5).points]
        case "G": return [B.beginArc(cx: 0.47, cy: 0.5, rx: 0.47, ry: 0.5, from: -40, sweep: -320).line(0.6, 0.5).points]
        case "H": return [B(0, 0).line(0, 1).points, B(0.7, 0).line(0.7, 1).points, B(0, 0.5).line(0.7, 0.5).points]
        case "I": return [B(0.3, 0).line(0.3, 1).points, B(0, 0).line(0.6, 0).points, B(0, 1).line(0.6, 1).points]
        case "J": return [B(0.55, 0).line(0.55, 0.72).arc(cx: 0.3, cy: 0.72, r: 0.25, from: 0, sweep: 180).points]
        case "K": return [B(0, 0).line(0, 1).points, B(0.65, 0).line(0, 0.58).points, B(0.2, 0.42).line(0.68, 1).points]
        case "L": return [B(0, 0).line(0, 1).line(0.55, 1).points]
        case "M": return [B(0, 0).line(0, 1).points, B(0, 0).line(0.45, 0.75).line(0.9, 0).line(0.9, 1).points]
        case "N": return [B(0, 0).line(0, 1).points, B(0, 0).line(0.72, 1).line(0.72, 0).points]
        case "O": return [B(0.47, 0).arc(cx: 0.47, cy: 0.5, rx: 0.47, ry: 0.5, from: -90, sweep: -360).points]
        case "P": return [B(0, 0).line(0, 1).points,
                          B(0, 0).line(0.33, 0).arc(cx: 0.33, cy: 0.27, r: 0.27, from: -90, sweep: 180).line(0, 0.54).points]
        case "Q": return [B(0.47, 0).arc(cx: 0.47, cy: 0.5, rx: 0.47, ry: 0.5, from: -90, sweep: -360).points,
                          B(0.56, 0.72).line(0.92, 1.02).points]
        case "R": return [B(0, 0).line(0, 1).points,
                          B(0, 0).line(0.33, 0).arc(cx: 0.33, cy: 0.27, r: 0.27, from: -90, sweep: 180).line(0, 0.54).points,
                          B(0.26, 0.54).line(0.66, 1).points]
        case "S": return [B.beginArc(cx: 0.33, cy: 0.25, rx: 0.31, ry: 0.25, from: -30, sweep: -240)
                            .arc(cx: 0.33, cy: 0.75, rx: 0.33, ry: 0.25, from: -90, sweep: 240).points]
        case "T": return [B(0.35, 0).line(0.35, 1).points, B(0, 0).line(0.7, 0).points]
        case "U": return [B(0, 0).line(0, 0.68).arc(cx: 0.35, cy: 0.68, rx: 0.35, ry: 0.32, from: 180, sweep: -180).line(0.7, 0).points]
        case "V": return [B(0, 0).line(0.37, 1).line(0.74, 0).points]
        case "W": return [B(0, 0).line(0.25, 1).line(0.5, 0.3).line(0.75, 1).line(1, 0).points]
        case "X": return [B(0, 0).line(0.7, 1).points, B(0.7, 0).line(0, 1).points]
        case "Y": return [B(0, 0).line(0.36, 0.5).points, B(0.72, 0).line(0.36, 0.5).points, B(0.36, 0.5).line(0.36, 1).points]
        case "Z": return [B(0, 0).line(0.7, 0).line(0, 1).line(0.7, 1).points]
        default: return nil
        }
    }
}
