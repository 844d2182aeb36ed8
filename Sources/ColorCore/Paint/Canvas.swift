/// The picture being coloured: the page, the paint on it, and what a person sees of both.
///
/// Pixels are packed little-endian R, G, B, A (A = 255) in a `UInt32`, row-major. Paint sits
/// under the line art: what a person sees is the paint composited with the page by
/// `PaintOverPage` (on grey pages, multiplied), so line pixels stay dark, an anti-aliased fringe
/// takes the paint blended with its grey, and paint covers a page's light coloured areas.
///
/// Kept so that paint costs memory only where there is some (a 4096x4096 page is 64 MiB a
/// layer):
/// - `picture`, what a person sees, is the one dense layer: the view's only layer and the saved
///   picture. Where nothing is painted it is the page composited over white.
/// - the paint is kept complemented (`ink`: 0 where nothing is painted) in `ZeroedPixels`, whose
///   memory is taken from the system only where written;
/// - the page under painted pixels comes from the darkness when the page is opaque grey (most
///   line art: nothing stored), else from `under`, written when a pixel is first painted.
///
/// Read it between edits; a copy kept alive across `Session.apply` makes the next edit copy the
/// layers it writes.
public struct Canvas: Sendable {
    public let width: Int, height: Int
    /// What a person sees: the page over white (rounding down, so line pixels keep luma < 128),
    /// with the paint over it (`PaintOverPage`) where there is paint.
    public private(set) var picture: [UInt32]
    /// The paint, complemented: 0 where nothing is painted.
    private(set) var ink: ZeroedPixels
    /// The page under each painted pixel (where `ink` is not 0); nil when `greyDarkness` gives it.
    private var under: ZeroedPixels?
    /// The line art's darkness when the page is opaque grey: its page pixel is then 255 - d.
    private let greyDarkness: [UInt8]?
    /// While the line art is hidden (`keepPaintAlone`): the paint alone, white where nothing is
    /// painted, which the view then shows (`ShownCanvas`).
    public private(set) var paintAlone: [UInt32]?
    /// Every pixel ever painted lies inside.
    public private(set) var paintedBounds = Rect.empty
    /// Per 64x64 tile (`TileBackup`'s): whether paint may ever have touched it. A tile never
    /// painted is known blank without reading its memory: reading first would map the memory
    /// once to read and again to write.
    private var tileTouched: [Bool]
    /// Per 4 KiB of the paint layers: whether its memory was taken (`willPaint`).
    private var pageTaken: [Bool]

    /// The canvas of a decoded page, blank. Where `lineArt` shows the page to be opaque grey,
    /// its darkness stands in for the page under the paint.
    public init(page source: Page, lineArt: LineArt) {
        precondition(lineArt.width == source.width && lineArt.height == source.height)
        let layers = PageLayers(page: source)
        self.init(layers: layers, lineArt: lineArt,
                  grey: PageLayers.greyFromDarkness(layers.composited, lineArt.darkness))
    }

    /// A blank canvas over decoded layers, taken as they are (no copy: pass them consumed, or
    /// the first stroke copies the picture).
    public init(layers: consuming PageLayers) {
        let lineArt = layers.lineArt, grey = layers.isOpaqueGrey
        self.init(layers: layers, lineArt: lineArt, grey: grey)
    }

    private init(layers: consuming PageLayers, lineArt: LineArt, grey: Bool) {
        width = layers.width
        height = layers.height
        picture = []
        swap(&picture, &layers.composited)
        ink = ZeroedPixels(count: width * height)
        greyDarkness = grey ? lineArt.darkness : nil
        under = grey ? nil : ZeroedPixels(count: width * height)
        tileTouched = [Bool](repeating: false, count: TileBackup.tileCount(width: width, height: height))
        pageTaken = [Bool](repeating: false, count: (width * height + (1 << Canvas.memoryPageShift) - 1) >> Canvas.memoryPageShift)
    }

    /// Whether tile `tile` (`TileBackup` numbering) may hold paint; false: it is blank.
    func mayHavePaint(tile: Int) -> Bool { tileTouched[tile] }

    /// The page pixel of an opaque grey page whose darkness is `d`.
    @inline(__always) static func greyPage(_ d: UInt8) -> UInt32 {
        (255 &- UInt32(d)) &* 0x01_0101 | 0xFF00_0000
    }

