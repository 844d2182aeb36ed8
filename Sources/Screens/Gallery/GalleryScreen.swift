import ColorCore
import Foundation

/// The gallery (`termcolor gallery`, `g` while colouring): recent pictures to continue and the
/// bundled pages to start, as small previews drawn by the page view's own renderer, each with
/// its name and progress. Arrows (or h j k l) and the mouse choose, Enter or a click opens;
/// Esc goes back to the picture beneath, or quits when the gallery is the first screen.
public struct GalleryScreen: Screen {
    public internal(set) var items: [GalleryItem]
    public internal(set) var selected = 0
    /// A picture is open beneath (Esc returns to it).
    public let canGoBack: Bool
    /// That picture's page and output (absolute paths): choosing it goes back to it.
    public let current: (page: String, output: String)?
    public internal(set) var message = ""
    public internal(set) var messageIsWarning = false
    var layout: GalleryLayout
    /// First content row shown.
    private(set) var scroll = 0
    /// Each item's preview at the tile size, nil where there is none.
    var previews: [CellFrame?] = []
    /// The top line, and the heading over the pages (a book's name over its pages).
    var title = "termcolor gallery: choose a picture"
    var pagesHeading = GalleryLayout.pagesHeading
    /// Items whose preview the executable makes only once their tile is in view (a book's
    /// pages: `GalleryScreen+Book`).
    var previewsToCome: Set<Int> = []

    /// Glyphs and colour depth the previews are drawn with (the colouring screen's).
    let display: DisplayOptions

    public init(recent: [GalleryItem], pages: [GalleryItem], columns: Int, rows: Int, canGoBack: Bool,
                current: (page: String, output: String)? = nil, display: DisplayOptions = .standard) {
        // The picture open beneath is on its page now, whatever the recent list last heard (it
        // may have been continued from the page's new place, with nothing drawn since).
        items = recent.map { item in
            guard let current, item.output == current.output else { return item }
            var open = item
            open.page = current.page
            open.pageMissing = false
            return open
        } + pages
        self.display = display
        self.canGoBack = canGoBack
        self.current = current
        layout = GalleryLayout(columns: columns, rows: rows, recent: recent.count, pages: pages.count)
        renderPreviews()
    }

    /// The item chosen now.
    public var chosen: GalleryItem? { items.indices.contains(selected) ? items[selected] : nil }

    public mutating func handle(_ event: AppEvent) -> [Effect] {
        switch event {
        case .input(.key(let key), _): return handleKey(key)
        case .input(.mouse(let m), _): return handleMouse(m)
        // Tiles keep the cell shape the gallery opened with (they are glyphs unless the terminal
        // had answered by then).
        case .input(.resize, _), .saveFinished, .tick, .textWritten, .batch, .timeLapse, .cellShapeChanged: return []
        // The picture beneath was saved before the gallery opened: nothing is left to save.
        case .endRequested: return [.quit(Ending(lastWords: "nothing to save"))]
        case .resized(let columns, let rows):
            let recent = items.filter { $0.kind == .recent }.count
            layout = GalleryLayout(columns: columns, rows: rows, recent: recent, pages: items.count - recent, pagesHeading: pagesHeading)
            renderPreviews()
            keepSelectionVisible()
            return []
        case .notice(let text, let warning):
            message = text; messageIsWarning = warning
            return []
        }
    }

    static let keys = KeyTable<GalleryAction>([
        .keys(["arrows"], [(.left, .move(-1, 0)), (.right, .move(1, 0)), (.up, .move(0, -1)), (.down, .move(0, 1))], "choose"),
        .keys([(.char("h"), .move(-1, 0)), (.char("l"), .move(1, 0)), (.char("k"), .move(0, -1)), (.char("j"), .move(0, 1))], "choose"),
        .keys([(.enter, .open), (.char(" "), .open)], "open"),
        .keys([(.escape, .back), (.char("g"), .back), (.char("q"), .back)], "back"),
        .keys([(.char("t"), .play), (.char("p"), .play)], "play the picture's colouring (any key ends)"),
        // As on every other screen (else Ctrl-Z does nothing here, and the fg typed next
        // goes to the gallery and opens a picture).
        .keys([(.control("z"), .suspend)], "suspend (fg resumes)"),
    ])

    private mutating func handleKey(_ key: Key) -> [Effect] {
        message = ""
        switch Self.keys.action(for: key) {
        case .move(let dx, let dy)?:
            let target = dy == 0 ? selected + dx : layout.item(from: selected, rowsAway: dy)
            if let target, items.indices.contains(target) { selected = target }
            keepSelectionVisible()
            return []
        case .open?: return open()
        case .back?: return canGoBack ? [.close] : [.quit(Ending())]
        case .suspend?: return [.suspend]
        case .play?: return play()
        case nil: return key == .control("c") ? [.quit(Ending())] : []
        }
    }

    private mutating func handleMouse(_ m: MouseEvent) -> [Effect] {
        switch m.kind {
        case .press where m.button == 0:
            guard let index = item(atColumn: m.column, row: m.row) else { return [] }
            selected = index
            return open()
        case .scrollUp: scroll = max(0, scroll - 3); return []
        case .scrollDown: scroll = min(maxScroll, scroll + 3); return []
        default: return []
        }
    }

    private mutating func open() -> [Effect] {
        guard let item = chosen else { return [] }
        // The picture beneath, or its page: back to it as it is.
        if let current, item.output == current.output || (item.kind == .page && item.page == current.page) { return [.close] }
        if item.pageMissing, let output = item.output {
            message = GalleryItem.pageGoneNote(page: item.page, output: Self.shown(output), naming: false)
            messageIsWarning = true
            return []
        }
        message = "opening \(item.name)..."
        messageIsWarning = false
        return [.openPicture(page: item.page, output: item.output)]
    }

