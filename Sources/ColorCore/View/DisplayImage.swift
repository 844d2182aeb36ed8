/// Display pixels of a rectangle of the view's window, as sampled from the page (`RowSampler`):
/// the colour in linear light and the share of line pixels under it (`light`: r, g, b, coverage
/// all 0...1), and flags (`ownsLine`: a line pixel belongs to this display pixel, see
/// `SampleTaps`; `plainPaper`: every page pixel read is unpainted paper, so the pixel shows white
/// whatever its neighbours). `DisplayFinish` turns them into the colours shown.
struct DisplayImage: Sendable {
    static let ownsLine: UInt8 = 1, plainPaper: UInt8 = 2
    private(set) var rect = Rect.empty
    var light: [SIMD4<Float>] = []
    var flags: [UInt8] = []

    /// Makes room for `rect` (window coordinates); the contents are then undefined.
    mutating func reset(_ rect: Rect) {
        self.rect = rect
        let n = rect.area
        if light.count < n { light = [SIMD4<Float>](repeating: .zero, count: n) }
        if flags.count < n { flags = [UInt8](repeating: 0, count: n) }
    }

    @inline(__always) func index(_ dx: Int, _ dy: Int) -> Int { (dy - rect.y) * rect.width + dx - rect.x }
}
