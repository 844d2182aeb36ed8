import ColorCore

extension GeneratedPhotos {
    /// A landscape for numbering tests: a sky-to-ground gradient behind a few coloured shapes
    /// (a sun, a house, a tree), with fixed pseudo-random noise, so it is no line art and has a
    /// few clear colours plus shades, the same every run.
    public static func landscape(width: Int = 320, height: Int = 240) -> Page {
        var rgba = [UInt8](repeating: 255, count: width * height * 4)
        var state: UInt32 = 12345
        func noise() -> Int {
            state = state &* 1_103_515_245 &+ 12345
            return Int((state >> 16) % 17) - 8
        }
        let w = Double(width), h = Double(height)
        for y in 0..<height {
            for x in 0..<width {
                let fx = Double(x) / w, fy = Double(y) / h
                var c: (Double, Double, Double)
                if fy < 0.6 {
                    c = (90 + 80 * fy, 150 + 60 * fy, 235)  // sky
                } else {
                    c = (70 + 40 * fx, 140 - 50 * (fy - 0.6), 60)  // grass
                }
                let sun = ((fx - 0.8) * (fx - 0.8) * w * w + (fy - 0.2) * (fy - 0.2) * h * h).squareRoot()
                if sun < 0.1 * h { c = (250, 210, 60) }
                if (0.2..<0.5).contains(fx) && (0.4..<0.75).contains(fy) { c = (200, 60, 50) }  // house
                if (0.3..<0.38).contains(fx) && (0.6..<0.75).contains(fy) { c = (90, 50, 30) }  // door
                let crown = ((fx - 0.68) * (fx - 0.68) * w * w + (fy - 0.45) * (fy - 0.45) * h * h).squareRoot()
                if crown < 0.14 * h { c = (40, 120, 40) }
                if (0.66..<0.70).contains(fx) && (0.55..<0.8).contains(fy) { c = (110, 70, 40) }  // trunk
                let n = noise()
                let i = (y * width + x) * 4
                rgba[i] = UInt8(max(0, min(255, Int(c.0) + n)))
                rgba[i + 1] = UInt8(max(0, min(255, Int(c.1) + n)))
                rgba[i + 2] = UInt8(max(0, min(255, Int(c.2) + n)))
            }
        }
        return Page(width: width, height: height, rgba: rgba)
    }
}
