import ColorCore
import PhotoPages
import Screens

/// A page to colour: the picture itself when it is line art (or `asIs`), else the coloring page
/// `convert` makes of it at the default detail, the same every time (so `replay` and `regions`
/// find the regions the coloring book found).
public struct ColoringPage {
    public let page: Page
    /// Set when the picture was a photo and was converted.
    public let conversion: PageConverter.Result?
    /// How long the line-art test and the conversion took.
    public let milliseconds: Double
    /// Whether `page` is line art, when known (not tested for a picture taken as it is).
    private var isLineArt: Bool? = nil

    public static let detail = Detail.medium

    /// The status-line note for a converted photo.
    public var note: String? { note(offeringAsIs: true) }

    /// The note, naming `--as-is` where the command has it.
    public func note(offeringAsIs: Bool) -> String? {
        conversion.map {
            let earlier = $0.edition < PageConverter.editions.upperBound ? ", as an earlier termcolor made it" : ""
            return "photo turned into a coloring page (\(RegionProgress.regions($0.regionCount))\(earlier))"
                + (offeringAsIs ? "; --as-is opens it unchanged" : "")
        }
    }

    /// `madeFor`: the page digests of a picture coloured on this one (its stroke log's, its
    /// journal's): a photo is turned into the page one of them names, when an earlier edition of
    /// the conversion made it.
    public static func prepare(_ picture: Page, asIs: Bool, madeFor digests: Set<String> = []) -> ColoringPage {
        if asIs { return ColoringPage(page: picture, conversion: nil, milliseconds: 0, isLineArt: nil) }
        let start = ContinuousClock.now
        func since() -> Double {
            let d = (ContinuousClock.now - start).components
            return Double(d.seconds) * 1e3 + Double(d.attoseconds) / 1e15
        }
        if LineArtTest(lineArt: LineArt(page: picture)).isLineArt {
            return ColoringPage(page: picture, conversion: nil, milliseconds: since(), isLineArt: true)
        }
        let result = convert(picture, detail: detail, matching: digests)
        return ColoringPage(page: result.page, conversion: result, milliseconds: since(), isLineArt: true)
    }

    /// Whether the screen keeps the page's lines visible and sharp (`DisplayOptions.finishesLines`):
    /// for line art, not for a photo taken as it is (tested on `art`, the page's line art, when
    /// not known yet).
    public func finishesLines(_ art: LineArt) -> Bool { isLineArt ?? LineArtTest(lineArt: art).isLineArt }

    /// A photo's page, with the coloring book's smallest brush as the reach every region must
    /// hold: the newest edition's, unless an earlier edition makes the page one of `digests`
    /// names (then that one, so the picture's regions and lines are those it was coloured on).
    public static func convert(_ picture: Page, detail: Detail, matching digests: Set<String> = []) -> PageConverter.Result {
        func edition(_ e: Int) -> PageConverter.Result {
            PageConverter.convert(picture, detail: detail, smallestBrush: BrushSize.smallest, edition: e)
        }
        func digest(_ page: Page) -> String { PageDigest.of(PageLayers(page: page)) }
        let newest = edition(PageConverter.editions.upperBound)
        guard !digests.isEmpty, !digests.contains(digest(newest.page)) else { return newest }
        for e in PageConverter.editions.reversed().dropFirst() {
            let earlier = edition(e)
            if digests.contains(digest(earlier.page)) { return earlier }
        }
        return newest
    }
}
