/// The canvas as the view reads it: the picture a person sees (page and paint already
/// multiplied), as the only layer.
extension Canvas: ViewPixelSource {
    public func withLayers<R>(_ body: (UnsafeBufferPointer<UInt32>, UnsafeBufferPointer<UInt32>?) -> R) -> R {
        picture.withUnsafeBufferPointer { body($0, nil) }
    }
}
