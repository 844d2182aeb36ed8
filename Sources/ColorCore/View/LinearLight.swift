import Foundation

/// Conversions between 8-bit sRGB (what pixels store) and linear light (where averaging colours
/// means what the eye sees from far away: a thin black line on white averages to a light grey,
/// not a mid grey), as lookup tables.
public enum LinearLight {
    /// sRGB byte to linear light, 0...1.
    public static let fromByte: [Float] = (0..<256).map { Float(linear(Double($0) / 255)) }
    /// sRGB byte to linear light in 16 bits (0...65535). Exact round trip through `toByte`: the
    /// closest two bytes (0 and 1) are 20 steps apart.
    public static let fromByte16: [UInt16] = (0..<256).map { UInt16((linear(Double($0) / 255) * 65535).rounded()) }
    /// Linear light in 16 bits to the nearest sRGB byte.
    public static let toByte: [UInt8] = (0..<65536).map { UInt8((encoded(Double($0) / 65535) * 255).rounded()) }

    /// Linear r, g, b (0...1; others clamped) as packed sRGB `R | G << 8 | B << 16`.
    @inline(__always)
    static func packed(_ v: SIMD4<Float>) -> UInt32 {
        let c = v.clamped(lowerBound: .zero, upperBound: SIMD4(repeating: 1)) * 65535 + 0.5
        return toByte.withUnsafeBufferPointer { t in
            UInt32(t[Int(c[0])]) | UInt32(t[Int(c[1])]) << 8 | UInt32(t[Int(c[2])]) << 16
        }
    }

    static let tuningGamma: Double? = getenv("TC_GAMMA").flatMap { Double(String(cString: $0)) }  // TUNING ONLY
    static func linear(_ c: Double) -> Double {
        if let g = tuningGamma { return pow(c, g) }
        return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }

    static func encoded(_ l: Double) -> Double {
        if let g = tuningGamma { return pow(l, 1 / g) }
        return l <= 0.0031308 ? 12.92 * l : 1.055 * pow(l, 1 / 2.4) - 0.055
    }
}
