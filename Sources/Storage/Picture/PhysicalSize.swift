/// A page's size on paper, in points (1/72 inch), as PDF states it: what a gallery shows and an
/// exporter keeps.
public struct PhysicalSize: Sendable, Equatable {
    public let widthPoints: Double
    public let heightPoints: Double

    public init(widthPoints: Double, heightPoints: Double) {
        self.widthPoints = widthPoints
        self.heightPoints = heightPoints
    }

    public var widthInches: Double { widthPoints / 72 }
    public var heightInches: Double { heightPoints / 72 }

    /// The size in pixels at `dpi`, unrounded.
    public func pixels(dpi: Double) -> (width: Double, height: Double) {
        (widthInches * dpi, heightInches * dpi)
    }
}
