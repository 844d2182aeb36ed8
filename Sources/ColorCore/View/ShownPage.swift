/// The page as the view shows it (the picture a person sees, or the paint alone while the line
/// art is hidden), for renderers outside this module: the pixel view reads exactly what the
/// cell renderer reads.
public struct ShownPage: ViewPixelSource {
    let shown: ShownCanvas

    public init(canvas: Canvas, lineArtShown: Bool) {
        shown = ShownCanvas(canvas: canvas, paintOnly: !lineArtShown)
    }

    public var width: Int { shown.width }
    public var height: Int { shown.height }
    public func withPixels<R>(_ body: (UnsafeBufferPointer<UInt32>) -> R) -> R { shown.withPixels(body) }
}
