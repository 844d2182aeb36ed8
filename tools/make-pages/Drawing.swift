import ColorCore

/// A bundled page as its generator made it: the line art, the palette it is to be coloured
/// with by number, and which of those colours the designer meant at each pixel.
struct Drawing {
    let page: Page
    let palette: [RGB]
    let paint: PaintLayer
}
