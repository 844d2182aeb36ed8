import ArgumentParser
import Storage

/// `--page N` and `--dpi D`: which page of a PDF to open and how finely to draw a PDF or SVG
/// page; every command that takes a page has them.
struct PageChoiceOptions: ParsableArguments {
    @Option(help: ArgumentHelp("The PDF page to open, from 1 (default: 1).", valueName: "N"))
    var page: Int?
    @Option(help: ArgumentHelp("""
        Pixels per inch a PDF or SVG page is drawn at (36-1200; default: a PDF page at 300, or at its own \
        resolution when it is one picture; an SVG at its declared size).
        """, valueName: "D"))
    var dpi: Double?

    var choice: PageChoice { PageChoice(page: page ?? 1, dpi: dpi) }

    func validate() throws {
        if let page, page < 1 { throw ValidationError("--page counts from 1, not \(page)") }
        if let dpi, !PageChoice.dpiRange.contains(dpi) {
            throw ValidationError("--dpi must be from \(Int(PageChoice.dpiRange.lowerBound)) to \(Int(PageChoice.dpiRange.upperBound)), not \(fixed(dpi, 1))")
        }
    }
}
