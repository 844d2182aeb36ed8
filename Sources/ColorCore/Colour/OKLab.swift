import Foundation

/// A colour in Björn Ottosson's OKLab space, where Euclidean distance tracks perceived difference
/// far better than in sRGB.
public struct OKLab: Equatable, Sendable {
    public var l: Double, a: Double, b: Double

    public init(l: Double, a: Double, b: Double) { self.l = l; self.a = a; self.b = b }

    /// From 8-bit sRGB (gamma-encoded).
    public init(r: UInt8, g: UInt8, b: UInt8) {
        let lr = Self.linear(r), lg = Self.linear(g), lb = Self.linear(b)
        let l = cbrt(0.4122214708 * lr + 0.5363325363 * lg + 0.0514459929 * lb)
        let m = cbrt(0.2119034982 * lr + 0.6806995451 * lg + 0.1073969566 * lb)
        let s = cbrt(0.0883024619 * lr + 0.2817188376 * lg + 0.6299787005 * lb)
        self.l = 0.2104542553 * l + 0.7936177850 * m - 0.0040720468 * s
        self.a = 1.9779984951 * l - 2.4285922050 * m + 0.4505937099 * s
        self.b = 0.0259040371 * l + 0.7827717662 * m - 0.8086757660 * s
    }

    static func linear(_ v: UInt8) -> Double { LinearLight.linear(Double(v) / 255) }

    @inlinable public func distanceSquared(to o: OKLab) -> Double {
        let dl = l - o.l, da = a - o.a, db = b - o.b
        return dl * dl + da * da + db * db
    }
}
