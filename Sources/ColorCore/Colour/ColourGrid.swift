import Foundation

/// The colour picker's colours, laid out by OKLCH hue (left to right) and lightness (light at
/// the top), so that neighbours look alike and a person can walk to the colour they want.
public struct ColourGrid: Equatable, Sendable {
    public let columns: Int, rows: Int
    /// Row-major, `columns * rows`.
    public let colours: [RGB]

    public subscript(column: Int, row: Int) -> RGB { colours[row * columns + column] }

    /// Where `rgb` is in the grid, if it is there.
    public func position(of rgb: RGB) -> (column: Int, row: Int)? {
        colours.firstIndex(of: rgb).map { ($0 % columns, $0 / columns) }
    }

    /// Every colour a 256-colour terminal shows the same everywhere (xterm 16-255), each once:
    /// the 210 with a hue sorted by hue into 21 columns of 10, each column light to dark; then
    /// the 30 greys (the cube's 6 and the ramp's 24), light to dark, three to a row.
    public static let xterm: ColourGrid = {
        let all = (16...255).map { i -> (rgb: RGB, lab: OKLab) in
            let c = XtermPalette.rgb(i)
            return (RGB(r: c.r, g: c.g, b: c.b), OKLab(r: c.r, g: c.g, b: c.b))
        }
        let greys = all.filter { $0.rgb.r == $0.rgb.g && $0.rgb.g == $0.rgb.b }.sorted { $0.lab.l > $1.lab.l }
        let hued = all.filter { !($0.rgb.r == $0.rgb.g && $0.rgb.g == $0.rgb.b) }.sorted { $0.lab.hueRadians < $1.lab.hueRadians }
        let rows = 10, hueColumns = hued.count / rows, greyColumns = greys.count / rows
        var grid = [RGB](repeating: .white, count: (hueColumns + greyColumns) * rows)
        let width = hueColumns + greyColumns
        for c in 0..<hueColumns {
            let column = hued[(c * rows)..<((c + 1) * rows)].sorted { $0.lab.l > $1.lab.l }
            for (r, entry) in column.enumerated() { grid[r * width + c] = entry.rgb }
        }
        for (k, entry) in greys.enumerated() { grid[(k / greyColumns) * width + hueColumns + k % greyColumns] = entry.rgb }
        return ColourGrid(columns: width, rows: rows, colours: grid)
    }()

    /// For 24-bit colour: `hues` columns of OKLCH hue (from 0) and `lightnesses` rows from
    /// lightness 0.95 down to 0.30 at `chroma` (less where sRGB cannot show that much), then one
    /// column of greys.
    public static func oklch(chroma: Double, hues: Int = 36, lightnesses: Int = 11) -> ColourGrid {
        precondition(hues > 0 && lightnesses > 1)
        var grid: [RGB] = []
        grid.reserveCapacity((hues + 1) * lightnesses)
        for r in 0..<lightnesses {
            let l = 0.95 - 0.65 * Double(r) / Double(lightnesses - 1)
            for c in 0..<hues {
                grid.append(OKLab.lch(l: l, c: chroma, hueRadians: 2 * Double.pi * Double(c) / Double(hues)))
            }
            grid.append(OKLab(l: l, a: 0, b: 0).rgb)
        }
        return ColourGrid(columns: hues + 1, rows: lightnesses, colours: grid)
    }
}
