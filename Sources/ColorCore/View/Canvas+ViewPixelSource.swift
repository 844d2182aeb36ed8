/// The canvas as the view reads it: its page and paint layers.
extension Canvas: ViewPixelSource {
    public func withLayers<R>(_ body: (UnsafeBufferPointer<UInt32>, UnsafeBufferPointer<UInt32>?) -> R) -> R {
        page.withUnsafeBufferPointer { pg in paint.withUnsafeBufferPointer { pt in body(pg, pt) } }
    }
}
