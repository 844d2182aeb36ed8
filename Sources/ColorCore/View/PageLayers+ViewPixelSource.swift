/// Decoded layers as the view reads them: the page over white, no paint. The view pyramid of a
/// page can so be built before its canvas exists (at start-up, while the line-art test runs).
extension PageLayers: ViewPixelSource {
    public func withPixels<R>(_ body: (UnsafeBufferPointer<UInt32>) -> R) -> R {
        composited.withUnsafeBufferPointer(body)
    }
}
