import ColorCore

/// Start-up: the page is shown as soon as its view is built, while its regions are still being
/// found; the colouring screen then takes over that same view.
extension ColoringScreen {
    /// The first frame of a page, before the screen exists: the view as the colouring screen
    /// will show it, the palette, and `text` on the status row.
    public static func loadingFrame(renderer: ViewRenderer, text: String,
                                    palette: [ColorPalette.Entry] = ColorPalette.standard) -> CellFrame {
        let g = renderer.geometry
        if g.isTooSmall { return Notice.frame("too small", columns: g.columns, rows: g.rows) }
        var f = renderer.frame
        ColourChoice(palette: palette, depth: renderer.options.colours).bar(columns: g.columns).draw(into: &f, row: g.rows - 2)
        f.clearRow(g.rows - 1, fg: Chrome.text, bg: Chrome.barBackground)
        f.write(" " + text, column: 0, row: g.rows - 1, fg: Chrome.text, bg: Chrome.barBackground)
        return f
    }

    /// The colouring screen over a view already built for this session's page (at start-up,
    /// the loading frame's), so the page is not downsampled twice. Paint the session already has
    /// (a resumed journal) is brought into the view here. The display options are the view's.
    public init(session: Session, renderer: ViewRenderer, paths: SavePaths, modeName: String, rescueFolder: String,
                palette: [ColorPalette.Entry] = ColorPalette.standard, brushCells: Double? = nil) {
        self.init(session: session, renderer: renderer, columns: renderer.geometry.columns, rows: renderer.geometry.rows,
                  paths: paths, modeName: modeName, rescueFolder: rescueFolder, palette: palette, brushCells: brushCells,
                  display: renderer.options)
        if !session.canvas.paintedBounds.isEmpty {
            viewport.pageChanged([session.canvas.paintedBounds], canvas: session.canvas)
        }
    }
}
