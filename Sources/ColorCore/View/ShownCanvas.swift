/// The canvas as the view shows it: the picture a person sees (page and paint already
/// multiplied), or while the line art is hidden (`v`) the paint layer alone. The saved picture
/// always has both. The session keeps the paint layer while the line art is hidden
/// (`Session.keepPaintAlone`); without it, it is made here, a whole page at a time.
struct ShownCanvas: ViewPixelSource {
    let canvas: Canvas
    let paintOnly: Bool

    var width: Int { canvas.width }
    var height: Int { canvas.height }

    func withPixels<R>(_ body: (UnsafeBufferPointer<UInt32>) -> R) -> R {
        paintOnly ? (canvas.paintAlone ?? canvas.paintPixels).withUnsafeBufferPointer(body) : canvas.withPixels(body)
    }
}
