/// The canvas with its line art hidden (`v`): the paint layer alone. The
/// saved picture always has both. The session keeps that layer while the line art is hidden
/// (`Session.keepPaintAlone`); without it, it is made here, a whole page at a time.
struct PaintLayer: ViewPixelSource {
    let canvas: Canvas

    var width: Int { canvas.width }
    var height: Int { canvas.height }

    func withPixels<R>(_ body: (UnsafeBufferPointer<UInt32>) -> R) -> R {
        (canvas.paintAlone ?? canvas.paintPixels).withUnsafeBufferPointer(body)
    }
}
