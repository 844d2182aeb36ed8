import ColorCore
import PhotoPages
import Screens

/// A page to colour: the picture itself when it is line art (or `asIs`), else the coloring page
/// `convert` makes of it at the default detail, the same every time (so `replay` and `regions`
/// find the regions the coloring book found).
struct ColoringPage {
    let page: Page
    /// Set when the picture was a photo and was converted.
    let conversion: PageConverter.Result?
    /// How long the line-art test and the conversion took.
    let milliseconds: Double
    /// Whether `page` is line art, when known (not tested for a picture taken as it is).
    private var isLineArt: Bool? = nil

    static let detail = Detail.medium

    /// The status-line note for a converted photo.
    var note: String? { note(offeringAsIs: true) }

    /// The note, naming `--as-is` where the command has it.
    func note(offeringAsIs: Bool) -> String? {
        conversion.map {
            "photo turned into a coloring page (\(RegionProgress.regions($0.regionCount)))" + (offeringAsIs ? "; --as-is opens it unchanged" : "")
        }
    }

    static func loadOrExit(_ path: String, asIs: Bool) throws -> ColoringPage {
        prepare(try loadPageOrExit(path), asIs: asIs)
    }

    static func prepare(_ picture: Page, asIs: Bool) -> ColoringPage {
        if asIs { return ColoringPage(page: picture, conversion: nil, milliseconds: 0, isLineArt: nil) }
        let start = ContinuousClock.now
        func since() -> Double {
            let d = (ContinuousClock.now - start).components
            return Double(d.seconds) * 1e3 + Double(d.attoseconds) / 1e15
        }
        if LineArtTest(lineArt: LineArt(page: picture)).isLineArt {
            return ColoringPage(page: picture, conversion: nil, milliseconds: since(), isLineArt: true)
        }
        let result = convert(picture, detail: detail)
        return ColoringPage(page: result.page, conversion: result, milliseconds: since(), isLineArt: true)
    }

    /// Whether the screen keeps the page's lines visible and sharp (`DisplayOptions.finishesLines`):
    /// for line art, not for a photo taken as it is (tested on `art`, the page's line art, when
    /// not known yet).
    func finishesLines(_ art: LineArt) -> Bool { isLineArt ?? LineArtTest(lineArt: art).isLineArt }

    /// A photo's page, with the coloring book's smallest brush as the reach every region must hold.
    static func convert(_ picture: Page, detail: Detail) -> PageConverter.Result {
        PageConverter.convert(picture, detail: detail, smallestBrush: BrushSize.smallest)
    }
}
