/// The colour a stroke paints at each distance along it (page pixels from its first point): one
/// colour for a colour or the eraser, the rainbow's hue for the rainbow.
struct StrokeColouring: Sendable {
    /// nil for the rainbow.
    let solid: UInt32?
    /// Where on the wheel the stroke starts, and how fast it moves on (turns per page pixel).
    let startHue: Double
    let turnsPerPixel: Double

    init(ink: Ink, startHue: Double, brushDiameter: Double) {
        solid = ink.solidColour?.packed
        self.startHue = startHue
        turnsPerPixel = Rainbow.turnsPerPixel(brushDiameter: brushDiameter)
    }

    func colour(atDistance d: Double) -> UInt32 {
        solid ?? Rainbow.colour(atHue: startHue + d * turnsPerPixel)
    }

    /// The hue after `d` page pixels of travel, wrapped to 0 ..< 1.
    func hue(afterDistance d: Double) -> Double {
        let h = startHue + d * turnsPerPixel
        return h - h.rounded(.down)
    }
}
