/// An axis-aligned rectangle of whole pixels: columns `x ..< x+width`, rows `y ..< y+height`.
/// An empty rectangle has zero width or height.
public struct Rect: Sendable, Hashable, Codable, CustomStringConvertible {
    public var x: Int, y: Int, width: Int, height: Int

    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x; self.y = y; self.width = width; self.height = height
    }

    /// The rectangle spanning `minX...maxX`, `minY...maxY` inclusive.
    public init(minX: Int, minY: Int, maxX: Int, maxY: Int) {
        self.init(x: minX, y: minY, width: max(0, maxX - minX + 1), height: max(0, maxY - minY + 1))
    }

    public static let empty = Rect(x: 0, y: 0, width: 0, height: 0)

    public var isEmpty: Bool { width <= 0 || height <= 0 }
    public var maxX: Int { x + width }   // exclusive
    public var maxY: Int { y + height }  // exclusive
    public var area: Int { isEmpty ? 0 : width * height }

    @inlinable public func contains(_ px: Int, _ py: Int) -> Bool {
        px >= x && py >= y && px < x + width && py < y + height
    }

    public func intersection(_ o: Rect) -> Rect {
        let x0 = max(x, o.x), y0 = max(y, o.y)
        let x1 = min(maxX, o.maxX), y1 = min(maxY, o.maxY)
        return x1 > x0 && y1 > y0 ? Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0) : .empty
    }

    public func union(_ o: Rect) -> Rect {
        if isEmpty { return o }
        if o.isEmpty { return self }
        let x0 = min(x, o.x), y0 = min(y, o.y)
        return Rect(x: x0, y: y0, width: max(maxX, o.maxX) - x0, height: max(maxY, o.maxY) - y0)
    }

    public func insetBy(_ d: Int) -> Rect {
        Rect(x: x + d, y: y + d, width: width - 2 * d, height: height - 2 * d)
    }

    public var description: String { "(\(x),\(y) \(width)x\(height))" }
}
