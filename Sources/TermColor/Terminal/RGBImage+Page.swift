import ColorCore
import Pixels

extension Page {
    /// `image` as an opaque page (what a PNG of the pixel view is written from).
    init(_ image: RGBImage) {
        var rgba = [UInt8](repeating: 255, count: image.width * image.height * 4)
        for i in 0..<image.width * image.height {
            rgba[4 * i] = image.bytes[3 * i]; rgba[4 * i + 1] = image.bytes[3 * i + 1]; rgba[4 * i + 2] = image.bytes[3 * i + 2]
        }
        self.init(width: image.width, height: image.height, rgba: rgba)
    }
}
