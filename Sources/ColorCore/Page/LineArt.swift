/// What is line and what is paintable, by the region rule (the README's contracts paragraph):
/// composite over white, darkness `d = (255 - luma) * alpha / 255` with
/// `luma = (299 R + 587 G + 114 B) / 1000`; a pixel is a line pixel when `d >= 128`.
public struct LineArt: Sendable {
    public static let lineThreshold: UInt8 = 128

    public let width: Int
    public let height: Int
    /// Darkness of every pixel, row-major.
    public let darkness: [UInt8]
    /// Gap closing (`GapClosing`): which gaps were closed (`.off` when none were).
    public let closedGaps: GapChoice
    /// The widest gap closed, in page pixels; 0 when none were.
    public var closedGapWidth: Int { closedGaps.width }
    /// How many gaps the bridges close.
    public let bridgeCount: Int
    /// The page's own darkness when bridges made `darkness` differ from it.
    private let shownDarkness: [UInt8]?

    public init(page: Page) {
        width = page.width
        height = page.height
        let count = page.width * page.height
        darkness = [UInt8](unsafeUninitializedCapacity: count) { out, initialized in
            page.rgba.withUnsafeBytes { raw in
                let src = raw.bindMemory(to: UInt32.self)
                for i in 0..<count {
                    let p = src[i]
                    out[i] = LineArt.darkness(r: p & 0xFF, g: (p >> 8) & 0xFF, b: (p >> 16) & 0xFF, a: p >> 24)
                }
            }
            initialized = count
        }
        closedGaps = .off
        bridgeCount = 0
        shownDarkness = nil
    }

    /// The darkness of one pixel (8-bit samples in 32-bit lanes), by the rule above.
    /// Branch-free so loops over it vectorise; `x * a / 255` is exact for a = 255 too.
    @inlinable @inline(__always)
    public static func darkness(r: UInt32, g: UInt32, b: UInt32, a: UInt32) -> UInt8 {
        let inverse = 255 - (299 * r + 587 * g + 114 * b) / 1000
        return UInt8(truncatingIfNeeded: inverse * a / 255)
    }

    /// A line-art map straight from darkness values (tests build tiny grids this way).
    public init(width: Int, height: Int, darkness: [UInt8]) {
        precondition(darkness.count == width * height)
        self.width = width
        self.height = height
        self.darkness = darkness
        closedGaps = .off
        bridgeCount = 0
        shownDarkness = nil
    }

    /// This line art with the gaps `choice` says closed: `closedDarkness` is `darkness` with the
    /// bridge pixels made line (made by `GapClosing`, which copies on another core), nil when
    /// there are no bridges.
    func closingGaps(_ choice: GapChoice, closedDarkness: [UInt8]?, bridgeCount: Int) -> LineArt {
        // No bridges: the same darkness, shared (copying a big page would cost more than the rest).
        guard let closed = closedDarkness else {
            return LineArt(width: self.width, height: height, darkness: darkness, closedGaps: choice,
                           bridgeCount: 0, shownDarkness: nil)
        }
        precondition(closed.count == darkness.count)
        return LineArt(width: self.width, height: height, darkness: closed, closedGaps: choice,
                       bridgeCount: bridgeCount, shownDarkness: darkness)
    }

    private init(width: Int, height: Int, darkness: [UInt8], closedGaps: GapChoice, bridgeCount: Int, shownDarkness: [UInt8]?) {
        self.width = width
        self.height = height
        self.darkness = darkness
        self.closedGaps = closedGaps
        self.bridgeCount = bridgeCount
        self.shownDarkness = shownDarkness
    }

    /// Whether gap closing made any pixel line (bridges): the darkness then differs from the page's.
    var hasBridges: Bool { shownDarkness != nil }

    /// Whether pixel `i` is line only because gap closing made it so (a bridge, or a pocket
    /// behind one): paper on the page itself.
    @inline(__always) func isLineByClosingOnly(_ i: Int) -> Bool {
        guard let shownDarkness else { return false }
        return shownDarkness[i] < Self.lineThreshold && darkness[i] >= Self.lineThreshold
    }

    /// The line art as the page shows it: without bridges (the bridges only stop strokes).
    public var shown: LineArt {
        guard let shownDarkness else { return self }
        return LineArt(width: width, height: height, darkness: shownDarkness)
    }

    public var bounds: Rect { Rect(x: 0, y: 0, width: width, height: height) }

    @inlinable public func isLine(_ x: Int, _ y: Int) -> Bool {
        darkness[y * width + x] >= LineArt.lineThreshold
    }

    /// Paintable = inside the page and not a line pixel.
    @inlinable public func isPaintable(_ x: Int, _ y: Int) -> Bool {
        x >= 0 && y >= 0 && x < width && y < height && darkness[y * width + x] < LineArt.lineThreshold
    }
}
