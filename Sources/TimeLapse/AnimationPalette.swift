import ColorCore

/// The one palette of a GIF time-lapse (256 colours at most): the page's greys, the log's
/// colours, and what lies between them on the page (a colour under an antialiased line, a brush
/// edge over paper), chosen once for the whole film so every frame shares it. A pixel is shown
/// as the nearest entry.
public struct AnimationPalette {
    public static let capacity = 256
    /// Opaque packed pixels; the log's solid colours are among them exactly.
    public let colours: [UInt32]
    private var nearest: [UInt32: UInt8] = [:]

    /// `blankFrame`: the first frame (the page's greys are read from it); `log`: its colours.
    public init(blankFrame: [UInt32], log: StrokeLog) {
        var chosen: [UInt32] = []
        var seen = Set<UInt32>()
        func add(_ p: UInt32) {
            let opaque = p | 0xFF00_0000
            if chosen.count < Self.capacity && seen.insert(opaque).inserted { chosen.append(opaque) }
        }
        func grey(_ level: Int) -> UInt32 { UInt32(level) * 0x01_0101 }
        var inks: [UInt32] = []
        var rainbow = false
        for case .color(let ink) in log.events {
            switch ink {
            case .rgb(let c): if !inks.contains(c.packed | 0xFF00_0000) { inks.append(c.packed | 0xFF00_0000) }
            case .rainbow: rainbow = true
            case .eraser: break
            }
        }
        // A log that never chose a colour paints in the default one.
        if inks.isEmpty && !rainbow { inks.append(Session.defaultColor.packed | 0xFF00_0000) }
        for ink in inks.prefix(120) { add(ink) }
        // Black, white and an even ladder between; then the page's own commonest greys.
        for k in 0...16 { add(grey(min(255, k * 16))) }
        var greys = [Int](repeating: 0, count: 256)
        for p in blankFrame where p & 0xFF == p >> 8 & 0xFF && p & 0xFF == p >> 16 & 0xFF { greys[Int(p & 0xFF)] += 1 }
        for level in (0..<256).sorted(by: { greys[$0] > greys[$1] }).prefix(24) where greys[level] > 0 { add(grey(level)) }
        if rainbow { for k in stride(from: 0, to: Rainbow.steps, by: Rainbow.steps / 48) { add(Rainbow.wheel[k]) } }
        // A brush's soft edge over paper, then a line's antialiasing over the paint.
        for ink in inks { add(PackedPixel.blend(PackedPixel.white, ink, coverage: 128)) }
        for darkness in [128, 64, 192] as [UInt32] {
            for ink in inks { add(PaintOverPage.onGrey(page: grey(Int(255 - darkness)), paint: ink)) }
        }
        for coverage in [64, 192] as [UInt32] {
            for ink in inks { add(PackedPixel.blend(PackedPixel.white, ink, coverage: coverage)) }
        }
        colours = chosen
    }

    /// The entry nearest `pixel` (weighted RGB distance), remembered for the next time.
    public mutating func index(of pixel: UInt32) -> UInt8 {
        let key = pixel | 0xFF00_0000
        if let known = nearest[key] { return known }
        let r = Int(key & 0xFF), g = Int(key >> 8 & 0xFF), b = Int(key >> 16 & 0xFF)
        var best = 0, bestDistance = Int.max
        for (i, c) in colours.enumerated() {
            let dr = r - Int(c & 0xFF), dg = g - Int(c >> 8 & 0xFF), db = b - Int(c >> 16 & 0xFF)
            let distance = 2 * dr * dr + 4 * dg * dg + 3 * db * db
            if distance < bestDistance { best = i; bestDistance = distance }
        }
        nearest[key] = UInt8(best)
        return UInt8(best)
    }

    /// The palette as RGB triples, for the GIF's colour table.
    public var rgbTriples: [UInt8] {
        colours.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8 & 0xFF), UInt8($0 >> 16 & 0xFF)] }
    }
}
