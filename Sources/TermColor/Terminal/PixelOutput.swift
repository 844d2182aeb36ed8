import ColorCore
import Pixels
import Screens
import Storage

/// The page area drawn as an image: the protocol the probe chose, the cell size in pixels, what
/// the area shows now (`PixelPresenter`), and the bytes that draw a frame's plan and that take
/// the image away again. No I/O: `Terminal` writes the bytes after ncurses' own refresh.
struct PixelOutput {
    let kind: PixelChoice.Kind
    private(set) var view: PixelView
    /// Sixel colour registers the palette of one image may use.
    let registers: Int
    private var presenter: PixelPresenter
    /// The kitty image the area is, edited in place by patches and replaced by full frames, so
    /// the terminal holds one image however long a person paints. Its pixels go zlib-compressed:
    /// a page is mostly flat paper, and raw RGB in base64 costs 4 bytes a pixel.
    static let kittyImageID = 7
    private let kitty = KittyEncoder(imageID: PixelOutput.kittyImageID, compress: { Zlib.compress($0) })

    init(kind: PixelChoice.Kind, cellWidth: Int, cellHeight: Int, registers: Int?) {
        self.kind = kind
        view = PixelView(cellWidth: cellWidth, cellHeight: cellHeight)
        // Registers beyond 256 buy little on a page (paper, lines, a few paints and their edges)
        // and cost palette bytes in every patch.
        self.registers = min(256, max(16, registers ?? 256))
        presenter = PixelPresenter(overlaysAreText: kind == .sixel, runGap: kind == .sixel ? 1 : 0)
    }

    /// Sixel registers a patch's palette may use. A 16-px brush's patch (about 30 cells, 2 300
    /// pixels) has 60-100 colours of 18 bits, most of them the antialiased line's edge blended
    /// with the paint, and each costs 14 bytes of palette and a pass over every band: the 64
    /// most used stay exact (paper, paint, line), the rest take the nearest. A full frame keeps
    /// `registers`.
    static let patchRegisters = 64

    /// Whether an image may be on screen.
    var isShowing: Bool { presenter.isShowing }

    /// Whether cells still wait for their pixels (`PixelPresenter.isOwing`): present again soon.
    var isOwing: Bool { presenter.isOwing }

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
        let burnt = kind == .kitty ? Self.withOverlayCells(plan) : plan.images
        var overlays: [Int: Cell] = [:]
        if kind == .kitty { for o in plan.overlays { overlays[o.row * frame.columns + o.column] = o.cell } }
        for cells in burnt {
            let image = PixelAreaImage.render(cells, page: page, view: view, overlays: overlays, columns: frame.columns)
            guard image.width > 0 else { continue }
            out += Self.moveTo(column: cells.x, row: cells.y)
            out += encode(image, cells: cells, full: plan.full)
        }
        if kind == .sixel { out += Self.text(plan.overlays) }
        out += Array("\u{1b}[0m\u{1b}8".utf8)
        return out
    }

    /// The plan's images and the overlay cells outside them, in runs of cells side by side: for
    /// kitty, whose image lies over the text, overlays are drawn into the pixels sent. Only
    /// overlay cells: a cell between two would be sent without the overlay it may still show.
    static func withOverlayCells(_ plan: PixelPresenter.Plan) -> [Rect] {
        var rects = plan.images
        // The overlays are row-major, so a run grows while the next cell is just right of it.
        for o in plan.overlays where !plan.images.contains(where: { $0.contains(o.column, o.row) }) {
            if let last = rects.last, rects.count > plan.images.count, last.y == o.row, last.maxX == o.column {
                rects[rects.count - 1].width += 1
            } else {
                rects.append(Rect(x: o.column, y: o.row, width: 1, height: 1))
            }
        }
        return rects
    }

    /// Whether the page area is drawn as an image for `page`. Not in kitty while a modal (help,
    /// the colour picker) covers the area: its text cannot show over the image there, so the
    /// image goes and the area is glyphs until the modal closes.
    func draws(_ page: PixelPage) -> Bool { kind == .sixel || !page.modalCoversArea }

    /// One image of `cells`: sixel drawn at the cursor, or for kitty the whole image placed or a
    /// patch of it edited in place.
    func encode(_ image: RGBImage, cells: Rect, full: Bool) -> [UInt8] {
        switch kind {
        case .sixel:
            return SixelEncoder.encode(image, registers: full ? registers : min(registers, Self.patchRegisters))
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

    /// Overlay cells as text (row-major): the cursor moved only where the next cell is not the
    /// one just right of the last written, the colours said only where they differ from the
    /// last cell's, since a region outline's cells run along rows in few colours.
    static func text(_ overlays: [PixelPresenter.Overlay]) -> [UInt8] {
        var out: [UInt8] = []
        var last: PixelPresenter.Overlay?
        for o in overlays {
            if let l = last, l.row == o.row, l.column + 1 == o.column, Self.isOneColumn(l.cell.glyph) {} else {
                out += moveTo(column: o.column, row: o.row)
            }
            if let l = last, l.cell.fg == o.cell.fg, l.cell.bg == o.cell.bg {} else { out += colours(o.cell) }
            out += Array(String(Character(o.cell.glyph)).utf8)
            last = o
        }
        return out
    }

    /// Whether the terminal surely moves one column on `glyph`: Latin and the box drawing and
    /// block elements outlines are drawn with. Elsewhere (a wide or combining character) the
    /// next cell's place is said.
    static func isOneColumn(_ glyph: Unicode.Scalar) -> Bool {
        (0x20..<0x300).contains(glyph.value) || (0x2500..<0x25A0).contains(glyph.value)
    }

    /// A cell as text: its colours, then its glyph.
    static func text(_ cell: Cell) -> [UInt8] { colours(cell) + Array(String(Character(cell.glyph)).utf8) }

    /// A cell's colours as SGR (24-bit or xterm's 256), attributes reset first.
    static func colours(_ cell: Cell) -> [UInt8] {
        func colour(_ c: CellColour, _ base: Int) -> String {
            if let i = c.index { return "\(base);5;\(i)" }
            let v = c.rgb
            return "\(base);2;\(v.r);\(v.g);\(v.b)"
        }
        return Array("\u{1b}[0;\(colour(cell.fg, 38));\(colour(cell.bg, 48))m".utf8)
    }
}

