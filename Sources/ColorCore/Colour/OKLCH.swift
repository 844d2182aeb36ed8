import Foundation

/// OKLab the other way (to sRGB) and in polar form: lightness, chroma, hue. The colour picker
/// and the rainbow brush choose colours this way, because equal steps of OKLCH hue and lightness
/// look like equal steps, which equal steps of RGB or HSV do not.
extension OKLab {
    /// Lightness `l` (0...1), chroma `c` (>= 0), hue in radians.
    public init(l: Double, c: Double, hueRadians h: Double) {
        self.init(l: l, a: c * cos(h), b: c * sin(h))
    }

    public var chroma: Double { (a * a + b * b).squareRoot() }
    /// Hue in radians, 0 ..< 2 pi.
    public var hueRadians: Double {
        let h = atan2(b, a)
        return h < 0 ? h + 2 * Double.pi : h
    }

    /// Linear-light sRGB channels (may lie outside 0...1 when sRGB cannot show the colour).
    public var linearSRGB: (r: Double, g: Double, b: Double) {
        let l_ = l + 0.3963377774 * a + 0.2158037573 * b
        let m_ = l - 0.1055613458 * a - 0.0638541728 * b
        let s_ = l - 0.0894841775 * a - 1.2914855480 * b
        let l3 = l_ * l_ * l_, m3 = m_ * m_ * m_, s3 = s_ * s_ * s_
        return (4.0767416621 * l3 - 3.3077115913 * m3 + 0.2309699292 * s3,
                -1.2684380046 * l3 + 2.6097574011 * m3 - 0.3413193965 * s3,
                -0.0041960863 * l3 - 0.7034186147 * m3 + 1.7076147010 * s3)
    }

    /// Whether sRGB can show it (a little slack for rounding).
    public var isInSRGBGamut: Bool {
        let c = linearSRGB, e = 1e-6
        return c.r >= -e && c.r <= 1 + e && c.g >= -e && c.g <= 1 + e && c.b >= -e && c.b <= 1 + e
    }

    /// The nearest 8-bit sRGB colour, channels clamped.
    public var rgb: RGB {
        let c = linearSRGB
        return RGB(r: Self.encode(c.r), g: Self.encode(c.g), b: Self.encode(c.b))
    }

    static func encode(_ v: Double) -> UInt8 {
        UInt8((LinearLight.encoded(min(max(v, 0), 1)) * 255).rounded())
    }

    /// The sRGB colour of lightness `l` and hue `h` with chroma `c`, or, where sRGB cannot show
    /// that much chroma at this lightness and hue, the most it can (found by bisection), so the
    /// hue and lightness stay what was asked.
    public static func lch(l: Double, c: Double, hueRadians h: Double) -> RGB {
        let wanted = OKLab(l: l, c: c, hueRadians: h)
        if wanted.isInSRGBGamut { return wanted.rgb }
        var lo = 0.0, hi = c
        for _ in 0..<24 {
            let mid = (lo + hi) / 2
            if OKLab(l: l, c: mid, hueRadians: h).isInSRGBGamut { lo = mid } else { hi = mid }
        }
        return OKLab(l: l, c: lo, hueRadians: h).rgb
    }
}