    /// What a person sees at pixel `index` (row-major): paint over the page.
    @inlinable public func finalPixel(_ index: Int) -> UInt32 { picture[index] }

    /// The paint at pixel `index`: `PackedPixel.white` where nothing is painted.
    @inline(__always) public func paint(at index: Int) -> UInt32 { ~ink[index] }

    /// The page at pixel `index`, composited over white, whatever paint is on it.
    public func page(at index: Int) -> UInt32 {
        if let greyDarkness { return Canvas.greyPage(greyDarkness[index]) }
        return ink[index] == 0 ? picture[index] : under![index]
    }

    /// Whether the page under painted pixels is kept (not known from the darkness).
    var keepsPageUnderPaint: Bool { under != nil }

    /// The whole paint layer as a new array (white where nothing is painted). It reads every
    /// pixel: for tests, and for the view when the line art is hidden without a kept paint
    /// layer (`ShownCanvas`); not for anything done per event.
    public var paintPixels: [UInt32] { (0..<(width * height)).map { paint(at: $0) } }

    /// The complemented paint (0 where nothing is painted), to read; valid only inside `body`.
    func withInk<R>(_ body: (UnsafePointer<UInt32>) -> R) -> R { ink.withPointer(body) }

    /// The whole picture as an opaque RGBA page, for saving.
    public func composedPage() -> Page {
        let count = width * height
        let bytes = [UInt8](unsafeUninitializedCapacity: count * 4) { out, initialized in
            picture.withUnsafeBytes { src in
                out.baseAddress!.update(from: src.bindMemory(to: UInt8.self).baseAddress!, count: count * 4)
            }
            initialized = count * 4
        }
        return Page(width: width, height: height, rgba: bytes)
    }

    /// Whether any pixel carries paint (a run that painted nothing writes nothing). Reads only
    /// the tiles paint ever touched.
    public var hasPaint: Bool {
        let s = TileBackup.shift, across = (width + TileBackup.side - 1) >> s
        return ink.withPointer { ink in
            for tile in tileTouched.indices where tileTouched[tile] {
                let x0 = (tile % across) << s, y0 = (tile / across) << s
                for y in y0..<min(height, y0 + TileBackup.side) {
                    let row = y * width
                    for x in x0..<min(width, x0 + TileBackup.side) where ink[row + x] != 0 { return true }
                }
            }
            return false
        }
    }

    /// Keeps `paintAlone` (the paint as its own picture, for the view while the line art is
    /// hidden) from now on, or drops it.
    mutating func keepPaintAlone(_ keep: Bool) {
        guard keep != (paintAlone != nil) else { return }
        paintAlone = keep ? paintPixels : nil
    }

    /// About to paint inside `rect`: the paint memory under it is taken now, in as few calls as
    /// its rows allow (one per row, one for a run of whole rows), instead of a page fault per
    /// 4 KiB as the brush reaches it, which made a stroke twice as slow. Only the 4 KiB pieces
    /// of memory the rectangle meets are taken: bands of 64 whole rows (tried before) held
    /// 1 MiB per layer for a brush 40 pixels tall, a tenth of a 4000x2250 page's RGBA size for
    /// three strokes. (Large pages, tried for fills of big regions, made the first fill slower
    /// still: the system compacted memory to find them.)
    /// What will be painted is noted as painted here (`notePainted`), whatever the edit then
    /// reports as changed.
    mutating func willPaint(_ rect: Rect) {
        let r = rect.intersection(Rect(x: 0, y: 0, width: width, height: height))
        guard !r.isEmpty else { return }
        notePainted(r)
        let shift = Canvas.memoryPageShift
        var run = 0..<0  // memory pages not yet taken, contiguous
        func take(_ pages: Range<Int>) {
            guard !pages.isEmpty else { return }
            let pixels = (pages.lowerBound << shift)..<min(width * height, pages.upperBound << shift)
            ink.populate(pixels)
            under?.populate(pixels)
        }
        for y in r.y..<r.maxY {
            for p in ((y * width + r.x) >> shift)...((y * width + r.maxX - 1) >> shift) where !pageTaken[p] {
                pageTaken[p] = true
                if p == run.upperBound { run = run.lowerBound..<(p + 1) } else { take(run); run = p..<(p + 1) }
            }
        }
        take(run)
    }

    /// 4 KiB of memory hold 2^10 pixels (the layers are mapped from page boundaries).
    static let memoryPageShift = 10

