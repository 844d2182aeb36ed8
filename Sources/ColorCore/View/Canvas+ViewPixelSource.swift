/// The canvas as the view reads it: the picture a person sees (paint already composited over
/// the page).
extension Canvas: ViewPixelSource {
    public func withPixels<R>(_ body: (UnsafeBufferPointer<UInt32>) -> R) -> R {
        picture.withUnsafeBufferPointer(body)
    }
}
