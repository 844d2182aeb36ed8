import PNGBridge

/// How pages are compressed on save: zlib level 1, row filter NONE, default strategy.
///
/// Chosen by measurement, not guessed (2026-11, libpng 1.6.39, zlib 1.2.13, PNGBridge built
/// -O2, 2 shared cores under load ~2, so absolute times are high; medians of 5-7 interleaved runs;
/// RGB = `opaque: true`, the normal save of a coloured page):
///
/// | page                                        | level | filter   | ms   | bytes     |
/// |---------------------------------------------|-------|----------|------|-----------|
/// | 4096x4096 flat colours + AA black lines, RGB | 6     | ALL (libpng default) | 2195 | 4,301,635 |
/// |                                             | 6     | SUB      | 1009 | 4,332,132 |
/// |                                             | 1     | ALL      | 1476 | 4,572,360 |
/// |                                             | 1     | NONE     |  465 | 3,290,270 |
/// |                                             | 1     | SUB      |  675 | 4,631,832 |
/// |                                             | 1     | UP       |  632 | 4,570,472 |
/// |                                             | 1     | PAETH    |  767 | 5,042,742 |
/// |                                             | 2     | NONE     |  462 | 3,222,613 |
/// |                                             | 1     | NONE+RLE | 1160 | 24,810,751 |
/// | castle.png 2000x1125, regions coloured, RGB | 6     | ALL      |  254 | 304,618   |
/// |                                             | 1     | NONE     |   61 | 310,897   |
/// |                                             | 1     | SUB      |   72 | 345,887   |
/// | pages/mandala.png 1400x1400 line art, RGB   | 6     | ALL      |  256 | 401,381   |
/// |                                             | 1     | NONE     |   58 | 423,089   |
/// |                                             | 1     | SUB      |   74 | 487,442   |
///
/// Level 1 + NONE takes 0.2-0.25x the time of libpng's defaults and gives a file that is
/// smaller (big coloured page) or within a few percent (small pages). Filters cost time and,
/// on flat colour with hard edges, make the file bigger: zlib finds the long runs of identical
/// pixels better in the raw bytes than in the differences. Levels 2-3 are within noise of 1.
enum PNGSaveSettings {
    static let zlibLevel = 1
    static let filters = Int(PB_FILTER_NONE)
    static let strategy = Int(PB_STRATEGY_DEFAULT)
}
