import ColorCore

/// A book's gallery: its pages in order under the book's name, each with its progress. A book
/// may have hundreds of pages, so it opens with no previews; the executable asks which tiles
/// are in view without one (`previewsWanted`) and hands each over as it is made (`setPreview`).
extension GalleryScreen {
    public init(book name: String, pages: [GalleryItem], selected: Int, columns: Int, rows: Int, canGoBack: Bool,
                current: (page: String, output: String)? = nil, display: DisplayOptions = .standard) {
        self.init(recent: [], pages: pages, columns: columns, rows: rows, canGoBack: canGoBack, current: current, display: display)
        let count = pages.count
        title = "\(name): \(count) page\(count == 1 ? "" : "s") · Enter colours a page, { } turn pages while colouring"
        pagesHeading = name
        layout = GalleryLayout(columns: columns, rows: rows, recent: 0, pages: count, pagesHeading: name)
        previewsToCome = Set(pages.indices.filter { pages[$0].preview == nil })
        self.selected = pages.indices.contains(selected) ? selected : 0
        renderPreviews()
        keepSelectionVisible()
    }

    /// Items whose tile is in view now and whose preview is still to come, first row first.
    public var previewsWanted: [Int] {
        guard !previewsToCome.isEmpty else { return [] }
        var wanted: [Int] = []
        let rows = layout.contentRows
        for (line, top) in zip(layout.lines, layout.lineTops) {
            guard case .tiles(let indices) = line, top + layout.tileHeight > scroll, top < scroll + rows else { continue }
            wanted += indices.filter { previewsToCome.contains($0) }
        }
        return wanted
    }

    /// How many previews are still to come (in view or not).
    public var previewsToComeCount: Int { previewsToCome.count }

    /// Item `index`'s preview, made (nil: it could not be; its tile stays blank and is not asked for again).
    public mutating func setPreview(_ preview: Page?, ofItem index: Int) {
        guard items.indices.contains(index) else { return }
        previewsToCome.remove(index)
        items[index].preview = preview
        previews[index] = renderedPreview(of: items[index])
    }
}
