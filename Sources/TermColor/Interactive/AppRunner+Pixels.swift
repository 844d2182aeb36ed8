import ColorCore
import Screens

extension AppRunner {
    /// Draws the app's frame; with pixels on, the colouring screen's page area as an image and
    /// the gallery's tile previews as images (the tracing game stays glyphs).
    mutating func show() {
        let page = terminal.pixels == nil ? nil : (app.active as? ColoringScreen)?.pixelPage
        let tiles = terminal.pixels == nil ? [] : (app.active as? GalleryScreen)?.tileImages ?? []
        terminal.present(app.frame(), page: page, tiles: tiles)
    }

    /// The terminal's late answers turned the page area to pixels: the page is laid out in its
    /// measured cell from now on (pictures opened later too), and shown at once, whole.
    mutating func pixelsArrived() -> Ending? {
        guard let view = terminal.pixels?.view else { return nil }
        let shape = CellShape(pixelWidth: view.cellWidth, height: view.cellHeight)
        drawing.display.cellShape = shape
        let ending = perform(app.handle(.cellShapeChanged(shape)))
        if ending == nil { show() }
        return ending
    }

    /// How soon to present again while the page image owes cells their pixels (a region outline
    /// taken away goes a share a frame): nil when it owes none.
    var pixelsOwedWait: Int? { terminal.pixels?.isOwing == true ? Self.owedFrameMilliseconds : nil }

    /// A frame's time between the shares of owed cells: the terminal draws one before the next comes.
    static let owedFrameMilliseconds = 8
}
