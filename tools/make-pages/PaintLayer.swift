/// The designer's colouring of a page, drawn back to front beside its lines: per pixel, the
/// number of the colour meant there (0: none). A shape in front paints over what it hides, as
/// its white inside hides the lines behind; the number of a region of the finished line art is
/// then the colour most of its pixels carry (`PageNumbering.painted`).
struct PaintLayer {
    let width: Int
    let height: Int
    private(set) var numbers: [UInt8]

    init(width: Int, height: Int) {
        self.width = width
        self.height = height
        numbers = [UInt8](repeating: 0, count: width * height)
    }

    /// Paints `number` inside a closed polygon; with `clip`, only on pixels the mask holds too.
    mutating func fill(_ polygon: [Point], number: Int, clip: Mask? = nil) {
        precondition((1...255).contains(number))
        let mask = Mask(polygon: polygon, width: width, height: height)
        for y in mask.rows {
            for x in mask.columns where mask.bits[y * width + x] && clip.map({ $0.bits[y * width + x] }) ?? true {
                numbers[y * width + x] = UInt8(number)
            }
        }
    }
}
