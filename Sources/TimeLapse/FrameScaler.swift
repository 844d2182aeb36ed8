import ColorCore

/// Where a frame's pixels come from: packed RGBA (`PackedPixel`'s order) by row-major index.
public protocol FramePixelSource {
    func framePixel(_ index: Int) -> UInt32
}

extension Canvas: FramePixelSource {
    @inline(__always) public func framePixel(_ index: Int) -> UInt32 { finalPixel(index) }
}

/// A whole page's pixels, packed.
public struct PackedPixels: FramePixelSource {
    public let pixels: [UInt32]
    public init(_ page: Page) {
        pixels = page.rgba.withUnsafeBytes { Array($0.bindMemory(to: UInt32.self)) }
    }
    @inline(__always) public func framePixel(_ index: Int) -> UInt32 { pixels[index] }
}

/// Scales a page down to the film's size by averaging each output pixel's box of page pixels
/// (the boxes tile the page exactly), the same way for every frame and for a finished picture,
/// so the film's last frame is exactly the picture `replay` writes, scaled. At the page's own
/// size it copies.
public struct FrameScaler: Sendable {
    public let pageWidth: Int, pageHeight: Int
    public let width: Int, height: Int
    /// Output column `x` averages page columns `columnStarts[x] ..< columnStarts[x + 1]`.
    let columnStarts: [Int], rowStarts: [Int]

    /// `width` x `height`: at most the page's size, at least 1x1.
    public init(pageWidth: Int, pageHeight: Int, width: Int, height: Int) {
        precondition(width >= 1 && height >= 1 && width <= pageWidth && height <= pageHeight)
        self.pageWidth = pageWidth
        self.pageHeight = pageHeight
        self.width = width
        self.height = height
        columnStarts = (0...width).map { $0 * pageWidth / width }
        rowStarts = (0...height).map { $0 * pageHeight / height }
    }

    /// The output pixels whose boxes meet `pageRect` (a page rectangle), clipped to the frame.
    public func outputRect(covering pageRect: Rect) -> Rect {
        let page = pageRect.intersection(Rect(x: 0, y: 0, width: pageWidth, height: pageHeight))
        guard !page.isEmpty else { return .empty }
        let x0 = page.x * width / pageWidth, y0 = page.y * height / pageHeight
        let x1 = min(width, ((page.x + page.width) * width + pageWidth - 1) / pageWidth)
        let y1 = min(height, ((page.y + page.height) * height + pageHeight - 1) / pageHeight)
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// Recomputes the output pixels of `rect` (output coordinates) from `source` into `frame`
    /// (`width` * `height` packed pixels, opaque).
    public func scale<Source: FramePixelSource>(_ rect: Rect, from source: Source, into frame: inout [UInt32]) {
        guard !rect.isEmpty else { return }
        let copying = width == pageWidth && height == pageHeight
        frame.withUnsafeMutableBufferPointer { out in
            for oy in rect.y..<(rect.y + rect.height) {
                let rows = rowStarts[oy]..<rowStarts[oy + 1]
                for ox in rect.x..<(rect.x + rect.width) {
                    if copying {
                        out[oy * width + ox] = source.framePixel(oy * pageWidth + ox)
                        continue
                    }
                    let columns = columnStarts[ox]..<columnStarts[ox + 1]
                    var r = 0, g = 0, b = 0
                    for y in rows {
                        let row = y * pageWidth
                        for x in columns {
                            let p = source.framePixel(row + x)
                            r += Int(p & 0xFF)
                            g += Int(p >> 8 & 0xFF)
                            b += Int(p >> 16 & 0xFF)
                        }
                    }
                    let count = rows.count * columns.count, half = count / 2
                    out[oy * width + ox] = UInt32((r + half) / count) | UInt32((g + half) / count) << 8
                        | UInt32((b + half) / count) << 16 | 0xFF00_0000
                }
            }
        }
    }

    /// The whole of `page`, scaled (opaque: alpha is taken as 255, as `replay` writes it).
    public func scaled(_ page: Page) -> [UInt32] {
        var frame = [UInt32](repeating: 0, count: width * height)
        scale(Rect(x: 0, y: 0, width: width, height: height), from: PackedPixels(page), into: &frame)
        return frame
    }
}
