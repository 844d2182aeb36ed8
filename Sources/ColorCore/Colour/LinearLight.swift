import Foundation

/// Conversions between 8-bit sRGB (what pixels store) and linear light (where averaging colours
/// means what the eye sees from far away: a thin black line on white averages to a light grey,
/// not a mid grey), as lookup tables.
public enum LinearLight {
    /// sRGB byte to linear light in 16 bits (0...65535).
    public static let fromByte16: [UInt16] = (0..<256).map { UInt16((linear(Double($0) / 255) * 65535).rounded()) }

    /// Linear light to sRGB bytes, indexed by `linear * 8191`: small enough to stay in the
    /// first-level cache, and exact for every byte's own linear value (the closest two, 0 and 1,
    /// lie 2.5 entries apart), so an unmixed colour comes back as it was.
    static let toByte: [UInt8] = (0..<8192).map { UInt8((encoded(Double($0) / 8191) * 255).rounded()) }

    /// Linear r, g, b (0...1; others clamped) as packed sRGB `R | G << 8 | B << 16`.
    @inline(__always)
    static func packed(_ v: SIMD4<Float>, _ table: UnsafePointer<UInt8>) -> UInt32 {
        @inline(__always) func byte(_ x: Float) -> UInt32 { UInt32(table[Int(min(1, max(0, x)) * 8191 + 0.5)]) }
        return byte(v[0]) | byte(v[1]) << 8 | byte(v[2]) << 16
    }

    /// As `packed(_:_:)`, looking the table up itself (tests and single pixels).
    static func packed(_ v: SIMD4<Float>) -> UInt32 {
        toByte.withUnsafeBufferPointer { packed(v, $0.baseAddress!) }
    }

    /// The sRGB transfer function: an encoded channel (0...1) in linear light, and back.
    public static func linear(_ c: Double) -> Double {
        c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }

    public static func encoded(_ l: Double) -> Double {
        l <= 0.0031308 ? 12.92 * l : 1.055 * pow(l, 1 / 2.4) - 0.055
    }
}
