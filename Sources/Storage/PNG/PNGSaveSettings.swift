import PNGBridge

/// How pages are compressed on save, per encoding (`PNGEncodingPlan`): zlib level, row filter
/// and strategy, chosen by measurement, not guessed.
///
/// Every choice uses row filter NONE and the default strategy: on flat colour with hard edges
/// zlib finds the long runs better in the raw bytes than in filtered differences, and filters
/// cost time. UP, SUB, ALL (libpng's adaptive choice), Z_FILTERED and Z_RLE were measured for
/// every format below and were never both smaller and faster by more than noise.
/// The level is the one past which a further level saves under ~2% of the bytes or costs
/// ~40% more time; all stay near or under 0.3x Pillow's level-6 time, leaving room for noise
/// under the 0.5x floor of issue 2.
///
/// Measured 2026-11 (libpng 1.6.39, zlib 1.2.13, PNGBridge as built -O2 by clang, 2 shared
/// cores under load 2-5, so absolute times are high and noisy; ms are medians of 3-7 runs,
/// interleaved across settings, of plan + pack + encode + write, timed in C on the decoded page;
/// Pillow = `reference_bench.py` png6, RGBA level 6, measured in the same session):
///
/// | page (format chosen)                       | level | filter  | ms   | bytes     | Pillow ms / bytes |
/// |--------------------------------------------|-------|---------|------|-----------|-------------------|
/// | voronoi_4096 (grey 1-bit)                  | 1     | NONE    |  114 |   673,041 | 1974 / 940,677    |
/// |                                            | 5     | NONE    |  185 |   566,172 |                   |
/// |                                            | 6     | NONE    |  369 |   546,854 |                   |
/// |                                            | 6     | UP      |  307 |   549,183 |                   |
/// |                                            | 6     | ALL     |  292 |   549,217 |                   |
/// |                                            | 6     | NONE, Z_FILTERED | 387 | 538,900 |               |
/// |                                            | 6     | NONE, Z_RLE |  71 |   636,305 |                   |
/// |                                            | 7     | NONE    |  612 |   532,449 |                   |
/// |                                            | 9     | NONE    | 3409 |   506,604 |                   |
/// | grid_4096 (grey 1-bit)                     | 1     | NONE    |   35 |    62,036 | 1301 / 111,473    |
/// |                                            | 6     | NONE    |   59 |     9,946 |                   |
/// |                                            | 6     | UP      |   52 |    10,378 |                   |
/// |                                            | 9     | UP      |   64 |     8,203 |                   |
/// |                                            | 6     | NONE, Z_RLE |  73 |   596,512 |                   |
/// | circles_4096 (grey 1-bit)                  | 5     | NONE    |   64 |   134,791 | 1012 / 240,572    |
/// |                                            | 6     | NONE    |   86 |   130,918 |                   |
/// |                                            | 6     | UP      |   58 |   132,546 |                   |
/// |                                            | 7     | NONE    |  100 |   130,028 |                   |
/// |                                            | 9     | NONE    |  437 |   113,889 |                   |
/// | aa_4096 (grey 8-bit, 256 levels)           | 1     | NONE    |  401 | 3,116,891 | 2240 / 5,202,771  |
/// |                                            | 3     | NONE    |  241 | 2,837,523 |                   |
/// |                                            | 4     | NONE    |  358 | 2,585,146 |                   |
/// |                                            | 5     | NONE    |  421 | 2,511,283 |                   |
/// |                                            | 6     | NONE    |  601 | 2,472,280 |                   |
/// |                                            | 6     | SUB     |  891 | 2,784,507 |                   |
/// |                                            | 6     | UP      |  897 | 3,249,759 |                   |
/// |                                            | 6     | NONE, Z_RLE | 388 | 3,486,554 |                  |
/// | castle.png 2000x1125 (palette 8-bit, 108 colours, tRNS 107) | 1 | NONE | 31 | 201,204 | 251 / 255,816 |
/// |                                            | 5     | NONE    |   46 |   149,816 |                   |
/// |                                            | 6     | NONE    |   61 |   144,973 |                   |
/// |                                            | 6     | UP      |   66 |   197,064 |                   |
/// |                                            | 6     | ALL     |   98 |   190,297 |                   |
/// |                                            | 7     | NONE    |   70 |   143,442 |                   |
/// |                                            | 9     | NONE    |  406 |   137,088 |                   |
/// | 4096x4096 coloured (16 flat colours x AA edges, 3895 colours, RGB) | 1 | NONE | 487 | 8,155,895 | 2642 / 10,594,506 |
/// |                                            | 1     | SUB     |  516 | 9,612,453 |                   |
/// |                                            | 2     | NONE    |  518 | 7,858,364 |                   |
/// |                                            | 3     | NONE    |  586 | 7,519,345 |                   |
/// |                                            | 4     | NONE    |  702 | 7,403,527 |                   |
/// |                                            | 6     | NONE    | 1133 | 7,094,534 |                   |
/// | the same with alpha 255 - grey / 2 (RGBA)  | 1     | NONE    |  659 | 9,954,660 | 2507 / 12,262,806 |
/// |                                            | 2     | NONE    |  653 | 9,592,104 |                   |
/// |                                            | 3     | NONE    |  580 | 9,406,622 |                   |
/// | aa_4096 grey with varying alpha (grey + alpha) | 1 | NONE    |  374 | 6,179,676 | 2814 / 8,908,270 |
/// |                                            | 2     | NONE    |  383 | 6,021,574 |                   |
/// |                                            | 3     | NONE    |  484 | 5,816,639 |                   |
/// |                                            | 5     | NONE    |  791 | 5,484,550 |                   |
///
/// Grey 2/4-bit and palettes of 1/2/4 bits had no page of their own: their packed rows are as
/// small as grey 1-bit's or smaller than palette 8-bit's, and they take the same level 6.
///
/// `termcolor bench --runs 5` (release, 3 rounds interleaved with `reference_bench.py`; medians):
/// grid 40 ms / 9,946 B (Pillow 759 ms / 111,473 B), voronoi 271 / 546,854 (1392 / 940,677),
/// circles 87 / 130,918 (1089 / 240,572), aa 423 / 2,511,283 (2144 / 5,202,771), the coloured
/// page 622 / 7,519,345 (2246 / 10,594,506), castle 59 / 144,973 (244 / 255,816): every page
/// at most 0.31x Pillow's time in any round and 0.09-0.71x its bytes.
enum PNGSaveSettings {
    static func options(for plan: PNGEncodingPlan) -> pb_write_options {
        let level: Int
        switch plan.colorType {
        case .grey: level = plan.bitDepth == 8 ? 5 : 6
        case .palette: level = 6
        case .rgb, .rgba, .greyAlpha: level = 3
        }
        return pb_write_options(zlib_level: Int32(level), filters: Int32(PB_FILTER_NONE),
                                zlib_strategy: Int32(PB_STRATEGY_DEFAULT), software: nil)
    }
}
