import Foundation

/// The rainbow brush's colours: a hue wheel of bright colours of one perceived lightness (OKLCH,
/// chroma reduced where sRGB cannot show it), and how far along it a stroke has moved.
///
/// Deterministic by construction: the hue is a function of the distance the stroke's input
/// travelled (measured between kept input points, so Hermite and linear smoothing agree) and
/// of the hue where the stroke started; replaying the same log gives the same colours.
public enum Rainbow {
    /// Steps around the wheel; a stroke's colour changes in steps of 1/360 of a turn.
    public static let steps = 360
    /// One full turn per this many brush diameters of travel (never less than `minimumTurn` page
    /// pixels), so bands look alike at every brush size.
    public static let diametersPerTurn = 16.0
    public static let minimumTurn = 48.0
    /// How far a rainbow fill moves the hue on, so fills one after another differ.
    public static let fillAdvance = 1.0 / 12

    static let lightness = 0.74, chroma = 0.16

    /// The wheel, packed canvas pixels, red first.
    public static let wheel: [UInt32] = (0..<steps).map { k in
        let h = Double(k) / Double(steps) * 2 * Double.pi
        return OKLab.lch(l: lightness, c: chroma, hueRadians: h).packed
    }

    /// Turns of the wheel per page pixel of travel for a brush of this diameter.
    public static func turnsPerPixel(brushDiameter: Double) -> Double {
        1 / max(brushDiameter * diametersPerTurn, minimumTurn)
    }

    /// The packed colour at `hue` turns (any real number; whole turns wrap).
    @inlinable public static func colour(atHue hue: Double) -> UInt32 {
        let f = hue - hue.rounded(.down)
        return wheel[min(steps - 1, Int(f * Double(steps)))]
    }
}
