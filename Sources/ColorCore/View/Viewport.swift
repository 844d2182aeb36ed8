/// Which part of the page the view shows, and how large: a zoom scale and the page position of
/// the view area's top-left corner. `ViewGeometry` turns it into cells, clamping it to the page.
///
/// Scales are page pixels per dot (a half-block display pixel; `ViewGeometry`), whatever the
/// glyphs. Positions in display pixels become viewports through `ViewGeometry` (`panned`,
/// `anchored`, `centred`), which knows the display pixels' size. Zooming steps along a ladder:
/// the fit scale, then the powers of two below it down to `closestScale`.
public struct Viewport: Equatable, Sendable {
    /// nil fits the whole page (and keeps fitting it when the terminal is resized).
    public var scale: Double?
    /// Page position of the view area's top-left corner (used on an axis only where the page
    /// overflows the view; elsewhere the page is centred).
    public var left: Double, top: Double

    public init(scale: Double?, left: Double = 0, top: Double = 0) {
        self.scale = scale; self.left = left; self.top = top
    }

    public static let fit = Viewport(scale: nil)
    /// The closest zoom: 8 display pixels per page pixel.
    public static let closestScale = 0.125

    /// The ladder of scales, fit first, descending.
    public static func ladder(fit: Double) -> [Double] {
        var scales = [fit]
        var s = 1.0
        while s * 2 < fit { s *= 2 }
        // Skip a power of two within 15% of fit: a step that small looks like nothing happened.
        if s * 1.15 >= fit { s /= 2 }
        while s >= closestScale { scales.append(s); s /= 2 }
        return scales
    }

    /// The ladder scale `steps` rungs from `scale` (positive zooms in), clamped to the ladder.
    /// A scale between rungs (after a resize changed the fit) steps to the neighbouring rung.
    public static func step(from scale: Double, by steps: Int, fit: Double) -> Double {
        var s = scale
        for _ in 0..<abs(steps) {
            let scales = ladder(fit: fit)
            let next = steps > 0 ? scales.first { $0 < s * (1 - 1e-9) } : scales.last { $0 > s * (1 + 1e-9) }
            guard let next else { break }
            s = next
        }
        return min(s, fit)
    }
}
