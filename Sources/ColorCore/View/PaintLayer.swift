/// The canvas with its line art hidden (`v`): the paint layer alone, as the only layer. The
/// saved picture always has both.
struct PaintLayer: ViewPixelSource {
    let canvas: Canvas

    var width: Int { canvas.width }
    var height: Int { canvas.height }

    func withLayers<R>(_ body: (UnsafeBufferPointer<UInt32>, UnsafeBufferPointer<UInt32>?) -> R) -> R {
        canvas.paint.withUnsafeBufferPointer { body($0, nil) }
    }
}
