import ColorCore
import Pixels
import Screens
import Storage

/// The gallery's tile previews drawn as images (sixel or kitty, as the page area is), each at
/// its tile's size in pixels, the names and progress under them staying text. Keeps which tiles
/// are on screen, so a frame sends only the tiles that are new, moved (scrolled) or changed (a
/// book page's preview that came), and takes away what a tile that left or moved showed. No
/// I/O: `Terminal` writes the bytes after ncurses' refresh.
struct TileImageOutput {
    /// A kitty image per gallery item, from this id up (the page area's is `PixelOutput`'s).
    static let firstKittyID = 1000

    private var shown: [Int: GalleryTileImage] = [:]
    /// The cell size the shown tiles were drawn at: another one draws them all again.
    private var cellSize: (width: Int, height: Int)?
    /// The screen was cleared or images taken away: every tile is drawn again (and sent again:
    /// kitty may have freed its images), while the tiles that were shown are still taken away
    /// where none is now (a kitty placement may outlive a clear or a resize).
    private var redrawAll = false

    /// Whether a tile image may be on screen.
    var isShowing: Bool { !shown.isEmpty }

    /// The next frame draws every tile (after a clear, a resize, a suspend).
    mutating func invalidate() { redrawAll = true }

    /// The cell every tile's preview area holds in the text layer: the letterbox's colour, which
    /// nothing else in the gallery is, so when a tile leaves, its cells differ from what the
    /// text layer held and ncurses writes them (which clears sixel pixels there).
    static let blank = Cell(glyph: " ", fg: CellColour(ViewRenderer.letterbox), bg: CellColour(ViewRenderer.letterbox))

    /// `frame` with each tile's visible preview cells blanked: what the text layer is given.
    static func textFrame(_ frame: CellFrame, tiles: [GalleryTileImage]) -> CellFrame {
        var f = frame
        for t in tiles {
            for row in t.visible.y..<t.visible.maxY where row >= 0 && row < f.rows {
                for column in t.visible.x..<t.visible.maxX where column >= 0 && column < f.columns { f[column, row] = blank }
            }
        }
        return f
    }

    /// The bytes that bring the tiles up to `tiles`, drawn by `output`'s protocol and cell size;
    /// `text` is the frame the text layer was given (written back, as text, over the cells a
    /// sixel tile showed and no tile shows now). Cursor and attributes are saved and restored.
    mutating func bytes(for tiles: [GalleryTileImage], text: CellFrame, output: PixelOutput) -> [UInt8] {
        let size = (width: output.view.cellWidth, height: output.view.cellHeight)
        if let cellSize, cellSize != size { redrawAll = true }
        cellSize = size
        let wanted = Dictionary(tiles.map { ($0.item, $0) }, uniquingKeysWith: { first, _ in first })
        let drawn = redrawAll ? tiles : tiles.filter { shown[$0.item] != $0 }
        let gone = shown.values.filter { wanted[$0.item] == nil }.sorted { $0.item < $1.item }
        guard !drawn.isEmpty || !gone.isEmpty else { return [] }
        var out: [UInt8] = Array("\u{1b}7".utf8)
        switch output.kind {
        case .kitty:
            for t in gone { out += KittyEncoder(imageID: Self.kittyID(t.item)).delete() }
        case .sixel:
            // Cells a tile showed that no tile shows now: their text again, over the old pixels.
            let left = (gone + drawn.compactMap { shown[$0.item] }).flatMap(\.cells)
            let covered = Set(tiles.flatMap(\.cells).map { $0.row * text.columns + $0.column })
            for cell in Set(left.map { $0.row * text.columns + $0.column }).subtracting(covered).sorted() {
                let (column, row) = (cell % text.columns, cell / text.columns)
                guard row < text.rows else { continue }
                out += PixelOutput.moveTo(column: column, row: row) + PixelOutput.text(text[column, row])
            }
            out += Array("\u{1b}[0m".utf8)
        }
        for t in drawn {
            out += PixelOutput.moveTo(column: t.visible.x, row: t.visible.y)
            // A kitty tile that only moved (scrolled whole, the same pixels) is placed again from
            // the image the terminal holds: no pixels sent.
            if output.kind == .kitty, !redrawAll, let was = shown[t.item], was.showsTheSamePixels(as: t) {
                out += Self.kittyMove(t)
                continue
            }
            let image = Self.render(t, view: output.view)
            guard image.width > 0 else { continue }
            switch output.kind {
            case .sixel: out += SixelEncoder.encode(image, palette: SixelPalette(for: image, registers: output.registers))
            case .kitty:
                out += KittyEncoder(imageID: Self.kittyID(t.item), compress: { Zlib.compress($0) }).place(image, columns: t.visible.width, rows: t.visible.height)
            }
        }
        shown = wanted
        redrawAll = false
        out += Array("\u{1b}[0m\u{1b}8".utf8)
        return out
    }

    /// The tile's visible part in pixels, by the page area's renderer.
    static func render(_ tile: GalleryTileImage, view: PixelView) -> RGBImage {
        let art = LineArt(page: tile.preview)
        let page = ShownPage(canvas: Canvas(page: tile.preview, lineArt: art), lineArtShown: true)
        let l = CellColour(ViewRenderer.letterbox).rgb
        return view.render(page, geometry: tile.geometry, cells: tile.visibleInTile, letterbox: (l.r, l.g, l.b))
    }

    static func kittyID(_ item: Int) -> Int { firstKittyID + item }

    /// The kitty image of `tile` placed at the cursor under the placement id `place` gave it
    /// (`p=1`), which replaces its placement where it was.
    static func kittyMove(_ tile: GalleryTileImage) -> [UInt8] {
        Array("\u{1b}_Ga=p,i=\(kittyID(tile.item)),p=1,c=\(tile.visible.width),r=\(tile.visible.height),C=1,q=2\u{1b}\\".utf8)
    }
}

extension GalleryTileImage {
    /// Whether `other` shows the same pixels (the same preview, view, visible part), wherever it is.
    func showsTheSamePixels(as other: GalleryTileImage) -> Bool {
        item == other.item && visibleInTile == other.visibleInTile && geometry == other.geometry && preview == other.preview
    }

    /// The screen cells it shows.
    var cells: [(column: Int, row: Int)] {
        (visible.y..<visible.maxY).flatMap { row in (visible.x..<visible.maxX).map { (column: $0, row: row) } }
    }
}
