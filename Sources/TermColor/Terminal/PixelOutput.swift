import ColorCore
import Pixels
import Screens

/// The page area drawn as an image: the protocol the probe chose, the cell size in pixels, what
/// the area shows now (`PixelPresenter`), and the bytes that draw a frame's plan and that take
/// the image away again. No I/O: `Terminal` writes the bytes after ncurses' own refresh.
struct PixelOutput {
    let kind: PixelChoice.Kind
    private(set) var view: PixelView
    /// Sixel colour registers the palette of one image may use.
    let registers: Int
    private var presenter = PixelPresenter()
    /// The kitty image the area is, edited in place by patches and replaced by full frames, so
    /// the terminal holds one image however long a person paints.
    static let kittyImageID = 7
    private let kitty = KittyEncoder(imageID: PixelOutput.kittyImageID)

    init(kind: PixelChoice.Kind, cellWidth: Int, cellHeight: Int, registers: Int?) {
        self.kind = kind
        view = PixelView(cellWidth: cellWidth, cellHeight: cellHeight)
        // Registers beyond 256 buy little on a page (paper, lines, a few paints and their edges)
        // and cost palette bytes in every patch.
        self.registers = min(256, max(16, registers ?? 256))
    }

    /// Whether an image may be on screen.
    var isShowing: Bool { presenter.isShowing }

    /// The next frame sends the whole area (after a clear, a resize, a suspend).
    mutating func invalidate() { presenter.invalidate() }

    /// A font change or resize: another cell size (the next frame is sent whole).
    mutating func setCellSize(width: Int, height: Int) {
        guard width > 0, height > 0, width != view.cellWidth || height != view.cellHeight else { return }
        view = PixelView(cellWidth: width, cellHeight: height)
        presenter.invalidate()
    }

    /// What the text layer is given for `frame` (the page area blanked).
    func textFrame(_ frame: CellFrame, page: PixelPage) -> CellFrame { PixelPresenter.textFrame(frame, page: page) }

    /// The bytes that bring the page area up to `frame`, written after the text layer's refresh.
    /// The cursor and attributes are saved and restored around them (DECSC, DECRC), since ncurses
    /// believes it knows where the cursor is and an image moves it.
    mutating func bytes(for frame: CellFrame, page: PixelPage) -> [UInt8] {
        let plan = presenter.plan(for: frame, page: page)
        guard !plan.images.isEmpty || !plan.overlays.isEmpty else { return [] }
        var out: [UInt8] = Array("\u{1b}7".utf8)
        let letterbox = (page.letterbox.r, page.letterbox.g, page.letterbox.b)
        for cells in plan.images {
            let image = view.render(page.page, geometry: page.geometry, cells: cells, letterbox: letterbox)
            guard image.width > 0 else { continue }
            if kind == .kitty { out += Self.eraseToDefaultBackground(cells) }
            out += Self.moveTo(column: cells.x, row: cells.y)
            out += encode(image, cells: cells, full: plan.full)
        }
        for o in plan.overlays { out += Self.moveTo(column: o.column, row: o.row) + Self.text(o.cell) }
        out += Array("\u{1b}[0m\u{1b}8".utf8)
        return out
    }

    /// Blanks `cells` in the terminal's default background (SGR 0, then ECH on each row). The kitty
    /// image lies under every cell of another background, and ncurses keeps the page area as
    /// blanks of the letterbox colour: so under the image the cells must be made default again,
    /// each time its pixels are sent (a full frame, or the patch where an overlay was).
    static func eraseToDefaultBackground(_ cells: Rect) -> [UInt8] {
        guard !cells.isEmpty else { return [] }
        var out = Array("\u{1b}[0m".utf8)
        for row in cells.y..<cells.maxY { out += moveTo(column: cells.x, row: row) + Array("\u{1b}[\(cells.width)X".utf8) }
        return out
    }

    /// One image of `cells`: sixel drawn at the cursor, or for kitty the whole image placed or a
    /// patch of it edited in place (under the text, so overlays written as text show over it).
    func encode(_ image: RGBImage, cells: Rect, full: Bool) -> [UInt8] {
        switch kind {
        case .sixel:
            return SixelEncoder.encode(image, palette: SixelPalette(for: image, registers: registers))
        case .kitty:
            if full { return kitty.place(image, columns: cells.width, rows: cells.height) }
            return kitty.patch(image, x: cells.x * view.cellWidth, y: cells.y * view.cellHeight)
        }
    }

    /// What takes the image away (quitting, a suspend, a signal): the kitty image and its data
    /// deleted; sixel pixels are text cells, cleared with the screen.
    var removal: [UInt8] {
        switch kind {
        case .kitty: Array("\u{1b}_Ga=d,d=A,q=2\u{1b}\\".utf8) + kitty.delete()
        case .sixel: Array("\u{1b}[2J".utf8)
        }
    }

    static func moveTo(column: Int, row: Int) -> [UInt8] { Array("\u{1b}[\(row + 1);\(column + 1)H".utf8) }

    /// A cell as text: its colours (24-bit or xterm's 256), then its glyph.
    static func text(_ cell: Cell) -> [UInt8] {
        func colour(_ c: CellColour, _ base: Int) -> String {
            if let i = c.index { return "\(base);5;\(i)" }
            let v = c.rgb
            return "\(base);2;\(v.r);\(v.g);\(v.b)"
        }
        return Array("\u{1b}[0;\(colour(cell.fg, 38));\(colour(cell.bg, 48))m".utf8) + Array(String(Character(cell.glyph)).utf8)
    }
}
