/// A page in the two forms the colouring book keeps of it: composited over white (the canvas's
/// page layer, packed as `PackedPixel`) and its darkness (the line art, by the region rule).
///
/// Made row by row straight from decoded samples (`build`), so that no RGBA copy of the whole
/// page is ever held: at 4096x4096 that copy was 64 MiB, a third of the memory at start-up.
/// (Asking for 2 MiB pages for the layers was tried: a third of the page faults, but more time
/// in all, the system compacting memory to find them.)
public struct PageLayers: Sendable {
    public let width: Int, height: Int
    /// The page over white, `PackedPixel` packing (the canvas's page layer).
    public var composited: [UInt32]
    /// Darkness of every pixel (the line art).
    public var darkness: [UInt8]
    /// Every pixel is an opaque grey: its page pixel is then known from its darkness alone
    /// (`255 - d` in each channel), which the canvas uses instead of keeping the page twice.
    public let isOpaqueGrey: Bool

    /// Both layers of a decoded RGBA page.
    public init(page: Page) {
        let layers = page.rgba.withUnsafeBufferPointer { rgba in
            PageLayers.build(width: page.width, height: page.height, isOpaqueGrey: false) { rows in
                rows.convert(rgba.baseAddress!, channels: 4, rows: 0..<page.height)
            }
        }
        self.init(width: layers.width, height: layers.height, composited: layers.composited, darkness: layers.darkness,
                  isOpaqueGrey: PageLayers.greyFromDarkness(layers.composited, layers.darkness))
    }

    private init(width: Int, height: Int, composited: [UInt32], darkness: [UInt8], isOpaqueGrey: Bool) {
        self.width = width; self.height = height
        self.composited = composited; self.darkness = darkness
        self.isOpaqueGrey = isOpaqueGrey
    }

    /// Whether every page pixel is the opaque grey `255 - d` of its darkness.
    static func greyFromDarkness(_ composited: [UInt32], _ darkness: [UInt8]) -> Bool {
        composited.withUnsafeBufferPointer { p in
            darkness.withUnsafeBufferPointer { d in
                var differs: UInt32 = 0
                for i in 0..<p.count { differs |= p[i] ^ ((255 &- UInt32(d[i])) &* 0x01_0101 | 0xFF00_0000) }
                return differs == 0
            }
        }
    }

    /// Allocates both layers and has `fill` write every row of them exactly once through the
    /// `PageLayerRows` it is given (from any thread, until `fill` returns). If `fill` throws,
    /// nothing is returned. `isOpaqueGrey`: the rows are all grey samples (one channel).
    ///
    /// The rows' `tail` is scratch memory for the samples the rows are made from, inside the
    /// page layer's own memory (so a decoder needs no page-size buffer of its own): `height`
    /// rows of `tailStride` bytes (at most `4 * width + 1`), ending where the page layer ends. It
    /// is laid out so that converting the rows in order, top to bottom, overwrites only tail
    /// bytes of rows already converted.
    public static func build<E: Error>(width: Int, height: Int, isOpaqueGrey: Bool, tailStride: Int = 0,
                                       fill: (PageLayerRows) throws(E) -> Void) throws(E) -> PageLayers {
        precondition(width > 0 && height > 0 && tailStride >= 0 && tailStride <= 4 * width + 1)
        let count = width * height
        // With `height` bytes more than the page layer, row y of the tail starts at or after the
        // end of page row y - 1 (a row of the tail is at most 1 byte longer than 4 bytes a pixel).
        let extra = tailStride > 0 ? (height + 3) / 4 : 0
        var failure: E?
        var darkness: [UInt8] = []
        let composited = [UInt32](unsafeUninitializedCapacity: count + extra) { page, pageCount in
            darkness = [UInt8](unsafeUninitializedCapacity: count) { dark, darkCount in
                let end = UnsafeMutableRawPointer(page.baseAddress! + count + extra)
                let tail = tailStride > 0 ? (end - tailStride * height).assumingMemoryBound(to: UInt8.self) : nil
                do throws(E) {
                    try fill(PageLayerRows(width: width, height: height, composited: page.baseAddress!, darkness: dark.baseAddress!,
                                           tail: tail, tailStride: tailStride))
                    darkCount = count
                } catch {
                    failure = error
                    darkCount = 0
                }
            }
            pageCount = failure == nil ? count : 0
        }
        if let failure { throw failure }
        return PageLayers(width: width, height: height, composited: composited, darkness: darkness, isOpaqueGrey: isOpaqueGrey)
    }

    /// The line art of this page (the darkness layer, shared, not copied).
    public var lineArt: LineArt { LineArt(width: width, height: height, darkness: darkness) }
}

/// Where the rows of a page being built go (`PageLayers.build`): pointers into both layers,
/// valid only while the build's `fill` runs. Rows are independent: different rows may be
/// converted on different threads at once.
public struct PageLayerRows: @unchecked Sendable {
    public let width: Int, height: Int
    let composited: UnsafeMutablePointer<UInt32>
    let darkness: UnsafeMutablePointer<UInt8>
    /// Scratch memory inside the page layer (see `PageLayers.build`): `height * tailStride`
    /// bytes, nil when none was asked for.
    public let tail: UnsafeMutablePointer<UInt8>?
    public let tailStride: Int

    /// Converts `rows` from 8-bit samples, `channels` a pixel (1 grey, 2 grey and alpha, 3 RGB,
    /// 4 RGBA), row after row with no padding, starting at `samples`.
    public func convert(_ samples: UnsafePointer<UInt8>, channels: Int, rows: Range<Int>) {
        precondition(rows.lowerBound >= 0 && rows.upperBound <= height && (1...4).contains(channels))
        let start = rows.lowerBound * width, n = rows.count * width
        let page = composited + start, dark = darkness + start
        switch channels {
        case 1:
            // Opaque grey v: the page pixel is v, v, v and its darkness 255 - v (the luma of a
            // grey is the grey itself: 299 + 587 + 114 = 1000). Branch-free: it vectorises.
            for i in 0..<n {
                let v = UInt32(samples[i])
                page[i] = v &* 0x01_0101 | 0xFF00_0000
                dark[i] = UInt8(truncatingIfNeeded: 255 &- v)
            }
        case 2:
            for i in 0..<n {
                let v = samples[2 * i], a = samples[2 * i + 1]
                page[i] = PackedPixel.overWhite(r: v, g: v, b: v, a: a)
                dark[i] = LineArt.darkness(r: UInt32(v), g: UInt32(v), b: UInt32(v), a: UInt32(a))
            }
        case 3:
            for i in 0..<n {
                let r = samples[3 * i], g = samples[3 * i + 1], b = samples[3 * i + 2]
                page[i] = UInt32(r) | UInt32(g) << 8 | UInt32(b) << 16 | 0xFF00_0000
                dark[i] = LineArt.darkness(r: UInt32(r), g: UInt32(g), b: UInt32(b), a: 255)
            }
        default:
            for i in 0..<n {
                let r = samples[4 * i], g = samples[4 * i + 1], b = samples[4 * i + 2], a = samples[4 * i + 3]
                page[i] = PackedPixel.overWhite(r: r, g: g, b: b, a: a)
                dark[i] = LineArt.darkness(r: UInt32(r), g: UInt32(g), b: UInt32(b), a: UInt32(a))
            }
        }
    }
}