    /// Notes that paint changed inside `rect`.
    mutating func notePainted(_ rect: Rect) {
        let r = rect.intersection(Rect(x: 0, y: 0, width: width, height: height))
        guard !r.isEmpty else { return }
        paintedBounds = paintedBounds.union(r)
        let s = TileBackup.shift, across = (width + TileBackup.side - 1) >> s
        for ty in (r.y >> s)...((r.maxY - 1) >> s) {
            for tx in (r.x >> s)...((r.maxX - 1) >> s) { tileTouched[ty * across + tx] = true }
        }
    }

    /// The layers to write, as one `CanvasPixels`; valid only inside `body`.
    mutating func withPixels<R>(_ body: (CanvasPixels) -> R) -> R {
        let grey = greyDarkness
        var alone = paintAlone
        paintAlone = nil  // unshared while written through
        defer { paintAlone = alone }
        return picture.withUnsafeMutableBufferPointer { picture in
            ink.withMutablePointer { ink in
                Canvas.withOptionalPointer(&under) { under in
                    Canvas.withOptionalPointer(&alone) { alone in
                        grey.withOptionalPointer { grey in
                            body(CanvasPixels(picture: picture.baseAddress!, ink: ink, under: under, greyDarkness: grey, alone: alone))
                        }
                    }
                }
            }
        }
    }

    private static func withOptionalPointer<R>(_ layer: inout ZeroedPixels?, _ body: (UnsafeMutablePointer<UInt32>?) -> R) -> R {
        guard layer != nil else { return body(nil) }
        return layer!.withMutablePointer { body($0) }
    }

    private static func withOptionalPointer<R>(_ layer: inout [UInt32]?, _ body: (UnsafeMutablePointer<UInt32>?) -> R) -> R {
        guard layer != nil else { return body(nil) }
        return layer!.withUnsafeMutableBufferPointer { body($0.baseAddress!) }
    }
}

extension Optional where Wrapped == [UInt8] {
    fileprivate func withOptionalPointer<R>(_ body: (UnsafePointer<UInt8>?) -> R) -> R {
        guard let self else { return body(nil) }
        return self.withUnsafeBufferPointer { body($0.baseAddress!) }
    }
}

/// The canvas's layers as the paint loops write them, pixel by pixel, with no checks, reference
/// counting or allocation (`Canvas.withPixels`).
struct CanvasPixels {
    let picture: UnsafeMutablePointer<UInt32>
    let ink: UnsafeMutablePointer<UInt32>
    let under: UnsafeMutablePointer<UInt32>?
    let greyDarkness: UnsafePointer<UInt8>?
    let alone: UnsafeMutablePointer<UInt32>?

    /// The paint at pixel `i`: white where nothing is painted.
    @inline(__always) func paint(_ i: Int) -> UInt32 { ~ink[i] }

    /// Paints pixel `i` with `p` (white takes the paint away). A pixel that keeps its paint is not
    /// written at all, so memory never painted stays untaken.
    @inline(__always) func set(_ i: Int, _ p: UInt32) {
        let new = ~p, old = ink[i]
        if new == old { return }
        ink[i] = new
        if let greyDarkness {
            // Most pixels painted lie on white paper (darkness 0): no multiply there.
            let d = greyDarkness[i]
            picture[i] = d == 0 ? p : PaintOverPage.onGrey(page: Canvas.greyPage(d), paint: p)
        } else {
            let page: UInt32
            if old != 0 {
                page = under.unsafelyUnwrapped[i]
            } else {
                page = picture[i]  // unpainted until now: the picture is the page
                under.unsafelyUnwrapped[i] = page
            }
            picture[i] = PaintOverPage.composite(page: page, paint: p)
        }
        if let alone { alone[i] = p }
    }

    /// Paints pixels `start ..< end` (one row's run) with `p`: `set` for each, in loops the
    /// compiler can vectorise on a grey page (a fill's long runs).
    @inline(__always) func fill(_ start: Int, _ end: Int, _ p: UInt32) {
        guard let greyDarkness, p != PackedPixel.white else {
            for i in start..<end { set(i, p) }
            return
        }
        (ink + start).update(repeating: ~p, count: end - start)
        for i in start..<end { picture[i] = PaintOverPage.onGrey(page: Canvas.greyPage(greyDarkness[i]), paint: p) }
        alone.map { ($0 + start).update(repeating: p, count: end - start) }
    }
}
