import ColorCore
import Pixels
import Screens

/// The page area's pixels as the pixel view draws them: the page by `PixelView`, and the cells
/// drawn over it (outlines, hover, the cursor, the stroke tip) drawn into the pixels as kitty
/// gets them (`OverlayPixels`). What the terminal is sent (`PixelOutput`) and what `snapshot
/// --pixels` writes both come from here, so a snapshot shows what the terminal shows.
enum PixelAreaImage {
    /// Cells `cells` of the area, with `overlays` (by row-major index, `columns` a row) drawn in.
    static func render(_ cells: Rect, page: PixelPage, view: PixelView, overlays: [Int: Cell], columns: Int) -> RGBImage {
        let letterbox = (page.letterbox.r, page.letterbox.g, page.letterbox.b)
        var image = view.render(page.page, geometry: page.geometry, cells: cells, letterbox: letterbox)
        guard image.width > 0 else { return image }
        for row in cells.y..<cells.maxY {
            for column in cells.x..<cells.maxX {
                guard let cell = overlays[row * columns + column] else { continue }
                OverlayPixels.draw(cell, into: &image, x: (column - cells.x) * view.cellWidth, y: (row - cells.y) * view.cellHeight,
                                   width: view.cellWidth, height: view.cellHeight)
            }
        }
        return image
    }

    /// The whole area of `frame` as a full frame shows it: every cell that differs from the
    /// page's own drawn in.
    static func whole(_ frame: CellFrame, page: PixelPage, view: PixelView) -> RGBImage {
        var presenter = PixelPresenter()
        let plan = presenter.plan(for: frame, page: page)
        var overlays: [Int: Cell] = [:]
        for o in plan.overlays { overlays[o.row * frame.columns + o.column] = o.cell }
        let area = Rect(x: 0, y: 0, width: page.geometry.columns, height: page.geometry.viewRows)
        return render(area, page: page, view: view, overlays: overlays, columns: frame.columns)
    }
}