    /// A path as short as it can be said: relative when it lies in the current folder.
    static func shown(_ path: String) -> String {
        let here = FileManager.default.currentDirectoryPath + "/"
        return path.hasPrefix(here) && path.count > here.count ? String(path.dropFirst(here.count)) : path
    }

    // MARK: Layout

    private var contentHeight: Int { layout.lines.reduce(0) { $0 + layout.height(of: $1) } }
    private var maxScroll: Int { max(0, contentHeight - layout.contentRows) }

    mutating func keepSelectionVisible() {
        guard let (line, _) = layout.position(of: selected) else { return }
        var top = layout.lineTops[line]
        // The heading above the first row of a section comes into view with it.
        if line > 0, case .heading = layout.lines[line - 1] { top -= 1 }
        let bottom = layout.lineTops[line] + layout.tileHeight
        if top < scroll { scroll = top }
        if bottom > scroll + layout.contentRows { scroll = bottom - layout.contentRows }
        scroll = max(0, min(scroll, maxScroll))
    }

    /// The item whose tile covers a cell, if any.
    func item(atColumn column: Int, row: Int) -> Int? {
        let y = row - GalleryLayout.topRows + scroll
        guard row >= GalleryLayout.topRows, row < layout.rows - GalleryLayout.bottomRows else { return nil }
        for (line, top) in zip(layout.lines, layout.lineTops) {
            guard case .tiles(let indices) = line, y >= top, y < top + layout.tileHeight - 1 else { continue }
            for (c, index) in indices.enumerated() {
                let left = layout.tileLeft(c)
                if column >= left && column < left + layout.tileWidth { return index }
            }
        }
        return nil
    }

    /// Renders each preview at the tile size with the page view's renderer (the rows above its
    /// palette and status rows, which the renderer leaves blank). The preview's lines are
    /// already drawn to suit the size (`PagePreview`); its dark pixels are the lines the
    /// renderer keeps visible and crisp, as on the page view.
    mutating func renderPreviews() {
        previews = items.map(renderedPreview(of:))
    }

    func renderedPreview(of item: GalleryItem) -> CellFrame? {
        guard let page = item.preview else { return nil }
        let art = LineArt(page: page)
        var options = display
        options.finishesLines = item.finishesLines
        let renderer = ViewRenderer(canvas: Canvas(page: page, lineArt: art), lineArt: art,
                                    columns: layout.tileWidth, rows: layout.previewRows + ViewGeometry.reservedRows,
                                    options: options)
        return renderer.frame
    }

    // MARK: Output

    public func frame() -> CellFrame {
        let bg = Chrome.barBackground
        var f = CellFrame(columns: layout.columns, rows: layout.rows, fill: Cell(glyph: " ", fg: Chrome.text, bg: bg))
        guard layout.rows >= 8, layout.columns >= 20 else { return Notice.frame("too small", columns: layout.columns, rows: layout.rows) }
        f.write(" " + title, column: 0, row: 0, fg: Chrome.highlight, bg: bg)
        for (line, top) in zip(layout.lines, layout.lineTops) {
            let row = top - scroll + GalleryLayout.topRows
            switch line {
            case .heading(let text):
                if row >= GalleryLayout.topRows && row < layout.rows - GalleryLayout.bottomRows {
                    f.write(text, column: GalleryLayout.gap, row: row, fg: Chrome.highlight, bg: bg)
                }
            case .tiles(let indices):
                for (c, index) in indices.enumerated() { drawTile(index, left: layout.tileLeft(c), top: row, into: &f) }
            }
        }
        let keysText = "arrows choose · Enter opens · t plays · " + (canGoBack ? "Esc back to the picture" : "Esc quits")
        f.clearRow(layout.rows - 1, fg: Chrome.text, bg: Chrome.barBackground)
        f.write(" " + (message.isEmpty ? keysText : message), column: 0, row: layout.rows - 1,
                fg: messageIsWarning ? Chrome.warning : Chrome.text, bg: Chrome.barBackground)
        return f
    }

    private func drawTile(_ index: Int, left: Int, top: Int, into f: inout CellFrame) {
        let first = GalleryLayout.topRows, last = layout.rows - GalleryLayout.bottomRows  // rows that may be drawn
        let item = items[index], w = layout.tileWidth
        for r in 0..<layout.previewRows where top + r >= first && top + r < last {
            for c in 0..<w where left + c < f.columns {
                f[left + c, top + r] = previews[index]?[c, r] ?? Cell(glyph: "·", fg: Chrome.text, bg: ViewRenderer.letterbox)
            }
        }
        let isSelected = index == selected
        let (fg, bg) = isSelected ? (Chrome.black, Chrome.highlight) : (Chrome.text, Chrome.barBackground)
        for (k, text) in [item.name, item.progressText(fitting: w - 1)].enumerated() {
            let row = top + layout.previewRows + k
            guard row >= first && row < last else { continue }
            let shown = text.unicodeScalars.count > w - 1 ? String(String.UnicodeScalarView(text.unicodeScalars.prefix(w - 2))) + "…" : text
            for c in 0..<w where left + c < f.columns { f[left + c, row] = Cell(glyph: " ", fg: fg, bg: bg) }
            f.write(" " + shown, column: left, row: row, fg: k == 0 && !isSelected ? Chrome.highlight : fg, bg: bg)
        }
    }
}

/// What a key does in the gallery.
enum GalleryAction: Equatable, Sendable {
    case move(Int, Int)
    case open
    case back
    case suspend
    /// Play the chosen picture's colouring (`GalleryScreen+Playing`).
    case play
}
